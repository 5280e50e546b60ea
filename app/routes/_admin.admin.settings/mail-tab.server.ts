// The Mail tab: how mail leaves the site, and a test e-mail to check that it does.
import { sendTestEmail } from "~/models/email.server";
import { mailMode } from "~/models/settings.server";
import { testEmailSchema } from "~/schemas/settings";
import { getEnv } from "~/config/env.server";
import { parseForm } from "~/utils/form.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { refuseForm, settingsTab, type SettingsActionArgs } from "./settings-action.server";

export function loadMailTab() {
  const env = getEnv();
  return { tab: "mail" as const, mail: { ...mailMode(), from: env.MAIL_FROM, office: env.CLUB_OFFICE_EMAIL } };
}

export async function sendTestEmailAction(args: SettingsActionArgs) {
  const submission = parseForm(args.formData, testEmailSchema);
  if (submission.status !== "success") {
    return refuseForm(args, { intent: "send-test-email", submission, message: "Please enter a valid email address" });
  }
  const { to } = submission.value;
  sendTestEmail(args.user, to);
  return redirectWithSuccess(settingsTab("mail"), { title: "Test e-mail sent", description: `To ${to}; the e-mail log shows whether it was delivered.` });
}
