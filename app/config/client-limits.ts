// The environment variables that cap what one client (one IP address, or one account from one IP) may
// do, and the per-person caps that test data runs into. Load tests, the crash suite and the browser suite run every request from one address, so they
// raise all of these at once with `raisedClientLimits()`; a new per-client limit is added here, and
// tests/unit/config/env.test.ts fails until it is.
export const PER_CLIENT_LIMIT_VARIABLES = [
  "LOGIN_RATE_LIMIT",
  "MUTATION_RATE_LIMIT",
  "UPLOAD_RATE_LIMIT",
  "LOOKUP_RATE_LIMIT",
  "CONTACT_RATE_LIMIT",
  "TRACKING_RATE_LIMIT",
  "LOGIN_ACCOUNT_LIMIT",
  "MEMBER_LINK_PER_IP",
  "PUSH_SUBSCRIPTIONS_PER_IP_BURST",
  "ORDERS_PER_IP_BURST",
  "PUBLIC_MAIL_PER_IP_BURST",
  "REGISTRATIONS_PER_IP_BURST",
  "UPLOAD_BURST_PER_IP_MB",
  // Daily caps per person, but the test data registers many children with one parent's phone.
  "REGISTRATIONS_PER_PARENT_DAY",
  "UPLOAD_SHARE_PER_PARENT_MB",
  "OPEN_UNITS_PER_IP",
  "MPESA_PROMPTS_PER_IP",
  "PAID_MEMBERSHIPS_PER_IP",
] as const;

/**
 * The window of the burst limits per client IP (`*_PER_IP_BURST`, and MEMBER_LINK_PER_IP): a client
 * may do that much in any 10 minutes. Daily caps are per person (e-mail, phone), never per IP: behind
 * a carrier's NAT thousands of phones share one address (ADR 0019).
 */
export const BURST_WINDOW_MINUTES = 10;

/** Every per-client limit set to `value` (a million by default: no test or benchmark reaches it). */
export const raisedClientLimits = (value = "1000000"): Record<(typeof PER_CLIENT_LIMIT_VARIABLES)[number], string> =>
  Object.fromEntries(PER_CLIENT_LIMIT_VARIABLES.map((name) => [name, value])) as Record<(typeof PER_CLIENT_LIMIT_VARIABLES)[number], string>;
