// The admin fixtures screen's intents, one function each; the route's action dispatches on `intent`.
import { FIXTURE_TOASTS } from "~/config/fixtures";
import { changeFixtureStatus, deleteLeagueResult, recordResult, saveFixture, saveLeagueResult } from "~/models/matches/manage.server";
import { fixtureStatusChangeSchema, fixtureFormSchema, leagueResultFormSchema, resultFormSchema } from "~/schemas/fixtures";
import { resultLine } from "~/schemas/fixture-views";
import { replyToForm } from "~/services/form-reply.server";
import type { IntentActionArgs } from "~/services/intent-actions.server";
import { redirectWithError, redirectWithSuccess } from "~/services/toast.server";
import { idField } from "~/schemas/fields";
import { parseForm } from "~/utils/form.server";
import { LEAGUE_RESULTS_ANCHOR, matchAnchor } from "./row-anchors";

/** Each intent is also given the list to return to, with its filters. */
export type IntentArgs = IntentActionArgs<{ formData: FormData; listHref: string }>;

export async function saveMatchIntent({ request, context, formData, user, listHref }: IntentArgs) {
  const submission = parseForm(formData, fixtureFormSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: "save", submission, toast: FIXTURE_TOASTS.saveFailed });
  const saved = saveFixture(submission.value, user);
  if (!saved.ok) return replyToForm(request, context, { intent: "save", submission, failure: saved, toast: FIXTURE_TOASTS.saveFailed });
  return redirectWithSuccess(`${listHref}#${matchAnchor(saved.fixture.id)}`, saved.created ? FIXTURE_TOASTS.added(saved.fixture.title) : FIXTURE_TOASTS.updated(saved.fixture.title));
}

export async function recordResultIntent({ request, context, formData, user, listHref }: IntentArgs) {
  const submission = parseForm(formData, resultFormSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: "result", submission, toast: FIXTURE_TOASTS.saveFailed });
  const { id, ...change } = submission.value;
  const recorded = recordResult(id, change, user);
  if (!recorded.ok) return replyToForm(request, context, { intent: "result", submission, failure: recorded, toast: FIXTURE_TOASTS.saveFailed });
  const saved = FIXTURE_TOASTS.resultSaved(resultLine(recorded.fixture));
  const toast = change.notifyFans ? { title: saved.title, description: `${saved.description} ${FIXTURE_TOASTS.fansNotified.description}` } : saved;
  return redirectWithSuccess(`${listHref}#${matchAnchor(id)}`, toast);
}

export async function changeStatusIntent({ formData, user, listHref }: IntentArgs) {
  const input = fixtureStatusChangeSchema.safeParse({ id: formData.get("id"), status: formData.get("status") });
  if (!input.success) return redirectWithError(listHref, { title: "Not changed", description: "Choose a match and what happens to it." });
  const changed = changeFixtureStatus(input.data.id, input.data.status, user);
  if (!changed.ok) return redirectWithError(listHref, { title: "Not changed", description: changed.message });
  const toast = input.data.status === "postponed" ? FIXTURE_TOASTS.postponed : input.data.status === "cancelled" ? FIXTURE_TOASTS.cancelled : FIXTURE_TOASTS.updated;
  return redirectWithSuccess(`${listHref}#${matchAnchor(input.data.id)}`, toast(changed.fixture.title));
}

export async function saveLeagueResultIntent({ request, context, formData, user, listHref }: IntentArgs) {
  const submission = parseForm(formData, leagueResultFormSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: "league-result", submission, toast: FIXTURE_TOASTS.saveFailed });
  const saved = saveLeagueResult(submission.value, user);
  if (!saved.ok) return replyToForm(request, context, { intent: "league-result", submission, failure: saved, toast: FIXTURE_TOASTS.saveFailed });
  const { homeClub, homeGoals, awayGoals, awayClub } = submission.value;
  return redirectWithSuccess(`${listHref}#${LEAGUE_RESULTS_ANCHOR}`, { title: "Result Saved", description: `${homeClub} ${homeGoals}–${awayGoals} ${awayClub} counts in the table.` });
}

export async function deleteLeagueResultIntent({ formData, user, listHref }: IntentArgs) {
  const id = idField.safeParse(formData.get("id"));
  const deleted = id.success ? deleteLeagueResult(id.data, user) : null;
  if (!deleted?.ok) return redirectWithError(listHref, { title: "Not removed", description: "That result no longer exists." });
  return redirectWithSuccess(`${listHref}#${LEAGUE_RESULTS_ANCHOR}`, { title: "Result Removed", description: "The table no longer counts it." });
}
