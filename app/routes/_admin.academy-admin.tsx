import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import Check from "lucide-react/dist/esm/icons/check.js";
import Download from "lucide-react/dist/esm/icons/download.js";
import X from "lucide-react/dist/esm/icons/x.js";
import { capitalisedOptions } from "~/components/admin/list/capitalisedOptions";
import { DetailSection } from "~/components/admin/list/DetailSection";
import { EmptyList } from "~/components/admin/list/EmptyList";
import { FilterForm } from "~/components/admin/list/FilterForm";
import { ListCount } from "~/components/admin/list/ListCount";
import { Pagination } from "~/components/admin/list/Pagination";
import { ViewLink } from "~/components/admin/list/ViewLink";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Badge, type BadgeVariant } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { StatCards } from "~/components/admin/StatCards";
import { Dialog } from "~/components/ui/Dialog";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import {
  DECISION_FAILED_TOAST,
  DECISION_SAVED_TOAST,
  DECISION_STATUS,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from "~/config/academy";
import { club } from "~/config/club";
import { decideRegistration, getRegistration, listRegistrationSummaries } from "~/models/academy.server";
import { decisionSchema, registrationPageQuerySchema } from "~/schemas/academy";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser, safeRedirect } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { formatDateTime, formatLongDate } from "~/utils/dates";
import { parseForm, readFormData } from "~/utils/form.server";
import { sendOrToastWhenUnreachable, skipRevalidationWhenUnreachable } from "~/components/unreachable-server";
import { parseId } from "~/utils/ids";
import { pageCountOf, pageWindow } from "~/utils/paging";
import { hrefWith } from "~/utils/url-params";

export const meta: MetaFunction = () => [{ title: `Academy Registrations | ${club.shortName}` }];

const PAGE_SIZE = 20;
/** The approve/reject forms' replies (they show no field errors, only the failure toast). */
const DECISION_FORM = "decision";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "academy");
  const url = new URL(request.url);
  const { q, status, page = 1 } = parseUrlState(registrationPageQuerySchema, url.searchParams);
  const { rows, total, counts } = listRegistrationSummaries({ q, status, ...pageWindow(page, PAGE_SIZE) });
  const viewId = parseId(url.searchParams.get("view"));
  return {
    // "" is "all statuses"; an old `?status=all` link is not a status, so parseUrlState drops it.
    filter: { q: q ?? "", status: status ?? "" },
    page,
    pageCount: pageCountOf(total, PAGE_SIZE),
    total,
    rows,
    stats: counts,
    viewing: viewId ? getRegistration(viewId) : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "academy");
  const submission = parseForm(await readFormData(request), decisionSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent: DECISION_FORM, submission, toast: DECISION_FAILED_TOAST });
  }
  const { intent, id, redirectTo } = submission.value;
  const decided = await decideRegistration(id, DECISION_STATUS[intent], user);
  if (!decided.ok) {
    return replyToForm(request, context, { intent: DECISION_FORM, submission, failure: decided, toast: DECISION_FAILED_TOAST });
  }
  return redirectWithSuccess(safeRedirect(redirectTo, "/academy-admin"), DECISION_SAVED_TOAST);
}

const statusBadge: Record<RegistrationStatus, BadgeVariant> = {
  pending: "warning",
  approved: "success",
  rejected: "destructive",
};

export const clientAction = sendOrToastWhenUnreachable(DECISION_FAILED_TOAST);
export const shouldRevalidate = skipRevalidationWhenUnreachable;

export default function AcademyAdminPage() {
  const { filter, page, pageCount, total, rows, stats, viewing } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/academy-admin";

  const withParams = (changes: Record<string, string | number | null>) => hrefWith("/academy-admin", location.search, changes);
  const here = location.pathname + location.search;
  const exportParams = new URLSearchParams(Object.entries(filter).filter(([, value]) => value));

  const statCards = [
    { label: "Total Applications", value: stats.total },
    { label: "Pending Review", value: stats.pending },
    { label: "Approved", value: stats.approved },
    { label: "Rejected", value: stats.rejected },
  ];

  return (
    <div>
      <div>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-slate-600">Review applications to the youth academy.</p>
          <a
            href={`/academy-admin/export.csv${exportParams.size ? `?${exportParams}` : ""}`}
            download
            className={buttonClasses("secondary")}
          >
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </div>

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

        {rows.length === 0 ? (
          <EmptyList className="mt-3">No registrations found matching your criteria.</EmptyList>
        ) : (
          <Table className="mt-3" containerClassName="bg-white" stackOnMobile>
            <THead>
              <TR>
                <TH>Player</TH>
                <TH>Age</TH>
                <TH>Position</TH>
                <TH>Parent/Guardian</TH>
                <TH>Contact</TH>
                <TH>Status</TH>
                <TH>Date</TH>
                <TH>Actions</TH>
              </TR>
            </THead>
            <TBody>
              {rows.map((row) => (
                <TR key={row.id}>
                  <TD className="font-semibold max-md:text-base">{row.playerName}</TD>
                  <TD label="Age">{row.age}</TD>
                  <TD label="Position">{row.position}</TD>
                  <TD label="Parent/Guardian">{row.parentGuardianName}</TD>
                  <TD label="Contact">
                    <div className="flex min-w-0 flex-col text-sm">
                      <a href={`tel:${row.phoneNumber.replace(/\s+/g, "")}`} className="hover:underline">
                        {row.phoneNumber}
                      </a>
                      <a href={`mailto:${row.email}`} className="break-all text-slate-600 hover:underline">
                        {row.email}
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
                      {row.status === "pending" ? <DecisionButtons id={row.id} name={row.playerName} redirectTo={here} /> : null}
                    </div>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}

        <Pagination page={page} pageCount={pageCount} hrefFor={(n) => withParams({ page: n, view: null })} />
      </div>

      {viewing ? (
        <Dialog
          title={viewing.playerName}
          description={`Registered ${formatDateTime(viewing.registrationDate)}`}
          closeHref={withParams({ view: null })}
          size="lg"
          footer={
            <>
              <Link to={withParams({ view: null })} className={buttonClasses("outline")} preventScrollReset>
                Close
              </Link>
              {viewing.status === "pending" ? (
                <DecisionButtons id={viewing.id} name={viewing.playerName} redirectTo={here} />
              ) : null}
            </>
          }
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
        </Dialog>
      ) : null}
    </div>
  );
}

function DecisionButtons({ id, name, redirectTo }: { id: number; name: string; redirectTo: string }) {
  return (
    <Form
      method="post"
      action="/academy-admin"
      preventScrollReset
      className="flex gap-2"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.value === "reject" && !window.confirm(`Reject the registration of ${name}?`)) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <StatusButton name="intent" value="approve" size="sm" pendingLabel="Approving..." aria-label={`Approve ${name}`}>
        <Check aria-hidden="true" />
        Approve
      </StatusButton>
      <StatusButton
        name="intent"
        value="reject"
        size="sm"
        variant="destructive"
        pendingLabel="Rejecting..."
        aria-label={`Reject ${name}`}
      >
        <X aria-hidden="true" />
        Reject
      </StatusButton>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
