// The treasurer's plans and bursaries (ADR 0029, "Plans, bursaries and invoices"), for admins and the
// treasurer only (permission "fees"): the fee plans by team or age group with the rate now and a change to
// come ("Applies from December 2026"), a new plan, ending one; the bursaries with their reasons; and "Make
// invoices for <period>", the scheduler's own use case (idempotent), which also mails the new invoices.
// Every form works without JavaScript; each posts an `intent` to this route's action.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FeesNav } from "~/components/admin/FeesNav";
import { Badge } from "~/components/ui/Badge";
import { Field, SelectField } from "~/components/ui/Field";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { StatusButton } from "~/components/ui/StatusButton";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { club } from "~/config/club";
import { FEE_PERIOD_KIND_LABELS, FEE_PLAN_LIMITS, FEE_PLAN_TOASTS } from "~/config/fees";
import { bursaryCandidates, createBursary, endBursary, listBursaries } from "~/models/fees/bursaries.server";
import { invoicePeriod, invoiceablePeriods } from "~/models/fees/invoicing.server";
import { changePlanRate, createPlan, endPlan, listPlans, planTargets } from "~/models/fees/plans.server";
import { bursaryIdSchema, changeRateSchema, createBursarySchema, createPlanSchema, makeInvoicesSchema, planIdSchema } from "~/schemas/fee-plans";
import { requireUser } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { dispatchIntent, type IntentActionArgs } from "~/services/intent-actions.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { monthAt, monthLabel, nextPeriodFirstMonth, periodLabel } from "~/utils/fee-periods";
import { parseForm, readFormData, requirePost } from "~/utils/form.server";
import { replyErrors, replyValue, useFormReply, type FormReply } from "~/utils/form-reply";
import { formatKes } from "~/utils/money";

export const handle: AdminRouteHandle = { pageTitle: "Fee plans and bursaries" };

export const meta: MetaFunction = () => [{ title: `Fee plans and bursaries | ${club.shortName}` }];

const SCREEN = "/admin/fees/plans";
const INTENT = { invoices: "make-invoices", plan: "create-plan", rate: "change-rate", endPlan: "end-plan", bursary: "create-bursary", endBursary: "end-bursary" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "fees");
  const now = new Date();
  return {
    plans: listPlans(now),
    targets: planTargets(),
    bursaries: listBursaries(now),
    players: bursaryCandidates(),
    periods: invoiceablePeriods(now).map((period) => ({ value: period, label: periodLabel(period) })),
    changesFrom: { month: monthLabel(nextPeriodFirstMonth("month", now)), term: monthLabel(nextPeriodFirstMonth("term", now)) },
    thisMonth: monthAt(now),
  };
}

async function makeInvoicesIntent({ request, context, formData, user }: IntentActionArgs) {
  const submission = parseForm(formData, makeInvoicesSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: INTENT.invoices, submission, toast: FEE_PLAN_TOASTS.invalid });
  const made = await invoicePeriod(submission.value.period, user);
  if (!made.ok) return replyToForm(request, context, { intent: INTENT.invoices, submission, failure: made, toast: FEE_PLAN_TOASTS.notSaved(made.message) });
  return redirectWithSuccess(`${SCREEN}#invoices`, FEE_PLAN_TOASTS.invoicesMade(periodLabel(made.run.period), made.run.created, made.families));
}

async function createPlanIntent({ request, context, formData, user }: IntentActionArgs) {
  const submission = parseForm(formData, createPlanSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: INTENT.plan, submission, toast: FEE_PLAN_TOASTS.invalid });
  const created = createPlan(submission.value, user);
  if (!created.ok) return replyToForm(request, context, { intent: INTENT.plan, submission, failure: created, toast: FEE_PLAN_TOASTS.notSaved(created.message) });
  return redirectWithSuccess(`${SCREEN}#plan-${created.plan.id}`, FEE_PLAN_TOASTS.planCreated(created.plan.name));
}

