// One team's squad: its players with their guardians (name, who they are to the child, phone, e-mail,
// language), the row actions academy staff have, the team's coaches, and the links to its messages,
// training and contact export.
import { Form, Link } from "@remix-run/react";
import ArrowLeft from "lucide-react/dist/esm/icons/arrow-left.js";
import ArrowRightLeft from "lucide-react/dist/esm/icons/arrow-right-left.js";
import Archive from "lucide-react/dist/esm/icons/archive.js";
import Download from "lucide-react/dist/esm/icons/download.js";
import Eraser from "lucide-react/dist/esm/icons/eraser.js";
import Pencil from "lucide-react/dist/esm/icons/pencil.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import UserPlus from "lucide-react/dist/esm/icons/user-plus.js";
import { ListTable } from "~/components/admin/list/ListTable";
import { RowActionLink } from "~/components/admin/list/RowActionLink";
import { EmailAddress } from "~/components/admin/EmailAddress";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { SelectField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { TD } from "~/components/ui/Table";
import { LANGUAGE_NAME } from "~/config/i18n";
import { formatLongDate } from "~/utils/dates";
import { replyErrors, useFormReply } from "~/utils/form-reply";
import { COACHES_ANCHOR, PLAYERS_ANCHOR, playerAnchor } from "./anchors";
import type { SquadsData } from "./route";

type Team = NonNullable<SquadsData["team"]>;
type Player = SquadsData["players"][number];
type Href = (changes: Record<string, string | null>) => string;

export function TeamView({ team, players, manage, assignCoaches, coachChoices, href }: SquadsData & { team: Team; href: Href }) {
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Link to={href({ team: null })} className="inline-flex items-center gap-1 text-sm font-semibold text-club-orange-dark underline-offset-2 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            All teams
          </Link>
          <h2 className="mt-1 text-xl font-semibold">
            {team.name} <span className="text-base font-normal text-slate-600">({team.ageGroup})</span>
          </h2>
        </div>
        <nav aria-label={`${team.name}: more`} className="flex flex-wrap gap-2">
          <Link to={`/admin/squads/${team.id}/messages`} className={buttonClasses("outline", "sm")}>
            Messages to families
          </Link>
          <Link to={`/admin/squads/${team.id}/training`} className={buttonClasses("outline", "sm")}>
            Training and cancellations
          </Link>
          {/* A file download: a document request, not a client-side navigation. */}
          <a href={`/admin/squads/export.csv?team=${team.id}`} download className={buttonClasses("outline", "sm")}>
            <Download aria-hidden="true" />
            Export contacts (CSV)
          </a>
          {manage ? (
            <Link to={href({ add: "player" })} preventScrollReset className={buttonClasses("default", "sm")}>
              <Plus aria-hidden="true" />
              Add player
            </Link>
          ) : null}
        </nav>
      </div>

      <section aria-labelledby="players-heading">
        <h3 id="players-heading" className="text-lg font-semibold">
          Players <span className="text-base font-normal text-slate-600">({players.length})</span>
        </h3>
        <ListTable
          columns={manage ? ["Player", "Age", "Position", "Media consent", "Guardians", "Actions"] : ["Player", "Age", "Position", "Media consent", "Guardians"]}
          rows={players}
          empty="No players on this team yet."
          id={PLAYERS_ANCHOR}
          rowId={(player) => playerAnchor(player.id)}
        >
          {(player) => <PlayerCells player={player} manage={manage} href={href} />}
        </ListTable>
      </section>

      <Coaches team={team} assignCoaches={assignCoaches} choices={coachChoices} />
    </div>
  );
}

function PlayerCells({ player, manage, href }: { player: Player; manage: boolean; href: Href }) {
  const academy = player.kind === "academy";
  return (
    <>
      <TD className="font-semibold max-md:text-base">
        {player.name}
        {academy ? null : (
          <Badge variant="secondary" className="ml-2">
            showcase
          </Badge>
        )}
        {player.dateOfBirth ? <span className="block text-xs font-normal text-slate-600">Born {formatLongDate(player.dateOfBirth)}</span> : null}
      </TD>
      <TD label="Age">{player.age}</TD>
      <TD label="Position">{player.position}</TD>
      <TD label="Media consent">{academy ? (player.mediaConsent ? "Yes" : "No") : "—"}</TD>
      <TD label="Guardians">
        <GuardianList player={player} manage={manage} href={href} />
      </TD>
      {manage ? (
        <TD label="Actions">
          <div className="flex flex-wrap gap-2">
            <RowActionLink to={href({ move: String(player.id) })} action="Move" name={player.name} icon={ArrowRightLeft} />
            {academy ? (
              <>
                <RowActionLink to={href({ archive: String(player.id) })} action="Archive" name={player.name} icon={Archive} />
                <RowActionLink to={href({ erase: String(player.id) })} action="Erase personal data" name={player.name} icon={Eraser} variant="destructive" />
              </>
            ) : null}
          </div>
        </TD>
      ) : null}
    </>
  );
}

