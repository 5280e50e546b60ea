import { Form, useLocation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { buttonClasses } from "~/components/ui/Button";
import { ErrorList } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import type { NextStep } from "~/config/mpesa";
import { replyErrors, replyValue, type FormReply } from "~/utils/form-reply";
import { useMessage, useT } from "~/utils/i18n";
import type { PaymentStatus } from "~/utils/mpesa";

export type MpesaPaymentState = {
  status: PaymentStatus;
  message: string;
  nextSteps: NextStep[];
  receipt: string | null;
};

/** How often a waiting page asks again: with JavaScript its loader data, without it the whole page. */
export const MPESA_REFRESH_SECONDS = 5;
const POLL_MS = 3000;

/**
 * The route `handle` of a page showing a payment: while a prompt waits for the PIN, the page reloads
 * itself when scripts do not run (root renders the refresh inside <noscript>); with them it polls.
 */
export const refreshWhilePending = (waiting: (data: unknown) => boolean) => ({
  refreshWithoutScript: (data: unknown) => (data && waiting(data) ? MPESA_REFRESH_SECONDS : null),
});

/** While the payment waits, asks the route's loader again every few seconds; stops once it settles. */
function usePollWhilePending(pending: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (state === "idle") revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pending, revalidate, state]);
}

/**
 * "Pay now with M-Pesa" on the order page and the membership's payment page: the phone form
 * (prefilled), then the payment's state. While the payer has not answered the prompt, the page reloads
 * itself without JavaScript (see refreshWhilePending) or polls with it, and offers a "Check payment
 * status" link either way.
 */
export function MpesaPayment({
  payment,
  canPay,
  phone,
  reply,
  payLater,
}: {
  payment: MpesaPaymentState | null;
  /** A payment may be started now (pending, M-Pesa configured, no prompt waiting). */
  canPay: boolean;
  phone: string;
  reply?: FormReply;
  /** The other way to pay, offered after a failure: on delivery for an order (by default), at the office for a membership. */
  payLater?: { label: string; href: string };
}) {
  const t = useT("payments");
  const message = useMessage();
  const otherWay = payLater ?? { label: t("mpesa.payOnDelivery"), href: "#pay-heading" };
  usePollWhilePending(payment?.status === "pending");
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const phoneErrors = replyErrors(reply, "phone");
  const formErrors = replyErrors(reply, "");
  if (!payment && !canPay) return null;
  return (
    <section aria-labelledby="mpesa-heading" className="mt-6 rounded-xl border border-green-200 bg-green-50 p-6">
      <h2 id="mpesa-heading" className="text-xl font-bold">
        {t(payment?.status === "paid" ? "mpesa.paidHeading" : "mpesa.heading")}
      </h2>
      {payment ? (
        <div role="status" className="mt-2" data-payment-status={payment.status}>
          <p className="font-semibold text-slate-800">{message(payment.message)}</p>
          {payment.nextSteps.includes("check-status") ? (
            <p className="mt-3">
              <a href={here} className={buttonClasses("outline")}>
                {t("mpesa.checkStatus")}
              </a>
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-2 text-slate-700">{t("mpesa.intro")}</p>
      )}
      {canPay ? (
        <Form method="post" action={here} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <input type="hidden" name="intent" value="mpesa" />
          <div className="flex-1">
            <label htmlFor="mpesa-phone" className="text-sm font-semibold text-slate-800">
              {t("mpesa.phone")}
            </label>
            <input
              id="mpesa-phone"
              name="phone"
              type="tel"
              required
              autoComplete="tel"
              defaultValue={replyValue(reply, "phone") ?? phone}
              aria-invalid={phoneErrors ? true : undefined}
              aria-describedby={phoneErrors ? "mpesa-phone-error" : undefined}
              className="mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2"
            />
            <ErrorList id="mpesa-phone-error" errors={phoneErrors} />
          </div>
          <StatusButton type="submit" pendingLabel={t("mpesa.sending")}>
            {payment ? t("mpesa.tryAgain") : t("mpesa.payNow")}
          </StatusButton>
        </Form>
      ) : null}
      <ErrorList errors={formErrors} />
      {payment?.nextSteps.includes("pay-on-delivery") ? (
        <p className="mt-3">
          <a href={otherWay.href} className="font-semibold text-orange-800 underline">
            {otherWay.label}
          </a>
        </p>
      ) : null}
    </section>
  );
}
