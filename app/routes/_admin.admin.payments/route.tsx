import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import Download from "lucide-react/dist/esm/icons/download.js";
import { capitalisedOptions } from "~/components/admin/list/capitalisedOptions";
import { FilterForm } from "~/components/admin/list/FilterForm";
import { ListCount } from "~/components/admin/list/ListCount";
import { ListTable } from "~/components/admin/list/ListTable";
import { Pagination } from "~/components/admin/list/Pagination";
import { useListLinks } from "~/components/admin/list/useListLinks";
import { ViewLink } from "~/components/admin/list/ViewLink";
import { PaymentStatusBadge } from "~/components/admin/PaymentsSection";
import { StatCards } from "~/components/admin/StatCards";
import { buttonClasses } from "~/components/ui/Button";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { TD } from "~/components/ui/Table";
import { Tabs } from "~/components/ui/Tabs";
import { hasPermission } from "~/config/admin-sections";
import { club } from "~/config/club";
import { finishPaidPayment, mpesaAvailable, recheckPayment } from "~/models/payments/mpesa.server";
import { getPayment, listPayments, reconciliationReport } from "~/models/payments/payments-admin.server";
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, paymentActionFormSchema, paymentActionIntentSchema, paymentListQuerySchema } from "~/schemas/payments-admin";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { formatDateTime } from "~/utils/dates";
import { parseForm, readFormData } from "~/utils/form.server";
import { parseId } from "~/utils/ids";
import { formatKes } from "~/utils/money";
import { pageCountOf, pageWindow } from "~/utils/paging";
import { anchorAfterRemoving } from "~/utils/row-anchors";
import { FinishForm, PAYMENTS_BASE as BASE, PaymentDetailsDialog, paymentAnchor, PurposeLink, RecheckForm } from "./__payment-details";

export const meta: MetaFunction = () => [{ title: `M-Pesa Payments | ${club.shortName}` }];

const PAGE_SIZE = 20;
const RECONCILIATION_ANCHOR = "reconciliation";
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "shop");
  // Fee payments only for those who may see fees (admins, the treasurer).
  const withFees = hasPermission(user.role, "fees");
  const url = new URL(request.url);
  const { q, status, for: purpose, from, to, page = 1, tab = "list" } = parseUrlState(paymentListQuerySchema, url.searchParams);
  const filter = { q, status, for: purpose, from, to };
  const list = tab === "list" ? listPayments({ ...filter, ...pageWindow(page, PAGE_SIZE), withFees }) : null;
  const viewId = parseId(url.searchParams.get("view"));
  return {
    tab,
    filter: {
      q: q ?? "",
      status: status ?? "",
      for: purpose ?? "",
      from: from ?? "",
      to: to ?? "",
    },
    page,
    pageCount: pageCountOf(list?.total ?? 0, PAGE_SIZE),
    list,
    report: tab === "reconciliation" ? reconciliationReport(withFees) : null,
    viewing: viewId ? getPayment(viewId, withFees) : null,
    // Re-check asks Daraja: offered only while M-Pesa is configured.
    canRecheck: mpesaAvailable(),
  };
}

const FAILED_TITLE = { recheck: "Re-check Failed", finish: "Finish Failed" } as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "shop");
  const formData = await readFormData(request);
  const sent = paymentActionIntentSchema.safeParse(formData.get("intent"));
  const intent = sent.success ? sent.data : null;
  const submission = parseForm(formData, paymentActionFormSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, {
      intent,
      submission,
      toast: { title: FAILED_TITLE[intent ?? "recheck"], description: "Unknown payment." },
    });
  }
  const { id, redirectTo } = submission.value;
  const back = safeRedirect(redirectTo, `${BASE}?view=${id}`);
  if (submission.value.intent === "finish") {
    const finished = finishPaidPayment(id, user);
    if (!finished.ok) {
      return replyToForm(request, context, { intent, submission, failure: finished, toast: { title: FAILED_TITLE.finish, description: finished.message } });
    }
    return redirectWithSuccess(back, { title: "Payment Finished", description: finished.description });
  }
  const checked = await recheckPayment(id, user);
  if (!checked.ok) {
    return replyToForm(request, context, { intent, submission, failure: checked, toast: { title: FAILED_TITLE.recheck, description: checked.message } });
  }
  return redirectWithSuccess(back, {
    title: "Payment Re-checked",
    description: checked.settled
      ? `M-Pesa answered: payment #${id} is now ${checked.payment.status}.`
      : `M-Pesa has no result for payment #${id} yet: it stays pending.`,
  });
}

