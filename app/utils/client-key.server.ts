// The one key every per-client limit counts by, in memory (server.ts's rate limits, the push and
// sign-in throttles) and in the database (mail, registrations, orders, prompts, uploads, sign-in
// requests): an IPv4 address whole; an IPv6 address by its /56 network, because one home or phone is
// handed a whole prefix and could otherwise take a fresh address for every request; an IPv4-mapped IPv6
// address (::ffff:192.0.2.1) as its IPv4 address. The same function as express-rate-limit's, so the
// two can never drift apart. It is idempotent: a key passed again comes back unchanged.
import crypto from "node:crypto";
import { ipKeyGenerator } from "express-rate-limit";
import { getEnv } from "~/config/env.server";
import { remembered } from "~/utils/remembered";

/** How many leading bits of an IPv6 address name one client. */
export const IPV6_CLIENT_PREFIX_BITS = 56;

// Parsing an IPv6 address for its network is a tenth of a millisecond, asked again for every request of
// the same client (every post passes the rate limit): the last addresses seen are remembered, a bounded
// number, so a flood of fresh addresses only costs what it did before.
const keyOfAddress = remembered((ip) => ipKeyGenerator(ip, IPV6_CLIENT_PREFIX_BITS), 10_000);

/** The client an IP address belongs to, for counting (see above). */
export function clientKey(ip: string): string {
  return keyOfAddress(ip.trim());
}

/**
 * The client as a keyed hash (HMAC with the session secret), for rows kept for days (orders, payments,
 * memberships): enough to count a client's orders, prompts or registrations, useless for anything else.
 */
export function clientKeyHash(ip: string): string {
  return crypto.createHmac("sha256", getEnv().SESSION_SECRETS[0]).update(clientKey(ip)).digest("hex").slice(0, 32);
}
