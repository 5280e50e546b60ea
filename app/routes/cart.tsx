// The cart (public, private to its visitor): its lines, their quantities, and checkout. The shop's
// Add to Cart forms post here too. Every form works without JavaScript (the action redirects, or shows
// this page again with the form's reply); each intent has its own action below.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import CheckCircle2 from "lucide-react/dist/esm/icons/circle-check.js";
import ShoppingBag from "lucide-react/dist/esm/icons/shopping-bag.js";
import { useEffect } from "react";
import { CartLineItem } from "~/components/site/shop/CartLineItem";
import { OrderSummary } from "~/components/site/shop/OrderSummary";
import { buttonClasses } from "~/components/ui/Button";
import { club } from "~/config/club";
import { addToCart, cartTotal, getCart, removeCartLine, updateCartLine } from "~/models/shop/carts.server";
import { orderPath, placeConfirmedOrder } from "~/models/shop/checkout.server";
import { mpesaAvailable, placeOrderPayingNow } from "~/models/payments/mpesa.server";
import { SHOP_MESSAGES, SHOP_TOASTS } from "~/config/shop";
import {
  addToCartFormSchema,
  checkoutFormSchema,
  removeCartLineFormSchema,
  updateCartLineFormSchema,
} from "~/services/shop-schemas.server";
import { safeRedirect } from "~/services/auth.server";
import { cartForAdding, orderOrigin, PRIVATE_HEADERS, readCartId } from "~/services/cart.server";
import { replyToForm } from "~/services/form-reply.server";
import { isNativeFormPost, redirectWithError, redirectWithSuccess } from "~/services/toast.server";
import { parseForm, readFormData } from "~/utils/form.server";
import { useFormReply } from "~/utils/form-reply";
import { metaTranslator, useT } from "~/utils/i18n";
import type { Failure } from "~/utils/result";

// The checkout form's errors are English messages, shown translated.
export const handle = { i18n: ["shop", "messages/common", "messages/shop", "messages/payments"] };

export const meta: MetaFunction = ({ matches }) => [{ title: metaTranslator(matches, "shop")("meta.cartTitle", { club: club.shortName }) }];

export async function loader({ request }: LoaderFunctionArgs) {
  const lines = getCart(await readCartId(request));
  // Pay now with M-Pesa is offered only when it is configured; otherwise checkout is pay on delivery alone.
  return data({ lines, total: cartTotal(lines), mpesa: mpesaAvailable() }, { headers: PRIVATE_HEADERS });
}

type CartActionArgs = { request: Request; context: AppLoadContext; formData: FormData };

export async function action({ request, context }: ActionFunctionArgs) {
  const args = { request, context, formData: await readFormData(request) };
  switch (args.formData.get("intent")) {
    case "add":
      return addAction(args);
    case "update":
      return updateAction(args);
    case "remove":
      return removeAction(args);
    case "checkout":
      return checkoutAction(args);
    default:
      return replyToForm(request, context, {
        intent: null,
        status: 400,
        toast: { title: "Error", description: "Unknown action." },
        headers: PRIVATE_HEADERS,
      });
  }
}

/** Add to Cart (from /shop and the product pages): back to that page without JavaScript. */
async function addAction({ request, context, formData }: CartActionArgs) {
  const intent = "add";
  const submission = parseForm(formData, addToCartFormSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent, submission, toast: SHOP_TOASTS.addFailed, headers: PRIVATE_HEADERS });
  }
  const { cartId, setCookie } = await cartForAdding(request);
  const added = addToCart(cartId, submission.value);
  if (!added.ok) {
    const toast = { title: SHOP_TOASTS.addFailed.title, description: `${SHOP_TOASTS.addFailed.description} ${added.message}` };
    return replyToForm(request, context, { intent, submission, failure: added, toast, headers: PRIVATE_HEADERS });
  }
  if (isNativeFormPost(request)) {
    const back = safeRedirect(submission.value.redirectTo, "/shop");
    return redirectWithSuccess(back, SHOP_TOASTS.added, { headers: { "Set-Cookie": setCookie } });
  }
  return replyToForm(request, context, {
    intent,
    submission,
    resetForm: true,
    toast: SHOP_TOASTS.added,
    headers: [...Object.entries(PRIVATE_HEADERS), ["Set-Cookie", setCookie]],
  });
}

/** A line's change refused: its message, titled by why. */
const lineChangeRefused = (failure: Failure) => ({
  title: failure.reason === "conflict" ? "Not Enough Stock" : "Error",
  description: failure.message,
});

const lineNotFound: Failure<"not-found"> = { ok: false, reason: "not-found", message: SHOP_MESSAGES.lineNotFound };

/** The − and + buttons of a line. */
async function updateAction({ request, context, formData }: CartActionArgs) {
  const intent = "update";
  const submission = parseForm(formData, updateCartLineFormSchema);
  if (submission.status !== "success") {
    const toast = { title: "Error", description: submission.error?.quantity?.[0] ?? SHOP_MESSAGES.lineNotFound };
    return replyToForm(request, context, { intent, submission, toast, headers: PRIVATE_HEADERS });
  }
  const cartId = await readCartId(request);
  const updated = cartId ? updateCartLine(cartId, submission.value.lineId, submission.value.quantity) : lineNotFound;
  if (!updated.ok) {
    return replyToForm(request, context, { intent, submission, failure: updated, toast: lineChangeRefused(updated), headers: PRIVATE_HEADERS });
  }
  if (isNativeFormPost(request)) return redirect("/cart");
  return replyToForm(request, context, { intent, submission, resetForm: true, headers: PRIVATE_HEADERS });
}

