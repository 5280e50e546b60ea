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