async function changeRateIntent({ request, context, formData, user }: IntentActionArgs) {
  const submission = parseForm(formData, changeRateSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: INTENT.rate, submission, toast: FEE_PLAN_TOASTS.invalid });
  const changed = changePlanRate(submission.value, user);
  if (!changed.ok) return replyToForm(request, context, { intent: INTENT.rate, submission, failure: changed, toast: FEE_PLAN_TOASTS.notSaved(changed.message) });
  return redirectWithSuccess(`${SCREEN}#plan-${changed.plan.id}`, FEE_PLAN_TOASTS.rateChanged(monthLabel(changed.fromMonth)));
}

async function endPlanIntent({ request, context, formData, user }: IntentActionArgs) {
  const submission = parseForm(formData, planIdSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: INTENT.endPlan, submission, toast: FEE_PLAN_TOASTS.invalid });
  const ended = endPlan(submission.value.planId, user);
  if (!ended.ok) return replyToForm(request, context, { intent: INTENT.endPlan, submission, failure: ended, toast: FEE_PLAN_TOASTS.notSaved(ended.message) });
  return redirectWithSuccess(`${SCREEN}#plan-${ended.plan.id}`, FEE_PLAN_TOASTS.planEnded(ended.plan.name));
}

async function createBursaryIntent({ request, context, formData, user }: IntentActionArgs) {
  const submission = parseForm(formData, createBursarySchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: INTENT.bursary, submission, toast: FEE_PLAN_TOASTS.invalid });
  const created = createBursary(submission.value, user);
  if (!created.ok) return replyToForm(request, context, { intent: INTENT.bursary, submission, failure: created, toast: FEE_PLAN_TOASTS.notSaved(created.message) });
  return redirectWithSuccess(`${SCREEN}#bursary-${created.bursary.id}`, FEE_PLAN_TOASTS.bursaryAdded);
}

async function endBursaryIntent({ request, context, formData, user }: IntentActionArgs) {
  const submission = parseForm(formData, bursaryIdSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: INTENT.endBursary, submission, toast: FEE_PLAN_TOASTS.invalid });
  const ended = endBursary(submission.value.bursaryId, user);
  if (!ended.ok) return replyToForm(request, context, { intent: INTENT.endBursary, submission, failure: ended, toast: FEE_PLAN_TOASTS.notSaved(ended.message) });
  return redirectWithSuccess(`${SCREEN}#bursaries`, FEE_PLAN_TOASTS.bursaryEnded);
}

const INTENTS = {
  [INTENT.invoices]: makeInvoicesIntent,
  [INTENT.plan]: createPlanIntent,
  [INTENT.rate]: changeRateIntent,
  [INTENT.endPlan]: endPlanIntent,
  [INTENT.bursary]: createBursaryIntent,
  [INTENT.endBursary]: endBursaryIntent,
} as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "fees");
  requirePost(request);
  const formData = await readFormData(request);
  return dispatchIntent(formData.get("intent"), INTENTS, { request, context, formData, user }, { toast: { title: "Unknown action" } });
}

/** The form-level error of a reply (a use case's refusal without field errors). */
function FormError({ reply }: { reply: FormReply | undefined }) {
  const errors = replyErrors(reply, "");
  return errors ? (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {errors.join(" ")}
    </p>
  ) : null;
}

/** A row's own reply: the screen's reply to that form when its hidden id is this row's. */
const rowReply = (reply: FormReply | undefined, idField: string, id: number) => (replyValue(reply, idField) === String(id) ? reply : undefined);

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type Plan = LoaderData["plans"][number];

function rateText(rate: { amount: number; siblingDiscountPercent: number } | null) {
  return rate ? `${formatKes(rate.amount)} (sibling discount ${rate.siblingDiscountPercent}%)` : "No rate yet";
}

