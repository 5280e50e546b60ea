// The shop's fixed facts, safe for the browser (no zod): categories, sorts, order statuses (the moves
// between them and what the customer is told of each), limits, and the club's agreed toast texts. The
// schemas in app/schemas/shop.ts build on them.
export const CATEGORIES = [
  { value: "jersey", label: "Jerseys" },
  { value: "shorts", label: "Shorts" },
  { value: "accessories", label: "Accessories" },
  { value: "training-gear", label: "Training Gear" },
] as const;
export type Category = (typeof CATEGORIES)[number]["value"];
export const categoryLabel = (value: string) => CATEGORIES.find((c) => c.value === value)?.label ?? value;

export const SORTS = [
  { value: "name", label: "Name" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "newest", label: "Newest" },
] as const;
export type Sort = (typeof SORTS)[number]["value"];

export const ORDER_STATUSES = ["pending", "paid", "dispatched", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Which status an order may move to from each status. Delivered and cancelled are final. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["paid", "cancelled"],
  paid: ["dispatched", "cancelled"],
  dispatched: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

/** What the customer is told about each status (the order page and the status e-mail). */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  pending: "We have your order and are getting it ready. Please pay on delivery or at the club office.",
  paid: "We have received your payment. Thank you!",
  dispatched: "Your order is on its way to the delivery address.",
  delivered: "Your order has been delivered. Enjoy your new kit!",
  cancelled: "Your order has been cancelled. If you did not ask for this, please contact the club office.",
};

export const MAX_FEATURED = 3;
export const MAX_PRODUCT_IMAGES = 8;
export const LOW_STOCK = 5;
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;
export const CART_DAYS = 30;

/** "You can order at most 10 of Home Jersey at a time. Your cart already has 8." (lineRefusedTitle knows its start) */
export function perOrderCapMessage(name: string, cap: number, inCart = 0): string {
  const base = `You can order at most ${cap} of ${name} at a time.`;
  return inCart > 0 ? `${base} Your cart already has ${inCart}.` : base;
}

/** Why an order is refused while earlier ones still wait for the club office. */
export const OPEN_ORDER_MESSAGES = {
  customer: (cap: number) =>
    `You already have ${cap} ${cap === 1 ? "order" : "orders"} waiting for the club office to confirm. ` +
    "Please wait until we confirm them, or call the club office.",
  ip: "Too many orders were placed from your connection in the last few minutes. Please wait a few minutes and try again, or call the club office.",
} as const;

/** The product page's query parameter naming the size chosen at the last Add to Cart (a page without JavaScript). */
export const CHOSEN_SIZE_PARAM = "size";

/**
 * Why an order is refused when the customer's (or the connection's) orders still waiting for the club
 * office already hold as many of a product as one customer (or one connection) may: "Orders waiting for
 * the club office may hold at most 10 of Home Jersey for one customer, and yours already hold 8."
 */
export function heldUnitsMessage(whose: "customer" | "connection", name: string, cap: number, held: number): string {
  return whose === "customer"
    ? `Orders waiting for the club office to confirm may hold at most ${cap} of ${name} for one customer, and yours already hold ${held}. ` +
        "Please order fewer, wait until we confirm your orders, or call the club office."
    : `Orders waiting for the club office to confirm may hold at most ${cap} of ${name} from one connection, and orders from yours already hold ${held}. ` +
        "Please order fewer, or call the club office.";
}

/** Add to Cart on the pages: a product with several sizes needs the shopper's choice. */
export const CHOOSE_SIZE = "Please choose a size.";

export const SHOP_TOASTS = {
  added: { title: "Added to Cart", description: "Item successfully added to your cart!" },
  addFailed: { title: "Error", description: "Failed to add item to cart." },
  chooseSize: { title: "Choose a size", description: CHOOSE_SIZE },
  removed: { title: "Item Removed" },
  missing: { title: "Missing Information", description: "Please fill in all required fields." },
  emptyCart: { title: "Empty Cart", description: "Your cart is empty." },
  checkoutFailed: { title: "Checkout Failed", description: "Failed to process your order. Please try again." },
  // Placed, not confirmed: the order is pending until it is paid or the club office confirms it.
  placed: (id: number) => ({ title: "Order Placed", description: `We have your order #${id}. It is pending until it is paid or the club office confirms it.` }),
} as const;

/** A toast that leads somewhere: its link, shown with it (the flash cookie carries only title and text). */
export const TOAST_LINKS: Readonly<Record<string, { label: string; href: string }>> = {
  [SHOP_TOASTS.added.title]: { label: "View cart", href: "/cart" },
};

/** The title of a refused quantity: the stock, or the per-order cap (plenty may be in stock). */
export const lineRefusedTitle = (message: string) => (PER_ORDER_CAP.test(message) ? "Order Limit Reached" : "Not Enough Stock");
const PER_ORDER_CAP = /^You can order at most \d+ of /;

/** The order page while an M-Pesa prompt waits for the PIN (not "pay on delivery"). */
export const PAYING_WITH_MPESA_TEXT = "We have your order. Enter your M-Pesa PIN on your phone to pay for it: this page shows when the payment is through.";

/**
 * What each checkout field on /cart says when it is left empty (the JSON API keeps the one "Missing
 * Information" message). The phone is required there: the club calls it to hand the order over.
 */
export const CHECKOUT_FIELD_MESSAGES = {
  name: "Please enter your full name.",
  email: "Please enter your email address.",
  phone: "Please enter a phone number we can call about your order.",
  address: "Please enter the delivery address.",
} as const;

export const isMissingFieldMessage = (message: string) => (Object.values(CHECKOUT_FIELD_MESSAGES) as string[]).includes(message);

export const SHOP_MESSAGES = {
  productNotFound: "Product not found",
  lineNotFound: "Cart item not found",
  orderNotFound: "Order not found",
  emptyCart: "Empty Cart: Your cart is empty.",
  missing: "Missing Information: Please fill in all required fields.",
  invalidCart: "Invalid cart",
  tooManyLines: `A cart holds at most ${MAX_CART_LINES} different items.`,
} as const;
