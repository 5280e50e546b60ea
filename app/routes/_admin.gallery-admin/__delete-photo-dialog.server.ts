// The Delete Photo dialog's intent, `delete`: the photo goes, and its uploaded file with it.
import { deletePhoto } from "~/models/gallery.server";
import { photoRefSchema } from "~/schemas/gallery";
import { GALLERY_TOASTS } from "~/config/gallery";
import { parseForm } from "~/utils/form.server";
import { redirectWithError, redirectWithSuccess } from "~/services/toast.server";
import type { PhotoIntentArgs } from "./__photo-form.server";

export async function deletePhotoAction({ user, upload }: PhotoIntentArgs) {
  const submission = parseForm(upload.formData, photoRefSchema);
  const deleted = submission.status === "success" ? await deletePhoto(submission.value.id, user) : null;
  if (!deleted?.ok) return redirectWithError("/gallery-admin", GALLERY_TOASTS.deleteFailed);
  return redirectWithSuccess("/gallery-admin", GALLERY_TOASTS.deleted);
}
