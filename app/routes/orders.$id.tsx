import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MpesaPayment, refreshWhilePending } from "~/components/site/payments/MpesaPayment";
import { ProductImage } from "~/components/site/shop/ProductImage";
import { useSizeLabel } from "~/components/site/shop/sizes";
import { buttonClasses } from "~/components/ui/Button";
import { Badge } from "~/components/ui/Badge";
import { Icon } from "~/components/ui/Icon";
import { club } from "~/config/club";
import { ORDER_STATUS_TEXT, PAYING_WITH_MPESA_TEXT } from "~/config/shop";
import { getOrderForCustomer, paymentInstructions } from "~/models/shop/checkout.server";
import { linesIn } from "~/models/shop/catalogue.server";
import { languageOfRequest } from "~/services/language.server";
import { orderPaymentStatus, startOrderPayment } from "~/models/payments/mpesa.server";
import { orderPayFormSchema } from "~/schemas/mpesa";
import { replyToForm } from "~/services/form-reply.server";
import { useFormReply } from "~/utils/form-reply";
import { parseForm, readFormData } from "~/utils/form.server";
import { metaTranslator, useMessage, useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import { LINK_TOKEN_PARAM } from "~/config/secret-links";

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const t = metaTranslator(matches, "shop");
  return [
    { title: loaded ? t("meta.orderTitle", { id: loaded.order.id, club: club.shortName }) : t("meta.orderNotFound", { club: club.shortName }) },
    { name: "robots", content: "noindex" },
  ];
};

export const handle = {
  // While an M-Pesa prompt waits for the customer's PIN the page checks again by itself.
  ...refreshWhilePending((loaded) => (loaded as { mpesa: { payment: { status: string } | null } }).mpesa.payment?.status === "pending"),
  // The status, payment and error texts are English messages, shown translated.
  i18n: ["shop", "payments", "messages/common", "messages/shop", "messages/payments"],
};

/** The customer's order confirmation: readable only with the secret token of its link (`?t=`). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  const token = new URL(request.url).searchParams.get(LINK_TOKEN_PARAM) ?? "";
  const found = Number.isSafeInteger(id) && id > 0 && token.length <= 200 ? getOrderForCustomer(id, token) : null;
  if (!found) throw new Response("Order not found", { status: 404 });
  const { order } = found;
  const lines = linesIn(found.lines, languageOfRequest(request));
  const mpesa = orderPaymentStatus(id, token);
  // While a prompt waits for the PIN the customer is paying now: not "please pay on delivery".
  const payingNow = order.status === "pending" && mpesa.ok && mpesa.payment?.status === "pending";
  return data({
    order: {
      id: order.id,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      shippingAddress: order.shippingAddress,
      totalAmount: order.totalAmount,
      status: order.status,
      createdAt: order.createdAt,
      confirmationMailed: order.confirmationMailed,
    },
    lines,
    payment: paymentInstructions(),
    statusText: payingNow ? PAYING_WITH_MPESA_TEXT : ORDER_STATUS_TEXT[order.status],
    payingNow,
    mpesa: mpesa.ok ? { payment: mpesa.payment, canPay: mpesa.canPay } : { payment: null, canPay: false },
  });
}

/** "Pay now with M-Pesa": prompts the phone, then shows this page again with the payment's state. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const intent = "mpesa";
  const url = new URL(request.url);
  const submission = parseForm(await readFormData(request), orderPayFormSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent, submission });
  const started = await startOrderPayment(Number(params.id), url.searchParams.get(LINK_TOKEN_PARAM) ?? "", submission.value.phone, {
    clientIp: context.clientIp ?? "unknown",
  });
  if (!started.ok) return replyToForm(request, context, { intent, submission, failure: started });
  return redirect(`${url.pathname}${url.search}`);
}

export default function OrderPage() {
  const { order, lines, payment, statusText, mpesa, payingNow } = useLoaderData<typeof loader>();
  const reply = useFormReply("mpesa");
  const t = useT("shop");
  const message = useMessage();
  const { kes, dateTime } = useFormat();
  const sizeLabel = useSizeLabel();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <Icon name="circle-check" className="mx-auto size-12 text-green-700" />
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{t("order.title", { id: order.id })}</h1>
          <p className="mt-2 text-slate-600">
            {t("order.thanks", { name: order.customerName, date: dateTime(order.createdAt) })}{" "}
            {order.confirmationMailed ? t("order.mailed", { email: order.customerEmail }) : t("order.notMailed")}
          </p>
          <p className="mt-3">
            <Badge variant={order.status === "cancelled" ? "destructive" : "success"} className="capitalize">
              {t(`status.${order.status}`)}
            </Badge>
          </p>
          <p className="mt-2 text-slate-700">{message(statusText)}</p>
        </header>

        <section aria-labelledby="items-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="items-heading" className="text-xl font-bold">
            {t("order.whatYouOrdered")}
          </h2>
          <ul className="mt-4 divide-y divide-slate-200">
            {lines.map((line) => (
              <li key={line.id} className="flex items-center gap-4 py-3">
                <div className="w-16 shrink-0">
                  <ProductImage src={line.image ?? undefined} alt="" sizes="64px" className="rounded-md" />
                </div>
                <div className="flex-1">
                  <p className="font-semibold">{line.name}</p>
                  <p className="text-sm text-slate-600">
                    {[line.size ? t("order.size", { size: sizeLabel(line.size) }) : null, line.color ? t("order.colour", { colour: line.color }) : null]
                      .filter(Boolean)
                      .join(", ")}
                    {line.size || line.color ? " · " : ""}
                    {line.quantity} × {kes(line.unitPrice)}
                  </p>
                </div>
                <p className="font-bold whitespace-nowrap">{kes(line.quantity * line.unitPrice)}</p>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-slate-200 pt-4 text-lg">
            <span>{t("order.total")}</span>
            <strong>{kes(order.totalAmount)}</strong>
          </p>
        </section>

        <MpesaPayment payment={mpesa.payment} canPay={mpesa.canPay} phone={order.customerPhone ?? ""} reply={reply} />

        {/* Only an order still to be paid needs the instructions (a paid one shows its receipt above);
            not while its M-Pesa prompt waits for the PIN (they come back if that payment fails). */}
        {order.status === "pending" && !payingNow ? (
          <section aria-labelledby="pay-heading" className="mt-6 rounded-xl border border-orange-200 bg-orange-50 p-6">
            <h2 id="pay-heading" className="text-xl font-bold">
              {t("order.howToPay")}
            </h2>
            <p className="mt-2 text-slate-700">{message(payment)}</p>
            <p className="mt-2 text-slate-700">{t("order.office", { address: club.address, phone: club.phone, id: order.id })}</p>
          </section>
        ) : null}

        <section aria-labelledby="delivery-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="delivery-heading" className="text-xl font-bold">
            {t("order.delivery")}
          </h2>
          <p className="mt-2 whitespace-pre-line text-slate-700">{order.shippingAddress}</p>
          {order.customerPhone ? <p className="mt-1 text-slate-700">{t("order.phone", { phone: order.customerPhone })}</p> : null}
        </section>

        <p className="mt-8 text-center">
          <Link to="/shop" className={buttonClasses("default", "lg")}>
            {t("order.continueShopping")}
          </Link>
        </p>
      </div>
    </div>
  );
}
