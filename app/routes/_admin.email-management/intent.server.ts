import type { ActionFunctionArgs } from "@remix-run/node";
import type { PublicUser } from "~/models/user.server";

/** What the route's action hands each form's action: the request, the signed-in user, the posted form. */
export type IntentArgs = ActionFunctionArgs & { user: PublicUser; formData: FormData };
