// M-Pesa Express (Daraja STK push) rules that the server and the browser share: the phone number
// Daraja accepts, the request's Timestamp and Password, what each result code means for a payment and
// what the customer is told (the words are in app/config/mpesa.ts). Plain functions, no I/O.
import { PAYMENT_MESSAGES, PHONE_MESSAGE, type NextStep } from "~/config/mpesa";

/** A payment's status (the payments table's column). */
export type PaymentStatus = "pending" | "paid" | "failed" | "cancelled" | "expired";

/** The Daraja result codes the club tells apart; any other non-zero code is a failure. */
export const RESULT_CODES = { success: 0, insufficientFunds: 1, cancelledByUser: 1032, timeout: 1037 } as const;

/**
 * A Kenyan mobile number as Daraja wants it, 2547XXXXXXXX or 2541XXXXXXXX, from the usual spellings:
 * 0712 345 678, 0112-345-678, +254 712 345 678, 254712345678, 712345678 (spaces, dashes, dots and
 * brackets ignored). Anything else, landlines included, is refused with one clear message.
 */
export function normalizeKenyanPhone(raw: string): { ok: true; phone: string } | { ok: false; message: string } {
  const compact = raw.trim().replace(/[\s\-.()]/g, "");
  const match = /^(?:\+254|254|0)?([17]\d{8})$/.exec(compact);
  return match ? { ok: true, phone: `254${match[1]}` } : { ok: false, message: PHONE_MESSAGE };
}

const nairobiParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Nairobi",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Daraja's `Timestamp`: the moment in Nairobi time as YYYYMMDDHHmmss. */
export function darajaTimestamp(at: Date = new Date()): string {
  const part = Object.fromEntries(nairobiParts.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}${part.month}${part.day}${part.hour}${part.minute}${part.second}`;
}

/** Daraja's `Password`: base64 of shortcode + passkey + timestamp (all ASCII). */
export const stkPassword = (shortcode: string, passkey: string, timestamp: string) => btoa(`${shortcode}${passkey}${timestamp}`);

/** Daraja's limits: AccountReference up to 12 characters, TransactionDesc up to 13. */
export const ACCOUNT_REFERENCE_MAX = 12;
export const TRANSACTION_DESC_MAX = 13;

/** Text for a Daraja field: letters, digits, spaces and dashes only, clipped to `max` characters. */
export const darajaText = (text: string, max: number) =>
  text
    .replace(/[^A-Za-z0-9 -]/g, "")
    .trim()
    .slice(0, max);

/** An M-Pesa receipt number as Daraja writes it (ten capital letters and digits, "SLK4H7XQ2P"); null for anything else. */
export function mpesaReceipt(value: unknown): string | null {
  return typeof value === "string" && /^[A-Z0-9]{10}$/.test(value) ? value : null;
}

/** The status a final result code gives a payment: 0 paid, 1032 cancelled by the customer, else failed. */
export function statusOfResult(resultCode: number): Exclude<PaymentStatus, "pending" | "expired"> {
  if (resultCode === RESULT_CODES.success) return "paid";
  if (resultCode === RESULT_CODES.cancelledByUser) return "cancelled";
  return "failed";
}

/** What the customer is told about a payment, and what they can do next. */
export function paymentOutcome(payment: { status: PaymentStatus; resultCode: number | null; receipt: string | null }): {
  message: string;
  nextSteps: NextStep[];
} {
  const retry: NextStep[] = ["try-again", "pay-on-delivery"];
  switch (payment.status) {
    case "pending":
      return { message: PAYMENT_MESSAGES.pending, nextSteps: ["check-status"] };
    case "paid":
      return { message: PAYMENT_MESSAGES.paid(payment.receipt), nextSteps: [] };
    case "cancelled":
      return { message: PAYMENT_MESSAGES.cancelled, nextSteps: retry };
    case "expired":
      return { message: PAYMENT_MESSAGES.expired, nextSteps: retry };
    case "failed":
      if (payment.resultCode === RESULT_CODES.insufficientFunds) return { message: PAYMENT_MESSAGES.insufficientFunds, nextSteps: retry };
      if (payment.resultCode === RESULT_CODES.timeout) return { message: PAYMENT_MESSAGES.timeout, nextSteps: retry };
      return { message: PAYMENT_MESSAGES.failed, nextSteps: retry };
  }
}
