import type { ActionFunctionArgs } from "@remix-run/node";
import { CERTIFICATE_UPLOAD } from "~/models/academy/certificates.server";
import { certificateUploadsOpen, uploadCertificate } from "~/models/academy/public-uploads.server";
import { FieldTooLargeError, FormShapeError, parseUploadForm } from "~/infra/upload.server";
import { uploadParentOf } from "~/schemas/academy";
import { apiError, apiFailure } from "~/utils/api.server";

export async function loader() {
  return apiError(405, "Use POST");
}

/**
 * Multipart field `birthCertificate`, with the parent's `email` and `phoneNumber` (optional: see
 * uploadParentOf) → 201 { fileUrl } (an admin-only URL); 507 when the space for unreviewed uploads is
 * full, 429 when this client has uploaded its burst in the last few minutes or this parent has used
 * their share today.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST");
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return apiError(415, "Send the file as multipart/form-data in the field birthCertificate");
  }
  // Refused before the body is read when the shared space is full, or this client's burst is used up.
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
  // The parent the registration will name (fields beside the file): the file is charged to their share.
  const parent = uploadParentOf({ email: upload.formData.get("email"), phoneNumber: upload.formData.get("phoneNumber") });
  const uploaded = await uploadCertificate(upload, { ...from, parent });
  if (!uploaded.ok) return apiFailure(uploaded);
  return Response.json({ fileUrl: uploaded.fileUrl }, { status: 201 });
}
