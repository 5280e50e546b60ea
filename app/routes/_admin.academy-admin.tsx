import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import Check from "lucide-react/dist/esm/icons/check.js";
import UserPlus from "lucide-react/dist/esm/icons/user-plus.js";
import X from "lucide-react/dist/esm/icons/x.js";
import { capitalisedOptions } from "~/components/admin/list/capitalisedOptions";
import { ConfirmActionDialog } from "~/components/admin/list/ConfirmActionDialog";
import { DetailSection } from "~/components/admin/list/DetailSection";
import { DetailsDialog } from "~/components/admin/list/DetailsDialog";
import { FilterForm } from "~/components/admin/list/FilterForm";
import { ListCount } from "~/components/admin/list/ListCount";
import { ListIntro } from "~/components/admin/list/ListIntro";
import { ListTable } from "~/components/admin/list/ListTable";
import { Pagination } from "~/components/admin/list/Pagination";
import { useListLinks } from "~/components/admin/list/useListLinks";
import { RowActionLink } from "~/components/admin/list/RowActionLink";
import { ViewLink } from "~/components/admin/list/ViewLink";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Badge, type BadgeVariant } from "~/components/ui/Badge";
import { StatCards } from "~/components/admin/StatCards";
import { SelectField } from "~/components/ui/Field";
import { TD } from "~/components/ui/Table";
import {
  ADD_TO_TEAM_INTENT,
  addToTeamFailedToast,
  APPROVE_WITH_TEAM_LABEL,
  DECISION_FAILED_TOAST,
  DECISION_STATUS,
  DECISION_WORDS,
  DECISIONS,
  decisionSavedToast,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from "~/config/academy";
import { club } from "~/config/club";
import { SQUAD_TOASTS } from "~/config/squads";
import { addRegistrationToTeam, decideRegistration, getRegistration, listRegistrationSummaries } from "~/models/academy/review.server";
import { teamChoicesFor, type TeamOption } from "~/models/squads/age-groups.server";
import { registrationsWithPlayers } from "~/models/squads/players.server";
import { decisionSchema, registrationPageQuerySchema } from "~/schemas/academy";
import { placeRegistrationSchema } from "~/schemas/squads";
import { loadAdminList } from "~/services/admin-list.server";
import { requireUser } from "~/services/auth.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { formatDateTime, formatLongDate } from "~/utils/dates";
import { parseForm, readFormData } from "~/utils/form.server";
import { parseId } from "~/utils/ids";
import { sendOrToastWhenUnreachable, skipRevalidationWhenUnreachable } from "~/components/unreachable-server";
import { EmailAddress } from "~/components/admin/EmailAddress";

export const meta: MetaFunction = () => [{ title: `Academy Registrations | ${club.shortName}` }];

const BASE = "/academy-admin";
/** The approve/reject forms' replies (they show no field errors, only the failure toast). */
const DECISION_FORM = "decision";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "academy");
  // "" is "all statuses"; an old `?status=all` link is not a status, so parseUrlState drops it.
  const list = loadAdminList(request, { query: registrationPageQuerySchema, list: listRegistrationSummaries, view: getRegistration });
  const params = new URL(request.url).searchParams;
  const players = registrationsWithPlayers(list.rows.filter((row) => row.status === "approved").map((row) => row.id));
  return {
    ...list,
    rows: list.rows.map((row) => ({ ...row, onTeam: players.has(row.id) })),
    deciding: decisionToConfirm(params),
    placing: placementToConfirm(params),
  };
}

type Decision = (typeof DECISIONS)[number];

/** `?approve=<id>` or `?reject=<id>`: the pending registration whose decision waits for confirmation. */
function decisionToConfirm(params: URLSearchParams) {
  for (const decision of DECISIONS) {
    const id = parseId(params.get(decision));
    const registration = id ? getRegistration(id) : null;
    // Approving asks for the team the child joins, preselected by their age on the season's cut-off.
    if (registration?.status === "pending") return { decision, registration, choices: decision === "approve" ? teamChoicesFor(registration.dateOfBirth) : null };
  }
  return null;
}

