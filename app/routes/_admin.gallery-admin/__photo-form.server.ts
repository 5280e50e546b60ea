// What every form of /gallery-admin shares on the server: the posted form (one photo file at most,
// read as a stream), and what an intent's action gets to work with.
import { IMAGE_UPLOAD } from "~/infra/images.server";
import type { IntentActionArgs } from "~/services/intent-actions.server";
import type { Toast } from "~/services/toast.server";
import { FieldTooLargeError, FormShapeError, parseUploadForm, type UploadForm } from "~/infra/upload.server";

/** What each intent's action is given: the request, the signed-in admin and the posted form. */
export type PhotoIntentArgs = IntentActionArgs<{ upload: UploadForm }>;

/** The posted form with its `photo` file, or why it could not be read (a field too large, odd names, not a form). */
export async function readPhotoForm(request: Request): Promise<{ ok: true; upload: UploadForm } | { ok: false; message: string }> {
  try {
    return { ok: true, upload: await parseUploadForm(request, { ...IMAGE_UPLOAD, fileField: "photo" }) };
  } catch (error) {
    const readable = error instanceof FieldTooLargeError || error instanceof FormShapeError;
    return { ok: false, message: readable ? error.message : "The form could not be read" };
  }
}

/** "Missing Information" when a required field is empty; otherwise the first problem itself. */
export function validationToast(errors: Record<string, string[] | null> | null | undefined, missing: Toast): Toast {
  const messages = Object.values(errors ?? {}).flatMap((list) => list ?? []);
  if (messages.length === 0 || messages.includes(missing.description!)) return missing;
  return { title: "Error", description: messages[0] };
}
