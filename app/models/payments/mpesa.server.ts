// M-Pesa Express payments of shop orders and paid membership tiers. The rules
// (docs/decisions/0021-mpesa-payments.md):
//   - the amount is the order's total or the tier's price on the server, never the client's;
//   - one pending payment per order or membership (a partial unique index), at most
//     MPESA_PROMPTS_PER_PAYMENT prompts for each in all, for an order still pending
//     whose stock hold outlives the payment, or a membership pending payment;
//   - each payment's callback URL carries its own 32-byte random token (only its SHA-256 is stored):
//     a callback without a known token is refused, and a payment that is no longer pending changes
//     nothing (a repeat, a forgery, a late answer);
//   - a callback only wakes the payment up: whether it is paid, failed or cancelled, and its receipt,
//     come from Daraja's own STK push query, never from the callback's body (Daraja callbacks are not
//     signed, and whoever learns a callback URL could post anything to it);
//   - settling a payment and settling what it paid for are separate steps, each idempotent: the
//     background job (payments-sweep) finishes any paid payment whose order or membership is still
//     pending, so a crash between the two loses nothing.
import crypto from "node:crypto";
import { and, count, desc, eq, gt, type SQL } from "drizzle-orm";
import { getEnv, type MpesaConfig } from "~/config/env.server";
import { MPESA_MESSAGES, type NextStep } from "~/config/mpesa";
import { getDb } from "~/db/client.server";
import { fanMembers, feePayments, orders, payments, type Payment } from "~/db/schema";
import { getDarajaClient } from "~/infra/daraja.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { setAsideForeignReceipt } from "~/models/fees/ledger.server";
import { recordStkFeePayment } from "~/models/fees/stk.server";
import { getMember, registerMember, type FanMember } from "~/models/membership/members.server";
import { setMemberStatus } from "~/models/membership/members-admin.server";
import { mailSignInLink } from "~/models/sign-in-links.server";
import { getOrderForCustomer, placeConfirmedOrder, type CheckoutFailure, type OrderOrigin } from "~/models/shop/checkout.server";
import type { Order } from "~/models/shop/rows.server";
import { orderHoldMs } from "~/models/shop/order-holds.server";
import { membershipHoldMs } from "~/models/membership/membership-holds.server";
import { changeOrderStatus } from "~/models/shop/orders-admin.server";
import type { MemberRegistration } from "~/schemas/membership";
import type { StkCallback } from "~/schemas/mpesa";
import type { CheckoutInput } from "~/schemas/shop";
import { isPaidTier, tierOf } from "~/utils/membership";
import { formatKes } from "~/utils/money";
import { paymentOutcome, statusOfResult, type PaymentStatus } from "~/utils/mpesa";
import type { Failure, Result, Success } from "~/utils/result";
import { clientKeyHash } from "~/utils/client-key.server";

export type { Payment };


/** What the customer's page shows of a payment. */
export type PaymentView = {
  id: number;
  status: PaymentStatus;
  amount: number;
  /** The last three digits of the phone that was prompted. */
  phoneEnding: string;
  receipt: string | null;
  resultCode: number | null;
  message: string;
  nextSteps: NextStep[];
  createdAt: string;
  settledAt: string | null;
};

export function paymentView(payment: Payment): PaymentView {
  // Only a paid payment has a receipt (the one Daraja's query gave).
  const receipt = payment.status === "paid" ? payment.mpesaReceipt : null;
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    phoneEnding: payment.phone.slice(-3),
    receipt,
    resultCode: payment.resultCode,
    ...paymentOutcome({ status: payment.status, resultCode: payment.resultCode, receipt }),
    createdAt: payment.createdAt,
    settledAt: payment.settledAt,
  };
}

/** Whether M-Pesa is configured (the pages offer "Pay now with M-Pesa" only then). */
export const mpesaAvailable = () => getEnv().MPESA !== null;

/** Whether `member` may pay their membership online now: M-Pesa configured, pending on a paid tier. */
export const awaitsOnlinePayment = (member: Pick<FanMember, "status" | "membershipType">) =>
  mpesaAvailable() && member.status === "pending" && isPaidTier(member.membershipType);

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
const now = () => new Date().toISOString();
const conflict = (message: string): Failure<"conflict"> => ({ ok: false, reason: "conflict", message });

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && "code" in error && String((error as { code: unknown }).code).startsWith("SQLITE_CONSTRAINT_UNIQUE");

