import type { ActionFunctionArgs } from "@remix-run/node";
import { CERTIFICATE_UPLOAD, certificateUploadsOpen, uploadCertificate } from "~/models/academy.server";
import { FieldTooLargeError, FormShapeError, parseUploadForm } from "~/infra/upload.server";
import { apiError, apiFailure } from "~/utils/api.server";

export async function loader() {
  return apiError(405, "Use POST");
}

/**
 * Multipart field `birthCertificate` → 201 { fileUrl } (an admin-only URL); 507 when the space for
 * unreviewed uploads is full, 429 when this client has used its share of it today.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST");
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return apiError(415, "Send the file as multipart/form-data in the field birthCertificate");
  }
  // Refused before the body is read when the shared space, or this client's share of it, is already full.
  const from = { clientIp: context.clientIp ?? "unknown" };
  const open = await certificateUploadsOpen(Date.now(), from);
  if (!open.ok) return apiFailure(open);
  let upload;
  try {
    upload = await parseUploadForm(request, CERTIFICATE_UPLOAD);
  } catch (error) {
    if (error instanceof FieldTooLargeError) return apiError(413, error.message);
    if (error instanceof FormShapeError) return apiError(400, error.message);
    return apiError(400, "The upload could not be read");
  }
  const uploaded = await uploadCertificate(upload, from);
  if (!uploaded.ok) return apiFailure(uploaded);
  return Response.json({ fileUrl: uploaded.fileUrl }, { status: 201 });
}
