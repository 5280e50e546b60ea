// What every action of the Settings screen is given, and how it answers a form it did not save.
import type { Submission } from "@conform-to/react";
import type { SETTINGS_TABS } from "~/schemas/settings";
import { replyToForm } from "~/services/form-reply.server";
import type { IntentActionArgs } from "~/services/intent-actions.server";
import type { Failure } from "~/utils/result";

export type SettingsActionArgs = IntentActionArgs;

/** The tab a successful action returns to. */
export const settingsTab = (tab: (typeof SETTINGS_TABS)[number]) => `/admin/settings?tab=${tab}`;

type Refusal = {
  /** The form that was sent (see `userFormKey` for the forms of one user's row); null when none was named. */
  intent: string | null;
  submission?: Submission<unknown>;
  /** Fields never sent back (passwords). */
  hideFields?: string[];
};

/** A use case said no: the form again with its errors, and its message as a toast. */
export function refuse({ request, context }: SettingsActionArgs, { failure, ...reply }: Refusal & { failure: Failure }) {
  return replyToForm(request, context, { ...reply, failure, toast: { title: "Not saved", description: failure.message } });
}

/** The form did not parse: its errors by field, and `message` as a toast. */
export function refuseForm({ request, context }: SettingsActionArgs, { message, ...reply }: Refusal & { message: string }) {
  return replyToForm(request, context, { ...reply, status: 400, toast: { title: "Not saved", description: message } });
}