type Purpose =
  | { orderId: number; memberId?: never; feeInvoiceId?: never }
  | { memberId: number; orderId?: never; feeInvoiceId?: never }
  | { feeInvoiceId: number; orderId?: never; memberId?: never };

export type StartResult = Result<{ payment: PaymentView }, "not-found" | "conflict" | "rate-limited">;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The window of MPESA_PROMPTS_PER_IP: a burst, short enough for many phones behind one carrier address. */
export const CLIENT_PROMPT_WINDOW_MS = 10 * MINUTE_MS;

type Reader = Pick<ReturnType<typeof getDb>, "select">;

/**
 * Why a prompt may not be sent now, or null. Each prompt is a payments row, so the rows are the count:
 * at most MPESA_PROMPTS_PER_PAYMENT for one order or membership; MPESA_PROMPTS_PER_IP asked for by one
 * client in 10 minutes; none to a phone while a prompt to it still waits for its answer; and at most
 * MPESA_PROMPTS_PER_PHONE_DAY to one phone in 24 hours, whoever asks. The payer names the phone, so
 * without the caps on phones and clients a stranger could make the club's paybill ring anyone's phone
 * again and again (docs/decisions/0019-public-identities-and-abuse-limits.md).
 */
function promptRefusal(tx: Reader, purpose: Purpose, phone: string, client: string | null, config: MpesaConfig, at: number): Failure<"conflict" | "rate-limited"> | null {
  const countWhere = (where: SQL | undefined) => tx.select({ n: count() }).from(payments).where(where).get()?.n ?? 0;
  const since = (ms: number) => gt(payments.createdAt, new Date(at - ms).toISOString());
  const [column, value] = purpose.orderId
    ? [payments.orderId, purpose.orderId]
    : purpose.memberId
      ? [payments.memberId, purpose.memberId]
      : [payments.feeInvoiceId, purpose.feeInvoiceId!];
  if (countWhere(eq(column, value)) >= config.promptsPerPayment) return rateLimited(MPESA_MESSAGES.tooManyPrompts);
  if (client && countWhere(and(eq(payments.clientIpHash, client), since(CLIENT_PROMPT_WINDOW_MS))) >= config.promptsPerClient) {
    return rateLimited(MPESA_MESSAGES.tooManyFromConnection);
  }
  if (countWhere(and(eq(payments.phone, phone), eq(payments.status, "pending")))) return conflict(MPESA_MESSAGES.alreadyWaiting);
  if (countWhere(and(eq(payments.phone, phone), since(DAY_MS))) >= config.promptsPerPhoneDay) return rateLimited(MPESA_MESSAGES.phoneDailyLimit);
  return null;
}

const rateLimited = (message: string): Failure<"rate-limited"> => ({ ok: false, reason: "rate-limited", message });

/** Who asks for a prompt: the client IP server.ts trusts (null for no client, such as staff tools). */
export type PromptClient = { clientIp: string | null };

/**
 * Writes the pending payment, then asks Daraja to prompt the phone. The row comes first so that a
 * crash after the prompt still leaves a payment the background job can query or expire; a prompt
 * Daraja refuses or never answered leaves a failed payment the customer can try again after. The caps
 * (`promptRefusal`) are checked in the transaction that writes the row, so parallel requests cannot
 * overshoot them.
 */
