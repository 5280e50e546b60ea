import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { useRef } from "react";
import { firstErrorField, replyErrors, replyValue, useFocusOnFirstError, type FormReply } from "~/utils/form-reply";
import { useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";

/** The checkout fields in the page's order (the first one with a mistake gets the focus). */
const CHECKOUT_FIELDS = ["name", "email", "phone", "address", "payment"] as const;

/**
 * The cart's total and the checkout form (no JavaScript needed). It is checked on the server only: a
 * refused checkout comes back as the form's reply, read with replyErrors/replyValue, so this public
 * page loads no form library.
 */
export function OrderSummary({
  total,
  shownTotal = total,
  reply,
  mpesa = false,
}: {
  total: number;
  /** The total as the lines show it while a quantity change is on its way (the form still posts `total`). */
  shownTotal?: number;
  reply?: FormReply;
  mpesa?: boolean;
}) {
  const t = useT("shop");
  const { kes } = useFormat();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnFirstError(formRef, reply);
  // Without JavaScript the page comes back with the focus (and the view) on the first field to correct.
  const firstError = firstErrorField(reply, CHECKOUT_FIELDS);
  const field = (
    name: "name" | "email" | "phone",
    label: string,
    props: { type?: string; autoComplete: string; hint?: string },
  ) => {
    const id = `checkout-${name}`;
    const errors = replyErrors(reply, name);
    return (
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label} *
        </label>
        <input
          id={id}
          name={name}
          type={props.type ?? "text"}
          required
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the page that answers a refused post without JavaScript: the focus goes to the mistake
          autoFocus={firstError === name}
          autoComplete={props.autoComplete}
          defaultValue={replyValue(reply, name)}
          aria-invalid={errors ? true : undefined}
          aria-describedby={[errors ? `${id}-error` : null, props.hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined}
          className="mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2"
        />
        <ErrorList id={`${id}-error`} errors={errors} />
        {props.hint ? (
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {props.hint}
          </p>
        ) : null}
      </div>
    );
  };
  const addressErrors = replyErrors(reply, "address");
  return (
    <section aria-labelledby="summary-heading" className="self-start rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="summary-heading" className="text-xl font-bold">
        {t("summary.title")}
      </h2>
      <p className="mt-4 flex items-baseline justify-between border-b border-slate-200 pb-4 text-lg">
        <span>{t("summary.total")}</span>
        <strong data-testid="cart-total">{kes(shownTotal)}</strong>
      </p>
      <Form ref={formRef} method="post" action="/cart" className="mt-4 flex flex-col gap-4" noValidate>
        <input type="hidden" name="intent" value="checkout" />
        <input type="hidden" name="amount" value={total} />
        {field("name", t("summary.name"), { autoComplete: "name" })}
        {field("email", t("summary.email"), { type: "email", autoComplete: "email" })}
        {field("phone", t("summary.phone"), { type: "tel", autoComplete: "tel", hint: t(mpesa ? "summary.phoneHintMpesa" : "summary.phoneHint") })}
        <div>
          <label htmlFor="checkout-address" className="text-sm font-semibold text-slate-800">
            {t("summary.address")} *
          </label>
          <textarea
            id="checkout-address"
            name="address"
            required
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the page that answers a refused post without JavaScript: the focus goes to the mistake
            autoFocus={firstError === "address"}
            rows={3}
            autoComplete="street-address"
            defaultValue={replyValue(reply, "address")}
            aria-invalid={addressErrors ? true : undefined}
            aria-describedby={addressErrors ? "checkout-address-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
          />
          <ErrorList id="checkout-address-error" errors={addressErrors} />
        </div>
        {mpesa ? (
          <PaymentChoice reply={reply} />
        ) : (
          <p className="rounded-md bg-orange-50 p-3 text-sm text-slate-700">
            {t("summary.payOnDeliveryOnly")}
          </p>
        )}
        <StatusButton type="submit" size="lg" pendingLabel={t("summary.processing")}>
          {t("summary.placeOrder")}
        </StatusButton>
      </Form>
    </section>
  );
}

/** Pay now with M-Pesa (a prompt on the phone above) or on delivery: radio buttons, no JavaScript needed. */
function PaymentChoice({ reply }: { reply?: FormReply }) {
  const t = useT("shop");
  const chosen = replyValue(reply, "payment") ?? "delivery";
  const errors = replyErrors(reply, "payment");
  const option = (value: "mpesa" | "delivery", label: string, hint: string) => (
    <label className="flex gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-club-orange has-[:checked]:bg-orange-50">
      <input type="radio" name="payment" value={value} defaultChecked={chosen === value} className="mt-1 size-4 accent-club-orange-dark" />
      <span>
        <span className="block font-semibold">{label}</span>
        <span className="block text-sm text-slate-700">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset aria-describedby={errors ? "checkout-payment-error" : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{t("summary.howToPay")}</legend>
      <div className="mt-2 flex flex-col gap-2">
        {option("mpesa", t("summary.payNow"), t("summary.payNowHint"))}
        {option("delivery", t("summary.payOnDelivery"), t("summary.payOnDeliveryHint"))}
      </div>
      <ErrorList id="checkout-payment-error" errors={errors} />
    </fieldset>
  );
}
