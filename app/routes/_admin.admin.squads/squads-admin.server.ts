// The squads screen's forms, one action each (the route dispatches on `intent`): add a player, move,
// archive or erase one, add a guardian or correct one's details, assign or remove a coach. Each parses
// with the area's schema, calls one use case and answers with a redirect and a toast, or the form again.
import type { z } from "zod";
import { SQUAD_TOASTS } from "~/config/squads";
import { assignCoach, removeCoach } from "~/models/squads/coaches.server";
import { addGuardian, updateGuardianContact } from "~/models/squads/guardians.server";
import { addPlayerDirectly, archivePlayer, erasePlayer, movePlayer } from "~/models/squads/players.server";
import { coachAssignmentSchema, guardianContactSchema, movePlayerSchema, newGuardianSchema, newPlayerSchema, playerTargetSchema } from "~/schemas/squads";
import { replyToForm } from "~/services/form-reply.server";
import type { IntentActionArgs } from "~/services/intent-actions.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { parseForm } from "~/utils/form.server";
import type { Failure } from "~/utils/result";
import { COACHES_ANCHOR, PLAYERS_ANCHOR, SQUADS_PATH, playerAnchor } from "./anchors";

/** Each intent is also given the screen as it was (the team shown), without any dialog open. */
export type SquadIntentArgs = IntentActionArgs<{ formData: FormData; listHref: string }>;

function parse<Schema extends z.ZodTypeAny>(args: SquadIntentArgs, intent: string, schema: Schema) {
  const submission = parseForm(args.formData, schema);
  const refuse = (failure?: Failure) =>
    replyToForm(args.request, args.context, { intent, submission, failure, toast: failure ? SQUAD_TOASTS.failed(failure.message) : SQUAD_TOASTS.saveFailed });
  return { submission, refuse };
}

const teamView = (teamId: number) => `${SQUADS_PATH}?team=${teamId}`;

export async function addPlayerIntent(args: SquadIntentArgs) {
  const { submission, refuse } = parse(args, "add-player", newPlayerSchema);
  if (submission.status !== "success") return refuse();
  const added = addPlayerDirectly(submission.value, args.user);
  if (!added.ok) return refuse(added);
  const { player, mailedTo } = added;
  return redirectWithSuccess(`${teamView(player.teamId!)}#${playerAnchor(player.id)}`, SQUAD_TOASTS.playerAdded(player.name, player.teamName!, mailedTo));
}

export async function movePlayerIntent(args: SquadIntentArgs) {
  const { submission, refuse } = parse(args, "move-player", movePlayerSchema);
  if (submission.status !== "success") return refuse();
  const moved = movePlayer(submission.value.playerId, submission.value.teamId, args.user);
  if (!moved.ok) return refuse(moved);
  return redirectWithSuccess(`${args.listHref}#${PLAYERS_ANCHOR}`, SQUAD_TOASTS.playerMoved(moved.player.name, moved.teamName));
}

export async function archivePlayerIntent(args: SquadIntentArgs) {
  const { submission, refuse } = parse(args, "archive-player", playerTargetSchema);
  if (submission.status !== "success") return refuse();
  const archived = archivePlayer(submission.value.playerId, args.user);
  if (!archived.ok) return refuse(archived);
  return redirectWithSuccess(`${args.listHref}#${PLAYERS_ANCHOR}`, SQUAD_TOASTS.playerArchived(archived.player.name));
}

export async function erasePlayerIntent(args: SquadIntentArgs) {
  const { submission, refuse } = parse(args, "erase-player", playerTargetSchema);
  if (submission.status !== "success") return refuse();
  const erased = await erasePlayer(submission.value.playerId, args.user);
  if (!erased.ok) return refuse(erased);
  return redirectWithSuccess(`${args.listHref}#${PLAYERS_ANCHOR}`, SQUAD_TOASTS.playerErased(erased.label));
}

export async function addGuardianIntent(args: SquadIntentArgs) {
  const { submission, refuse } = parse(args, "add-guardian", newGuardianSchema);
  if (submission.status !== "success") return refuse();
  const added = addGuardian(submission.value, args.user);
  if (!added.ok) return refuse(added);
  return redirectWithSuccess(`${args.listHref}#${playerAnchor(submission.value.playerId)}`, SQUAD_TOASTS.guardianAdded(added.name, added.mailedTo));
}

export async function updateGuardianIntent(args: SquadIntentArgs) {
  const { submission, refuse } = parse(args, "update-guardian", guardianContactSchema);
  if (submission.status !== "success") return refuse();
  const updated = updateGuardianContact(submission.value, args.user);
  if (!updated.ok) return refuse(updated);
  return redirectWithSuccess(`${args.listHref}#${PLAYERS_ANCHOR}`, SQUAD_TOASTS.guardianUpdated(updated.guardian.name));
}

async function changeCoach(args: SquadIntentArgs, intent: "assign-coach" | "remove-coach") {
  const { submission, refuse } = parse(args, intent, coachAssignmentSchema);
  if (submission.status !== "success") return refuse();
  const changed = (intent === "assign-coach" ? assignCoach : removeCoach)(submission.value, args.user);
  if (!changed.ok) return refuse(changed);
  const name = changed.coach.displayName || changed.coach.username;
  const toast = intent === "assign-coach" ? SQUAD_TOASTS.coachAssigned(name, changed.teamName) : SQUAD_TOASTS.coachRemoved(name, changed.teamName);
  return redirectWithSuccess(`${teamView(submission.value.teamId)}#${COACHES_ANCHOR}`, toast);
}

export const assignCoachIntent = (args: SquadIntentArgs) => changeCoach(args, "assign-coach");
export const removeCoachIntent = (args: SquadIntentArgs) => changeCoach(args, "remove-coach");
