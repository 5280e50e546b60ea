import { Form } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/Button";
import { periodLabel } from "~/utils/fee-periods";
import { useLanguage, useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";

type Invoice = { id: number; period: string; amount: number; paid: number; owed: number; dueDate: string; state: "open" | "settled" | "voided" };
type Payment = { id: number; receipt: string; channel: "stk" | "paybill" | "cash"; amount: number; paidAt: string };

type FeeStatementData = {
  season: number;
  children: Array<{ id: number; name: string; account: string; invoices: Invoice[]; invoiced: number; paid: number; owed: number }>;
  payments: Payment[];
  totals: { invoiced: number; paid: number; owed: number; credit: number };
  seasons: number[];
};

const cell = "border-b border-slate-200 px-2 py-1 text-left";
const num = "border-b border-slate-200 px-2 py-1 text-right tabular-nums";

/**
 * A family's fees for one season: each child's invoices (amount, paid, owed), the payments received,
 * and the family's totals. The guardian's page and the treasurer's show the same; it prints on one A4
 * page (the print rules in tailwind.css keep only the element marked data-print-only).
 */
export function FeeStatement({
  statement,
  familyName,
  receiptHref,
  inAdmin = false,
}: {
  statement: FeeStatementData;
  familyName: string;
  receiptHref: (id: number) => string;
  /** Under the admin area's own h1: the statement's headings go one level down. */
  inAdmin?: boolean;
}) {
  const [Title, Section] = inAdmin ? (["h2", "h3"] as const) : (["h1", "h2"] as const);
  const t = useT("family");
  const language = useLanguage();
  const { kes, longDate } = useFormat();
  return (
    <article data-print-only="" aria-labelledby="statement-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="fee-statement">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Title id="statement-heading" className="text-2xl font-extrabold tracking-tight">
          {t("fees.statement.heading", { season: statement.season })}
        </Title>
        <p className="text-slate-700">{familyName}</p>
      </div>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2" data-print-hide="">
        <div>
          <label htmlFor="statement-season" className="text-sm font-semibold">
            {t("fees.statement.season")}
          </label>
          <select id="statement-season" name="season" defaultValue={statement.season} className="mt-1 block min-h-10 rounded-md border border-slate-300 bg-white px-3">
            {[...new Set([statement.season, ...statement.seasons])].sort((a, b) => b - a).map((season) => (
              <option key={season} value={season}>
                {season}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses("outline")}>
          {t("fees.statement.show")}
        </button>
        <p className="text-sm text-slate-600">{t("fees.statement.printHint")}</p>
      </Form>

      {statement.children.length === 0 ? <p className="mt-4">{t("fees.statement.none", { season: statement.season })}</p> : null}
      {statement.children.map((child) => (
        <section key={child.id} aria-labelledby={`statement-child-${child.id}`} className="mt-5 break-inside-avoid">
          <Section id={`statement-child-${child.id}`} className="text-lg font-bold">
            {child.name} <span className="font-mono text-sm font-normal text-slate-600">({t("fees.invoice.accountShort", { account: child.account })})</span>
          </Section>
          <table className="mt-1 w-full border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className={cell}>{t("fees.statement.period")}</th>
                <th scope="col" className={cell}>{t("fees.invoice.due")}</th>
                <th scope="col" className={num}>{t("fees.invoice.amount")}</th>
                <th scope="col" className={num}>{t("fees.invoice.paid")}</th>
                <th scope="col" className={num}>{t("fees.invoice.owed")}</th>
              </tr>
            </thead>
            <tbody>
              {child.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td className={cell}>
                    {periodLabel(invoice.period, language)}
                    {invoice.state === "voided" ? <span className="text-slate-600"> ({t("fees.statement.voided")})</span> : null}
                  </td>
                  <td className={cell}>{longDate(invoice.dueDate)}</td>
                  <td className={num}>{kes(invoice.amount)}</td>
                  <td className={num}>{kes(invoice.paid)}</td>
                  <td className={num}>{kes(invoice.owed)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" colSpan={2} className={cell}>{t("fees.statement.childTotal", { name: child.name })}</th>
                <td className={num}>{kes(child.invoiced)}</td>
                <td className={num}>{kes(child.paid)}</td>
                <td className={num}>{kes(child.owed)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      ))}

      <section aria-labelledby="statement-payments" className="mt-5 break-inside-avoid">
        <Section id="statement-payments" className="text-lg font-bold">
          {t("fees.statement.payments")}
        </Section>
        {statement.payments.length ? (
          <table className="mt-1 w-full border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className={cell}>{t("fees.receipt.date")}</th>
                <th scope="col" className={cell}>{t("fees.receipt.method")}</th>
                <th scope="col" className={cell}>{t("fees.statement.receipt")}</th>
                <th scope="col" className={num}>{t("fees.receipt.amount")}</th>
              </tr>
            </thead>
            <tbody>
              {statement.payments.map((payment) => (
                <tr key={payment.id}>
                  <td className={cell}>{longDate(payment.paidAt)}</td>
                  <td className={cell}>{t(`fees.channels.${payment.channel}`)}</td>
                  <td className={`${cell} font-mono`}>
                    <a href={receiptHref(payment.id)} className="underline">
                      {payment.receipt}
                    </a>
                  </td>
                  <td className={num}>{kes(payment.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-1">{t("fees.statement.noPayments")}</p>
        )}
      </section>

      <section aria-labelledby="statement-totals" className="mt-5 break-inside-avoid">
        <Section id="statement-totals" className="text-lg font-bold">
          {t("fees.statement.totals")}
        </Section>
        <dl className="mt-1 grid max-w-md grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt>{t("fees.statement.invoiced")}</dt>
          <dd className="text-right tabular-nums">{kes(statement.totals.invoiced)}</dd>
          <dt>{t("fees.invoice.paid")}</dt>
          <dd className="text-right tabular-nums">{kes(statement.totals.paid)}</dd>
          <dt>{t("fees.statement.credit")}</dt>
          <dd className="text-right tabular-nums">{kes(statement.totals.credit)}</dd>
          <dt className="font-bold">{t("fees.statement.balance")}</dt>
          <dd className="text-right font-bold tabular-nums" data-testid="statement-balance">
            {kes(statement.totals.owed)}
          </dd>
        </dl>
      </section>
    </article>
  );
}