async function prompt(
  purpose: Purpose,
  amount: number,
  phone: string,
  label: { reference: string; description: string },
  from: PromptClient,
): Promise<StartResult> {
  const daraja = getDarajaClient();
  const config = getEnv().MPESA;
  if (!daraja || !config) return { ok: false, reason: "not-found", message: MPESA_MESSAGES.unavailable };
  const token = crypto.randomBytes(32).toString("base64url");
  const client = from.clientIp ? clientKeyHash(from.clientIp) : null;
  let row: Payment;
  try {
    const written = getDb().transaction(
      (tx) =>
        promptRefusal(tx, purpose, phone, client, config, Date.now()) ??
        tx
          .insert(payments)
          .values({ ...purpose, amount, phone, callbackTokenHash: sha256(token), clientIpHash: client })
          .returning()
          .get(),
      { behavior: "immediate" },
    );
    if ("ok" in written) return written;
    row = written;
  } catch (error) {
    if (isUniqueViolation(error)) return conflict(MPESA_MESSAGES.alreadyWaiting);
    throw error;
  }
  const accepted = await daraja.stkPush({
    amount,
    phone,
    callbackUrl: `${config.callbackBaseUrl}/api/mpesa/callback/${token}`,
    accountReference: label.reference,
    description: label.description,
  });
  const at = now();
  const updated = getDb()
    .update(payments)
    .set(
      accepted.ok
        ? { merchantRequestId: accepted.merchantRequestId, checkoutRequestId: accepted.checkoutRequestId, updatedAt: at }
        : { status: "failed", resultDesc: accepted.message.slice(0, 500), settledAt: at, updatedAt: at },
    )
    .where(and(eq(payments.id, row.id), eq(payments.status, "pending")))
    .returning()
    .get();
  if (!accepted.ok) console.warn(`M-Pesa prompt for payment #${row.id} failed: ${accepted.message}`);
  return { ok: true, payment: paymentView(updated ?? row) };
}

/**
 * Prompts `phone` for `amount` of fee invoice `feeInvoiceId`, under the same caps as every prompt (at
 * most MPESA_PROMPTS_PER_PAYMENT for one invoice in all, its parts included). The caller (the fees
 * model) has checked that the invoice is open and the amount is one it may take.
 */
export function promptForFeeInvoice(feeInvoiceId: number, amount: number, phone: string, label: { reference: string; description: string }, from: PromptClient): Promise<StartResult> {
  return prompt({ feeInvoiceId }, amount, phone, label, from);
}

/**
 * Use case: the customer pays an order with M-Pesa (from the order's page, holding its link's token).
 * Only a pending order may be paid; one whose stock hold ends before the payment could expire is
 * refused, so a payment never lands on an order the hold sweep has cancelled.
 */
export async function startOrderPayment(
  orderId: number,
  token: string,
  phone: string,
  from: PromptClient,
  at = Date.now(),
): Promise<StartResult> {
  const found = getOrderForCustomer(orderId, token);
  if (!found) return { ok: false, reason: "not-found", message: MPESA_MESSAGES.orderNotFound };
  const { order } = found;
  if (order.status === "cancelled") return conflict(MPESA_MESSAGES.orderClosed);
  if (order.status !== "pending") return conflict(MPESA_MESSAGES.orderPaid);
  const expireAfterMs = getEnv().MPESA?.expireAfterMs ?? 0;
  if (!order.staffConfirmedAt && Date.parse(order.createdAt) + orderHoldMs() - at < expireAfterMs) return conflict(MPESA_MESSAGES.holdEnding);
  return prompt({ orderId }, order.totalAmount, phone, { reference: `Order ${order.id}`, description: "Club shop" }, from);
}

/**
 * Use case: a Premium or VIP member whose membership is still pending pays it with M-Pesa. The caller
 * must have shown that `memberId` is theirs (the browser that registered it, or the member signed in);
 * the amount is the tier's price. Like an order's, a membership whose hold (MEMBERSHIP_HOLD_HOURS) ends
 * before the payment could expire is refused, so a payment never lands on a membership that expired.
 */
export async function startMembershipPayment(memberId: number, phone: string, from: PromptClient, at = Date.now()): Promise<StartResult> {
  const member = getMember(memberId);
  if (!member) return { ok: false, reason: "not-found", message: MPESA_MESSAGES.memberNotFound };
  if (member.status !== "pending" || !isPaidTier(member.membershipType)) return conflict(MPESA_MESSAGES.membershipNotPending);
  const expireAfterMs = getEnv().MPESA?.expireAfterMs ?? 0;
  if (Date.parse(member.createdAt) + membershipHoldMs() - at < expireAfterMs) return conflict(MPESA_MESSAGES.membershipHoldEnding);
  const tier = tierOf(member.membershipType);
  return prompt({ memberId }, tier.price, phone, { reference: `Member ${member.id}`, description: tier.name }, from);
}