/** A line's Remove button. */
async function removeAction({ request, context, formData }: CartActionArgs) {
  const intent = "remove";
  const submission = parseForm(formData, removeCartLineFormSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent, submission, toast: lineChangeRefused(lineNotFound), headers: PRIVATE_HEADERS });
  }
  const cartId = await readCartId(request);
  const removed = cartId ? removeCartLine(cartId, submission.value.lineId) : lineNotFound;
  if (!removed.ok) {
    return replyToForm(request, context, { intent, submission, failure: removed, toast: lineChangeRefused(removed), headers: PRIVATE_HEADERS });
  }
  if (isNativeFormPost(request)) return redirectWithSuccess("/cart", SHOP_TOASTS.removed);
  return replyToForm(request, context, { intent, submission, resetForm: true, toast: SHOP_TOASTS.removed, headers: PRIVATE_HEADERS });
}

type Placed = { orderId: number; orderUrl: string };

/** Place Order: to the order's page without JavaScript; with it, a thank-you here, then back to the shop. */
async function checkoutAction({ request, context, formData }: CartActionArgs) {
  const intent = "checkout";
  const submission = parseForm(formData, checkoutFormSchema);
  const cartId = await readCartId(request);
  // An empty cart is said first: there is nothing to fill the form in for.
  if (!cartId || !getCart(cartId).length) {
    return replyToForm(request, context, { intent, submission, status: 400, toast: SHOP_TOASTS.emptyCart, headers: PRIVATE_HEADERS });
  }
  if (submission.status !== "success") {
    const missing = Object.values(submission.error ?? {}).some((errors) => errors?.includes(SHOP_MESSAGES.missing));
    const toast = missing ? SHOP_TOASTS.missing : { title: SHOP_TOASTS.checkoutFailed.title, description: "Please correct the highlighted fields." };
    return replyToForm(request, context, { intent, submission, toast, headers: PRIVATE_HEADERS });
  }
  const { amount, mpesaPhone, ...customerInfo } = submission.value;
  const origin = await orderOrigin(request, context);
  const placed = mpesaPhone
    ? await placeOrderPayingNow(cartId, { amount, customerInfo }, origin, mpesaPhone)
    : placeConfirmedOrder(cartId, { amount, customerInfo }, origin);
  if (!placed.ok) {
    const toast = placed.toast ?? { title: SHOP_TOASTS.checkoutFailed.title, description: placed.message };
    return replyToForm(request, context, { intent, submission, failure: placed, toast, headers: PRIVATE_HEADERS });
  }
  const orderUrl = orderPath(placed.order.id, placed.token);
  const toast = SHOP_TOASTS.placed(placed.order.id);
  // Paying now: the order's page shows the prompt's state (with or without JavaScript).
  if ("prompt" in placed) {
    return placed.prompt.ok
      ? redirectWithSuccess(orderUrl, toast)
      : redirectWithError(orderUrl, { title: toast.title, description: placed.prompt.message }, { headers: PRIVATE_HEADERS });
  }
  if (isNativeFormPost(request)) return redirectWithSuccess(orderUrl, toast);
  return replyToForm<{ placed: Placed }>(request, context, {
    intent,
    submission,
    resetForm: true,
    toast,
    extra: { placed: { orderId: placed.order.id, orderUrl } },
    headers: PRIVATE_HEADERS,
  });
}

// After an order the page waits two seconds on the confirmation before going back to the shop.
const REDIRECT_AFTER_ORDER_MS = 2000;

export default function CartPage() {
  const { lines, total, mpesa } = useLoaderData<typeof loader>();
  const checkout = useFormReply<Partial<{ placed: Placed }>>("checkout");
  const navigate = useNavigate();
  const placed = checkout?.placed;
  const t = useT("shop");

  useEffect(() => {
    if (!placed) return;
    const timer = setTimeout(() => navigate("/shop"), REDIRECT_AFTER_ORDER_MS);
    return () => clearTimeout(timer);
  }, [placed, navigate]);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <header className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("cart.title")}</h1>
          <Link to="/shop" className={buttonClasses("outline")}>
            {t("cart.continueShopping")}
          </Link>
        </header>

        {placed ? (
          <div role="status" className="mt-8 rounded-xl border border-green-200 bg-white p-8 text-center shadow-sm">
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-green-700" />
            <h2 className="mt-3 text-2xl font-bold">{t("cart.placed", { id: placed.orderId })}</h2>
            <p className="mt-2 text-slate-600">{t("cart.placedText")}</p>
            <Link to={placed.orderUrl} className="mt-4 inline-block font-semibold text-club-orange-dark underline">
              {t("cart.viewOrder")}
            </Link>
          </div>
        ) : lines.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-12 text-center">
            <ShoppingBag aria-hidden="true" className="mx-auto size-12 text-slate-400" />
            <h2 className="mt-3 text-xl font-bold">{t("cart.empty")}</h2>
            <Link to="/shop" className={`${buttonClasses("default")} mt-6`}>
              {t("cart.startShopping")}
            </Link>
          </div>
        ) : (
          <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
            <section aria-labelledby="items-heading">
              <h2 id="items-heading" className="sr-only">
                {t("cart.itemsHeading")}
              </h2>
              <ul className="flex flex-col gap-4">
                {lines.map((line) => (
                  <CartLineItem key={line.id} line={line} />
                ))}
              </ul>
            </section>
            <OrderSummary total={total} reply={checkout} mpesa={mpesa} />
          </div>
        )}
      </div>
    </div>
  );
}
