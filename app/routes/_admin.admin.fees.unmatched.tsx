// The unmatched payments (ADR 0029, "The treasurer's view"), without JavaScript: each payment that found no
// family by its account number (receipt, date, amount, the account typed, the payer's name and phone as
// M-Pesa sent them), a one-click "Assign to <family>" when the sender's phone fits exactly one guardian's
// (only a suggestion), "Assign to another family" by a child's-name search (GET, `?assign=<id>&q=`),
// "Not a fee", and the recent decisions with "Undo". All three are the ledger's use cases, which audit
// them; a payment already moved is a 409, an unknown one a 404, shown next to it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { FeesNav } from "~/components/admin/FeesNav";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { StatusButton } from "~/components/ui/StatusButton";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { club } from "~/config/club";
import { CHANNEL_LABELS, TREASURER_LIMITS } from "~/config/fees";
import { assignFeePayment, markNotFee, unassignFeePayment } from "~/models/fees/ledger.server";
import { searchChildren } from "~/models/fees/treasurer.server";
import { recentDecisions, unmatchedPayment, unmatchedPayments, type UnmatchedPayment } from "~/models/fees/unmatched.server";
import { assignFormSchema, paymentFormSchema, unmatchedQuerySchema } from "~/schemas/fees-treasurer";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { dispatchIntent, type IntentActionArgs } from "~/services/intent-actions.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { formatDateTime } from "~/utils/dates";
import { parseForm, readFormData, requirePost } from "~/utils/form.server";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { formatKes } from "~/utils/money";

export const handle: AdminRouteHandle = { pageTitle: "Unmatched payments" };

export const meta: MetaFunction = () => [{ title: `Unmatched payments | Academy Fees | ${club.shortName}` }];

const BASE = "/admin/fees/unmatched";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "fees");
  const { q, assign } = parseUrlState(unmatchedQuerySchema, new URL(request.url).searchParams);
  const assigning = assign ? unmatchedPayment(assign) : null;
  return {
    ...unmatchedPayments(),
    recent: recentDecisions(),
    assigning,
    q: q ?? "",
    children: assigning ? searchChildren(q) : [],
  };
}

type Args = IntentActionArgs;

async function assignIntent({ request, context, formData, user }: Args) {
  const submission = parseForm(formData, assignFormSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: "assign", submission, toast: { title: "Not assigned", description: "Choose a payment and a family." } });
  const assigned = assignFeePayment(submission.value.paymentId, submission.value.playerId, user);
  if (!assigned.ok) return replyToForm(request, context, { intent: "assign", submission, failure: assigned, toast: { title: "Not assigned", description: assigned.message } });
  const settled = assigned.settledInvoices.length;
  return redirectWithSuccess(BASE, {
    title: "Payment assigned",
    description: `${assigned.payment.receipt} (${formatKes(assigned.payment.amount)}) now counts for the family${settled ? `: ${settled === 1 ? "1 invoice is" : `${settled} invoices are`} now paid` : ""}.`,
  });
}

async function notFeeIntent({ request, context, formData, user }: Args) {
  const submission = parseForm(formData, paymentFormSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: "not-fee", submission, toast: { title: "Not changed", description: "Unknown payment." } });
  const marked = markNotFee(submission.value.paymentId, user);
  if (!marked.ok) return replyToForm(request, context, { intent: "not-fee", submission, failure: marked, toast: { title: "Not changed", description: marked.message } });
  return redirectWithSuccess(BASE, { title: "Marked as not a fee", description: `${marked.payment.receipt} left the unmatched list. Undo below if it was a mistake.` });
}

