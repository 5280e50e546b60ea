// The grid's intent, `move`: a photo one place up or down; the page comes back to it.
import { movePhoto } from "~/models/gallery.server";
import { moveSchema } from "~/schemas/gallery";
import { GALLERY_TOASTS } from "~/config/gallery";
import { parseForm } from "~/utils/form.server";
import { redirectWithError, redirectWithSuccess } from "~/services/toast.server";
import type { PhotoIntentArgs } from "./__photo-form.server";

export async function movePhotoAction({ user, upload }: PhotoIntentArgs) {
  const submission = parseForm(upload.formData, moveSchema);
  if (submission.status !== "success") return redirectWithError("/gallery-admin", GALLERY_TOASTS.moveFailed);
  const { id, direction } = submission.value;
  const moved = movePhoto(id, direction, user);
  if (!moved.ok) return redirectWithError("/gallery-admin", GALLERY_TOASTS.moveFailed);
  return redirectWithSuccess(`/gallery-admin#photo-${id}`, GALLERY_TOASTS.moved);
}
