import { periodLabel } from "~/utils/fee-periods";
import { useLanguage, useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";

type Line = { invoiceId: number; childName: string; period: string; amount: number };
type Balance = { owed: number; credit: number };

/** What a payment paid: one line per invoice; money no invoice took is the family's credit. */
export function FeeReceiptLines({ lines, heading: Heading = "h3" }: { lines: Line[]; heading?: "h2" | "h3" }) {
  const t = useT("family");
  const language = useLanguage();
  const { kes } = useFormat();
  return (
    <div className="mt-4">
      <Heading className="font-semibold">{t("fees.receipt.paidFor")}</Heading>
      {lines.length ? (
        <ul className="mt-1 space-y-1">
          {lines.map((line) => (
            <li key={line.invoiceId} className="flex justify-between gap-4">
              <span>
                {line.childName}, {periodLabel(line.period, language)}
              </span>
              <span className="font-semibold">{kes(line.amount)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1">{t("fees.receipt.keptAsCredit")}</p>
      )}
    </div>
  );
}

/** The family's balance in one sentence. */
export function FeeBalance({ balance }: { balance: Balance }) {
  const t = useT("family");
  const { kes } = useFormat();
  const text =
    balance.owed > 0 ? t("fees.balance.owed", { amount: kes(balance.owed) }) : balance.credit > 0 ? t("fees.balance.credit", { amount: kes(balance.credit) }) : t("fees.balance.clear");
  return (
    <p className="mt-4 font-semibold" data-testid="fee-balance">
      {text}
    </p>
  );
}

type FeeReceiptData = {
  id: number;
  receipt: string;
  channel: "stk" | "paybill" | "cash";
  amount: number;
  paidAt: string;
  childName: string;
  account: string;
  lines: Line[];
  balance: Balance;
};

/** A receipt in full: the guardian's page and the treasurer's show the same. */
export function FeeReceipt({ receipt, inAdmin = false }: { receipt: FeeReceiptData; /** Under the admin area's own h1. */ inAdmin?: boolean }) {
  const Title = inAdmin ? "h2" : "h1";
  const t = useT("family");
  const { kes, longDate } = useFormat();
  return (
    <article aria-labelledby="receipt-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="fee-receipt">
      <Title id="receipt-heading" className="text-2xl font-extrabold tracking-tight">
        {t("fees.receipt.heading")}
      </Title>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2">
        <dt className="text-slate-600">{t(receipt.channel === "cash" ? "fees.receipt.cash" : "fees.receipt.mpesa")}</dt>
        <dd className="text-right font-mono font-semibold">{receipt.receipt}</dd>
        <dt className="text-slate-600">{t("fees.receipt.method")}</dt>
        <dd className="text-right">{t(`fees.channels.${receipt.channel}`)}</dd>
        <dt className="text-slate-600">{t("fees.receipt.amount")}</dt>
        <dd className="text-right font-semibold">{kes(receipt.amount)}</dd>
        <dt className="text-slate-600">{t("fees.receipt.date")}</dt>
        <dd className="text-right">{longDate(receipt.paidAt)}</dd>
        <dt className="text-slate-600">{t("fees.invoice.account")}</dt>
        <dd className="text-right font-mono">{receipt.account}</dd>
      </dl>
      <FeeReceiptLines lines={receipt.lines} heading={inAdmin ? "h3" : "h2"} />
      <FeeBalance balance={receipt.balance} />
    </article>
  );
}
