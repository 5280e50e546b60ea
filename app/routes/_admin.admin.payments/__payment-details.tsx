// The payments screen's pieces: what a payment paid for, its Re-check and Finish buttons (plain posts
// that work without JavaScript) and its details dialog.
import { Link } from "@remix-run/react";
import CheckCircle from "lucide-react/dist/esm/icons/circle-check.js";
import RefreshCw from "lucide-react/dist/esm/icons/refresh-cw.js";
import { DetailSection } from "~/components/admin/list/DetailSection";
import { DetailsDialog } from "~/components/admin/list/DetailsDialog";
import { RowActionForm } from "~/components/admin/list/RowActionForm";
import { PaymentStatusBadge } from "~/components/admin/PaymentsSection";
import { StatusButton } from "~/components/ui/StatusButton";
import type { AdminPayment } from "~/models/payments/payments-admin.server";
import { formatDateTime } from "~/utils/dates";
import { formatKes } from "~/utils/money";

export const PAYMENTS_BASE = "/admin/payments";
/** A payment's row: the list comes back there after a Re-check. */
export const paymentAnchor = (id: number) => `payment-${id}`;

/** What a payment paid for, as a link to that order or member in their admin screens. */
export function PurposeLink({ payment }: { payment: { orderId: number | null; memberId: number | null; memberNumber: string | null; feeInvoiceId?: number | null } }) {
  // A fee invoice is the treasurer's (permission "fees"): named here, opened from the fees screens.
  if (payment.feeInvoiceId) return <span className="font-semibold whitespace-nowrap">Fee invoice #{payment.feeInvoiceId}</span>;
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
export function RecheckForm({ id, redirectTo }: { id: number; redirectTo: string }) {
  return (
    <RowActionForm action={PAYMENTS_BASE} fields={{ intent: "recheck" }} returnTo={redirectTo}>
      {/* The payment's id is the button's value, so only the pressed row's button shows it is busy. */}
      <StatusButton name="id" value={id} variant="secondary" size="sm" pendingLabel="Checking...">
        <RefreshCw aria-hidden="true" />
        Re-check with M-Pesa
      </StatusButton>
    </RowActionForm>
  );
}

/**
 * "Finish" on a reconciliation row: carries the paid payment through to its order or membership when
 * that is still possible (a plain POST form, so it works without JavaScript; the toast tells the outcome).
 */
export function FinishForm({ id, redirectTo }: { id: number; redirectTo: string }) {
  return (
    <RowActionForm action={PAYMENTS_BASE} fields={{ intent: "finish" }} returnTo={redirectTo}>
      <StatusButton name="id" value={id} variant="secondary" size="sm" pendingLabel="Finishing..." aria-label={`Finish payment #${id}`}>
        <CheckCircle aria-hidden="true" />
        Finish
      </StatusButton>
    </RowActionForm>
  );
}

/** One payment in full: amounts, the timeline, Daraja's ids, and Re-check while it is pending. */
export function PaymentDetailsDialog({
  payment,
  closeHref,
  returnTo,
  canRecheck,
}: {
  payment: AdminPayment;
  closeHref: string;
  returnTo: string;
  canRecheck: boolean;
}) {
  return (
    <DetailsDialog
      title={`Payment #${payment.id}`}
      description={`${formatKes(payment.amount)} · started ${formatDateTime(payment.createdAt)}`}
      closeHref={closeHref}
      actions={canRecheck && payment.status === "pending" && payment.checkoutRequestId ? <RecheckForm id={payment.id} redirectTo={returnTo} /> : null}
    >
      <div className="flex flex-wrap items-center gap-2">
        <PaymentStatusBadge status={payment.status} />
        <span className="text-sm">
          For <PurposeLink payment={payment} />
          {payment.memberName ? ` (${payment.memberName})` : ""}
        </span>
      </div>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <DetailSection
          title="Payment"
          items={[
            ["Amount", formatKes(payment.amount)],
            ["Phone", payment.phone],
            ["Status", payment.status],
            ["Result code", payment.resultCode === null ? "None yet" : String(payment.resultCode)],
            ["Result", payment.resultDesc ?? "None yet"],
            ["M-Pesa receipt", payment.mpesaReceipt ?? "None"],
          ]}
        />
        <DetailSection
          title="Timeline"
          items={[
            ["Created", formatDateTime(payment.createdAt)],
            ["Last queried", payment.lastQueriedAt ? formatDateTime(payment.lastQueriedAt) : "Never"],
            ["Settled", payment.settledAt ? formatDateTime(payment.settledAt) : "Not yet"],
            ["Settled via", payment.settledVia ?? "Not yet"],
            ["Last changed", formatDateTime(payment.updatedAt)],
          ]}
        />
      </div>
      <div className="mt-6">
        <DetailSection
          title="Daraja"
          items={[
            ["MerchantRequestID", payment.merchantRequestId ?? "None (M-Pesa never accepted the prompt)"],
            ["CheckoutRequestID", payment.checkoutRequestId ?? "None"],
          ]}
        />
      </div>
    </DetailsDialog>
  );
}
