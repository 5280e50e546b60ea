// Failed sign-ins counted per account (not per client IP), so guessing one admin's password from many
// addresses is slowed down too. The penalty ends with the 5-minute window: nobody can lock an admin
// out for longer than that. One process serves the site (SQLite), so memory is the right place.
import { getEnv } from "~/config/env.server";
import { singleton } from "~/utils/singleton.server";

export const ACCOUNT_WINDOW_MS = 5 * 60_000;

type Failures = { count: number; windowEnd: number };
const failuresByAccount = () => singleton("login-failures", () => new Map<string, Failures>());
const key = (username: string) => username.trim().toLowerCase().slice(0, 100);

/** True while this account has used up its failed attempts for the current window. */
export function isAccountThrottled(username: string, now = Date.now()): boolean {
  const entry = failuresByAccount().get(key(username));
  return !!entry && entry.windowEnd > now && entry.count >= getEnv().LOGIN_ACCOUNT_LIMIT;
}

export function recordFailedLogin(username: string, now = Date.now()) {
  const map = failuresByAccount();
  const entry = map.get(key(username));
  if (!entry || entry.windowEnd <= now) map.set(key(username), { count: 1, windowEnd: now + ACCOUNT_WINDOW_MS });
  else entry.count++;
  // Bounded memory: forget finished windows once the map grows.
  if (map.size > 10_000) for (const [k, v] of map) if (v.windowEnd <= now) map.delete(k);
}

export function clearFailedLogins(username: string) {
  failuresByAccount().delete(key(username));
}
