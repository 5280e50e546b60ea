// Paybill payments (Daraja C2B, docs/decisions/0029-academy-fees.md "Paybill (C2B) and the statement
// import"): a parent pays the club's Paybill from the phone's M-Pesa menu and types the child's account
// number. Daraja asks our validation URL first (only where Safaricom has turned external validation on
// for the shortcode), then posts the confirmation of the completed payment.
//   - C2B callbacks are not signed: they are trusted only through the unguessable path segment
//     (MPESA_C2B_PATH_SECRET; C2B is off without it) and the optional source allowlist
//     (MPESA_C2B_ALLOWED_IPS);
//   - validation accepts only a known account number (an academy child's); everything else is refused
//     with C2B00012, and M-Pesa then cancels the payment before any money moves;
//   - a confirmation is money that has arrived, whatever validation said (or whether it ran): it is
//     recorded once per TransID through the ledger, matched by a valid account number or left unmatched
//     for the treasurer. The payer's phone is kept exactly as sent (often masked or hashed) and is never
//     used to match.
import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { C2B_CONFIRMATION_ANSWER, C2B_MESSAGES, C2B_RESULT } from "~/config/fees";
import { getEnv } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import { payments, players, type FeePayment } from "~/db/schema";
import { getDarajaClient, type C2bRegistered, type DarajaFailure } from "~/infra/daraja.server";
import { recordAudit } from "~/models/audit.server";
import { recordFeePayment } from "~/models/fees/ledger.server";
import type { C2bBody } from "~/schemas/fees";
import { playerIdFromAccount } from "~/utils/fee-account";
import { parseIpAllowlist, type IpAllowlist } from "~/utils/ip-allowlist.server";
import { formatKes } from "~/utils/money";
import { darajaTimeToIso, parseAmount } from "~/utils/mpesa-statement";
import type { Result } from "~/utils/result";
import { singleton } from "~/utils/singleton.server";

export type C2bAnswer = (typeof C2B_RESULT)[keyof typeof C2B_RESULT];

const allowlist = (): IpAllowlist | null => {
  const text = getEnv().MPESA_C2B_ALLOWED_IPS;
  return text ? singleton(`c2b-allowlist:${text}`, () => parseIpAllowlist(text)) : null;
};

/** Compares in constant time, so the secret cannot be found a character at a time. */
function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * May this request reach the C2B URLs? 404 for a wrong path secret (or C2B off), as if the URL did not
 * exist; 403 for a source outside MPESA_C2B_ALLOWED_IPS when it is set.
 */
export function c2bAccess(secret: string, clientIp: string): Result<object, "not-found" | "forbidden"> {
  const expected = getEnv().MPESA_C2B_PATH_SECRET;
  if (!expected || !sameSecret(secret, expected)) return { ok: false, reason: "not-found", message: C2B_MESSAGES.notFound };
  const allowed = allowlist();
  if (allowed && !allowed.allows(clientIp)) return { ok: false, reason: "forbidden", message: C2B_MESSAGES.sourceRefused };
  return { ok: true };
}

/** The academy child whose account number `typed` is, or null (mistyped, unknown, not a child, erased). */
export function playerOfAccount(typed: string): number | null {
  const playerId = playerIdFromAccount(typed);
  if (!playerId) return null;
  const player = getDb()
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.kind, "academy"), isNull(players.erasedAt)))
    .get();
  return player?.id ?? null;
}

/** Whole shillings, or why not (M-Pesa moves whole shillings: a fraction is not a real payment). */
function wholeAmount(text: string): { ok: true; amount: number } | { ok: false; message: string } {
  const amount = parseAmount(text);
  if (amount === null || amount <= 0 || !Number.isInteger(amount)) return { ok: false, message: C2B_MESSAGES.notInteger };
  return { ok: true, amount };
}

/**
 * Use case (Daraja): may this Paybill payment go ahead? Accepts a known account number with a whole,
 * positive amount; the answer is in Daraja's format (the route always answers 200 with it).
 */
export function validateC2b(body: C2bBody | null): C2bAnswer {
  if (!body) return C2B_RESULT.otherError;
  if (!wholeAmount(body.TransAmount).ok) return C2B_RESULT.invalidAmount;
  const shortcode = getEnv().MPESA?.shortcode;
  if (shortcode && body.BusinessShortCode && body.BusinessShortCode !== shortcode) return C2B_RESULT.invalidShortcode;
  return playerOfAccount(body.BillRefNumber) ? C2B_RESULT.accepted : C2B_RESULT.invalidAccount;
}

export type C2bConfirmation = C2bBody & { TransID: string };

