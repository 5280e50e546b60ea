// A screen with several forms (tabs, editors, row buttons) posts them all to one route action; each
// form's submit button (or hidden field) names it with `intent`. The route keeps its permission check
// and reads the post once, then `dispatchIntent` hands it to that form's action, or refuses a post
// that names no form of the screen with a 400 and the screen's own message.
import type { AppLoadContext } from "@remix-run/node";
import type { PublicUser } from "~/models/user.server";
import { replyToForm } from "~/services/form-reply.server";
import type { Toast } from "~/services/toast.server";

/**
 * What each form's action is given: the request, the signed-in user and the posted form, as
 * `{ formData }`, or `{ upload }` / `{ form }` with its files where the screen takes pictures
 * (plus what else the screen works out once, say the list to return to).
 */
export type IntentActionArgs<Posted extends object = { formData: FormData }> = {
  request: Request;
  context: AppLoadContext;
  user: PublicUser;
} & Posted;

/** How a screen words the refusal of a post whose `intent` names none of its forms. */
export type UnknownIntentReply = { toast?: Toast; formErrors?: string[] };

/** The action of the form that `intent` names, or a 400 reply (intent null) worded by `unknown`. */
export async function dispatchIntent<
  Args extends IntentActionArgs<object>,
  Actions extends Record<string, (args: Args) => unknown>,
>(
  intent: FormDataEntryValue | null,
  actions: Actions,
  args: Args,
  unknown: UnknownIntentReply,
): Promise<Awaited<ReturnType<Actions[keyof Actions]>> | Awaited<ReturnType<typeof replyToForm>>> {
  if (typeof intent !== "string" || !Object.hasOwn(actions, intent)) {
    return replyToForm(args.request, args.context, { intent: null, status: 400, ...unknown });
  }
  return (await actions[intent](args)) as Awaited<ReturnType<Actions[keyof Actions]>>;
}