function PlanCard({ plan, changesFrom }: { plan: Plan; changesFrom: LoaderData["changesFrom"] }) {
  const rateReply = rowReply(useFormReply(INTENT.rate), "planId", plan.id);
  const endReply = rowReply(useFormReply(INTENT.endPlan), "planId", plan.id);
  const per = plan.periodKind === "month" ? "month" : "term";
  const fieldId = (name: string) => `plan-${plan.id}-${name}`;
  return (
    <li id={`plan-${plan.id}`} className="scroll-mt-24 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="fee-plan">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{plan.name}</h3>
        {plan.active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Ended</Badge>}
      </div>
      <p className="text-sm text-slate-700">
        {plan.teamName ? `Team: ${plan.teamName}` : `Age group: ${plan.ageGroup} (every team of the age group without a plan of its own)`} · {FEE_PERIOD_KIND_LABELS[plan.periodKind]}
      </p>
      <p className="mt-1 text-sm">
        Now: {rateText(plan.current)} per {per}
        {plan.next ? ` · from ${monthLabel(plan.next.fromMonth)}: ${rateText(plan.next)}` : ""}
      </p>
      {plan.active ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="planId" value={plan.id} />
            <FormError reply={rateReply} />
            <Field
              className="w-36"
              labelProps={{ children: "New amount (KES)" }}
              inputProps={{ id: fieldId("amount"), name: "amount", type: "number", min: 1, max: FEE_PLAN_LIMITS.maxAmount, step: 1, required: true, defaultValue: replyValue(rateReply, "amount") ?? plan.next?.amount ?? plan.current?.amount }}
              errors={replyErrors(rateReply, "amount")}
            />
            <Field
              className="w-36"
              labelProps={{ children: "Sibling discount (%)" }}
              inputProps={{ id: fieldId("discount"), name: "siblingDiscountPercent", type: "number", min: 0, max: 100, step: 1, required: true, defaultValue: replyValue(rateReply, "siblingDiscountPercent") ?? plan.next?.siblingDiscountPercent ?? plan.current?.siblingDiscountPercent }}
              errors={replyErrors(rateReply, "siblingDiscountPercent")}
            />
            <StatusButton name="intent" value={INTENT.rate} variant="outline" size="sm" pendingLabel="Saving...">
              Change<span className="sr-only"> {plan.name}</span>
            </StatusButton>
            <p className="w-full text-sm text-slate-600">{`Applies from ${changesFrom[plan.periodKind]}: the ${per} under way keeps its price, and invoices already made never change.`}</p>
          </Form>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="planId" value={plan.id} />
            <FormError reply={endReply} />
            <StatusButton name="intent" value={INTENT.endPlan} variant="destructive" size="sm" pendingLabel="Ending...">
              End plan<span className="sr-only"> {plan.name}</span>
            </StatusButton>
          </Form>
        </div>
      ) : null}
    </li>
  );
}