export default function AdminPaymentsPage() {
  const { tab, filter, page, pageCount, list, report, viewing, canRecheck } = useLoaderData<typeof loader>();
  const { withParams, here, hereAt, searching } = useListLinks(BASE);
  const exportParams = new URLSearchParams(Object.entries(filter).filter(([, value]) => value));
  const filtered = Object.values(filter).some(Boolean);

  return (
    <div>
      <Tabs
        label="Payments"
        current={tab}
        tabs={[
          { id: "list", label: "Payments", href: BASE },
          {
            id: "reconciliation",
            label: "Reconciliation",
            href: `${BASE}?tab=reconciliation`,
          },
        ]}
      />

      {list ? (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
            <p className="text-slate-600">M-Pesa Express payments of shop orders and memberships, newest first.</p>
            <a href={`${BASE}/export.csv${exportParams.size ? `?${exportParams}` : ""}`} download className={buttonClasses("secondary")}>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </div>

          <StatCards
            label="Payment statistics"
            cards={[
              { label: "All payments", value: list.counts.total },
              { label: "Pending", value: list.counts.pending },
              { label: "Paid", value: list.counts.paid },
              {
                label: "Failed or cancelled",
                value: list.counts.failed + list.counts.cancelled,
              },
            ]}
          />

          <FilterForm
            search={{
              value: filter.q,
              placeholder: "Phone, M-Pesa receipt, order number or member number",
            }}
            selects={[
              {
                name: "status",
                label: "Status",
                value: filter.status,
                allLabel: "All",
                options: capitalisedOptions(PAYMENT_STATUSES),
              },
              {
                name: "for",
                label: "Paid for",
                value: filter.for,
                allLabel: "Anything",
                options: capitalisedOptions(PAYMENT_PURPOSES),
              },
            ]}
            dates={{ from: filter.from, to: filter.to }}
            searching={searching}
          />

          <ListCount total={list.total} noun={{ one: "payment", other: "payments" }} filtered={filtered} />

          <ListTable
            columns={["When", "For", "Amount", "Phone", "Status", "Result", "Receipt", "Actions"]}
            rows={list.rows}
            empty="No payments found."
            label="Payments"
            rowId={(row) => paymentAnchor(row.id)}
          >
            {(row) => (
              <>
                <TD className="whitespace-nowrap text-sm max-md:font-semibold">{formatDateTime(row.createdAt)}</TD>
                <TD label="For">
                  <PurposeLink payment={row} />
                </TD>
                <AmountAndPhoneCells payment={row} />
                <TD label="Status">
                  <PaymentStatusBadge status={row.status} />
                </TD>
                <TD label="Result" className="text-sm">
                  {row.resultDesc ?? ""}
                </TD>
                <TD label="Receipt" className="font-mono text-sm">
                  {row.mpesaReceipt ?? ""}
                </TD>
                <TD label="Actions">
                  <div className="flex flex-wrap gap-2">
                    <ViewLink to={withParams({ view: row.id })} label={`View payment #${row.id}`} />
                    {canRecheck && row.status === "pending" && row.checkoutRequestId ? (
                      <RecheckForm id={row.id} redirectTo={hereAt(paymentAnchor(row.id))} />
                    ) : null}
                  </div>
                </TD>
              </>
            )}
          </ListTable>

          <Pagination page={page} pageCount={pageCount} hrefFor={(n) => withParams({ page: n, view: null })} />
        </>
      ) : null}

      {report ? (
        <section className="mt-4">
          <p className="text-slate-600">
            Paid payments whose order is not paid (or further along) or whose membership is not active. The background job carries a paid payment
            through within a minute, so a payment here needs a person: usually an order cancelled while its payment was waiting. Finish carries a payment
            through to an order or membership still waiting for it; one cancelled meanwhile cannot take it, so refund that payment by hand.
          </p>
          <ListTable
            columns={["Payment", "For", "Now", "Amount", "Phone", "Receipt", "Paid", "Actions"]}
            rows={report}
            empty="None — every paid payment has its order or membership."
            id={RECONCILIATION_ANCHOR}
            label="Payments to reconcile"
            rowId={(row) => paymentAnchor(row.id)}
          >
            {(row) => (
              <>
                <TD className="max-md:text-base">
                  <Link to={withParams({ view: row.id })} preventScrollReset className="font-semibold text-club-navy underline">
                    Payment #{row.id}
                  </Link>
                </TD>
                <TD label="For">
                  <PurposeLink payment={row} />
                </TD>
                <TD label="Now" className="capitalize">
                  {row.stuckAs}
                </TD>
                <AmountAndPhoneCells payment={row} />
                <TD label="Receipt" className="font-mono text-sm">
                  {row.mpesaReceipt ?? ""}
                </TD>
                <TD label="Paid" className="whitespace-nowrap text-sm">
                  {row.settledAt ? formatDateTime(row.settledAt) : ""}
                </TD>
                <TD label="Actions">
                  {/* A finished payment leaves the report: back at the one that takes its place. */}
                  <FinishForm
                    id={row.id}
                    redirectTo={hereAt(anchorAfterRemoving(report.map((payment) => payment.id), row.id, paymentAnchor, RECONCILIATION_ANCHOR))}
                  />
                </TD>
              </>
            )}
          </ListTable>
        </section>
      ) : null}

      {viewing ? <PaymentDetailsDialog payment={viewing} closeHref={withParams({ view: null })} returnTo={here} canRecheck={canRecheck} /> : null}
    </div>
  );
}

/** A payment's amount and the phone it was asked from: the same two cells in both lists. */
function AmountAndPhoneCells({ payment }: { payment: { amount: number; phone: string } }) {
  return (
    <>
      <TD label="Amount" className="whitespace-nowrap">
        {formatKes(payment.amount)}
      </TD>
      <TD label="Phone" className="whitespace-nowrap">
        {payment.phone}
      </TD>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