async function undoIntent({ request, context, formData, user }: Args) {
  const submission = parseForm(formData, paymentFormSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: "undo", submission, toast: { title: "Not undone", description: "Unknown payment." } });
  const undone = unassignFeePayment(submission.value.paymentId, user);
  if (!undone.ok) return replyToForm(request, context, { intent: "undo", submission, failure: undone, toast: { title: "Not undone", description: undone.message } });
  return redirectWithSuccess(BASE, { title: "Undone", description: `${undone.payment.receipt} is waiting in the unmatched list again.` });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "fees");
  requirePost(request);
  const formData = await readFormData(request);
  return dispatchIntent(formData.get("intent"), { assign: assignIntent, "not-fee": notFeeIntent, undo: undoIntent }, { request, context, formData, user }, { toast: { title: "Unknown action" } });
}

/** The refusal of the last post about payment `id` (any of the three forms), if any. */
function useRefusal(id: number): string | undefined {
  const replies = [useFormReply("assign"), useFormReply("not-fee"), useFormReply("undo")];
  for (const reply of replies) {
    if (reply && replyValue(reply, "paymentId") === String(id)) {
      const errors = replyErrors(reply, "") ?? replyErrors(reply, "playerId") ?? replyErrors(reply, "paymentId");
      if (errors?.length) return errors.join(" ");
    }
  }
  return undefined;
}

function PaymentFacts({ payment }: { payment: Omit<UnmatchedPayment, "suggestion"> }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-semibold text-slate-600">Received</dt>
      <dd>
        {formatDateTime(payment.paidAt)} · {CHANNEL_LABELS[payment.channel]}
      </dd>
      <dt className="font-semibold text-slate-600">Account typed</dt>
      <dd className="break-all">{payment.accountTyped || "(none)"}</dd>
      <dt className="font-semibold text-slate-600">Payer</dt>
      <dd className="break-all">
        {payment.payerName || "(no name)"}
        {payment.payerPhone ? ` · ${payment.payerPhone}` : ""}
      </dd>
    </dl>
  );
}

