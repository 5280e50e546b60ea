// The shop's and payments' translations: both languages have the same keys and the same {{values}},
// and every English message a shopper can meet (toasts, refusals, payment states, order statuses)
// reads wholly in Swahili, sentences the server joins included.
import { describe, expect, it } from "vitest";
import { MPESA_MESSAGES, PAYMENT_MESSAGES, PHONE_MESSAGE } from "~/config/mpesa";
import { heldUnitsMessage, OPEN_ORDER_MESSAGES, ORDER_STATUS_TEXT, perOrderCapMessage, SHOP_MESSAGES, SHOP_TOASTS } from "~/config/shop";
import { CATALOGUES, type Catalogue } from "~/locales/index.server";
import { stockMessage } from "~/models/shop/carts.server";
import { paymentInstructions } from "~/models/shop/checkout.server";
import { messageIn } from "~/services/i18n.server";

function flatten(catalogue: Catalogue, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === "string" ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe.each(["shop", "payments"])("the %s namespace", (namespace) => {
  const en = flatten(CATALOGUES.en[namespace]);
  const sw = flatten(CATALOGUES.sw[namespace]);

  it("has the same keys in English and Swahili", () => {
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
  });

  it("keeps each text's values in both languages", () => {
    for (const key of Object.keys(en)) expect(placeholders(sw[key]), key).toEqual(placeholders(en[key]));
  });
});

const ADD_FAILED = SHOP_TOASTS.addFailed.description;
const SHOPPER_MESSAGES = [
  ...Object.values(SHOP_TOASTS).flatMap((toast) => {
    const { title, ...rest }: { title: string; description?: string } = typeof toast === "function" ? toast(12) : toast;
    return rest.description ? [title, rest.description] : [title];
  }),
  ...Object.values(SHOP_MESSAGES),
  ...Object.values(ORDER_STATUS_TEXT),
  OPEN_ORDER_MESSAGES.customer(1),
  OPEN_ORDER_MESSAGES.customer(3),
  OPEN_ORDER_MESSAGES.ip,
  stockMessage("Home Jersey 2026/27", 0),
  stockMessage("Home Jersey 2026/27", 3),
  stockMessage("Home Jersey 2026/27", 3, 2),
  perOrderCapMessage("Club Cap", 10),
  perOrderCapMessage("Club Cap", 10, 8),
  heldUnitsMessage("customer", "Club Cap", 10, 8),
  heldUnitsMessage("connection", "Home Jersey 2026/27", 20, 18),
  // The Add to Cart toast joins its own sentence and the refusal.
  `${ADD_FAILED} ${stockMessage("Home Jersey 2026/27", 3, 2)}`,
  `${ADD_FAILED} ${stockMessage("Home Jersey 2026/27", 0)}`,
  `${ADD_FAILED} ${perOrderCapMessage("Club Cap", 10, 8)}`,
  `${ADD_FAILED} ${SHOP_MESSAGES.productNotFound}`,
  paymentInstructions(),
  PHONE_MESSAGE,
  PAYMENT_MESSAGES.pending,
  PAYMENT_MESSAGES.paid("SLK4H7XQ2P"),
  PAYMENT_MESSAGES.paid(null),
  PAYMENT_MESSAGES.cancelled,
  PAYMENT_MESSAGES.insufficientFunds,
  PAYMENT_MESSAGES.timeout,
  PAYMENT_MESSAGES.failed,
  PAYMENT_MESSAGES.expired,
  MPESA_MESSAGES.unavailable,
  MPESA_MESSAGES.memberNotFound,
  MPESA_MESSAGES.orderPaid,
  MPESA_MESSAGES.orderClosed,
  MPESA_MESSAGES.holdEnding,
  MPESA_MESSAGES.membershipNotPending,
  MPESA_MESSAGES.alreadyWaiting,
  MPESA_MESSAGES.tooManyPrompts,
  MPESA_MESSAGES.tooManyFromConnection,
  MPESA_MESSAGES.phoneDailyLimit,
  MPESA_MESSAGES.membershipHoldEnding,
];

describe("the shopper's messages in Swahili", () => {
  it.each(SHOPPER_MESSAGES)("%s", (message) => {
    const swahili = messageIn("sw", message);
    expect(swahili).not.toBe(message);
    // No English sentence left inside a translated one (a joined toast translated only by halves).
    expect(swahili).not.toMatch(/\b(?:Your cart|left in stock|is out of stock|at a time|Failed to|Please|not found)\b/);
    expect(messageIn("en", message)).toBe(message);
  });

  it("keeps the values a message carries", () => {
    expect(messageIn("sw", stockMessage("Home Jersey 2026/27", 3, 2))).toBe("Zimebaki 3 tu za Home Jersey 2026/27. Kikapu chako tayari kina 2.");
    expect(messageIn("sw", PAYMENT_MESSAGES.paid("SLK4H7XQ2P"))).toBe("Imelipwa kwa M-Pesa. Risiti SLK4H7XQ2P.");
    expect(messageIn("sw", heldUnitsMessage("customer", "Club Cap", 10, 8))).toMatch(/^Oda zinazosubiri .* Club Cap zisizozidi 10 kwa mteja mmoja, na zako tayari zinashikilia 8\./);
  });
});
