// Which guardian an unmatched M-Pesa payment's sender might be (docs/decisions/0029-academy-fees.md, "The
// treasurer's view"). Daraja sends the payer's MSISDN in full ("254712345678"), masked ("2547 ****** 678",
// "254712***678": the number of stars need not be the number of hidden digits) or hashed (the SHA-256 hex
// of the 2547… number). A fit is only ever a suggestion for the treasurer, and only when exactly one
// guardian fits: two guardians sharing a number, or a mask that several numbers fit, suggest nothing.
// Pure, so the unit tests read the same rule.
import crypto from "node:crypto";
import { normalizeKenyanPhone } from "~/utils/mpesa";

export type PayerPhone =
  | { kind: "full"; msisdn: string }
  | { kind: "masked"; pattern: RegExp }
  | { kind: "hashed"; hash: string }
  | { kind: "none" };

const MASK = /[*xX•#]/;
const HASH = /^[0-9a-f]{64}$/i;
/** A masked number must show at least this many digits after the country code to be worth a suggestion. */
const VISIBLE_DIGITS_MIN = 4;

/** SHA-256 hex of a normalised MSISDN (2547…), as Daraja hashes it. */
export const hashMsisdn = (msisdn: string) => crypto.createHash("sha256").update(msisdn).digest("hex");

/** What kind of phone M-Pesa sent, read forgivingly (spaces, a leading + or 0). */
export function readPayerPhone(raw: string | null | undefined): PayerPhone {
  const compact = (raw ?? "").replace(/[\s\-.()]/g, "");
  if (!compact) return { kind: "none" };
  if (HASH.test(compact)) return { kind: "hashed", hash: compact.toLowerCase() };
  if (!MASK.test(compact)) {
    const full = normalizeKenyanPhone(compact);
    return full.ok ? { kind: "full", msisdn: full.phone } : { kind: "none" };
  }
  let masked = compact.replace(/^\+/, "");
  if (masked.startsWith("0")) masked = `254${masked.slice(1)}`;
  if (!/^254/.test(masked) || !/^[\d*xX•#]+$/.test(masked)) return { kind: "none" };
  const visible = masked.slice(3).replace(/[^\d]/g, "").length;
  if (visible < VISIBLE_DIGITS_MIN) return { kind: "none" };
  // Each run of mask characters stands for one or more hidden digits; the whole is 12 digits.
  const body = masked
    .split(/[*xX•#]+/)
    .join("\\d+");
  return { kind: "masked", pattern: new RegExp(`^(?=\\d{12}$)${body}$`) };
}

export type GuardianPhone = { id: number; phone: string };

/**
 * The guardians' phones read once (normalised to 2547…, and hashed), so a page of payments is matched
 * without hashing every guardian for every payment. Unreadable phones never fit.
 */
export function phoneBook(guardians: readonly GuardianPhone[]) {
  const byMsisdn = new Map<string, number[]>();
  const byHash = new Map<string, number[]>();
  for (const guardian of guardians) {
    const normal = normalizeKenyanPhone(guardian.phone);
    if (!normal.ok) continue;
    byMsisdn.set(normal.phone, [...(byMsisdn.get(normal.phone) ?? []), guardian.id]);
  }
  for (const [msisdn, ids] of byMsisdn) byHash.set(hashMsisdn(msisdn), ids);
  /** The guardians whose phone fits what M-Pesa sent. */
  const fitting = (raw: string | null | undefined): number[] => {
    const payer = readPayerPhone(raw);
    if (payer.kind === "full") return byMsisdn.get(payer.msisdn) ?? [];
    if (payer.kind === "hashed") return byHash.get(payer.hash) ?? [];
    if (payer.kind === "masked") return [...byMsisdn].filter(([msisdn]) => payer.pattern.test(msisdn)).flatMap(([, ids]) => ids);
    return [];
  };
  /** The one guardian to suggest, or null when none or several fit. */
  const suggest = (raw: string | null | undefined): number | null => {
    const fits = fitting(raw);
    return fits.length === 1 ? fits[0] : null;
  };
  return { fitting, suggest };
}
