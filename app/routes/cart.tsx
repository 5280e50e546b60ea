// The cart (public, private to its visitor): its lines, their quantities, and checkout. The shop's
// Add to Cart forms post here too. Every form works without JavaScript (the action redirects, or shows
// this page again with the form's reply); each intent has its own action below.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useFetchers, useLoaderData } from "@remix-run/react";
import { CartLineItem } from "~/components/site/shop/CartLineItem";
import { OrderSummary } from "~/components/site/shop/OrderSummary";
import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { club } from "~/config/club";
import { addToCart, cartTotal, getCart, removeCartLine, updateCartLine } from "~/models/shop/carts.server";
import { orderPath, placeConfirmedOrder } from "~/models/shop/checkout.server";
import { swahiliNamesOf } from "~/models/shop/catalogue.server";
import { languageOfRequest } from "~/services/language.server";
import { mpesaAvailable, placeOrderPayingNow } from "~/models/payments/mpesa.server";
import { CHOOSE_SIZE, CHOSEN_SIZE_PARAM, isMissingFieldMessage, lineRefusedTitle, SHOP_MESSAGES, SHOP_TOASTS } from "~/config/shop";
import {
  addToCartFormSchema,
  checkoutFormSchema,
  removeCartLineFormSchema,
  updateCartLineFormSchema,
} from "~/services/shop-schemas.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { cartForAdding, orderOrigin, readCartId } from "~/services/cart.server";
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
  const cart = getCart(await readCartId(request));
  // Each product named in the page's language; its address stays made from the English name.
  const names = languageOfRequest(request) === "sw" ? swahiliNamesOf(cart.map((line) => line.merchandiseId)) : new Map<number, string>();
  const lines = cart.map((line) => {
    const name = names.get(line.merchandiseId);
    return name ? { ...line, merchandise: { ...line.merchandise, name, addressName: line.merchandise.name } } : line;
  });
  // Pay now with M-Pesa is offered only when it is configured; otherwise checkout is pay on delivery alone.
  return data({ lines, total: cartTotal(lines), mpesa: mpesaAvailable() });
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
      });
  }
}

/** Add to Cart (from /shop and the product pages): back to that page without JavaScript. */
async function addAction({ request, context, formData }: CartActionArgs) {
  const intent = "add";
  const submission = parseForm(formData, addToCartFormSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent, submission, toast: SHOP_TOASTS.addFailed });
  }
  const { cartId, setCookie } = await cartForAdding(request);
  const added = addToCart(cartId, submission.value, { sizeChosen: true });
  // Without JavaScript the visitor goes back to the product they pressed it on (the page's anchor for it).
  const back = safeRedirect(submission.value.redirectTo, "/shop");
  if (!added.ok) {
    // No size chosen is a mistake in the form, said under the size; anything else is a refusal, in a toast.
    const toast =
      added.message === CHOOSE_SIZE
        ? SHOP_TOASTS.chooseSize
        : { title: SHOP_TOASTS.addFailed.title, description: `${SHOP_TOASTS.addFailed.description} ${added.message}` };
    if (isNativeFormPost(request)) return redirectWithError(back, toast);
    const shownToast = added.message === CHOOSE_SIZE ? undefined : toast;
    return replyToForm(request, context, { intent, submission, failure: added, toast: shownToast });
  }
  if (isNativeFormPost(request)) {
    // The page comes back with the size still chosen (`?size=`), for the next Add to Cart.
    return redirectWithSuccess(withChosenSize(back, submission.value.size), SHOP_TOASTS.added, { headers: { "Set-Cookie": setCookie } });
  }
  // The form keeps its choices (size, colour, quantity): no reset.
  return replyToForm(request, context, {
    intent,
    submission,
    toast: SHOP_TOASTS.added,
    headers: { "Set-Cookie": setCookie },
  });
}

