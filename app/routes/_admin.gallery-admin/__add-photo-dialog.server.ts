// The Add Photo dialog's intents: `upload` (Upload File without JavaScript, one photo per post; with
// JavaScript the dialog sends each file to POST /api/upload-gallery-photo instead) and `link` (Image URL).
import { addPhotoByUrl, photoFileOf, uploadPhoto } from "~/models/gallery.server";
import { photoLinkSchema, photoUploadSchema } from "~/schemas/gallery";
import { GALLERY_MESSAGES, GALLERY_TOASTS } from "~/config/gallery";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { validationToast, type PhotoIntentArgs } from "./__photo-form.server";

/** Stores the uploaded photo; the dialog then shows it as "Just added", ready for the next one. */
export async function uploadPhotoAction({ request, context, user, upload }: PhotoIntentArgs) {
  const submission = parseForm(upload.formData, photoUploadSchema);
  const file = photoFileOf(upload);
  if (!file || submission.status !== "success") {
    return replyToForm(request, context, {
      intent: "upload",
      submission,
      toast: GALLERY_MESSAGES.missingFile,
      fieldErrors: file ? undefined : { photo: [GALLERY_MESSAGES.missingFile.description] },
    });
  }
  const uploaded = await uploadPhoto(file, submission.value, user);
  if (!uploaded.ok) {
    return replyToForm(request, context, {
      intent: "upload",
      submission,
      failure: uploaded,
      toast: uploaded.toast ?? GALLERY_TOASTS.uploadFailed,
    });
  }
  return redirectWithSuccess(`/gallery-admin?add=1&tab=upload&added=${uploaded.photo.id}`, GALLERY_TOASTS.uploaded);
}

/** Adds a photo by its https address (never fetched by the server). */
export async function linkPhotoAction({ request, context, user, upload }: PhotoIntentArgs) {
  const submission = parseForm(upload.formData, photoLinkSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, {
      intent: "link",
      submission,
      toast: validationToast(submission.error, GALLERY_MESSAGES.missingLink),
    });
  }
  const added = await addPhotoByUrl(submission.value, user);
  if (!added.ok) {
    return replyToForm(request, context, { intent: "link", submission, failure: added, toast: added.toast ?? GALLERY_TOASTS.addFailed });
  }
  return redirectWithSuccess(`/gallery-admin?add=1&tab=url&added=${added.photo.id}`, GALLERY_TOASTS.added);
}