export type ConfirmedC2b = {
  /** null: the receipt belongs to a shop, membership or STK payment (M-Pesa confirms those to the same URL). */
  payment: FeePayment | null;
  created: boolean;
  answer: typeof C2B_CONFIRMATION_ANSWER;
};

const payerNameOf = (body: C2bBody) => [body.FirstName, body.MiddleName, body.LastName].filter(Boolean).join(" ") || null;

/**
 * Use case (Daraja): a Paybill payment has completed. Recorded once per TransID (a repeated confirmation
 * changes nothing and is acknowledged the same), matched to the family of the account number's child or
 * left unmatched; audited `fee.payment` when new.
 */
export function confirmC2b(body: C2bConfirmation): Result<ConfirmedC2b, "invalid"> {
  const amount = wholeAmount(body.TransAmount);
  if (!amount.ok) return { ok: false, reason: "invalid", message: amount.message, errors: { TransAmount: [amount.message] } };
  const paidAt = darajaTimeToIso(body.TransTime);
  if (!paidAt) return { ok: false, reason: "invalid", message: C2B_MESSAGES.badTime, errors: { TransTime: [C2B_MESSAGES.badTime] } };
  // An STK push to the same shortcode is confirmed here too: the payments module owns that money.
  const stk = getDb().select({ id: payments.id }).from(payments).where(eq(payments.mpesaReceipt, body.TransID)).get();
  if (stk) return { ok: true, payment: null, created: false, answer: C2B_CONFIRMATION_ANSWER };
  const accountTyped = body.BillRefNumber || null;
  const playerId = accountTyped ? playerOfAccount(accountTyped) : null;
  const recorded = recordFeePayment({
    channel: "paybill",
    source: "callback",
    amount: amount.amount,
    receipt: body.TransID,
    paidAt,
    payerPhone: body.MSISDN || null,
    payerName: payerNameOf(body),
    accountTyped,
    playerId,
    matchedBy: playerId ? "account" : null,
  });
  if (recorded.created) {
    const { payment } = recorded;
    recordAudit(
      null,
      "fee.payment",
      { type: "fee-payment", id: payment.id },
      `Paybill ${payment.receipt} (${formatKes(payment.amount)}) ${playerId ? `for the family of player #${playerId}` : `unmatched (account "${accountTyped ?? ""}")`}`,
      { channel: "paybill", source: "callback", receipt: payment.receipt, amount: payment.amount, playerId, accountTyped },
    );
  }
  return { ok: true, payment: recorded.payment, created: recorded.created, answer: C2B_CONFIRMATION_ANSWER };
}

/**
 * The URLs Daraja is given: the site's public base (MPESA_CALLBACK_URL or PUBLIC_URL) and the path secret.
 * Daraja refuses to register a URL with "mpesa", "m-pesa" or "safaricom" in it, hence /api/paybill.
 */
export function c2bUrls(): { validationUrl: string; confirmationUrl: string } | null {
  const env = getEnv();
  if (!env.MPESA || !env.MPESA_C2B_PATH_SECRET) return null;
  const base = `${env.MPESA.callbackBaseUrl}/api/paybill/${env.MPESA_C2B_PATH_SECRET}`;
  return { validationUrl: `${base}/validation`, confirmationUrl: `${base}/confirmation` };
}

export type RegisterFailure = { ok: false; reason: "not-configured"; message: string } | DarajaFailure;

/**
 * Use case (operator, `npm run mpesa:register-c2b`): tells Daraja where to post the club's Paybill
 * payments. Needs the M-Pesa credentials and MPESA_C2B_PATH_SECRET.
 */
export async function registerC2bUrls(): Promise<C2bRegistered | RegisterFailure> {
  const env = getEnv();
  const urls = c2bUrls();
  const client = getDarajaClient();
  if (!env.MPESA || !client || !urls) {
    return { ok: false, reason: "not-configured", message: "Set the four MPESA_* credentials and MPESA_C2B_PATH_SECRET first" };
  }
  const answer = await client.registerC2bUrls({ shortCode: env.MPESA.shortcode, responseType: env.MPESA_C2B_RESPONSE_TYPE, ...urls });
  recordAudit(
    null,
    "fee.c2b-register",
    { type: "c2b-registration", id: env.MPESA.shortcode },
    answer.ok ? `Registered the Paybill (C2B) URLs of ${env.MPESA.shortcode}` : `Registering the Paybill (C2B) URLs of ${env.MPESA.shortcode} failed: ${answer.message}`,
    { responseType: env.MPESA_C2B_RESPONSE_TYPE, ok: answer.ok },
  );
  return answer;
}
