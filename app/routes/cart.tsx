import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigate } from "@remix-run/react";
import CheckCircle2 from "lucide-react/dist/esm/icons/circle-check.js";
import Minus from "lucide-react/dist/esm/icons/minus.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import ShoppingBag from "lucide-react/dist/esm/icons/shopping-bag.js";
import Trash2 from "lucide-react/dist/esm/icons/trash-2.js";
import { useEffect } from "react";
import { ProductImage } from "~/components/site/shop/ProductImage";
import { productHref } from "~/components/site/shop/ProductCard";
import { Button, buttonClasses } from "~/components/ui/Button";
import { ErrorList } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { club } from "~/config/club";
import {
  addToCart,
  cartTotal,
  confirmOrder,
  getCart,
  orderPath,
  placeOrder,
  removeCartLine,
  updateCartLine,
} from "~/models/shop.server";
import { SHOP_MESSAGES, SHOP_TOASTS } from "~/config/shop";
import {
  addToCartSchema,
  checkoutFormSchema,
  lineIdSchema,
  updateQuantitySchema,
} from "~/services/shop-schemas.server";
import { safeRedirect } from "~/services/auth.server";
import { cartForAdding, PRIVATE_HEADERS, readCartId } from "~/services/cart.server";
import {
  isNativeFormPost,
  redirectWithError,
  redirectWithSuccess,
  toastHeaders,
  type Toast,
} from "~/services/toast.server";
import { FAILURE_STATUS } from "~/utils/api.server";
import { readFormData } from "~/utils/form.server";
import { formatKes } from "~/utils/money";
import type { Failure } from "~/utils/result";