/** `?place=<id>`: an approved registration that is not a player yet, joining a team. */
function placementToConfirm(params: URLSearchParams) {
  const id = parseId(params.get("place"));
  const registration = id ? getRegistration(id) : null;
  if (registration?.status !== "approved" || registrationsWithPlayers([registration.id]).size) return null;
  return { registration, choices: teamChoicesFor(registration.dateOfBirth) };
}

/** A row's anchor: the list comes back there after a decision. */
const rowAnchor = (id: number) => `registration-${id}`;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "academy");
  const formData = await readFormData(request);
  if (formData.get("intent") === ADD_TO_TEAM_INTENT) {
    const submission = parseForm(formData, placeRegistrationSchema);
    if (submission.status !== "success") return replyToForm(request, context, { intent: ADD_TO_TEAM_INTENT, submission, toast: addToTeamFailedToast() });
    const { id, teamId, redirectTo } = submission.value;
    const added = addRegistrationToTeam(id, teamId, user);
    if (!added.ok) return replyToForm(request, context, { intent: ADD_TO_TEAM_INTENT, submission, failure: added, toast: addToTeamFailedToast(added.message) });
    return redirectWithSuccess(safeRedirect(redirectTo, `${BASE}#${rowAnchor(id)}`), SQUAD_TOASTS.addedToTeam(added.playerName, added.teamName, added.mailedTo));
  }
  const submission = parseForm(formData, decisionSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent: DECISION_FORM, submission, toast: DECISION_FAILED_TOAST });
  }
  const { intent, id, teamId, redirectTo } = submission.value;
  const decided = await decideRegistration(id, DECISION_STATUS[intent], user, { teamId });
  if (!decided.ok) {
    return replyToForm(request, context, { intent: DECISION_FORM, submission, failure: decided, toast: DECISION_FAILED_TOAST });
  }
  const { playerName, email } = decided.registration;
  return redirectWithSuccess(safeRedirect(redirectTo, `${BASE}#${rowAnchor(id)}`), decisionSavedToast(intent, playerName, email, decided.placed?.teamName));
}

const statusBadge: Record<RegistrationStatus, BadgeVariant> = {
  pending: "warning",
  approved: "success",
  rejected: "destructive",
};

export const clientAction = sendOrToastWhenUnreachable(DECISION_FAILED_TOAST);
export const shouldRevalidate = skipRevalidationWhenUnreachable;

