// Failed sign-ins are counted per (account, client IP) pair. A client that keeps failing for an account
// waits out the rest of the 5-minute window for that account only; the same account signing in from
// any other client is unaffected, so nobody can lock the real admin out by failing on purpose.
// Guessing from many addresses is slowed by the per-IP login tier in server.ts (LOGIN_RATE_LIMIT) and
// by each address getting only LOGIN_ACCOUNT_LIMIT tries per window per account.
// One process serves the site (SQLite), so memory is the right place.
import { getEnv } from "~/config/env.server";
import { singleton } from "~/utils/singleton.server";
import { clientKey } from "~/utils/client-key.server";

export const ACCOUNT_WINDOW_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

type Failures = { count: number; windowEnd: number };
const failuresByClient = () => singleton("login-failures", () => new Map<string, Failures>());
const key = (username: string, clientIp: string) =>
  `${username.trim().toLowerCase().slice(0, 100)}\u0000${clientKey(clientIp.slice(0, 64))}`;

/**
 * Seconds this client must wait before trying this account again, or 0 when it may try now
 * (it has not used up its failed attempts for the current window).
 */
export function loginRetryAfterSeconds(username: string, clientIp: string, now = Date.now()): number {
  const entry = failuresByClient().get(key(username, clientIp));
  if (!entry || entry.windowEnd <= now || entry.count < getEnv().LOGIN_ACCOUNT_LIMIT) return 0;
  return Math.max(1, Math.ceil((entry.windowEnd - now) / 1000));
}

export function recordFailedLogin(username: string, clientIp: string, now = Date.now()) {
  const map = failuresByClient();
  const k = key(username, clientIp);
  const entry = map.get(k);
  if (!entry || entry.windowEnd <= now) map.set(k, { count: 1, windowEnd: now + ACCOUNT_WINDOW_MS });
  else entry.count++;
  // Bounded memory: forget finished windows once the map grows, then the oldest if still too big.
  if (map.size > MAX_ENTRIES) {
    for (const [k2, v] of map) if (v.windowEnd <= now) map.delete(k2);
    for (const k2 of map.keys()) {
      if (map.size <= MAX_ENTRIES) break;
      map.delete(k2);
    }
  }
}

/** A successful sign-in forgets this client's failures for the account. */
export function clearFailedLogins(username: string, clientIp: string) {
  failuresByClient().delete(key(username, clientIp));
}
