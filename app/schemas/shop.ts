// The shop: the catalogue's URL state, the cart, checkout and the admin's product and order forms.
// One schema per action, shared by the pages' form actions and the JSON API. Messages are the club's
// agreed texts, verbatim.
import { z } from "zod";
import { oneLine, optionalLines, optionalText, requiredLines, requiredText, textLines, tooLong } from "~/schemas/fields";
import { imageUrlSchema } from "~/utils/images";
import { normalizeKenyanPhone } from "~/utils/mpesa";

export * from "~/config/shop";
import {
  CATEGORIES,
  CHECKOUT_FIELD_MESSAGES,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  ORDER_STATUSES,
  SHOP_MESSAGES,
  SORTS,
  type Category,
  type OrderStatus,
  type Sort,
} from "~/config/shop";

const categoryValues = CATEGORIES.map((c) => c.value) as [Category, ...Category[]];

// ---------------------------------------------------------------- catalogue URL state

export const shopQuerySchema = z.object({
  category: z.enum(categoryValues).optional(),
  sort: z.enum(SORTS.map((s) => s.value) as [Sort, ...Sort[]]).default("name"),
});

// ---------------------------------------------------------------- cart

/** A cart id: the random id of the cart cookie, or an API client's own session id. */
export const cartIdSchema = z
  .string({ required_error: "sessionId is required", invalid_type_error: "sessionId must be text" })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, "sessionId must be 16 to 128 letters, digits, '-' or '_'");

