// The client a per-client limit counts in the database: the client IP server.ts trusts, taken the way
// the request rate limits take it (`ipKeyGenerator`: an IPv4 address as it is, an IPv6 address by its
// /56, since one client holds a whole prefix), and stored only as a keyed hash (HMAC with the session
// secret): enough to count a client's orders, prompts or registrations, useless for anything else.
import crypto from "node:crypto";
import { ipKeyGenerator } from "express-rate-limit";
import { getEnv } from "~/config/env.server";

export function clientKey(ip: string): string {
  return crypto.createHmac("sha256", getEnv().SESSION_SECRETS[0]).update(ipKeyGenerator(ip)).digest("hex").slice(0, 32);
}
