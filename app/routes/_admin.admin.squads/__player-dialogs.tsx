// A player's dialogs: move to another team (a choice), archive (left the club) and erase personal data,
// each opened from the player's row by its URL and posted only from its own button.
import { Form, Link } from "@remix-run/react";
import { ConfirmActionDialog } from "~/components/admin/list/ConfirmActionDialog";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { SelectField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { erasedPlayerName } from "~/config/squads";
import { replyErrors, useFormReply } from "~/utils/form-reply";
import type { SquadsData } from "./route";

type Player = SquadsData["players"][number];
type TeamOption = { id: number; name: string; ageGroup: string };

export function MovePlayerDialog({ player, teams, closeHref, action }: { player: Player; teams: TeamOption[]; closeHref: string; action: string }) {
  const reply = useFormReply("move-player");
  const others = teams.filter((team) => team.id !== player.teamId);
  return (
    <Dialog title={`Move ${player.name}`} description={player.teamName ? `Now on the ${player.teamName}.` : undefined} closeHref={closeHref} size="md">
      <Form method="post" action={action} preventScrollReset className="grid gap-4">
        <input type="hidden" name="playerId" value={player.id} />
        <SelectField
          labelProps={{ children: "New team" }}
          inputProps={{ id: "move-team", name: "teamId", required: true, defaultValue: "", autoFocus: true }}
          placeholder="Choose a team"
          options={others.map((team) => ({ value: String(team.id), label: `${team.name} (${team.ageGroup})` }))}
          errors={replyErrors(reply, "teamId") ?? replyErrors(reply, "")}
        />
        <p className="text-sm text-slate-600">The move is kept in the player&apos;s history. From now on the family follows the new team on their family page.</p>
        <div className="flex justify-end gap-2">
          <Link to={closeHref} preventScrollReset className={buttonClasses("outline")}>
            Cancel
          </Link>
          <StatusButton name="intent" value="move-player" pendingLabel="Moving...">
            Move player
          </StatusButton>
        </div>
      </Form>
    </Dialog>
  );
}

export function ArchivePlayerDialog({ player, closeHref, action }: { player: Player; closeHref: string; action: string }) {
  return (
    <ConfirmActionDialog
      title={`Archive ${player.name}?`}
      closeHref={closeHref}
      action={action}
      fields={{ intent: "archive-player", playerId: player.id }}
      confirmLabel="Archive: left the club"
      cancelLabel="Keep on the team"
      pendingLabel="Archiving..."
    >
      <p>
        {player.name} leaves {player.teamName ? `the ${player.teamName}` : "the club"} and every team list. Nothing is deleted: the player&apos;s record and
        their guardians stay until a guardian asks the club to erase them.
      </p>
    </ConfirmActionDialog>
  );
}

export function ErasePlayerDialog({ player, closeHref, action }: { player: Player; closeHref: string; action: string }) {
  return (
    <ConfirmActionDialog
      title={`Erase the personal data of ${player.name}?`}
      closeHref={closeHref}
      action={action}
      fields={{ intent: "erase-player", playerId: player.id }}
      confirmLabel="Erase personal data"
      cancelLabel="Keep the data"
      pendingLabel="Erasing..."
      variant="destructive"
    >
      <p>
        Do this when a guardian asks the club to erase their child&apos;s data. The player becomes <strong>&ldquo;{erasedPlayerName(player.id)}&rdquo;</strong>: the
        date of birth, gender and registration (with its birth certificate) are deleted, the player leaves their team, and the links to their guardians go
        (a guardian with no other child at the club is deleted).
      </p>
      <p>Goals in match records keep counting under the anonymous name. This cannot be undone.</p>
    </ConfirmActionDialog>
  );
}
