// Recording a cash payment (ADR 0029, "The treasurer's view"), without JavaScript: find the child by name
// (GET `?q=`, then `?player=<id>` to choose), then the amount, the receipt book's number and the day it was
// taken (not after today). `recordCashPayment` records it through the ledger, which spreads it over the
// family's invoices; a receipt number already used is a 409 shown next to the field, bad input a 400 with
// nothing written. Admins and the treasurer only.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { FeesNav } from "~/components/admin/FeesNav";
import { buttonClasses } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { StatusButton } from "~/components/ui/StatusButton";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { club } from "~/config/club";
import { TREASURER_LIMITS } from "~/config/fees";
import { childById, recordCashPayment, searchChildren } from "~/models/fees/treasurer.server";
import { cashFormSchema, cashQuerySchema } from "~/schemas/fees-treasurer";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { todayInNairobi } from "~/utils/age";
import { parseForm, readFormData, requirePost } from "~/utils/form.server";
import { firstErrorField, replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { formatKes } from "~/utils/money";

export const handle: AdminRouteHandle = { pageTitle: "Record a cash payment" };

export const meta: MetaFunction = () => [{ title: `Record a cash payment | Academy Fees | ${club.shortName}` }];

const BASE = "/admin/fees/cash";
const CASH_FORM = "cash";
const FIELDS = ["playerId", "amount", "receipt", "paidOn"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "fees");
  const { q, player } = parseUrlState(cashQuerySchema, new URL(request.url).searchParams);
  return { q: q ?? "", children: searchChildren(q), chosen: player ? childById(player) : null, today: todayInNairobi() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "fees");
  requirePost(request);
  const formData = await readFormData(request);
  const submission = parseForm(formData, cashFormSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: CASH_FORM, submission, toast: { title: "Not recorded", description: "Check the fields marked below." } });
  const recorded = recordCashPayment(submission.value, user);
  if (!recorded.ok) return replyToForm(request, context, { intent: CASH_FORM, submission, failure: recorded, toast: { title: "Not recorded", description: recorded.message } });
  return redirectWithSuccess(BASE, {
    title: "Cash recorded",
    description: `Receipt ${submission.value.receipt} (${formatKes(submission.value.amount)}) is recorded${recorded.settled ? " and counted against the family's invoices" : " as the family's credit"}.`,
  });
}

export default function CashPaymentPage() {
  const { q, children, chosen, today } = useLoaderData<typeof loader>();
  const reply = useFormReply(CASH_FORM);
  const focus = firstErrorField(reply, FIELDS);
  const child = chosen ?? (children.length === 1 ? children[0] : null);
  return (
    <div className="space-y-8">
      <FeesNav current="/admin/fees/cash" />
      <section aria-labelledby="find-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="find-heading" className="text-xl font-bold">
          1. Find the child
        </h2>
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
          <Field labelProps={{ children: "A child's name" }} inputProps={{ id: "cash-search", name: "q", type: "search", defaultValue: q, maxLength: TREASURER_LIMITS.search, required: true }} />
          <button type="submit" className={buttonClasses("outline")}>
            Search
          </button>
        </Form>
        {q && !children.length ? <p className="mt-3 text-sm text-slate-600">No child&apos;s name contains &ldquo;{q}&rdquo;.</p> : null}
        {children.length > 1 ? (
          <ul className="mt-3 divide-y divide-slate-100" aria-label="Children found">
            {children.map((found) => (
              <li key={found.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-semibold">{found.name}</span> · {found.teamName ?? "No team"} · {found.account}
                  {found.guardians ? ` · ${found.guardians}` : ""}
                </span>
                <Link to={`${BASE}?q=${encodeURIComponent(q)}&player=${found.id}#cash`} className={buttonClasses(chosen?.id === found.id ? "default" : "outline", "sm")}>
                  Choose<span className="sr-only"> {found.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section id="cash" aria-labelledby="cash-heading" className="scroll-mt-24 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="cash-heading" className="text-xl font-bold">
          2. Record the payment
        </h2>
        {child ? (
          <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
            {replyErrors(reply, "") ? (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 sm:col-span-2">
                {replyErrors(reply, "")!.join(" ")}
              </p>
            ) : null}
            <input type="hidden" name="playerId" value={child.id} />
            <p className="sm:col-span-2" data-testid="cash-child">
              For the family of <span className="font-semibold">{child.name}</span> ({child.teamName ?? "no team"}, account {child.account})
            </p>
            {replyErrors(reply, "playerId") ? (
              <p role="alert" className="text-sm text-red-800 sm:col-span-2">
                {replyErrors(reply, "playerId")!.join(" ")}
              </p>
            ) : null}
            <Field
              labelProps={{ children: "Amount (KES)" }}
              inputProps={{ id: "cash-amount", name: "amount", type: "number", inputMode: "numeric", min: 1, max: TREASURER_LIMITS.cashMax, step: 1, required: true, defaultValue: replyValue(reply, "amount"), autoFocus: focus === "amount" }}
              errors={replyErrors(reply, "amount")}
            />
            <Field
              labelProps={{ children: "Receipt book number" }}
              inputProps={{ id: "cash-receipt", name: "receipt", required: true, maxLength: TREASURER_LIMITS.cashReceipt, autoComplete: "off", defaultValue: replyValue(reply, "receipt"), autoFocus: focus === "receipt" }}
              help="As printed on the receipt given to the family."
              errors={replyErrors(reply, "receipt")}
            />
            <Field
              labelProps={{ children: "Day taken" }}
              inputProps={{ id: "cash-date", name: "paidOn", type: "date", required: true, max: today, defaultValue: replyValue(reply, "paidOn") ?? today, autoFocus: focus === "paidOn" }}
              errors={replyErrors(reply, "paidOn")}
            />
            <div className="flex items-end justify-end">
              <StatusButton pendingLabel="Recording...">Record cash payment</StatusButton>
            </div>
          </Form>
        ) : (
          <>
            {reply?.result.error ? (
              <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
                {Object.values(reply.result.error)
                  .flat()
                  .filter(Boolean)
                  .join(" ") || "The payment was not recorded."}
              </p>
            ) : null}
            <p className="mt-3 text-sm text-slate-600">Find the child whose family paid first.</p>
          </>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