/** `back` (a same-site path, maybe with `#anchor`) with `size` in its query, so a product page shows it chosen. */
function withChosenSize(back: string, size: string | undefined): string {
  if (!size || !back.startsWith("/shop/")) return back;
  const url = new URL(back, "http://site.invalid");
  url.searchParams.set(CHOSEN_SIZE_PARAM, size);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A line's change refused: its message, titled by why. */
const lineChangeRefused = (failure: Failure) => ({
  title: failure.reason === "conflict" ? lineRefusedTitle(failure.message) : "Error",
  description: failure.message,
});

const lineNotFound: Failure<"not-found"> = { ok: false, reason: "not-found", message: SHOP_MESSAGES.lineNotFound };

/** The − and + buttons of a line. */
async function updateAction({ request, context, formData }: CartActionArgs) {
  const intent = "update";
  const submission = parseForm(formData, updateCartLineFormSchema);
  if (submission.status !== "success") {
    const toast = { title: "Error", description: submission.error?.quantity?.[0] ?? SHOP_MESSAGES.lineNotFound };
    return replyToForm(request, context, { intent, submission, toast });
  }
  const cartId = await readCartId(request);
  const updated = cartId ? updateCartLine(cartId, submission.value.lineId, submission.value.quantity) : lineNotFound;
  if (!updated.ok) {
    return replyToForm(request, context, { intent, submission, failure: updated, toast: lineChangeRefused(updated) });
  }
  if (isNativeFormPost(request)) return redirect("/cart");
  return replyToForm(request, context, { intent, submission, resetForm: true });
}

/** A line's Remove button. */
async function removeAction({ request, context, formData }: CartActionArgs) {
  const intent = "remove";
  const submission = parseForm(formData, removeCartLineFormSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent, submission, toast: lineChangeRefused(lineNotFound) });
  }
  const cartId = await readCartId(request);
  const removed = cartId ? removeCartLine(cartId, submission.value.lineId) : lineNotFound;
  if (!removed.ok) {
    return replyToForm(request, context, { intent, submission, failure: removed, toast: lineChangeRefused(removed) });
  }
  if (isNativeFormPost(request)) return redirectWithSuccess("/cart", SHOP_TOASTS.removed);
  return replyToForm(request, context, { intent, submission, resetForm: true, toast: SHOP_TOASTS.removed });
}

/** Place Order: to the order's page, with JavaScript or without (its address is the customer's link to the order). */
async function checkoutAction({ request, context, formData }: CartActionArgs) {
  const intent = "checkout";
  const submission = parseForm(formData, checkoutFormSchema);
  const cartId = await readCartId(request);
  // An empty cart is said first: there is nothing to fill the form in for.
  if (!cartId || !getCart(cartId).length) {
    return replyToForm(request, context, { intent, submission, status: 400, toast: SHOP_TOASTS.emptyCart });
  }
  // A mistake is shown under its field (the first one focused); a missing field also gets the agreed toast.
  if (submission.status !== "success") {
    const missing = Object.values(submission.error ?? {}).some((errors) => errors?.some(isMissingFieldMessage));
    return replyToForm(request, context, { intent, submission, toast: missing ? SHOP_TOASTS.missing : undefined });
  }
  const { amount, mpesaPhone, ...customerInfo } = submission.value;
  const origin = await orderOrigin(request, context);
  const placed = mpesaPhone
    ? await placeOrderPayingNow(cartId, { amount, customerInfo }, origin, mpesaPhone)
    : placeConfirmedOrder(cartId, { amount, customerInfo }, origin);
  if (!placed.ok) {
    const toast = placed.toast ?? { title: SHOP_TOASTS.checkoutFailed.title, description: placed.message };
    return replyToForm(request, context, { intent, submission, failure: placed, toast });
  }
  const orderUrl = orderPath(placed.order.id, placed.token);
  const toast = SHOP_TOASTS.placed(placed.order.id);
  // Paying now: the order's page shows the prompt's state.
  if ("prompt" in placed && !placed.prompt.ok) {
    return redirectWithError(orderUrl, { title: toast.title, description: placed.prompt.message });
  }
  return redirectWithSuccess(orderUrl, toast);
}

export default function CartPage() {
  const { lines, total, mpesa } = useLoaderData<typeof loader>();
  const checkout = useFormReply("checkout");
  const shownTotal = useOptimisticTotal(lines);
  const t = useT("shop");

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <header className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("cart.title")}</h1>
          <Link to="/shop" className={buttonClasses("outline")}>
            {t("cart.continueShopping")}
          </Link>
        </header>

        {lines.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-12 text-center">
            <Icon name="shopping-bag" className="mx-auto size-12 text-slate-400" />
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
            <OrderSummary total={total} shownTotal={shownTotal} reply={checkout} mpesa={mpesa} />
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The cart's total as its lines show it: a line's − or + (or Remove) on its way through a fetcher
 * counts already, as the line itself shows its new quantity and total at once.
 */
function useOptimisticTotal(lines: Array<{ id: number; quantity: number; merchandise: { price: number } }>): number {
  const changes = new Map<number, number>();
  for (const fetcher of useFetchers()) {
    const form = fetcher.formData;
    const lineId = Number(form?.get("lineId"));
    if (!form || !lineId) continue;
    if (form.get("intent") === "remove") changes.set(lineId, 0);
    else if (form.get("intent") === "update") changes.set(lineId, Number(form.get("quantity")) || 0);
  }
  return lines.reduce((sum, line) => sum + line.merchandise.price * (changes.get(line.id) ?? line.quantity), 0);
}
