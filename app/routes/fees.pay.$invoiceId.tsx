// An invoice's payment page, opened by the "Pay with M-Pesa" link of the invoice e-mail (/fees/pay/<id>?t=<key>,
// app/models/fees/pay-links.server.ts). No sign-in: the key opens this one invoice and nothing else (a
// wrong or missing key is 404 and shows nothing), so the page names the child by first name only. It shows
// the sums, the account number and the Paybill steps, and "Pay with M-Pesa" (all that is owed, or a part);
// while the prompt waits it reloads itself without JavaScript, and shows the receipt once paid.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeePayForm, PaybillInstructions } from "~/components/site/fees/FeePayForm";
import { FeeReceiptLines } from "~/components/site/fees/FeeReceipt";
import { MpesaPayment, refreshWhilePending } from "~/components/site/payments/MpesaPayment";
import { club } from "~/config/club";
import { FEE_PAY_MESSAGES } from "~/config/fees";
import { LINK_TOKEN_PARAM } from "~/config/secret-links";
import { invoicePayView, startInvoicePayment, type InvoicePayView } from "~/models/fees/paying.server";
import { payKeyOpens } from "~/models/fees/pay-links.server";
import { feePayFormSchema } from "~/schemas/fees-paying";
import { replyToForm } from "~/services/form-reply.server";
import { useFormReply } from "~/utils/form-reply";
import { parseForm, readFormData } from "~/utils/form.server";
import { periodLabel } from "~/utils/fee-periods";
import { metaTranslator, useLanguage, useT } from "~/utils/i18n";
import { parseId } from "~/utils/ids";
import { useFormat } from "~/utils/use-format";

export const meta: MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches, "family")("fees.pay.title", { club: club.shortName }) },
  { name: "robots", content: "noindex" },
];

/** Still waiting: the prompt's answer, or the ledger's record of a paid one (its receipt). */
const waiting = (view: InvoicePayView) => view.payment?.status === "pending" || (view.payment?.status === "paid" && !view.receipt);

export const handle = {
  ...refreshWhilePending((loaded) => waiting((loaded as { view: InvoicePayView }).view)),
  i18n: ["family", "payments", "messages/common", "messages/payments", "messages/family"],
};

/** The invoice of the address when the link's key opens it; else 404, the same for every wrong key or id. */
function openedInvoice(request: Request, raw: string | undefined): number {
  const invoiceId = parseId(raw);
  const key = new URL(request.url).searchParams.get(LINK_TOKEN_PARAM) ?? "";
  if (!invoiceId || !payKeyOpens(invoiceId, key)) throw new Response(FEE_PAY_MESSAGES.invoiceNotFound, { status: 404 });
  return invoiceId;
}

export function loader({ request, params }: LoaderFunctionArgs) {
  const view = invoicePayView(openedInvoice(request, params.invoiceId));
  if (!view) throw new Response(FEE_PAY_MESSAGES.invoiceNotFound, { status: 404 });
  return data({ view });
}

/** "Pay with M-Pesa": prompts the phone, then this page again with the payment's state. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const intent = "fee-pay";
  const invoiceId = openedInvoice(request, params.invoiceId);
  const submission = parseForm(await readFormData(request), feePayFormSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent, submission });
  const started = await startInvoicePayment(invoiceId, submission.value.phone, submission.value.amount, { clientIp: context.clientIp ?? "unknown" });
  if (!started.ok) return replyToForm(request, context, { intent, submission, failure: started });
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`);
}

export default function FeePayPage() {
  const { view } = useLoaderData<typeof loader>();
  const t = useT("family");
  const language = useLanguage();
  const { kes, longDate } = useFormat();
  const reply = useFormReply("fee-pay");
  const period = periodLabel(view.period, language);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight">{t("fees.pay.heading", { name: view.childFirstName, period })}</h1>
        </header>
        <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="fee-invoice">
          <dt className="text-slate-600">{t("fees.invoice.amount")}</dt>
          <dd className="text-right font-semibold">{kes(view.amount)}</dd>
          <dt className="text-slate-600">{t("fees.invoice.paid")}</dt>
          <dd className="text-right font-semibold" data-testid="fee-paid">
            {kes(view.paid)}
          </dd>
          <dt className="text-slate-600">{t("fees.invoice.owed")}</dt>
          <dd className="text-right text-lg font-bold" data-testid="fee-owed">
            {kes(view.owed)}
          </dd>
          <dt className="text-slate-600">{t("fees.invoice.due")}</dt>
          <dd className="text-right">{longDate(view.dueDate)}</dd>
          <dt className="text-slate-600">{t("fees.invoice.account")}</dt>
          <dd className="text-right font-mono font-semibold">{view.account}</dd>
        </dl>
        {view.payments.length > 0 ? (
          <section aria-labelledby="payments-heading" className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 id="payments-heading" className="font-bold">
              {t("fees.pay.paymentsHeading")}
            </h2>
            <ul className="mt-3 divide-y divide-slate-100" data-testid="fee-payments">
              {view.payments.map((payment) => (
                <li key={`${payment.channel}-${payment.receipt}`} className="flex flex-wrap justify-between gap-x-4 py-2">
                  <span>
                    {t(`fees.pay.channel.${payment.channel}`)} <span className="font-mono font-semibold">{payment.receipt}</span>, {longDate(payment.paidAt)}
                  </span>
                  <span className="font-semibold">{kes(payment.amount)}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {view.state !== "open" ? (
          <p role="status" className="mt-6 rounded-xl border border-green-200 bg-white p-6 text-center font-semibold" data-testid="fee-state">
            {t(view.state === "settled" ? "fees.pay.settled" : "fees.pay.voided")}
          </p>
        ) : null}
        <MpesaPayment payment={view.payment} canPay={false} phone="" payLater={{ label: t("fees.paybill.heading"), href: "#paybill-heading" }} />
        {view.receipt ? (
          <section aria-labelledby="receipt-heading" className="mt-6 rounded-xl border border-green-200 bg-white p-6 shadow-sm" data-testid="fee-receipt">
            <h2 id="receipt-heading" className="text-xl font-bold">
              {t("fees.receipt.heading")}
            </h2>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2">
              <dt className="text-slate-600">{t("fees.receipt.mpesa")}</dt>
              <dd className="text-right font-mono font-semibold">{view.receipt.receipt}</dd>
              <dt className="text-slate-600">{t("fees.receipt.amount")}</dt>
              <dd className="text-right font-semibold">{kes(view.receipt.amount)}</dd>
              <dt className="text-slate-600">{t("fees.receipt.date")}</dt>
              <dd className="text-right">{longDate(view.receipt.paidAt)}</dd>
            </dl>
            <FeeReceiptLines lines={view.receipt.lines} />
          </section>
        ) : null}
        {view.canPay ? (
          <section aria-labelledby="fee-pay-heading" className="mt-6 rounded-xl border border-green-200 bg-green-50 p-6">
            <h2 id="fee-pay-heading" className="text-xl font-bold">
              {t("fees.pay.formHeading")}
            </h2>
            <p className="mt-1 text-slate-700">{t("fees.pay.intro")}</p>
            <FeePayForm owed={view.owed} minimum={view.minimum} phone="" reply={reply} />
          </section>
        ) : null}
        {view.state === "open" ? <PaybillInstructions paybill={view.paybill} account={view.account} /> : null}
      </div>
    </div>
  );
}