/** "Pay now with M-Pesa" chosen on a form while M-Pesa is not configured: refused before anything is written. */
const notConfigured = (): Failure<"invalid"> => ({
  ok: false,
  reason: "invalid",
  message: MPESA_MESSAGES.unavailable,
  errors: { payment: [MPESA_MESSAGES.unavailable] },
});

/**
 * Use case: Place Order on /cart paying now with M-Pesa. The order is placed exactly as one paid on
 * delivery (the same checks, stock, confirmation and e-mails, whose "How to pay" tells of the prompt), then `phone` is prompted for its
 * total. A prompt that could not start (`prompt` not ok) leaves an order to pay on its page or on
 * delivery; the caller shows it with the reason.
 */
export async function placeOrderPayingNow(
  cartId: string,
  input: CheckoutInput,
  origin: OrderOrigin,
  phone: string,
): Promise<Success<{ order: Order; token: string; prompt: StartResult }> | CheckoutFailure> {
  if (!mpesaAvailable()) return notConfigured();
  const placed = placeConfirmedOrder(cartId, input, origin, "mpesa");
  if (!placed.ok) return placed;
  const prompted = await startOrderPayment(placed.order.id, placed.token, phone, { clientIp: origin.staff ? null : origin.ip });
  return { ok: true, order: placed.order, token: placed.token, prompt: prompted };
}

/**
 * Use case: a fan registers for a paid tier paying now with M-Pesa: registered exactly as one paying
 * at the office, then `phone` is prompted for the tier's price (a prompt that could not start leaves
 * a pending membership to pay at the office, or to try again).
 */
export async function registerMemberPayingNow(
  input: MemberRegistration,
  from: Parameters<typeof registerMember>[1],
  phone: string,
): Promise<Result<{ member: FanMember; prompt: StartResult }, "conflict" | "invalid" | "rate-limited">> {
  if (!mpesaAvailable()) return notConfigured();
  const registered = registerMember(input, from, new Date(), "mpesa");
  if (!registered.ok) return registered;
  return { ok: true, member: registered.member, prompt: await startMembershipPayment(registered.member.id, phone, from) };
}

/**
 * The latest payment of an order (null: none yet), for the customer holding the order's link, and
 * whether they may start one now (M-Pesa configured, the order pending, no prompt waiting).
 */
export function orderPaymentStatus(orderId: number, token: string): Result<{ payment: PaymentView | null; canPay: boolean }, "not-found"> {
  const found = getOrderForCustomer(orderId, token);
  if (!found) return { ok: false, reason: "not-found", message: MPESA_MESSAGES.orderNotFound };
  const latest = getDb().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1).get();
  const canPay = mpesaAvailable() && found.order.status === "pending" && latest?.status !== "pending";
  return { ok: true, payment: latest ? paymentView(latest) : null, canPay };
}

/**
 * The latest payment of a membership (the registration's payment page), the member's status, and
 * whether a payment may be started now (M-Pesa configured, the membership pending on a paid tier, no
 * prompt waiting). The caller must have shown that the member is theirs.
 */
export function membershipPaymentStatus(
  memberId: number,
): Result<{ payment: PaymentView | null; canPay: boolean; member: Pick<FanMember, "firstName" | "email" | "phone" | "membershipNumber" | "membershipType" | "status"> }, "not-found"> {
  const member = getMember(memberId);
  if (!member) return { ok: false, reason: "not-found", message: MPESA_MESSAGES.memberNotFound };
  const latest = getDb().select().from(payments).where(eq(payments.memberId, memberId)).orderBy(desc(payments.id)).limit(1).get();
  const canPay = awaitsOnlinePayment(member) && latest?.status !== "pending";
  const { firstName, email, phone, membershipNumber, membershipType, status } = member;
  return { ok: true, payment: latest ? paymentView(latest) : null, canPay, member: { firstName, email, phone, membershipNumber, membershipType, status } };
}

