// The Edit Photo dialog's intent, `update`: a new description and caption, with a new image address or
// a replacement file.
import { photoFileOf, updatePhoto } from "~/models/gallery.server";
import { photoIdSchema, photoLinkSchema, photoReplaceSchema } from "~/schemas/gallery";
import { GALLERY_MESSAGES, GALLERY_TOASTS } from "~/config/gallery";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithError, redirectWithSuccess } from "~/services/toast.server";
import { validationToast, type PhotoIntentArgs } from "./__photo-form.server";

export async function updatePhotoAction({ request, context, user, upload }: PhotoIntentArgs) {
  const id = photoIdSchema.safeParse(upload.formData.get("id"));
  if (!id.success) return redirectWithError("/gallery-admin", GALLERY_TOASTS.updateFailed);
  const file = photoFileOf(upload);
  // With a replacement file the address field is ignored (the form disables it); otherwise it is required.
  const submission = file ? parseForm(upload.formData, photoReplaceSchema) : parseForm(upload.formData, photoLinkSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, {
      intent: "update",
      submission,
      toast: validationToast(submission.error, GALLERY_MESSAGES.missingLink),
    });
  }
  const updated = await updatePhoto(id.data, { ...submission.value, file }, user);
  if (!updated.ok) {
    if (updated.reason === "not-found") return redirectWithError("/gallery-admin", GALLERY_TOASTS.updateFailed);
    return replyToForm(request, context, {
      intent: "update",
      submission,
      failure: updated,
      toast: updated.toast ?? GALLERY_TOASTS.updateFailed,
    });
  }
  return redirectWithSuccess(`/gallery-admin#photo-${id.data}`, GALLERY_TOASTS.updated);
}
