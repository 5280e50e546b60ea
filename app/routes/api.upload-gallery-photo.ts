import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { fieldErrorsOf } from "~/utils/field-errors";
import { photoFileOf, uploadPhoto } from "~/models/gallery.server";
import { photoUploadSchema } from "~/schemas/gallery";
import { GALLERY_MESSAGES } from "~/config/gallery";
import { requireUser } from "~/services/auth.server";
import { IMAGE_UPLOAD } from "~/infra/images.server";
import { FieldTooLargeError, FormShapeError, parseUploadForm } from "~/infra/upload.server";
import { apiError, apiFailure } from "~/utils/api.server";
import { firstError } from "~/utils/api-messages";
import { parseStoredImageUrl, storedWidths, variantName } from "~/utils/images";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "gallery");
  return apiError(405, "Use POST");
}

/** The stored widths of an uploaded photo, for clients that build their own `srcset`. */
function variantsOf(url: string) {
  const ref = parseStoredImageUrl(url);
  return ref ? storedWidths(ref.width).map((width) => ({ width, url: `/media/${variantName(ref.id, width)}` })) : [];
}

/**
 * POST (gallery), multipart: photo (file), alt, caption → 201 the new photo with its stored image's
 * URL, size and variants. Errors are `{ message }` with the same texts as the gallery screen's toasts.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "gallery");
  if (request.method !== "POST") return apiError(405, "Use POST");
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return apiError(415, "Send the photo as multipart/form-data in the field photo");
  }
  let upload;
  try {
    upload = await parseUploadForm(request, { ...IMAGE_UPLOAD, fileField: "photo" });
  } catch (error) {
    if (error instanceof FieldTooLargeError) return apiError(413, error.message);
    if (error instanceof FormShapeError) return apiError(400, error.message);
    return apiError(400, "The upload could not be read");
  }
  const file = photoFileOf(upload);
  if (!file) return apiError(400, GALLERY_MESSAGES.noFile, { photo: [GALLERY_MESSAGES.noFile] });
  const fields = photoUploadSchema.safeParse(Object.fromEntries(upload.formData));
  if (!fields.success) {
    const errors = fieldErrorsOf(fields.error);
    const first = firstError(errors);
    const { title, description } = GALLERY_MESSAGES.missingFile;
    return apiError(400, first === description ? `${title}: ${description}` : first, errors);
  }
  const uploaded = await uploadPhoto(file, fields.data, user);
  if (!uploaded.ok) return apiFailure(uploaded);
  const { photo, image } = uploaded;
  return Response.json(
    { ...photo, image: { ...image, variants: variantsOf(image.url) } },
    { status: 201, headers: { Location: `/api/gallery/${photo.id}` } },
  );
}
