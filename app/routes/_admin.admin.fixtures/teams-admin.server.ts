// The teams and competitions tabs of the admin fixtures screen: what their loader shows and their
// intents, one function each (the route's action dispatches on `intent`).
import { TEAM_TOASTS } from "~/config/teams";
import { deleteCompetition, getCompetitionForEditor, listCompetitionsForAdmin, saveCompetition } from "~/models/matches/competitions.server";
import { deleteTeam, getTeamForEditor, listSquadChoices, listTeamsForAdmin, saveTeam } from "~/models/matches/teams.server";
import { idField } from "~/schemas/fields";
import { competitionFormSchema, teamFormSchema } from "~/schemas/teams";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithError, redirectWithSuccess } from "~/services/toast.server";
import { parseForm } from "~/utils/form.server";
import type { IntentArgs } from "./fixtures-admin.server";
import { COMPETITIONS_ANCHOR, TEAMS_ANCHOR, competitionAnchor, teamAnchor } from "./row-anchors";

/** The teams tab: the list, and the team being edited ("new" for the add form) with the squad choices. */
export function teamsTab(edit: "new" | number | undefined) {
  const editing = edit === "new" ? ("new" as const) : edit ? getTeamForEditor(edit) : null;
  return { teams: listTeamsForAdmin(), editingTeam: editing, squadChoices: editing ? listSquadChoices() : [] };
}

/** The competitions tab: the list, the competition being edited, and the teams it may belong to. */
export function competitionsTab(edit: "new" | number | undefined) {
  const editing = edit === "new" ? ("new" as const) : edit ? getCompetitionForEditor(edit) : null;
  return { competitions: listCompetitionsForAdmin(), editingCompetition: editing };
}

export async function saveTeamIntent({ request, context, formData, user, listHref }: IntentArgs) {
  const submission = parseForm(formData, teamFormSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: "save-team", submission, toast: TEAM_TOASTS.saveFailed });
  const saved = saveTeam(submission.value, user);
  if (!saved.ok) return replyToForm(request, context, { intent: "save-team", submission, failure: saved, toast: TEAM_TOASTS.saveFailed });
  return redirectWithSuccess(`${listHref}#${teamAnchor(saved.team.id)}`, saved.created ? TEAM_TOASTS.teamAdded(saved.team.name) : TEAM_TOASTS.teamUpdated(saved.team.name));
}

export async function deleteTeamIntent({ request, context, formData, user, listHref }: IntentArgs) {
  const id = idField.safeParse(formData.get("id"));
  if (!id.success) return redirectWithError(listHref, TEAM_TOASTS.deleteFailed("Choose a team to delete."));
  const deleted = deleteTeam(id.data, user);
  if (!deleted.ok) return replyToForm(request, context, { intent: "delete-team", failure: deleted, toast: TEAM_TOASTS.deleteFailed(deleted.message) });
  return redirectWithSuccess(`${listHref}#${TEAMS_ANCHOR}`, TEAM_TOASTS.teamDeleted(deleted.name));
}

export async function saveCompetitionIntent({ request, context, formData, user, listHref }: IntentArgs) {
  const submission = parseForm(formData, competitionFormSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: "save-competition", submission, toast: TEAM_TOASTS.saveFailed });
  const saved = saveCompetition(submission.value, user);
  if (!saved.ok) return replyToForm(request, context, { intent: "save-competition", submission, failure: saved, toast: TEAM_TOASTS.saveFailed });
  const { name } = saved.competition;
  return redirectWithSuccess(`${listHref}#${competitionAnchor(saved.competition.id)}`, saved.created ? TEAM_TOASTS.competitionAdded(name) : TEAM_TOASTS.competitionUpdated(name));
}

export async function deleteCompetitionIntent({ request, context, formData, user, listHref }: IntentArgs) {
  const id = idField.safeParse(formData.get("id"));
  if (!id.success) return redirectWithError(listHref, TEAM_TOASTS.deleteFailed("Choose a competition to delete."));
  const deleted = deleteCompetition(id.data, user);
  if (!deleted.ok) return replyToForm(request, context, { intent: "delete-competition", failure: deleted, toast: TEAM_TOASTS.deleteFailed(deleted.message) });
  return redirectWithSuccess(`${listHref}#${COMPETITIONS_ANCHOR}`, TEAM_TOASTS.competitionDeleted(deleted.name));
}
