import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import CheckCircle from "lucide-react/dist/esm/icons/circle-check.js";
import Download from "lucide-react/dist/esm/icons/download.js";
import RefreshCw from "lucide-react/dist/esm/icons/refresh-cw.js";
import { capitalisedOptions } from "~/components/admin/list/capitalisedOptions";
import { DetailSection } from "~/components/admin/list/DetailSection";
import { EmptyList } from "~/components/admin/list/EmptyList";
import { FilterForm } from "~/components/admin/list/FilterForm";
import { ListCount } from "~/components/admin/list/ListCount";
import { Pagination } from "~/components/admin/list/Pagination";
import { ViewLink } from "~/components/admin/list/ViewLink";
import { PaymentStatusBadge } from "~/components/admin/PaymentsSection";
import { StatCards } from "~/components/admin/StatCards";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { Tabs } from "~/components/ui/Tabs";
import { club } from "~/config/club";
import { finishPaidPayment, mpesaAvailable, recheckPayment } from "~/models/payments/mpesa.server";
import { getPayment, listPayments, reconciliationReport } from "~/models/payments/payments-admin.server";
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, paymentActionFormSchema, paymentActionIntentSchema, paymentListQuerySchema } from "~/schemas/payments-admin";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser, safeRedirect } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { formatDateTime } from "~/utils/dates";
import { parseForm, readFormData } from "~/utils/form.server";
import { parseId } from "~/utils/ids";
import { formatKes } from "~/utils/money";
import { pageCountOf, pageWindow } from "~/utils/paging";
import { hrefWith } from "~/utils/url-params";

export const meta: MetaFunction = () => [{ title: `M-Pesa Payments | ${club.shortName}` }];

const PAGE_SIZE = 20;
const BASE = "/admin/payments";
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "shop");
  const url = new URL(request.url);
  const { q, status, for: purpose, from, to, page = 1, tab = "list" } = parseUrlState(paymentListQuerySchema, url.searchParams);
  const filter = { q, status, for: purpose, from, to };
  const list = tab === "list" ? listPayments({ ...filter, ...pageWindow(page, PAGE_SIZE) }) : null;
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
    report: tab === "reconciliation" ? reconciliationReport() : null,
    viewing: viewId ? getPayment(viewId) : null,
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

/** What a payment paid for, as a link to that order or member in their admin screens. */
function PurposeLink({ payment }: { payment: { orderId: number | null; memberId: number | null; memberNumber: string | null } }) {
  return payment.orderId ? (
    <Link to={`/admin/orders?view=${payment.orderId}`} className="font-semibold whitespace-nowrap text-club-navy underline">
      Order #{payment.orderId}
    </Link>
  ) : (
    <Link to={`/admin/members?view=${payment.memberId}`} className="font-semibold whitespace-nowrap text-club-navy underline">
      Member {payment.memberNumber ?? `#${payment.memberId}`}
    </Link>
  );
}

/** "Re-check with M-Pesa" for a pending payment: a plain POST form, so it works without JavaScript. */
function RecheckForm({ id, redirectTo }: { id: number; redirectTo: string }) {
  return (
    <Form method="post" action={BASE} preventScrollReset>
      <input type="hidden" name="intent" value="recheck" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* The payment's id is the button's value, so only the pressed row's button shows it is busy. */}
      <StatusButton name="id" value={id} variant="secondary" size="sm" pendingLabel="Checking...">
        <RefreshCw aria-hidden="true" />
        Re-check with M-Pesa
      </StatusButton>
    </Form>
  );
}

/**
 * "Finish" on a reconciliation row: carries the paid payment through to its order or membership when
 * that is still possible (a plain POST form, so it works without JavaScript; the toast tells the outcome).
 */
function FinishForm({ id, redirectTo }: { id: number; redirectTo: string }) {
  return (
    <Form method="post" action={BASE} preventScrollReset>
      <input type="hidden" name="intent" value="finish" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <StatusButton name="id" value={id} variant="secondary" size="sm" pendingLabel="Finishing..." aria-label={`Finish payment #${id}`}>
        <CheckCircle aria-hidden="true" />
        Finish
      </StatusButton>
    </Form>
  );
}

