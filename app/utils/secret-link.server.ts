// Secret links: a page that only the person who made something may read (an order's confirmation, a
// registration's receipt) is keyed by a random token in its link. Only the token's SHA-256 is stored,
// so a copy of the database does not open the pages.
import crypto from "node:crypto";

/** A new token for a link (24 random bytes, URL-safe) and the hash to store with the row. */
export function newLinkToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(24).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** Whether `token` is the one whose hash was stored (compared in constant time). */
export function linkTokenMatches(storedHash: string | null | undefined, token: string): boolean {
  if (!storedHash || !token || token.length > 200) return false;
  const expected = Buffer.from(storedHash, "hex");
  const given = Buffer.from(hashLinkToken(token), "hex");
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

// A mail sent after the link was made (an order's "paid" or "dispatched" mail) cannot repeat the
// token: only its hash is stored. It carries a second key instead, derived from that hash with the
// server's secret: it opens the same page, a copy of the database alone still opens nothing, and
// rotating the secret (the first signs, all verify) keeps mailed links working until the old one goes.

/** The key a later mail's link carries for the row whose token hash is `storedHash`. */
export function mailedLinkToken(storedHash: string, secret: string): string {
  return crypto.createHmac("sha256", secret).update(`mailed-link:${storedHash}`).digest("base64url");
}

/** Whether `token` opens the row: its own token, or a mailed key under any of `secrets`. */
export function linkOpens(storedHash: string | null | undefined, token: string, secrets: readonly string[]): boolean {
  if (linkTokenMatches(storedHash, token)) return true;
  if (!storedHash || !token || token.length > 200) return false;
  const given = Buffer.from(token);
  return secrets.some((secret) => {
    const expected = Buffer.from(mailedLinkToken(storedHash, secret));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
}
