// The "Pay with M-Pesa" link of an invoice e-mail: /fees/pay/<invoice id>?t=<key>. The key is an HMAC of
// the invoice id under the server's secret (nothing stored): it opens that one invoice's payment page and
// nothing else, not the family page, and rotating the secret keeps mailed links working until the old
// secret is dropped (the first secret signs, all verify).
import crypto from "node:crypto";
import { getEnv } from "~/config/env.server";
import { LINK_TOKEN_PARAM } from "~/config/secret-links";

const keyFor = (invoiceId: number, secret: string) => crypto.createHmac("sha256", secret).update(`fee-invoice-pay:${invoiceId}`).digest("base64url");

/** The path of invoice `invoiceId`'s payment page, with its key. */
export function invoicePayPath(invoiceId: number): string {
  return `/fees/pay/${invoiceId}?${LINK_TOKEN_PARAM}=${keyFor(invoiceId, getEnv().SESSION_SECRETS[0])}`;
}

/** The full URL of the payment page, for e-mails. */
export const invoicePayUrl = (invoiceId: number) => `${getEnv().PUBLIC_URL}${invoicePayPath(invoiceId)}`;

/** Whether `key` opens invoice `invoiceId`'s payment page (compared in constant time). */
export function payKeyOpens(invoiceId: number, key: string): boolean {
  if (!Number.isSafeInteger(invoiceId) || invoiceId <= 0 || !key || key.length > 100) return false;
  const given = Buffer.from(key);
  return getEnv().SESSION_SECRETS.some((secret) => {
    const expected = Buffer.from(keyFor(invoiceId, secret));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
}