/** The latest STK payment of a fee invoice (null: none yet), for its pay page. */
export function latestFeeInvoicePayment(feeInvoiceId: number): PaymentView | null {
  const latest = getDb().select().from(payments).where(eq(payments.feeInvoiceId, feeInvoiceId)).orderBy(desc(payments.id)).limit(1).get();
  return latest ? paymentView(latest) : null;
}

// ---------------------------------------------------------------- results

export type PaymentResult = {
  status: Exclude<PaymentStatus, "pending">;
  resultCode: number | null;
  resultDesc: string;
  via: "callback" | "query" | "expiry";
  /** The receipt number Daraja's STK push query gave with a success (null when its answer has none). */
  receipt?: string | null;
};

/**
 * Records a payment's final result, once: the update matches only while the payment is pending, so a
 * callback and the background job settling it at the same moment cannot both succeed. A paid payment
 * then settles its order or membership. Returns whether this call settled it.
 */
export function settlePayment(paymentId: number, result: PaymentResult): boolean {
  const at = now();
  const settled = getDb()
    .update(payments)
    .set({
      status: result.status,
      resultCode: result.resultCode,
      resultDesc: result.resultDesc.slice(0, 500),
      settledVia: result.via,
      settledAt: at,
      updatedAt: at,
      // Only what Daraja's query answered: a callback's word never becomes a receipt.
      mpesaReceipt: result.status === "paid" ? (result.receipt ?? null) : null,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning()
    .get();
  if (!settled) return false;
  const what = settled.orderId ? `order #${settled.orderId}` : settled.feeInvoiceId ? `fee invoice #${settled.feeInvoiceId}` : `membership of member #${settled.memberId}`;
  recordAudit(
    null,
    result.status === "expired" ? "payment.expire" : "payment.settle",
    { type: "payment", id: settled.id },
    `M-Pesa payment #${settled.id} (${formatKes(settled.amount)}, ${what}): ${result.status}${settled.mpesaReceipt ? `, receipt ${settled.mpesaReceipt}` : ""} (from the ${result.via})`,
    { status: result.status, resultCode: result.resultCode, resultDesc: result.resultDesc, via: result.via, receipt: settled.mpesaReceipt },
  );
  if (settled.status === "paid") {
    // Its Paybill confirmation may have come first and be waiting in the fees' unmatched list.
    if (!settled.feeInvoiceId && settled.mpesaReceipt) setAsideForeignReceipt(settled.mpesaReceipt);
    fulfilPaidPayment(settled);
  }
  return true;
}

/**
 * What carrying a paid payment through found: "fulfilled" (done now), "already" (its order is paid or
 * further along, its membership active) or "impossible" (an order cancelled or gone, a membership
 * suspended, expired or gone); `state` is the order's or membership's status then ("gone": no row).
 */
export type Fulfilment = { outcome: "fulfilled" | "already" | "impossible"; state: string };

const ORDER_STATES_PAID = ["paid", "dispatched", "delivered"];

/**
 * Settles what a paid payment paid for, if it is still waiting: a pending order becomes paid by M-Pesa
 * (the customer gets the status e-mail with the receipt; a paid order's stock is no longer on hold), a
 * pending membership becomes active and the member is sent a sign-in link. Anything else (an order
 * staff cancelled meanwhile) is left for the club office to reconcile. `actor`: null for the system
 * (callback, background job), the staff member who pressed Finish on the reconciliation report.
 */
export function fulfilPaidPayment(payment: Payment, actor: AuditActor = null): Fulfilment {
  // A fee is the family's money whatever became of the invoice since: the ledger records it once.
  if (payment.feeInvoiceId) return recordStkFeePayment(payment);
  const details = { paymentId: payment.id, mpesaReceipt: payment.mpesaReceipt };
  if (payment.orderId) {
    const state = getDb().select({ status: orders.status }).from(orders).where(eq(orders.id, payment.orderId)).get()?.status ?? "gone";
    if (state !== "pending") {
      if (ORDER_STATES_PAID.includes(state)) return { outcome: "already", state };
      console.warn(`M-Pesa payment #${payment.id} is paid but order #${payment.orderId} is ${state}: reconcile by hand`);
      return { outcome: "impossible", state };
    }
    getDb().update(orders).set({ paymentMethod: "mpesa" }).where(and(eq(orders.id, payment.orderId), eq(orders.status, "pending"))).run();
    const changed = changeOrderStatus(payment.orderId, "paid", actor, { statusText: (wording) => wording.mpesaPaid(payment.mpesaReceipt), details });
    // Refused only when the order left pending meanwhile: look again at what it is now.
    return changed.ok ? { outcome: "fulfilled", state: "paid" } : fulfilPaidPayment(payment, actor);
  }
  const member = payment.memberId ? getMember(payment.memberId) : null;
  const state = member?.status ?? "gone";
  if (!member || state !== "pending") return { outcome: state === "active" ? "already" : "impossible", state };
  const activated = setMemberStatus(member.id, "active", actor);
  if (!activated.ok) return fulfilPaidPayment(payment, actor);
  mailSignInLink(activated.member);
  return { outcome: "fulfilled", state: "active" };
}

/**
 * Use case: Daraja posts a payment's result to /api/mpesa/callback/<token>. Only a known token is
 * accepted, and only for the CheckoutRequestID Daraja gave that payment. Its body is then taken as a
 * sign that a result exists, nothing more: the payment is settled from Daraja's own STK push query
 * (paid, failed or cancelled, and the receipt), so a callback that lies (a made-up receipt, a failure
 * M-Pesa never reported) changes nothing. While the query has no result yet the payment stays pending
 * for the background job. A payment already settled changes nothing; a success M-Pesa confirms after
 * the payment expired or failed is written to the audit log for the office.
 */
export async function receiveCallback(token: string, callback: StkCallback): Promise<Result<{ settled: boolean }, "not-found" | "invalid">> {
  const payment =
    token.length >= 20 && token.length <= 100
      ? getDb().select().from(payments).where(eq(payments.callbackTokenHash, sha256(token))).get()
      : undefined;
  if (!payment) return { ok: false, reason: "not-found", message: MPESA_MESSAGES.unknownCallback };
  if (payment.checkoutRequestId !== callback.CheckoutRequestID || payment.merchantRequestId !== callback.MerchantRequestID) {
    return { ok: false, reason: "invalid", message: MPESA_MESSAGES.mismatchedCallback };
  }
  if (payment.status === "pending") return { ok: true, settled: await confirmByQuery(payment, "callback") };
  if (payment.status !== "paid" && callback.ResultCode === 0) await noteLateSuccess(payment);
  return { ok: true, settled: false };
}

/**
 * A success reported for a payment that expired or failed meanwhile: money may have been taken. When
 * Daraja's query confirms it, the office is told through the audit log (the payment stays as it is).
 */
async function noteLateSuccess(payment: Payment): Promise<void> {
  const answer = payment.checkoutRequestId ? await getDarajaClient()?.stkQuery(payment.checkoutRequestId) : undefined;
  if (!answer?.ok || answer.state !== "done" || answer.resultCode !== 0) return;
  recordAudit(null, "payment.late-result", { type: "payment", id: payment.id }, `M-Pesa reported payment #${payment.id} paid after it was ${payment.status}: check with the customer`, {
    status: payment.status,
    resultCode: answer.resultCode,
    receipt: answer.receipt,
  });
}

/**
 * Asks Daraja for a pending payment's result (STK push query) and settles it when final, with the
 * receipt the answer gives. Returns whether it settled; "still processing" and an unreachable Daraja
 * leave it pending.
 */
export async function confirmByQuery(payment: Payment, via: "callback" | "query"): Promise<boolean> {
  const daraja = getDarajaClient();
  if (!daraja || !payment.checkoutRequestId) return false;
  const answer = await daraja.stkQuery(payment.checkoutRequestId);
  getDb().update(payments).set({ lastQueriedAt: now() }).where(eq(payments.id, payment.id)).run();
  if (!answer.ok || answer.state === "processing") return false;
  return settlePayment(payment.id, {
    status: statusOfResult(answer.resultCode),
    resultCode: answer.resultCode,
    resultDesc: answer.resultDesc,
    via,
    receipt: answer.receipt,
  });
}

// ---------------------------------------------------------------- staff

/**
 * Use case (staff with the shop permission): "Re-check with M-Pesa" for a pending payment: asks the
 * STK push query now instead of waiting for the background job, and settles the payment if M-Pesa has
 * its result. The check itself is audited; a result it finds is audited as the job's would be.
 */
export async function recheckPayment(paymentId: number, actor: AuditActor): Promise<Result<{ payment: PaymentView; settled: boolean }, "not-found" | "conflict">> {
  const payment = getDb().select().from(payments).where(eq(payments.id, paymentId)).get();
  if (!payment) return { ok: false, reason: "not-found", message: MPESA_MESSAGES.paymentNotFound };
  if (payment.status !== "pending") return conflict(MPESA_MESSAGES.notPending);
  if (!payment.checkoutRequestId) return conflict(MPESA_MESSAGES.neverAccepted);
  const settled = await confirmByQuery(payment, "query");
  const current = getDb().select().from(payments).where(eq(payments.id, paymentId)).get()!;
  recordAudit(actor, "payment.recheck", { type: "payment", id: paymentId }, `Re-checked M-Pesa payment #${paymentId} with M-Pesa: ${current.status}`, {
    status: current.status,
    settled,
  });
  return { ok: true, payment: paymentView(current), settled };
}

/**
 * Use case (staff with the shop permission): "Finish" on the reconciliation report: carries a paid
 * payment through to its order (marked paid, as the callback would) or membership (activated, with a
 * sign-in e-mail) when that is still possible, audited. An order cancelled (or a membership suspended
 * or expired) since is refused: the money is the customer's, and staff refund it by hand.
 */
export function finishPaidPayment(paymentId: number, actor: AuditActor): Result<{ description: string }, "not-found" | "conflict"> {
  const payment = getDb().select().from(payments).where(eq(payments.id, paymentId)).get();
  if (!payment) return { ok: false, reason: "not-found", message: MPESA_MESSAGES.paymentNotFound };
  if (payment.status !== "paid") return conflict(MPESA_MESSAGES.notPaid);
  const what = payment.orderId ? `Order #${payment.orderId}` : payment.feeInvoiceId ? `Fee invoice #${payment.feeInvoiceId}` : `The membership of member #${payment.memberId}`;
  const { outcome, state } = fulfilPaidPayment(payment, actor);
  if (outcome === "already") return conflict(MPESA_MESSAGES.alreadyFinished(what, state));
  if (outcome === "impossible") return conflict(MPESA_MESSAGES.cannotFinish(what, state, payment.mpesaReceipt));
  const description = payment.orderId
    ? `Order #${payment.orderId} is now paid.`
    : payment.feeInvoiceId
      ? `The payment is recorded for fee invoice #${payment.feeInvoiceId}.`
      : `The membership of member #${payment.memberId} is now active.`;
  recordAudit(actor, "payment.finish", { type: "payment", id: payment.id }, `Finished M-Pesa payment #${payment.id} (${formatKes(payment.amount)}): ${description}`, {
    orderId: payment.orderId,
    memberId: payment.memberId,
    feeInvoiceId: payment.feeInvoiceId,
    mpesaReceipt: payment.mpesaReceipt,
  });
  return { ok: true, description };
}

/**
 * The reconciliation report: paid payments whose order is not paid (or further along), or whose
 * membership is still pending. The background job carries a paid payment through within a minute,
 * so a row here means something needs a person (an order cancelled while its payment was waiting).
 */
export function paidPaymentsNotCarriedThrough(): Array<Payment & { orderStatus: string | null; memberStatus: string | null }> {
  const rows = getDb()
    .select({ payment: payments, orderStatus: orders.status, memberStatus: fanMembers.status, feeRecorded: feePayments.id })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(fanMembers, eq(fanMembers.id, payments.memberId))
    .leftJoin(feePayments, eq(feePayments.paymentId, payments.id))
    .where(eq(payments.status, "paid"))
    .orderBy(desc(payments.id))
    .all();
  return rows
    .filter((row) =>
      row.payment.orderId ? !ORDER_STATES_PAID.includes(row.orderStatus ?? "") : row.payment.feeInvoiceId ? row.feeRecorded === null : row.memberStatus === "pending",
    )
    .map((row) => ({ ...row.payment, orderStatus: row.orderStatus, memberStatus: row.memberStatus }));
}