function NewPlanForm({ targets }: { targets: LoaderData["targets"] }) {
  const reply = useFormReply(INTENT.plan);
  return (
    <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" preventScrollReset>
      <div className="sm:col-span-2">
        <FormError reply={reply} />
      </div>
      <Field
        labelProps={{ children: "Name" }}
        inputProps={{ id: "plan-name", name: "name", required: true, maxLength: FEE_PLAN_LIMITS.name, defaultValue: replyValue(reply, "name") }}
        help='For example "U-13 monthly".'
        errors={replyErrors(reply, "name")}
      />
      <SelectField
        labelProps={{ children: "For" }}
        selectProps={{ id: "plan-target", name: "target", required: true, defaultValue: replyValue(reply, "target") ?? "" }}
        placeholder="Choose a team or an age group"
        help="A team's own plan comes before its age group's."
        errors={replyErrors(reply, "target")}
      >
        <optgroup label="Teams">
          {targets.teams.map((team) => (
            <option key={team.id} value={`team:${team.id}`}>
              {team.name}
            </option>
          ))}
        </optgroup>
        <optgroup label="Age groups">
          {targets.ageGroups.map((ageGroup) => (
            <option key={ageGroup} value={`age:${ageGroup}`}>
              {ageGroup}
            </option>
          ))}
        </optgroup>
      </SelectField>
      <SelectField
        labelProps={{ children: "Charged" }}
        selectProps={{ id: "plan-kind", name: "periodKind", defaultValue: replyValue(reply, "periodKind") ?? "month" }}
        options={[
          { value: "month", label: "Monthly" },
          { value: "term", label: "Per term (T1 January–April, T2 May–August, T3 September–December)" },
        ]}
        errors={replyErrors(reply, "periodKind")}
      />
      <Field
        labelProps={{ children: "Amount (KES)" }}
        inputProps={{ id: "plan-amount", name: "amount", type: "number", min: 1, max: FEE_PLAN_LIMITS.maxAmount, step: 1, required: true, defaultValue: replyValue(reply, "amount") }}
        errors={replyErrors(reply, "amount")}
      />
      <Field
        labelProps={{ children: "Sibling discount (%)" }}
        inputProps={{ id: "plan-discount", name: "siblingDiscountPercent", type: "number", min: 0, max: 100, step: 1, required: true, defaultValue: replyValue(reply, "siblingDiscountPercent") ?? "0" }}
        help="Off for the second and later child of a family; the child with the dearest plan (then the oldest) pays in full."
        errors={replyErrors(reply, "siblingDiscountPercent")}
      />
      <div className="flex items-end justify-end">
        <StatusButton name="intent" value={INTENT.plan} pendingLabel="Saving...">
          Create plan
        </StatusButton>
      </div>
      <p className="text-sm text-slate-600 sm:col-span-2">A new plan charges from the period under way: the scheduler makes its invoices within half an hour and e-mails the families.</p>
    </Form>
  );
}

function BursaryRow({ bursary }: { bursary: LoaderData["bursaries"][number] }) {
  const reply = rowReply(useFormReply(INTENT.endBursary), "bursaryId", bursary.id);
  return (
    <li id={`bursary-${bursary.id}`} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="bursary">
      <div>
        <p className="font-semibold">
          {bursary.playerName}
          {bursary.teamName ? ` (${bursary.teamName})` : ""}: {bursary.percent}%
        </p>
        <p>
          From {monthLabel(bursary.fromMonth)}
          {bursary.untilMonth ? `, last month ${monthLabel(bursary.untilMonth)}` : ", until ended"}
        </p>
        <p className="text-slate-700">Reason: {bursary.reason}</p>
      </div>
      {bursary.ended ? (
        <Badge variant="secondary">Ended</Badge>
      ) : (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="bursaryId" value={bursary.id} />
          <FormError reply={reply} />
          <StatusButton name="intent" value={INTENT.endBursary} variant="outline" size="sm" pendingLabel="Ending...">
            End bursary<span className="sr-only"> of {bursary.playerName}</span>
          </StatusButton>
        </Form>
      )}
    </li>
  );
}

