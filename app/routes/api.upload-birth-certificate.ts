import type { ActionFunctionArgs } from "@remix-run/node";
import { MAX_CERTIFICATE_BYTES, storeBirthCertificate } from "~/models/academy.server";
import { CERTIFICATE_MESSAGES } from "~/schemas/academy";
import { FieldTooLargeError, parseUploadForm } from "~/services/upload.server";
import { apiError } from "~/utils/api.server";

export async function loader() {
  return apiError(405, "Use POST");
}

const asText = (message: { title: string; description: string }) => `${message.title}: ${message.description}`;

/** Multipart field `birthCertificate` → 201 { fileUrl } (an admin-only URL). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST");
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return apiError(415, "Send the file as multipart/form-data in the field birthCertificate");
  }
  let upload;
  try {
    upload = await parseUploadForm(request, { fileField: "birthCertificate", maxFileBytes: MAX_CERTIFICATE_BYTES });
  } catch (error) {
    if (error instanceof FieldTooLargeError) return apiError(413, error.message);
    return apiError(400, "The upload could not be read");
  }
  if (upload.problem?.kind === "too-large") return apiError(413, asText(CERTIFICATE_MESSAGES.tooLarge));
  if (upload.problem?.kind === "empty") return apiError(400, asText(CERTIFICATE_MESSAGES.empty));
  if (!upload.file) return apiError(400, "No file in the field birthCertificate");
  const stored = await storeBirthCertificate(upload.file.bytes);
  if ("error" in stored) return apiError(415, asText(CERTIFICATE_MESSAGES.wrongType));
  return Response.json({ fileUrl: stored.fileUrl }, { status: 201 });
}