const positiveId = (what: string) =>
  z.coerce
    .number({ invalid_type_error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .positive(`${what} must be positive`)
    .max(Number.MAX_SAFE_INTEGER, `${what} is too large`);

const quantity = z.coerce
  .number({ invalid_type_error: "Quantity must be a number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

/** A size or colour choice: empty means "the first option" (or none, for a product without options). */
const option = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ? value.trim() : undefined))
  .pipe(oneLine(z.string().max(60, "Option is too long")).optional());

export const addToCartSchema = z.object({
  merchandiseId: positiveId("merchandiseId"),
  size: option,
  color: option,
  quantity: quantity.default(1),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/** Add to Cart on the shop's pages: posted to /cart, which then goes back to the page it came from. */
export const addToCartFormSchema = addToCartSchema.extend({ redirectTo: z.string().max(2000).optional() });

/** POST /api/cart: the cart is named in the body (or by the cart cookie). */
export const apiAddToCartSchema = addToCartSchema.extend({ sessionId: cartIdSchema.optional() });

export const updateQuantitySchema = z.object({ quantity, sessionId: cartIdSchema.optional() });

export const lineIdSchema = positiveId("id");

/** The quantity buttons of a line on /cart. */
export const updateCartLineFormSchema = z.object({ lineId: lineIdSchema, quantity });
/** The Remove button of a line on /cart. */
export const removeCartLineFormSchema = z.object({ lineId: lineIdSchema });

// ---------------------------------------------------------------- checkout

const required = (max: number) => requiredText(SHOP_MESSAGES.missing, max);

const CUSTOMER_PHONE = /^\+?[0-9 ()-]{7,30}$/;

const customerEmail = (missing: string) => requiredText(missing, 254).pipe(z.string().email("Please enter a valid email address"));
const customerPhone = z.string().max(30, tooLong(30)).regex(CUSTOMER_PHONE, "Please enter a valid phone number");

/** The customer of POST /api/create-payment-intent: the phone may be left out. */
export const customerInfoSchema = z.object({
  name: required(100),
  email: customerEmail(SHOP_MESSAGES.missing),
  phone: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(customerPhone.optional()),
  address: requiredLines(SHOP_MESSAGES.missing, 500),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** The customer on /cart's checkout form: every field required, each saying what it needs. */
const checkoutCustomerSchema = z.object({
  name: requiredText(CHECKOUT_FIELD_MESSAGES.name, 100),
  email: customerEmail(CHECKOUT_FIELD_MESSAGES.email),
  phone: requiredText(CHECKOUT_FIELD_MESSAGES.phone, 30).pipe(customerPhone),
  address: requiredLines(CHECKOUT_FIELD_MESSAGES.address, 500),
});

/** What the client believes it is buying: each cart line's id and quantity. */
const clientCartItem = z
  .object({ id: positiveId("cartItems.id"), quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) })
  .passthrough();

/** POST /api/create-payment-intent. */
export const checkoutSchema = z.object({
  amount: z.number({ required_error: "amount is required", invalid_type_error: "amount must be a number" }).finite().min(0),
  cartItems: z.array(clientCartItem).max(MAX_CART_LINES).optional(),
  customerInfo: customerInfoSchema,
  sessionId: cartIdSchema.optional(),
});
export type CheckoutInput = { amount: number; cartItems?: Array<{ id: number; quantity: number }>; customerInfo: CustomerInfo };

/** How the /cart customer pays: on delivery (or at the office), or now with M-Pesa (offered when configured). */
export const CHECKOUT_PAYMENTS = ["delivery", "mpesa"] as const;

/**
 * The checkout form of /cart (no JavaScript needed): the customer fields, the total they saw and how
 * they pay. Paying now needs the phone to be an M-Pesa number; `mpesaPhone` is it as Daraja wants it.
 */
export const checkoutFormSchema = checkoutCustomerSchema
  .extend({
    amount: z.coerce.number({ invalid_type_error: "amount must be a number" }).int().min(0),
    payment: z.enum(CHECKOUT_PAYMENTS, { errorMap: () => ({ message: "Choose how to pay" }) }).default("delivery"),
  })
  .superRefine((value, ctx) => {
    // A phone already refused as a phone gets no second message.
    if (value.payment !== "mpesa" || (value.phone && !CUSTOMER_PHONE.test(value.phone))) return;
    const phone = normalizeKenyanPhone(value.phone ?? "");
    if (!phone.ok) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["phone"], message: phone.message });
  })
  .transform(({ payment, ...checkout }) => {
    const phone = payment === "mpesa" ? normalizeKenyanPhone(checkout.phone ?? "") : null;
    return { ...checkout, mpesaPhone: phone?.ok ? phone.phone : null };
  });

export const confirmOrderSchema = z.object({ sessionId: cartIdSchema.optional() });

// ---------------------------------------------------------------- admin

/** "S, M, L" → ["S", "M", "L"]: trimmed, no empties, no repeats. */
const optionList = (label: string) =>
  z
    .string()
    .optional()
    .transform((value) => [...new Set((value ?? "").split(",").map((part) => part.trim()).filter(Boolean))])
    .pipe(
      z
        .array(oneLine(z.string().max(30, `Each ${label} is at most 30 characters`)))
        .max(20, `At most 20 ${label}s`),
    );

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

// An emptied price or stock field counts as 0 (a price is then refused as below KES 1).
export const productFormSchema = z.object({
  id: positiveId("id").optional(),
  name: requiredText("Name is required", 100),
  description: textLines(
    z.string({ required_error: "Description is required" }).trim().min(1, "Description is required").max(2000, tooLong(2000)),
  ),
  price: z.coerce
    .number({ invalid_type_error: "Price must be a whole number of shillings" })
    .int("Price must be a whole number of shillings")
    .min(1, "Price must be at least KES 1")
    .max(1_000_000, "Price must be at most KES 1,000,000")
    .default(0),
  /** Optional: the shop shows them to Swahili visitors, the English ones when empty. */
  nameSw: optionalText(100),
  descriptionSw: optionalLines(2000),
  category: z.enum(categoryValues, { errorMap: () => ({ message: "Choose a category" }) }),
  sizes: optionList("size"),
  colors: optionList("colour"),
  stock: z.coerce
    .number({ invalid_type_error: "Stock must be a whole number" })
    .int("Stock must be a whole number")
    .min(0, "Stock cannot be negative")
    .max(100_000, "Stock must be at most 100,000")
    .default(0),
  featured: checkbox,
  active: checkbox,
  /** The product's pictures as the form lists them, in order, and those ticked for removal. */
  images: z.array(z.string().max(2000)).max(50).optional(),
  removeImages: z.array(z.string().max(2000)).max(50).optional(),
  /** A picture address typed in to add. */
  imageUrl: imageUrlSchema.optional(),
});
/** Archive or Restore, from a product's row. */
export const productArchiveFormSchema = z.object({ id: positiveId("id") });

/** What a product is saved with, besides its pictures. */
export type ProductInput = Omit<z.infer<typeof productFormSchema>, "id" | "images" | "removeImages" | "imageUrl">;

export const orderStatusFormSchema = z.object({
  id: positiveId("id"),
  status: z.enum(ORDER_STATUSES, { errorMap: () => ({ message: "Unknown status" }) }),
  redirectTo: z.string().max(2000).optional(),
});

/** Confirm, on a pending order: staff will deliver it, so it keeps its stock past the hold. */
export const orderConfirmFormSchema = z.object({
  id: positiveId("id"),
  redirectTo: z.string().max(2000).optional(),
});

export const orderListQuerySchema = z.object({
  q: z.string().trim().max(100).optional().transform((value) => value || undefined),
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type OrderFilter = { q?: string; status?: OrderStatus };
