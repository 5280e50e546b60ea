// The treasurer's overview (ADR 0029, "The treasurer's view"), phone-first and without JavaScript: what
// came in during a month (`?month=`, this month by default) and by which channel, what is outstanding by
// team and by age group, the families in arrears with a one-click "Send reminder" (intent `remind`:
// `remindFamily`, at most once per family per day, 429 after) and a link to each family's statement, and
// the unmatched payments waiting. Admins and the treasurer only (permission "fees").
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { FeesNav } from "~/components/admin/FeesNav";
import { StatCards } from "~/components/admin/StatCards";
import { buttonClasses } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { club } from "~/config/club";
import { CHANNEL_LABELS } from "~/config/fees";
import { remindFamily } from "~/models/fees/reminders.server";
import { feesOverview, thisMonth, type OutstandingRow } from "~/models/fees/treasurer.server";
import { overviewQuerySchema, remindFormSchema } from "~/schemas/fees-treasurer";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { dispatchIntent, type IntentActionArgs } from "~/services/intent-actions.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { formatDateTime, formatLongDate, formatMonth } from "~/utils/dates";
import { parseForm, readFormData, requirePost } from "~/utils/form.server";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { formatKes } from "~/utils/money";

export const handle: AdminRouteHandle = { pageTitle: "Academy Fees" };

export const meta: MetaFunction = () => [{ title: `Academy Fees | ${club.shortName}` }];

const REMIND_FORM = "remind";
const BASE = "/admin/fees";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "fees");
  const { month } = parseUrlState(overviewQuerySchema, new URL(request.url).searchParams);
  return { overview: feesOverview(month ?? thisMonth()), current: thisMonth() };
}

async function remindIntent({ request, context, formData, user }: IntentActionArgs) {
  const submission = parseForm(formData, remindFormSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: REMIND_FORM, submission, toast: { title: "Reminder not sent", description: "Unknown family." } });
  const reminded = remindFamily(submission.value.playerId, user);
  if (!reminded.ok) return replyToForm(request, context, { intent: REMIND_FORM, submission, failure: reminded, toast: { title: "Reminder not sent", description: reminded.message } });
  // Back to the same month; `index` is only how the form reached this index route.
  const back = new URL(request.url).searchParams;
  back.delete("index");
  return redirectWithSuccess(`${BASE}${back.size ? `?${back}` : ""}#family-${submission.value.playerId}`, {
    title: "Reminder sent",
    description: `${reminded.guardians} guardians were e-mailed about ${reminded.invoices} overdue invoices.`,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "fees");
  requirePost(request);
  const formData = await readFormData(request);
  return dispatchIntent(formData.get("intent"), { [REMIND_FORM]: remindIntent }, { request, context, formData, user }, { toast: { title: "Unknown action" } });
}

const monthName = (month: string) => formatMonth(`${month}-15T09:00:00.000Z`);

