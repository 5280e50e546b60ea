import { Link } from "@remix-run/react";
import { FEE_PAY_INTENT, FeePayForm } from "~/components/site/fees/FeePayForm";
import { Badge } from "~/components/ui/Badge";
import type { FamilyFeesView } from "~/schemas/family-views";
import { periodLabel } from "~/utils/fee-periods";
import { useFormReply } from "~/utils/form-reply";
import { useLanguage, useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";

/**
 * The family page's fees (ADR 0029): per own child the open invoices (overdue marked) with "Pay with
 * M-Pesa" and the child's account number for the Paybill, the family's credit, the latest receipts and
 * the season's statement. Native forms: each posts to /family, which sends the payer to the invoice's
 * pay page to watch the prompt.
 */
export function FamilyFees({ fees, phone }: { fees: FamilyFeesView; phone: string }) {
  const t = useT("family");
  const language = useLanguage();
  const { kes, longDate } = useFormat();
  const reply = useFormReply(FEE_PAY_INTENT);
  return (
    <section aria-labelledby="fees-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="family-fees">
      <h2 id="fees-heading" className="text-xl font-bold">
        {t("fees.family.heading")}
      </h2>
      {fees.credit > 0 ? <p className="mt-2 font-semibold text-green-800">{t("fees.family.credit", { amount: kes(fees.credit) })}</p> : null}
      {fees.children.map((child) => (
        <div key={child.id} className="mt-4 border-t border-slate-200 pt-3" data-testid={`fees-child-${child.id}`}>
          <h3 className="font-bold">{child.name}</h3>
          <p className="text-sm text-slate-700">
            {t("fees.family.account")}{" "}
            <strong className="font-mono">{child.account}</strong>
          </p>
          {child.invoices.length === 0 ? <p className="mt-1 text-sm">{t("fees.family.nothingOwed")}</p> : null}
          {child.invoices.map((invoice) => (
            <div key={invoice.id} className="mt-3 rounded-lg bg-slate-50 p-3" id={`invoice-${invoice.id}`} data-testid={`invoice-${invoice.id}`}>
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{periodLabel(invoice.period, language)}</span>
                {invoice.overdue ? <Badge variant="destructive">{t("fees.family.overdue")}</Badge> : null}
              </p>
              <p className="text-sm text-slate-700">
                {t("fees.family.sums", { amount: kes(invoice.amount), paid: kes(invoice.paid), owed: kes(invoice.owed) })}
                {" · "}
                {t("fees.family.due", { date: longDate(invoice.dueDate) })}
              </p>
              {fees.canPay ? <FeePayForm action="/family" invoiceId={invoice.id} owed={invoice.owed} minimum={Math.min(fees.minimum, invoice.owed)} phone={phone} reply={reply} /> : null}
              <p className="mt-2 text-sm">
                <a href={invoice.payPath} className="font-semibold text-club-orange-dark underline">
                  {t("fees.family.payPage")}
                </a>
              </p>
            </div>
          ))}
        </div>
      ))}
      {fees.receipts.length ? (
        <div className="mt-4 border-t border-slate-200 pt-3">
          <h3 className="font-bold">{t("fees.family.receipts")}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {fees.receipts.map((receipt) => (
              <li key={receipt.id}>
                <Link to={`/family/fees/receipts/${receipt.id}`} className="font-semibold text-club-orange-dark underline">
                  {receipt.receipt}
                </Link>{" "}
                {kes(receipt.amount)}, {longDate(receipt.paidAt)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-4">
        <Link to={`/family/fees/statement?season=${fees.season}`} className="font-semibold text-club-orange-dark underline">
          {t("fees.family.statement")}
        </Link>
      </p>
    </section>
  );
}