export default function AdminPaymentsPage() {
  const { tab, filter, page, pageCount, list, report, viewing, canRecheck } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === BASE;

  const withParams = (changes: Record<string, string | number | null>) => hrefWith(BASE, location.search, changes);
  const here = location.pathname + location.search;
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

          {list.rows.length === 0 ? (
            <EmptyList className="mt-3">No payments found.</EmptyList>
          ) : (
            <Table className="mt-3" containerClassName="bg-white" stackOnMobile>
              <THead>
                <TR>
                  <TH>When</TH>
                  <TH>For</TH>
                  <TH>Amount</TH>
                  <TH>Phone</TH>
                  <TH>Status</TH>
                  <TH>Result</TH>
                  <TH>Receipt</TH>
                  <TH>Actions</TH>
                </TR>
              </THead>
              <TBody>
                {list.rows.map((row) => (
                  <TR key={row.id}>
                    <TD className="whitespace-nowrap text-sm max-md:font-semibold">{formatDateTime(row.createdAt)}</TD>
                    <TD label="For">
                      <PurposeLink payment={row} />
                    </TD>
                    <TD label="Amount" className="whitespace-nowrap">
                      {formatKes(row.amount)}
                    </TD>
                    <TD label="Phone" className="whitespace-nowrap">
                      {row.phone}
                    </TD>
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
                        {canRecheck && row.status === "pending" && row.checkoutRequestId ? <RecheckForm id={row.id} redirectTo={here} /> : null}
                      </div>
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          )}

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
          {report.length === 0 ? (
            <EmptyList className="mt-3">None — every paid payment has its order or membership.</EmptyList>
          ) : (
            <Table className="mt-3" containerClassName="bg-white" stackOnMobile>
              <THead>
                <TR>
                  <TH>Payment</TH>
                  <TH>For</TH>
                  <TH>Now</TH>
                  <TH>Amount</TH>
                  <TH>Phone</TH>
                  <TH>Receipt</TH>
                  <TH>Paid</TH>
                  <TH>Actions</TH>
                </TR>
              </THead>
              <TBody>
                {report.map((row) => (
                  <TR key={row.id}>
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
                    <TD label="Amount" className="whitespace-nowrap">
                      {formatKes(row.amount)}
                    </TD>
                    <TD label="Phone" className="whitespace-nowrap">
                      {row.phone}
                    </TD>
                    <TD label="Receipt" className="font-mono text-sm">
                      {row.mpesaReceipt ?? ""}
                    </TD>
                    <TD label="Paid" className="whitespace-nowrap text-sm">
                      {row.settledAt ? formatDateTime(row.settledAt) : ""}
                    </TD>
                    <TD label="Actions">
                      <FinishForm id={row.id} redirectTo={here} />
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          )}
        </section>
      ) : null}

      {viewing ? (
        <Dialog
          title={`Payment #${viewing.id}`}
          description={`${formatKes(viewing.amount)} · started ${formatDateTime(viewing.createdAt)}`}
          closeHref={withParams({ view: null })}
          size="lg"
          footer={
            <>
              <Link to={withParams({ view: null })} className={buttonClasses("outline")} preventScrollReset>
                Close
              </Link>
              {canRecheck && viewing.status === "pending" && viewing.checkoutRequestId ? <RecheckForm id={viewing.id} redirectTo={here} /> : null}
            </>
          }
        >
          <div className="flex flex-wrap items-center gap-2">
            <PaymentStatusBadge status={viewing.status} />
            <span className="text-sm">
              For <PurposeLink payment={viewing} />
              {viewing.memberName ? ` (${viewing.memberName})` : ""}
            </span>
          </div>
          <div className="mt-4 grid gap-6 sm:grid-cols-2">
            <DetailSection
              title="Payment"
              items={[
                ["Amount", formatKes(viewing.amount)],
                ["Phone", viewing.phone],
                ["Status", viewing.status],
                ["Result code", viewing.resultCode === null ? "None yet" : String(viewing.resultCode)],
                ["Result", viewing.resultDesc ?? "None yet"],
                ["M-Pesa receipt", viewing.mpesaReceipt ?? "None"],
              ]}
            />
            <DetailSection
              title="Timeline"
              items={[
                ["Created", formatDateTime(viewing.createdAt)],
                ["Last queried", viewing.lastQueriedAt ? formatDateTime(viewing.lastQueriedAt) : "Never"],
                ["Settled", viewing.settledAt ? formatDateTime(viewing.settledAt) : "Not yet"],
                ["Settled via", viewing.settledVia ?? "Not yet"],
                ["Last changed", formatDateTime(viewing.updatedAt)],
              ]}
            />
          </div>
          <div className="mt-6">
            <DetailSection
              title="Daraja"
              items={[
                ["MerchantRequestID", viewing.merchantRequestId ?? "None (M-Pesa never accepted the prompt)"],
                ["CheckoutRequestID", viewing.checkoutRequestId ?? "None"],
              ]}
            />
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
