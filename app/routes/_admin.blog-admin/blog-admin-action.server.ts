// What every action of /blog-admin is given: the signed-in editor and the posted form, read once for
// all of the page's forms as the post editor's (the only one that may carry a file).
import type { UploadForm } from "~/infra/upload.server";
import type { IntentActionArgs } from "~/services/intent-actions.server";

export type BlogAdminActionArgs = IntentActionArgs<{ form: UploadForm }>;