export const meta: MetaFunction = () => [{ title: `Shopping Cart | ${club.shortName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const lines = getCart(await readCartId(request));
  return data({ lines, total: cartTotal(lines) }, { headers: PRIVATE_HEADERS });
}

/** The page again with a toast (and the status of the failure); with JS the toast shows, no reload. */
async function answer(
  request: Request,
  context: AppLoadContext,
  body: ActionData,
  toast: Toast,
  variant: "default" | "destructive",
  init: { status?: number; setCookie?: string } = {},
) {
  const headers = await toastHeaders(request, context, toast, variant);
  if (init.setCookie) headers.append("Set-Cookie", init.setCookie);
  headers.set("Cache-Control", "private, no-store");
  return data(body, { status: init.status ?? 200, headers });
}

type CheckoutValues = { name: string; email: string; phone: string; address: string };
type ActionData = {
  ok: boolean;
  checkout?: { values: CheckoutValues; errors: Record<string, string[]> };
  placed?: { orderId: number; orderUrl: string };
};

const failureToast = (title: string, failure: Pick<Failure, "message">): Toast => ({ title, description: failure.message });

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === "string")) as Record<string, string>;
  const native = isNativeFormPost(request);

  switch (fields.intent) {
    case "add": {
      const back = safeRedirect(fields.redirectTo, "/shop");
      const input = addToCartSchema.safeParse(fields);
      if (!input.success) return answer(request, context, { ok: false }, SHOP_TOASTS.addFailed, "destructive", { status: 400 });
      const { cartId, setCookie } = await cartForAdding(request);
      const added = addToCart(cartId, input.data);
      if (!added.ok) {
        const toast = { title: SHOP_TOASTS.addFailed.title, description: `${SHOP_TOASTS.addFailed.description} ${added.message}` };
        return answer(request, context, { ok: false }, toast, "destructive", { status: FAILURE_STATUS[added.reason] });
      }
      if (native) return redirectWithSuccess(back, SHOP_TOASTS.added, { headers: { "Set-Cookie": setCookie } });
      return answer(request, context, { ok: true }, SHOP_TOASTS.added, "default", { setCookie });
    }

    case "update":
    case "remove": {
      const lineId = lineIdSchema.safeParse(fields.lineId);
      const cartId = await readCartId(request);
      const notFound = { ok: false, reason: "not-found", message: SHOP_MESSAGES.lineNotFound } as const;
      let result: { ok: true } | Failure;
      if (!lineId.success || !cartId) result = notFound;
      else if (fields.intent === "remove") result = removeCartLine(cartId, lineId.data);
      else {
        const quantity = updateQuantitySchema.safeParse({ quantity: fields.quantity });
        result = quantity.success
          ? updateCartLine(cartId, lineId.data, quantity.data.quantity)
          : ({ ok: false, reason: "invalid", message: quantity.error.issues[0].message } as const);
      }
      if (!result.ok) {
        const title = result.reason === "conflict" ? "Not Enough Stock" : "Error";
        return answer(request, context, { ok: false }, failureToast(title, result), "destructive", {
          status: FAILURE_STATUS[result.reason],
        });
      }
      if (fields.intent === "remove") {
        if (native) return redirectWithSuccess("/cart", SHOP_TOASTS.removed);
        return answer(request, context, { ok: true }, SHOP_TOASTS.removed, "default");
      }
      if (native) return redirect("/cart");
      return data<ActionData>({ ok: true }, { headers: PRIVATE_HEADERS });
    }

    case "checkout": {
      const values: CheckoutValues = {
        name: fields.name ?? "",
        email: fields.email ?? "",
        phone: fields.phone ?? "",
        address: fields.address ?? "",
      };
      const cartId = await readCartId(request);
      const lines = getCart(cartId);
      if (!cartId || !lines.length) {
        return answer(request, context, { ok: false }, SHOP_TOASTS.emptyCart, "destructive", { status: 400 });
      }
      const parsed = checkoutFormSchema.safeParse(fields);
      if (!parsed.success) {
        const errors = parsed.error.flatten().fieldErrors as Record<string, string[]>;
        const missing = Object.values(errors).some((list) => list.includes(SHOP_MESSAGES.missing));
        const toast = missing ? SHOP_TOASTS.missing : { title: "Checkout Failed", description: "Please correct the highlighted fields." };
        return answer(request, context, { ok: false, checkout: { values, errors } }, toast, "destructive", { status: 400 });
      }
      const { amount, ...customerInfo } = parsed.data;
      const placed = placeOrder(cartId, { amount, customerInfo });
      if (!placed.ok) {
        const toast = placed.toast ?? failureToast(SHOP_TOASTS.checkoutFailed.title, placed);
        return answer(request, context, { ok: false, checkout: { values, errors: {} } }, toast, "destructive", {
          status: FAILURE_STATUS[placed.reason],
        });
      }
      // The same two steps as the JSON API's client: create the order, then confirm it.
      confirmOrder(placed.order.id, cartId);
      const orderUrl = orderPath(placed.order.id, placed.token);
      const toast = SHOP_TOASTS.placed(placed.order.id);
      if (native) return redirectWithSuccess(orderUrl, toast);
      return answer(request, context, { ok: true, placed: { orderId: placed.order.id, orderUrl } }, toast, "default");
    }

    default:
      if (native) return redirectWithError("/cart", { title: "Error", description: "Unknown action." });
      return data<ActionData>({ ok: false }, { status: 400 });
  }
}

// The spec's pause before going back to the shop after an order.
const REDIRECT_AFTER_ORDER_MS = 2000;

export default function CartPage() {
  const { lines, total } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigate = useNavigate();
  const placed = actionData?.placed;

  useEffect(() => {
    if (!placed) return;
    const timer = setTimeout(() => navigate("/shop"), REDIRECT_AFTER_ORDER_MS);
    return () => clearTimeout(timer);
  }, [placed, navigate]);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <header className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Shopping Cart</h1>
          <Link to="/shop" className={buttonClasses("outline")}>
            Continue Shopping
          </Link>
        </header>

        {placed ? (
          <div role="status" className="mt-8 rounded-xl border border-green-200 bg-white p-8 text-center shadow-sm">
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-green-700" />
            <h2 className="mt-3 text-2xl font-bold">Order #{placed.orderId} placed</h2>
            <p className="mt-2 text-slate-600">
              Thank you! We have e-mailed you a confirmation. Pay on delivery or at the club office. Taking you back to
              the shop…
            </p>
            <Link to={placed.orderUrl} className="mt-4 inline-block font-semibold text-club-orange-dark underline">
              View your order
            </Link>
          </div>
        ) : lines.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-12 text-center">
            <ShoppingBag aria-hidden="true" className="mx-auto size-12 text-slate-400" />
            <h2 className="mt-3 text-xl font-bold">Your cart is empty</h2>
            <Link to="/shop" className={`${buttonClasses("default")} mt-6`}>
              Start Shopping
            </Link>
          </div>
        ) : (
          <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
            <section aria-labelledby="items-heading">
              <h2 id="items-heading" className="sr-only">
                Items in your cart
              </h2>
              <ul className="flex flex-col gap-4">
                {lines.map((line) => (
                  <CartLineRow key={line.id} line={line} />
                ))}
              </ul>
            </section>
            <OrderSummary total={total} checkout={actionData?.checkout} />
          </div>
        )}
      </div>
    </div>
  );
}

type Line = ReturnType<typeof useLoaderData<typeof loader>>["lines"][number];

function CartLineRow({ line }: { line: Line }) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  const removing = busy && fetcher.formData?.get("intent") === "remove";
  // Two sizes of one jersey are two lines: their buttons say which line they change.
  const name = [line.size, line.color].some(Boolean)
    ? `${line.merchandise.name} (${[line.size, line.color].filter(Boolean).join(", ")})`
    : line.merchandise.name;
  // Shown at once while the change is on its way.
  const pendingQuantity = busy && fetcher.formData?.get("intent") === "update" ? Number(fetcher.formData.get("quantity")) : null;
  const quantity = pendingQuantity ?? line.quantity;
  const options = [line.size ? `Size: ${line.size}` : null, line.color ? `Colour: ${line.color}` : null].filter(Boolean);
  return (
    <li
      className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="cart-line"
      hidden={removing || undefined}
    >
      <Link to={productHref(line.merchandise)} className="w-20 shrink-0 sm:w-24" tabIndex={-1} aria-hidden="true">
        <ProductImage src={line.merchandise.images[0]} alt="" sizes="96px" className="rounded-lg" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-bold text-club-navy">{line.merchandise.name}</h3>
        {options.length ? <p className="text-sm text-slate-600">{options.join(" · ")}</p> : null}
        <p className="text-sm text-slate-600">{formatKes(line.merchandise.price)} each</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <fetcher.Form method="post" action="/cart" className="flex items-center gap-2">
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="lineId" value={line.id} />
            <Button
              type="submit"
              name="quantity"
              value={quantity - 1}
              variant="outline"
              size="icon"
              disabled={quantity <= 1 || busy}
              aria-label={`Decrease quantity of ${name}`}
            >
              <Minus aria-hidden="true" />
            </Button>
            <span className="min-w-8 text-center font-semibold" aria-label={`Quantity of ${name}`} role="status">
              {quantity}
            </span>
            <Button
              type="submit"
              name="quantity"
              value={quantity + 1}
              variant="outline"
              size="icon"
              disabled={busy}
              aria-label={`Increase quantity of ${name}`}
            >
              <Plus aria-hidden="true" />
            </Button>
          </fetcher.Form>
          <fetcher.Form method="post" action="/cart">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="lineId" value={line.id} />
            <Button type="submit" variant="ghost" size="sm" disabled={busy} aria-label={`Remove ${name} from cart`}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </fetcher.Form>
        </div>
      </div>
      <p className="font-bold whitespace-nowrap">{formatKes(line.merchandise.price * line.quantity)}</p>
    </li>
  );
}

function OrderSummary({ total, checkout }: { total: number; checkout?: ActionData["checkout"] }) {
  const values = checkout?.values;
  const errors = checkout?.errors ?? {};
  const field = (name: keyof CheckoutValues, label: string, props: { type?: string; required?: boolean; autoComplete: string }) => {
    const id = `checkout-${name}`;
    const invalid = !!errors[name]?.length;
    return (
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
          {props.required ? " *" : ""}
        </label>
        <input
          id={id}
          name={name}
          type={props.type ?? "text"}
          required={props.required}
          autoComplete={props.autoComplete}
          defaultValue={values?.[name]}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2"
        />
        <ErrorList id={`${id}-error`} errors={errors[name]} />
      </div>
    );
  };
  return (
    <section aria-labelledby="summary-heading" className="self-start rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="summary-heading" className="text-xl font-bold">
        Order Summary
      </h2>
      <p className="mt-4 flex items-baseline justify-between border-b border-slate-200 pb-4 text-lg">
        <span>Total</span>
        <strong data-testid="cart-total">{formatKes(total)}</strong>
      </p>
      <Form method="post" action="/cart" className="mt-4 flex flex-col gap-4" noValidate>
        <input type="hidden" name="intent" value="checkout" />
        <input type="hidden" name="amount" value={total} />
        {field("name", "Full Name", { required: true, autoComplete: "name" })}
        {field("email", "Email", { type: "email", required: true, autoComplete: "email" })}
        {field("phone", "Phone Number", { type: "tel", autoComplete: "tel" })}
        <div>
          <label htmlFor="checkout-address" className="text-sm font-semibold text-slate-800">
            Delivery Address *
          </label>
          <textarea
            id="checkout-address"
            name="address"
            required
            rows={3}
            autoComplete="street-address"
            defaultValue={values?.address}
            aria-invalid={errors.address?.length ? true : undefined}
            aria-describedby={errors.address?.length ? "checkout-address-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
          />
          <ErrorList id="checkout-address-error" errors={errors.address} />
        </div>
        <p className="rounded-md bg-orange-50 p-3 text-sm text-slate-700">
          Payment: pay on delivery or at the club office, by cash or M-Pesa. Nothing is charged now.
        </p>
        <StatusButton type="submit" size="lg" pendingLabel="Processing...">
          Place Order
        </StatusButton>
      </Form>
    </section>
  );
}