export default function AcademyAdminPage() {
  const { filter, page, pageCount, total, rows, counts: stats, viewing, deciding, placing } = useLoaderData<typeof loader>();
  const { withParams, searching } = useListLinks(BASE);
  /** The list as it is (filters, page) with no dialog open, at `anchor`. */
  const listAt = (anchor: string) => `${withParams({ view: null, approve: null, reject: null, place: null })}#${anchor}`;
  const decisionLinks = (id: number, name: string) => (
    <>
      {DECISIONS.map((decision) => (
        <RowActionLink
          key={decision}
          to={withParams({ view: null, approve: null, reject: null, [decision]: id })}
          action={DECISION_WORDS[decision].verb}
          name={name}
          icon={decision === "approve" ? Check : X}
          variant={decision === "approve" ? "default" : "destructive"}
        />
      ))}
    </>
  );

  const statCards = [
    { label: "Total Applications", value: stats.total },
    { label: "Pending Review", value: stats.pending },
    { label: "Approved", value: stats.approved },
    { label: "Rejected", value: stats.rejected },
  ];

  return (
    <div>
      <div>
        <ListIntro base={BASE} filter={filter}>
          Review applications to the youth academy.
        </ListIntro>

        <StatCards label="Registration statistics" cards={statCards} />

        <FilterForm
          search={{
            value: filter.q,
            placeholder: "Player, parent/guardian or e-mail",
            hint: "Three letters or more find any part of a name or e-mail; one or two find names that begin with them.",
          }}
          selects={[
            { name: "status", label: "Status", value: filter.status, allLabel: "All", options: capitalisedOptions(REGISTRATION_STATUSES) },
          ]}
          searching={searching}
        />

        <ListCount total={total} noun={{ one: "registration", other: "registrations" }} filtered={Boolean(filter.q || filter.status)} />

        <ListTable
          columns={["Player", "Age", "Position", "Parent/Guardian", "Contact", "Status", "Date", "Actions"]}
          rows={rows}
          empty="No registrations found matching your criteria."
          rowId={(row) => rowAnchor(row.id)}
        >
          {(row) => (
            <>
              <TD className="font-semibold max-md:text-base">{row.playerName}</TD>
              <TD label="Age">{row.age}</TD>
              <TD label="Position">{row.position}</TD>
              <TD label="Parent/Guardian">{row.parentGuardianName}</TD>
              <TD label="Contact">
                <div className="flex min-w-0 flex-col text-sm">
                  <a href={`tel:${row.phoneNumber.replace(/\s+/g, "")}`} className="flex min-h-6 items-center hover:underline">
                    {row.phoneNumber}
                  </a>
                  <a href={`mailto:${row.email}`} className="flex min-h-6 items-center text-slate-600 hover:underline">
                    <EmailAddress address={row.email} />
                  </a>
                </div>
              </TD>
              <TD label="Status">
                <Badge variant={statusBadge[row.status]} className="capitalize">
                  {row.status}
                </Badge>
              </TD>
              <TD label="Date" className="whitespace-nowrap text-sm">{formatLongDate(row.registrationDate)}</TD>
              <TD label="Actions">
                <div className="flex flex-wrap gap-2">
                  <ViewLink to={withParams({ view: row.id })} label={`View details of ${row.playerName}`} />
                  {row.status === "pending" ? decisionLinks(row.id, row.playerName) : null}
                  {row.status === "approved" && !row.onTeam ? (
                    <RowActionLink to={withParams({ view: null, place: row.id })} action="Add to team" name={row.playerName} icon={UserPlus} />
                  ) : null}
                </div>
              </TD>
            </>
          )}
        </ListTable>

        <Pagination page={page} pageCount={pageCount} hrefFor={(n) => withParams({ page: n, view: null })} />
      </div>

      {viewing ? (
        <DetailsDialog
          title={viewing.playerName}
          description={`Registered ${formatDateTime(viewing.registrationDate)}`}
          closeHref={withParams({ view: null })}
          actions={viewing.status === "pending" ? <div className="flex flex-wrap gap-2">{decisionLinks(viewing.id, viewing.playerName)}</div> : null}
        >
          <div className="grid gap-6 sm:grid-cols-2">
            <DetailSection
              title="Player"
              items={[
                ["Name", viewing.playerName],
                ["Date of birth", `${formatLongDate(viewing.dateOfBirth)} (age ${viewing.age})`],
                ["Gender", viewing.gender === "male" ? "Male" : "Female"],
                ["Position", viewing.position],
                ["Experience", viewing.experience],
              ]}
            />
            <DetailSection
              title="Contact"
              items={[
                ["Parent/Guardian", `${viewing.parentGuardianName} (${viewing.relationship})`],
                ["Phone", viewing.phoneNumber],
                ["Email", viewing.email],
                ["Address", viewing.address],
              ]}
            />
            <DetailSection
              title="Medical"
              items={[
                ["Medical conditions", viewing.medicalConditions ?? "None"],
                ["Allergies", viewing.allergies ?? "None"],
                ["Emergency contact", `${viewing.emergencyContactName}, ${viewing.emergencyContactPhone}`],
              ]}
            />
            <DetailSection
              title="Academy preferences"
              items={[
                ["Training days", viewing.trainingDays.join(", ")],
                ["Goals", viewing.goals],
                ["Previous clubs", viewing.previousClubs ?? "None"],
                ["Media consent", viewing.mediaConsent ? "Yes" : "No"],
              ]}
            />
          </div>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-4">
            <div>
              <h3 className="text-sm font-semibold text-slate-600">Status</h3>
              <Badge variant={statusBadge[viewing.status]} className="mt-1 capitalize">
                {viewing.status}
              </Badge>
            </div>
            {viewing.birthCertificateUrl ? (
              <a
                href={viewing.birthCertificateUrl}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-club-orange-dark underline"
              >
                View birth certificate (opens in a new tab)
              </a>
            ) : (
              <p className="text-sm text-slate-600">No birth certificate uploaded</p>
            )}
          </div>
        </DetailsDialog>
      ) : null}

      {deciding ? (
        <ConfirmDecision
          decision={deciding.decision}
          registration={deciding.registration}
          choices={deciding.choices}
          closeHref={listAt(rowAnchor(deciding.registration.id))}
        />
      ) : null}

      {placing ? (
        <ConfirmActionDialog
          title={`Add ${placing.registration.playerName} to a team?`}
          closeHref={listAt(rowAnchor(placing.registration.id))}
          action={BASE}
          formId="add-to-team-form"
          fields={{ intent: ADD_TO_TEAM_INTENT, id: placing.registration.id, redirectTo: listAt(rowAnchor(placing.registration.id)) }}
          confirmLabel="Add to team"
          pendingLabel="Adding..."
        >
          <TeamChoice formId="add-to-team-form" choices={placing.choices} />
          <p>
            {placing.registration.playerName} becomes a player of the team, with {placing.registration.parentGuardianName} as their guardian. No e-mail is sent:
            the family had the approval&apos;s.
          </p>
        </ConfirmActionDialog>
      ) : null}
    </div>
  );
}