function NewBursaryForm({ players, thisMonth }: { players: LoaderData["players"]; thisMonth: string }) {
  const reply = useFormReply(INTENT.bursary);
  const teamsOf = [...new Set(players.map((player) => player.teamName))];
  return (
    <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" preventScrollReset>
      <div className="sm:col-span-2">
        <FormError reply={reply} />
      </div>
      <SelectField
        labelProps={{ children: "Academy player" }}
        selectProps={{ id: "bursary-player", name: "playerId", required: true, defaultValue: replyValue(reply, "playerId") ?? "" }}
        placeholder="Choose a player"
        errors={replyErrors(reply, "playerId")}
      >
        {teamsOf.map((team) => (
          <optgroup key={team} label={team}>
            {players
              .filter((player) => player.teamName === team)
              .map((player) => (
                <option key={player.id} value={player.id}>
                  {player.name}
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
      <Field
        labelProps={{ children: "Bursary (%)" }}
        inputProps={{ id: "bursary-percent", name: "percent", type: "number", min: 1, max: 100, step: 1, required: true, defaultValue: replyValue(reply, "percent") }}
        help="100 waives the fees in full."
        errors={replyErrors(reply, "percent")}
      />
      <Field
        className="sm:col-span-2"
        labelProps={{ children: "Reason" }}
        inputProps={{ id: "bursary-reason", name: "reason", required: true, maxLength: FEE_PLAN_LIMITS.bursaryReason, defaultValue: replyValue(reply, "reason") }}
        help="Seen only by admins and the treasurer, never by coaches or the family page."
        errors={replyErrors(reply, "reason")}
      />
      <Field
        labelProps={{ children: "First month" }}
        inputProps={{ id: "bursary-from", name: "fromMonth", type: "month", required: true, defaultValue: replyValue(reply, "fromMonth") ?? thisMonth }}
        help="As YYYY-MM where the browser has no month picker."
        errors={replyErrors(reply, "fromMonth")}
      />
      <Field
        labelProps={{ children: "Last month (optional)" }}
        inputProps={{ id: "bursary-until", name: "untilMonth", type: "month", defaultValue: replyValue(reply, "untilMonth") }}
        help="Empty: until ended."
        errors={replyErrors(reply, "untilMonth")}
      />
      <div className="flex justify-end sm:col-span-2">
        <StatusButton name="intent" value={INTENT.bursary} pendingLabel="Saving...">
          Add bursary
        </StatusButton>
      </div>
    </Form>
  );
}

function MakeInvoicesForm({ periods }: { periods: LoaderData["periods"] }) {
  const reply = useFormReply(INTENT.invoices);
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" preventScrollReset>
      <FormError reply={reply} />
      <SelectField
        labelProps={{ children: "Period" }}
        selectProps={{ id: "invoice-period", name: "period", defaultValue: replyValue(reply, "period") ?? periods[0]?.value }}
        options={periods}
        errors={replyErrors(reply, "period")}
      />
      <StatusButton name="intent" value={INTENT.invoices} pendingLabel="Making...">
        Make invoices
      </StatusButton>
    </Form>
  );
}

export default function FeePlans() {
  const { plans, targets, bursaries, players, periods, changesFrom, thisMonth } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <FeesNav current="/admin/fees/plans" />
      <section id="invoices" aria-labelledby="invoices-heading" className="scroll-mt-24 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="invoices-heading" className="text-xl font-bold">
          Make invoices
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The scheduler makes each month&apos;s (and term&apos;s) invoices when it starts and e-mails the families. Making them here too is safe: a child never gets a second
          invoice for a period, and each family is e-mailed once.
        </p>
        <MakeInvoicesForm periods={periods} />
      </section>
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="text-xl font-bold">
          Plans
        </h2>
        {plans.length ? (
          <ul className="mt-3 space-y-3">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} changesFrom={changesFrom} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No plans yet.</p>
        )}
      </section>
      <section aria-labelledby="new-plan-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="new-plan-heading" className="text-xl font-bold">
          New plan
        </h2>
        <NewPlanForm targets={targets} />
      </section>
      <section id="bursaries" aria-labelledby="bursaries-heading" className="scroll-mt-24 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="bursaries-heading" className="text-xl font-bold">
          Bursaries
        </h2>
        <p className="mt-1 text-sm text-slate-600">A bursary waives its percent of a child&apos;s fee after any sibling discount. Invoices already made keep their amounts.</p>
        {bursaries.length ? (
          <ul className="mt-3 divide-y divide-slate-100">
            {bursaries.map((bursary) => (
              <BursaryRow key={bursary.id} bursary={bursary} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No bursaries yet.</p>
        )}
        <h3 className="mt-6 text-lg font-semibold">New bursary</h3>
        <NewBursaryForm players={players} thisMonth={thisMonth} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