function OutstandingTable({ label, rows, heading }: { label: string; heading: string; rows: readonly OutstandingRow[] }) {
  if (!rows.length) return <p className="mt-2 text-sm text-slate-600">Nothing is outstanding.</p>;
  return (
    <Table aria-label={label} stackOnMobile className="mt-2">
      <THead>
        <TR>
          <TH>{heading}</TH>
          <TH className="text-right">Open invoices</TH>
          <TH className="text-right">Owed</TH>
          <TH className="text-right">Of it overdue</TH>
        </TR>
      </THead>
      <TBody>
        {rows.map((row) => (
          <TR key={row.key}>
            <TD label={heading} className="font-semibold">
              {row.label}
            </TD>
            <TD label="Open invoices" className="md:text-right">
              {row.invoices}
            </TD>
            <TD label="Owed" className="md:text-right">
              {formatKes(row.owed)}
            </TD>
            <TD label="Of it overdue" className="md:text-right">
              {formatKes(row.overdue)}
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

export default function FeesOverviewPage() {
  const { overview, current } = useLoaderData<typeof loader>();
  const reply = useFormReply(REMIND_FORM);
  const refusedFor = replyValue(reply, "playerId");
  const refusal = replyErrors(reply, "")?.join(" ") ?? replyErrors(reply, "playerId")?.join(" ");
  return (
    <div className="space-y-8">
      <FeesNav current="/admin/fees" />

      <section aria-labelledby="collected-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="collected-heading" className="text-xl font-bold">
            {monthName(overview.month)}
          </h2>
          <Form method="get" className="flex flex-wrap items-end gap-2">
            <Field labelProps={{ children: "Month" }} inputProps={{ id: "fees-month", name: "month", type: "month", defaultValue: overview.month, max: current }} />
            <button type="submit" className={buttonClasses("outline")}>
              Show
            </button>
          </Form>
        </div>
        <StatCards
          label={`Fees collected in ${monthName(overview.month)}`}
          cards={[
            { label: "Collected", value: formatKes(overview.collected.total), notes: [`${overview.collected.count} payments matched to families`] },
            ...overview.byChannel.map((channel) => ({ label: CHANNEL_LABELS[channel.channel], value: formatKes(channel.total), notes: [`${channel.count} payments`] })),
          ]}
        />
        <p className="mt-3 flex flex-wrap gap-3 text-sm">
          <a href={`/admin/fees/payments.csv?month=${overview.month}`} download className="font-semibold text-club-orange-dark underline">
            Payments of {monthName(overview.month)} (CSV)
          </a>
          <a href={`/admin/fees/invoices.csv?period=${overview.month}`} download className="font-semibold text-club-orange-dark underline">
            Invoices of {monthName(overview.month)} (CSV)
          </a>
        </p>
      </section>

      <section aria-labelledby="unmatched-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="unmatched-heading" className="text-xl font-bold">
          Unmatched payments
        </h2>
        <p className="mt-1" data-testid="unmatched-count">
          {overview.unmatched.count
            ? `${overview.unmatched.count} payments (${formatKes(overview.unmatched.total)}) found no family by their account number.`
            : "Every payment has found its family."}
        </p>
        {overview.unmatched.count ? (
          <Link to="/admin/fees/unmatched" className={`${buttonClasses("default", "sm")} mt-3`}>
            Match them
          </Link>
        ) : null}
      </section>

      <section aria-labelledby="outstanding-heading">
        <h2 id="outstanding-heading" className="text-xl font-bold">
          Outstanding
        </h2>
        <p className="mt-1 text-slate-700" data-testid="outstanding-total">
          {formatKes(overview.outstanding.total)} owed on open invoices, {formatKes(overview.outstanding.overdue)} of it overdue.
        </p>
        <h3 className="mt-4 font-semibold">By team</h3>
        <OutstandingTable label="Outstanding by team" heading="Team" rows={overview.outstanding.byTeam} />
        <h3 className="mt-4 font-semibold">By age group</h3>
        <OutstandingTable label="Outstanding by age group" heading="Age group" rows={overview.outstanding.byAgeGroup} />
      </section>

      <section aria-labelledby="arrears-heading">
        <h2 id="arrears-heading" className="text-xl font-bold">
          Families in arrears
        </h2>
        <p className="mt-1 text-slate-700" data-testid="arrears-total">
          {overview.arrears.count
            ? `${overview.arrears.count} families owe ${formatKes(overview.arrears.total)} overdue, the longest overdue first.`
            : "No family is behind with its fees."}
          {overview.arrears.count > overview.arrears.families.length ? ` The first ${overview.arrears.families.length} are listed; the invoices CSV has them all.` : ""}
        </p>
        {overview.arrears.families.length ? (
          <ul className="mt-3 space-y-3">
            {overview.arrears.families.map((family) => (
              <li key={family.playerId} id={`family-${family.playerId}`} className="scroll-mt-24 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="arrears-family">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{family.children.join(", ")}</h3>
                  <p className="text-lg font-bold">{formatKes(family.owed)}</p>
                </div>
                <p className="text-sm text-slate-700">
                  Due since {formatLongDate(`${family.oldestDue}T09:00:00.000Z`)} · {family.daysOverdue} days overdue
                </p>
                <p className="text-sm text-slate-700">Guardians: {family.guardians.length ? family.guardians.join(", ") : "none recorded"}</p>
                {family.remindedAt ? <p className="text-sm text-slate-600">Last reminded {formatDateTime(family.remindedAt)}</p> : null}
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="playerId" value={family.playerId} />
                    <StatusButton name="intent" value={REMIND_FORM} size="sm" variant="outline" pendingLabel="Sending...">
                      Send reminder<span className="sr-only"> to the family of {family.children.join(", ")}</span>
                    </StatusButton>
                  </Form>
                  <Link to={`/admin/fees/families/${family.playerId}/statement`} className={buttonClasses("ghost", "sm")}>
                    Statement<span className="sr-only"> of the family of {family.children.join(", ")}</span>
                  </Link>
                </div>
                {refusal && refusedFor === String(family.playerId) ? (
                  <p role="alert" className="mt-2 text-sm text-red-800">
                    {refusal}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