/** A child's guardians with their contacts; staff may correct one's details or add another. */
export function GuardianList({ player, manage, href }: { player: Player; manage: boolean; href: Href }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      {player.guardians.length ? (
        <ul className="flex flex-col gap-2">
          {player.guardians.map((guardian) => (
            <li key={guardian.id}>
              <span className="font-semibold">{guardian.name}</span> <span className="text-slate-600">({guardian.relationship})</span>
              <a href={`tel:${guardian.phone.replace(/\s+/g, "")}`} className="flex min-h-6 items-center hover:underline">
                {guardian.phone}
              </a>
              <a href={`mailto:${guardian.email}`} className="flex min-h-6 items-center text-slate-600 hover:underline">
                <EmailAddress address={guardian.email} />
              </a>
              <span className="block text-xs text-slate-600">Writes in {LANGUAGE_NAME[guardian.language]}</span>
              {manage ? (
                <Link
                  to={href({ contact: String(guardian.id) })}
                  preventScrollReset
                  className="inline-flex min-h-6 items-center gap-1 text-xs font-semibold text-club-orange-dark underline"
                  aria-label={`Edit details of ${guardian.name}`}
                >
                  <Pencil aria-hidden="true" className="size-3" />
                  Edit details
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <span className="text-slate-500">{player.kind === "academy" ? "No guardian on record" : "—"}</span>
      )}
      {manage && player.kind === "academy" ? (
        <RowActionLink to={href({ guardian: String(player.id) })} action="Add guardian" name={`for ${player.name}`} icon={UserPlus} />
      ) : null}
    </div>
  );
}

/** The accounts that coach the team: they see its squad and families. Admins assign and remove them. */
function Coaches({ team, assignCoaches, choices }: { team: Team; assignCoaches: boolean; choices: SquadsData["coachChoices"] }) {
  const assignReply = useFormReply("assign-coach");
  const removeReply = useFormReply("remove-coach");
  const nameOf = (coach: { displayName: string; username: string }) => coach.displayName || coach.username;
  return (
    <section id={COACHES_ANCHOR} aria-labelledby="coaches-heading" className="scroll-mt-24 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 id="coaches-heading" className="text-lg font-semibold">
        Coaches
      </h3>
      <p className="mt-1 text-sm text-slate-600">Coach accounts see this team&apos;s players and families only.</p>
      {team.coaches.length ? (
        <ul className="mt-3 flex flex-col gap-2">
          {team.coaches.map((coach) => (
            <li key={coach.userId} className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{nameOf(coach)}</span>
              <span className="text-sm text-slate-600">
                {coach.username}, {coach.role}
              </span>
              {assignCoaches ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="teamId" value={team.id} />
                  <input type="hidden" name="userId" value={coach.userId} />
                  <StatusButton name="intent" value="remove-coach" variant="outline" size="sm" pendingLabel="Removing..." aria-label={`Remove ${nameOf(coach)} as coach`}>
                    Remove
                  </StatusButton>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No coach account is assigned yet.</p>
      )}
      {replyErrors(removeReply, "userId") ? <p className="mt-2 text-sm text-red-800">{replyErrors(removeReply, "userId")![0]}</p> : null}
      {assignCoaches ? (
        choices.length ? (
          <Form method="post" preventScrollReset className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="teamId" value={team.id} />
            <SelectField
              labelProps={{ children: "Assign a coach" }}
              inputProps={{ id: "assign-coach-user", name: "userId", required: true, defaultValue: "" }}
              placeholder="Choose a coach or staff account"
              options={choices.map((user) => ({ value: String(user.userId), label: `${nameOf(user)} (${user.username}, ${user.role})` }))}
              errors={replyErrors(assignReply, "userId")}
            />
            <StatusButton name="intent" value="assign-coach" pendingLabel="Assigning...">
              Assign coach
            </StatusButton>
          </Form>
        ) : (
          <p className="mt-4 text-sm text-slate-600">No other active coach or staff account to assign: add coach accounts on the Settings screen.</p>
        )
      ) : null}
    </section>
  );
}