function UnmatchedCard({ payment }: { payment: UnmatchedPayment }) {
  const refusal = useRefusal(payment.id);
  return (
    <li id={`payment-${payment.id}`} className="scroll-mt-24 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="unmatched-payment">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-mono font-semibold">{payment.receipt}</h3>
        <p className="text-lg font-bold">{formatKes(payment.amount)}</p>
      </div>
      <PaymentFacts payment={payment} />
      {payment.suggestion ? (
        <p className="mt-2 text-sm text-slate-700">
          <Badge variant="secondary">Suggestion</Badge> The sender&apos;s phone is {payment.suggestion.guardian}&apos;s (children: {payment.suggestion.children}). Check before you assign.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {payment.suggestion ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="paymentId" value={payment.id} />
            <input type="hidden" name="playerId" value={payment.suggestion.playerId} />
            <StatusButton name="intent" value="assign" size="sm" pendingLabel="Assigning...">
              Assign to the family of {payment.suggestion.children}
            </StatusButton>
          </Form>
        ) : null}
        <Link to={`${BASE}?assign=${payment.id}#assign`} className={buttonClasses("outline", "sm")}>
          {payment.suggestion ? "Assign to another family" : "Assign to a family"}
          <span className="sr-only"> ({payment.receipt})</span>
        </Link>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="paymentId" value={payment.id} />
          <StatusButton name="intent" value="not-fee" size="sm" variant="ghost" pendingLabel="Saving...">
            Not a fee<span className="sr-only"> ({payment.receipt})</span>
          </StatusButton>
        </Form>
      </div>
      {refusal ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
    </li>
  );
}

function AssignPanel() {
  const { assigning, q, children } = useLoaderData<typeof loader>();
  const refusal = useRefusal(assigning?.id ?? 0);
  if (!assigning) return null;
  return (
    <section id="assign" aria-labelledby="assign-heading" className="scroll-mt-24 rounded-xl bg-white p-4 shadow-sm ring-2 ring-club-orange sm:p-6">
      <h2 id="assign-heading" className="text-xl font-bold">
        Assign {assigning.receipt} ({formatKes(assigning.amount)})
      </h2>
      <PaymentFacts payment={assigning} />
      <Form method="get" action={`${BASE}#assign`} className="mt-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="assign" value={assigning.id} />
        <Field
          labelProps={{ children: "A child's name" }}
          inputProps={{ id: "assign-search", name: "q", type: "search", defaultValue: q, maxLength: TREASURER_LIMITS.search, required: true }}
        />
        <button type="submit" className={buttonClasses("outline")}>
          Search
        </button>
        <Link to={BASE} className={buttonClasses("ghost")}>
          Cancel
        </Link>
      </Form>
      {q ? (
        children.length ? (
          <ul className="mt-4 divide-y divide-slate-100" aria-label="Children found">
            {children.map((child) => (
              <li key={child.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-semibold">{child.name}</span> · {child.teamName ?? "No team"} · {child.account}
                  {child.guardians ? ` · ${child.guardians}` : ""}
                </span>
                <Form method="post">
                  <input type="hidden" name="paymentId" value={assigning.id} />
                  <input type="hidden" name="playerId" value={child.id} />
                  <StatusButton name="intent" value="assign" size="sm" pendingLabel="Assigning...">
                    Assign to this family<span className="sr-only"> ({child.name})</span>
                  </StatusButton>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-slate-600">No child&apos;s name contains &ldquo;{q}&rdquo;.</p>
        )
      ) : null}
      {refusal ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
    </section>
  );
}

/** A refusal about a payment no card on the page shows any more (assigned or set aside meanwhile): said at the top. */
function useOtherRefusal(shown: readonly number[]): string | undefined {
  const replies = [useFormReply("assign"), useFormReply("not-fee")];
  for (const reply of replies) {
    const errors = replyErrors(reply, "") ?? replyErrors(reply, "playerId") ?? replyErrors(reply, "paymentId");
    if (errors?.length && !shown.includes(Number(replyValue(reply, "paymentId")))) return errors.join(" ");
  }
  return undefined;
}

export default function UnmatchedPaymentsPage() {
  const { payments, total, recent, assigning } = useLoaderData<typeof loader>();
  const undoReply = useFormReply("undo");
  const undoRefusal = replyErrors(undoReply, "")?.join(" ");
  const otherRefusal = useOtherRefusal([...payments.map((payment) => payment.id), ...(assigning ? [assigning.id] : [])]);
  return (
    <div className="space-y-8">
      <FeesNav current="/admin/fees/unmatched" />
      {otherRefusal ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {otherRefusal}
        </p>
      ) : null}
      <AssignPanel />
      <section aria-labelledby="unmatched-heading">
        <h2 id="unmatched-heading" className="text-xl font-bold">
          Waiting for a family
        </h2>
        <p className="mt-1 text-slate-700" data-testid="unmatched-total">
          {total
            ? `${total} payments found no family by their account number, newest first${total > payments.length ? ` (the newest ${payments.length} shown)` : ""}.`
            : "Every payment has found its family."}
        </p>
        {payments.length ? (
          <ul className="mt-3 space-y-3">
            {payments.map((payment) => (
              <UnmatchedCard key={payment.id} payment={payment} />
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading" className="text-xl font-bold">
          Recent decisions
        </h2>
        {undoRefusal ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {undoRefusal}
          </p>
        ) : null}
        {recent.length ? (
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl bg-white px-4 shadow-sm ring-1 ring-slate-200" data-testid="recent-decisions">
            {recent.map((decision) => (
              <li key={decision.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-mono font-semibold">{decision.receipt}</span> ({formatKes(decision.amount)}):{" "}
                  {decision.status === "not-fee" ? "not a fee" : `assigned to the family of ${decision.child ?? "a child"}`}
                  {decision.by ? ` by ${decision.by}` : ""}, {formatDateTime(decision.at)}
                </span>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="paymentId" value={decision.id} />
                  <StatusButton name="intent" value="undo" size="sm" variant="outline" pendingLabel="Undoing...">
                    Undo<span className="sr-only"> ({decision.receipt})</span>
                  </StatusButton>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">Nothing assigned or set aside yet.</p>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
