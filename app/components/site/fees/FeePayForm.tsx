import { Form, useLocation } from "@remix-run/react";
import { ErrorList } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { replyErrors, replyValue, type FormReply } from "~/utils/form-reply";
import { useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";

/** The intent of the fee payment form, on the pay page and the family page. */
export const FEE_PAY_INTENT = "fee-pay";

/**
 * "Pay with M-Pesa" for one invoice: the phone to prompt and the amount (all that is owed unless the
 * payer types a part). A native form: the server checks everything and answers with the page again.
 */
export function FeePayForm({
  action,
  invoiceId,
  owed,
  minimum,
  phone,
  reply,
}: {
  /** Where it posts (default: this page's own address, its key included). */
  action?: string;
  /** Sent with the form on the family page (the pay page has the invoice in its address). */
  invoiceId?: number;
  owed: number;
  minimum: number;
  phone: string;
  reply?: FormReply;
}) {
  const t = useT("family");
  const { kes } = useFormat();
  const { pathname, search } = useLocation();
  // On the family page one reply belongs to one invoice's form.
  const mine = reply && (invoiceId === undefined || replyValue(reply, "invoiceId") === String(invoiceId)) ? reply : undefined;
  const suffix = invoiceId ?? "page";
  const phoneErrors = replyErrors(mine, "phone");
  const amountErrors = replyErrors(mine, "amount");
  const formErrors = replyErrors(mine, "");
  return (
    <Form method="post" action={action ?? `${pathname}${search}`} className="mt-3 grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start" noValidate>
      <input type="hidden" name="intent" value={FEE_PAY_INTENT} />
      {invoiceId !== undefined ? <input type="hidden" name="invoiceId" value={invoiceId} /> : null}
      <div>
        <label htmlFor={`fee-phone-${suffix}`} className="text-sm font-semibold text-slate-800">
          {t("fees.pay.phone")}
        </label>
        <input
          id={`fee-phone-${suffix}`}
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          defaultValue={replyValue(mine, "phone") ?? phone}
          aria-invalid={phoneErrors ? true : undefined}
          aria-describedby={phoneErrors ? `fee-phone-${suffix}-error` : undefined}
          className="mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2"
        />
        <ErrorList id={`fee-phone-${suffix}-error`} errors={phoneErrors} />
      </div>
      <div>
        <label htmlFor={`fee-amount-${suffix}`} className="text-sm font-semibold text-slate-800">
          {t("fees.pay.amount")}
        </label>
        <input
          id={`fee-amount-${suffix}`}
          name="amount"
          inputMode="numeric"
          defaultValue={replyValue(mine, "amount") ?? String(owed)}
          aria-invalid={amountErrors ? true : undefined}
          aria-describedby={`fee-amount-${suffix}-hint${amountErrors ? ` fee-amount-${suffix}-error` : ""}`}
          className="mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2"
        />
        <ErrorList id={`fee-amount-${suffix}-error`} errors={amountErrors} />
      </div>
      <div className="sm:pt-6">
        <StatusButton type="submit" pendingLabel={t("fees.pay.sending")}>
          {t("fees.pay.submit")}
        </StatusButton>
      </div>
      <p id={`fee-amount-${suffix}-hint`} className="text-sm text-slate-600 sm:col-span-3">
        {t("fees.pay.amountHint", { owed: kes(owed), minimum: kes(minimum) })}
      </p>
      <div className="sm:col-span-3">
        <ErrorList errors={formErrors} />
      </div>
    </Form>
  );
}

/** How to pay from the phone's own M-Pesa menu: the Paybill, the child's account number. */
export function PaybillInstructions({ paybill, account }: { paybill: string | null; account: string }) {
  const t = useT("family");
  return (
    <section aria-labelledby="paybill-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="paybill-heading" className="text-xl font-bold">
        {t("fees.paybill.heading")}
      </h2>
      {paybill ? (
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800">
          <li>{t("fees.paybill.menu")}</li>
          <li>{t("fees.paybill.business", { paybill })}</li>
          <li>
            {t("fees.paybill.account")} <strong className="font-mono text-lg">{account}</strong>
          </li>
          <li>{t("fees.paybill.amount")}</li>
        </ol>
      ) : (
        <p className="mt-2 text-slate-800">{t("fees.paybill.office", { account })}</p>
      )}
    </section>
  );
}
