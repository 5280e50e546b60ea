// The Club facts tab: the office's phone, e-mail, hours and address, shown in the footer and the
// contact section of every page.
import { getClubFacts, updateClubFacts } from "~/models/club-facts.server";
import { getSeasonCutoff, saveSeasonCutoff } from "~/models/squads/age-groups.server";
import { clubFactsSchema } from "~/schemas/settings";
import { seasonCutoffSchema } from "~/schemas/squads";
import { SQUAD_TOASTS } from "~/config/squads";
import { parseForm } from "~/utils/form.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { refuse, refuseForm, settingsTab, type SettingsActionArgs } from "./settings-action.server";

export function loadClubTab() {
  return { tab: "club" as const, facts: getClubFacts(), seasonCutoff: getSeasonCutoff() };
}

export async function saveClubFactsAction(args: SettingsActionArgs) {
  const intent = "save-club-facts";
  const submission = parseForm(args.formData, clubFactsSchema);
  if (submission.status !== "success") return refuseForm(args, { intent, submission, message: "Please correct the highlighted fields" });
  const saved = updateClubFacts(submission.value, args.user);
  if (!saved.ok) return refuse(args, { intent, submission, failure: saved });
  return redirectWithSuccess(settingsTab("club"), { title: "Club facts saved", description: "The footer and contact section show them now." });
}

export async function saveSeasonCutoffAction(args: SettingsActionArgs) {
  const intent = "save-season-cutoff";
  const submission = parseForm(args.formData, seasonCutoffSchema);
  if (submission.status !== "success") return refuseForm(args, { intent, submission, message: "Please correct the highlighted fields" });
  const saved = saveSeasonCutoff(submission.value.cutoff, args.user);
  return redirectWithSuccess(settingsTab("club"), SQUAD_TOASTS.cutoffSaved(saved.cutoff));
}