/** "Approve Amani's registration?": what happens and which e-mail goes to whom, before anything is sent. */
function ConfirmDecision({
  decision,
  registration,
  choices,
  closeHref,
}: {
  decision: Decision;
  registration: { id: number; playerName: string; parentGuardianName: string; email: string };
  choices: TeamChoices | null;
  closeHref: string;
}) {
  const words = DECISION_WORDS[decision];
  // Approving puts the child on a team when the club has one to choose.
  const withTeam = decision === "approve" && Boolean(choices?.teams.length);
  return (
    <ConfirmActionDialog
      title={`${words.verb} ${registration.playerName}'s registration?`}
      closeHref={closeHref}
      action={BASE}
      formId={withTeam ? DECISION_FORM_ID : undefined}
      fields={{ intent: decision, id: registration.id, redirectTo: closeHref }}
      confirmLabel={withTeam ? APPROVE_WITH_TEAM_LABEL : `${words.verb} and e-mail the parent`}
      pendingLabel={words.pending}
      variant={decision === "approve" ? "default" : "destructive"}
    >
      {withTeam && choices ? <TeamChoice formId={DECISION_FORM_ID} choices={choices} /> : null}
      <p>
        {registration.parentGuardianName} gets the <strong>&ldquo;{words.mail}&rdquo;</strong> e-mail at{" "}
        <strong className="break-words">{registration.email}</strong>
        {decision === "approve" ? (withTeam ? ", with the team, its next training session and the link to the family page." : ", with the next training session.") : "."}
      </p>
      <p>A decision cannot be changed afterwards.</p>
    </ConfirmActionDialog>
  );
}

type TeamChoices = { teams: TeamOption[]; suggestedTeamId: number | null };

/** The approval form's id: the team select sits in the dialog's text and is sent with its button's form. */
const DECISION_FORM_ID = "decision-form";

/** The team a child joins, preselected by their age on the season's cut-off date. */
function TeamChoice({ formId, choices }: { formId: string; choices: TeamChoices }) {
  const suggested = choices.teams.find((team) => team.id === choices.suggestedTeamId);
  return (
    <SelectField
      labelProps={{ children: "Team" }}
      inputProps={{ id: `${formId}-team`, name: "teamId", form: formId, required: true, defaultValue: suggested ? String(suggested.id) : "" }}
      placeholder="Choose a team"
      options={choices.teams.map((team) => ({ value: String(team.id), label: `${team.name} (${team.ageGroup})` }))}
      help={suggested ? `Suggested: the ${suggested.name}, by age on the season's cut-off date.` : "No age group fits the child's age on the season's cut-off date: choose a team."}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
