// The Delete Photo dialog's intent, `delete`: the photo goes, and its uploaded file with it.
import { deletePhoto, listPhotosForAdmin } from "~/models/gallery.server";
import { anchorAfterRemoving } from "~/utils/row-anchors";
import { photoRefSchema } from "~/schemas/gallery";
import { GALLERY_TOASTS } from "~/config/gallery";
import { parseForm } from "~/utils/form.server";
import { redirectWithError, redirectWithSuccess } from "~/services/toast.server";
import type { PhotoIntentArgs } from "./__photo-form.server";
import { GALLERY_ANCHOR, photoAnchor } from "./__photo-anchors";

export async function deletePhotoAction({ user, upload }: PhotoIntentArgs) {
  const submission = parseForm(upload.formData, photoRefSchema);
  if (submission.status !== "success") return redirectWithError("/gallery-admin", GALLERY_TOASTS.deleteFailed);
  const { id } = submission.value;
  // The grid comes back at the photo that takes this one's place.
  const back = anchorAfterRemoving((await listPhotosForAdmin()).map((photo) => photo.id), id, photoAnchor, GALLERY_ANCHOR);
  const deleted = await deletePhoto(id, user);
  if (!deleted.ok) return redirectWithError("/gallery-admin", GALLERY_TOASTS.deleteFailed);
  return redirectWithSuccess(`/gallery-admin#${back}`, GALLERY_TOASTS.deleted);
}
