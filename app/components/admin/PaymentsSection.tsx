import { Link } from "@remix-run/react";
import { Badge, type BadgeVariant } from "~/components/ui/Badge";
import { formatDateTime } from "~/utils/dates";
import { formatKes } from "~/utils/money";
import type { PaymentStatus } from "~/utils/mpesa";

const paymentBadge: Record<PaymentStatus, BadgeVariant> = {
  pending: "warning",
  paid: "success",
  failed: "destructive",
  cancelled: "secondary",
  expired: "outline",
};

/** A payment's status as a badge, the same on the payments list and the order and member screens. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge variant={paymentBadge[status]} className="capitalize">
      {status}
    </Badge>
  );
}

export type PaymentLine = {
  id: number;
  status: PaymentStatus;
  amount: number;
  mpesaReceipt: string | null;
  createdAt: string;
};

/** The M-Pesa payments of one order or membership, in its admin details dialog. */
export function PaymentsSection({ payments }: { payments: PaymentLine[] }) {
  return (
    <section className="mt-6">
      <h3 className="text-base font-bold">Payments</h3>
      {payments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No M-Pesa payments.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 text-sm">
          {payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <PaymentStatusBadge status={payment.status} />
              <strong className="whitespace-nowrap">{formatKes(payment.amount)}</strong>
              <span>{payment.mpesaReceipt ? `Receipt ${payment.mpesaReceipt}` : "No receipt"}</span>
              <span className="text-slate-600">{formatDateTime(payment.createdAt)}</span>
              <Link to={`/admin/payments?view=${payment.id}`} className="ml-auto font-semibold text-club-navy underline">
                Payment #{payment.id}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
