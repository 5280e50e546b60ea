// What every action of /blog-admin is given: the signed-in editor and the posted form, read once for
// all of the page's forms as the post editor's (the only one that may carry a file).
import type { AppLoadContext } from "@remix-run/node";
import type { PublicUser } from "~/models/user.server";
import type { UploadForm } from "~/infra/upload.server";

export type BlogAdminActionArgs = { request: Request; context: AppLoadContext; user: PublicUser; form: UploadForm };
