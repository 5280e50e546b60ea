// Every knob of the app, validated once at boot. With no environment at all the app runs on port 3000
// with its data in ./data.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseIpAllowlist } from "~/utils/ip-allowlist.server";
import { passwordProblem } from "~/utils/password";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_PATH: optionalString,
  SESSION_SECRET: optionalString,
  PUBLIC_URL: optionalString.pipe(z.string().url("PUBLIC_URL must be a full URL such as https://club.example").optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default("Rising Stars FC <no-reply@risingstarsfc.co.ke>"),
  CLUB_OFFICE_EMAIL: z.string().trim().email("CLUB_OFFICE_EMAIL must be an e-mail address").default("info@risingstarsfc.co.ke"),
  // The one domain of the club's staff e-mail addresses (generated as first.last@CLUB_EMAIL_DOMAIN).
  CLUB_EMAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "CLUB_EMAIL_DOMAIN must be a domain such as club.example")
    .default("risingstarsfc.co.ke"),
  // The first retry of a message the mail server refused for now waits this long; each next one 4 times longer.
  MAIL_RETRY_BASE_MS: positiveInt(30_000),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString.pipe(
    z
      .string()
      .superRefine((password, ctx) => {
        const problem = passwordProblem(password);
        if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `ADMIN_PASSWORD: ${problem}` });
      })
      .optional(),
  ),
  // File storage: local disk under DATA_DIR/uploads unless S3_BUCKET is set.
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.string().url("S3_ENDPOINT must be a full URL").optional()),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
  // Requests per minute per client IP. Tests raise them; the defaults are the production policy.
  LOGIN_RATE_LIMIT: positiveInt(10),
  MUTATION_RATE_LIMIT: positiveInt(300),
  // File uploads per 10 minutes per client IP (each may be 5 MB).
  UPLOAD_RATE_LIMIT: positiveInt(30),
  // Member lookups (by e-mail or membership number) per minute per client IP, reads included.
  LOOKUP_RATE_LIMIT: positiveInt(30),
  // Fan members sign in by an e-mailed link: how long a link works, and how many links may be asked
  // for per hour for one address (trimmed, lower-cased) and from one client per burst window.
  MEMBER_LINK_MINUTES: positiveInt(20),
  MEMBER_LINK_PER_ADDRESS: positiveInt(3),
  MEMBER_LINK_PER_IP: positiveInt(10),
  // Availability (ADR 0028): the default answer deadline in hours before kick-off, how often a team's
  // families may be asked in 24 hours, how often one child's answer may be recorded, and how many times
  // a coach may "remind the rest" about one request.
  AVAILABILITY_DEADLINE_HOURS: positiveInt(48),
  AVAILABILITY_REQUESTS_PER_TEAM_DAY: positiveInt(3),
  AVAILABILITY_ANSWER_CHANGES: positiveInt(10),
  AVAILABILITY_REMINDERS_PER_REQUEST: positiveInt(2),
  // Academy fees, plans and invoices (ADR 0029): an invoice is due this many days after its period starts
  // (0: on the first day), and the scheduler makes and mails the current period's invoices this often.
  FEES_DUE_AFTER_DAYS: z.coerce.number().int().min(0).max(60).default(10),
  FEES_INVOICE_CHECK_MINUTES: z.coerce.number().positive().max(24 * 60).default(30),
  // Players a match squad may have when its competition sets no size of its own (1 to 40, as the competition's field).
  MATCH_SQUAD_MAX: z.coerce.number().int().min(1).max(40).default(18),
  // Contact form messages (page and API) per 10 minutes per client IP.
  CONTACT_RATE_LIMIT: positiveInt(5),
  // Requests to GET routes that write (share clicks) per minute per client IP.
  TRACKING_RATE_LIMIT: positiveInt(30),
  // Failed sign-ins per account and client IP in 5 minutes before that client waits out the rest of the
  // window for that account (other clients still sign in: failing on purpose cannot lock an admin out).
  LOGIN_ACCOUNT_LIMIT: positiveInt(10),
  // Thousands of phones share one address behind a carrier's NAT, so a client IP gets only burst limits
  // (per BURST_WINDOW_MINUTES, app/config/client-limits.ts) and the daily caps are per person: an
  // e-mail address, a phone number (ADR 0019, "Limits that fit shared addresses").
  // E-mails that public forms may trigger to one address per day (registration confirmations…).
  PUBLIC_MAIL_DAILY_LIMIT: positiveInt(3),
  // E-mails that public forms used from one client may cause per burst window, whoever they go to.
  // The club's own notices to its office are not public mail and never count.
  PUBLIC_MAIL_PER_IP_BURST: positiveInt(10),
  // Academy registrations per client per burst window, and per parent (e-mail or phone) per day.
  REGISTRATIONS_PER_IP_BURST: positiveInt(5),
  REGISTRATIONS_PER_PARENT_DAY: positiveInt(5),
  // Megabytes of public uploads no member of staff has reviewed yet: certificates no registration
  // claims and those of pending registrations, whether uploaded through the API or the form.
  UPLOAD_QUOTA_MB: positiveInt(500),
  // Megabytes of that quota one parent (the e-mail and the phone the upload names) may fill in 24
  // hours, and one client in a burst window, whoever it names: five of the largest certificates, as
  // many as its registrations' burst. (Was UPLOAD_SHARE_PER_IP_MB, a day's share per address: ADR 0019.)
  UPLOAD_SHARE_PER_PARENT_MB: positiveInt(50),
  UPLOAD_BURST_PER_IP_MB: positiveInt(25),
  // The shop's stock holds: units of one product one order may take; open orders (neither confirmed by
  // staff nor paid) per customer (e-mail or phone) and per client IP; hours an open order holds its
  // stock before it is cancelled (fractions allowed). Orders placed by signed-in shop staff are exempt
  // from the open-order caps (the club office places walk-in orders from one address).
  ORDER_MAX_PER_PRODUCT: positiveInt(10),
  OPEN_ORDERS_PER_CUSTOMER: positiveInt(3),
  // Orders one client may place per burst window (not a count of open orders: a shared address would
  // refuse real shoppers for two days).
  ORDERS_PER_IP_BURST: positiveInt(5),
  ORDER_HOLD_HOURS: z.coerce.number().positive().max(24 * 365).default(48),
  // Units of one product that open orders may hold, all of them together: one customer's (e-mail or
  // phone), and one client IP's (a few households behind one carrier address, or a school's network,
  // fit; one client placing order after order under new names does not). Staff orders are exempt.
  OPEN_UNITS_PER_CUSTOMER: positiveInt(10),
  OPEN_UNITS_PER_IP: positiveInt(20),
  // Web push (VAPID). Without the keys a pair is generated on the first start and kept in the database.
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, "VAPID_SUBJECT must be a mailto: or https:// URL")
      .optional(),
  ),
  // Hosts a push subscription's endpoint may point at (comma-separated; a leading "." allows subdomains).
  // Replaces the list of known push services: tests point it at a local endpoint.
  PUSH_ENDPOINT_HOSTS: optionalString,
  // Push messages in flight at once while a notification goes out.
  PUSH_CONCURRENCY: positiveInt(50),
  // New push subscriptions one client may register per burst window (re-subscribing a known one is free).
  PUSH_SUBSCRIPTIONS_PER_IP_BURST: positiveInt(10),
  // M-Pesa Express (Daraja STK push). Without the four credentials the shop and membership offer only
  // payment on delivery or at the club office; with them, all four must be set (see mpesaConfig below).
  MPESA_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
  MPESA_CONSUMER_KEY: optionalString,
  MPESA_CONSUMER_SECRET: optionalString,
  MPESA_SHORTCODE: optionalString.pipe(z.string().regex(/^\d{5,7}$/, "MPESA_SHORTCODE must be the 5 to 7 digits of a paybill or till").optional()),
  MPESA_PASSKEY: optionalString,
  // Where Daraja sends its answers (a per-payment path is added); PUBLIC_URL unless set.
  MPESA_CALLBACK_URL: optionalString.pipe(z.string().url("MPESA_CALLBACK_URL must be a full URL such as https://club.example").optional()),
  // Another Daraja-compatible server (the local stand-in); Safaricom's host of MPESA_ENV unless set.
  MPESA_BASE_URL: optionalString.pipe(z.string().url("MPESA_BASE_URL must be a full URL such as http://localhost:4010").optional()),
  // A payment with no answer this long after the prompt is asked about (STK push query) by the
  // background job; one with no final answer after MPESA_EXPIRE_MINUTES is expired.
  MPESA_QUERY_AFTER_SECONDS: positiveInt(120),
  MPESA_EXPIRE_MINUTES: z.coerce.number().positive().max(24 * 60).default(10),
  // How long one call to Daraja may take before it counts as a network failure.
  MPESA_TIMEOUT_MS: positiveInt(10_000),
  // M-Pesa prompts one order or membership may send in all (each to a phone the payer names): a cap on
  // using the club's paybill to pester someone else's phone.
  MPESA_PROMPTS_PER_PAYMENT: positiveInt(5),
  // M-Pesa prompts one phone number may get per 24 hours, whoever asks (and never a second while one to
  // it still waits for its answer), and prompts one client IP may ask for per 10 minutes.
  MPESA_PROMPTS_PER_PHONE_DAY: positiveInt(3),
  MPESA_PROMPTS_PER_IP: positiveInt(10),
  // Paybill (Daraja C2B, ADR 0029): the unguessable path segment of the validation and confirmation URLs
  // (/api/paybill/<secret>/…; unset: C2B is off and both answer 404), the optional comma-separated
  // source addresses or CIDR ranges allowed to call them (others get 403), and what M-Pesa does when our
  // validation URL does not answer in time (registered with the URLs).
  MPESA_C2B_PATH_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{24,128}$/, "MPESA_C2B_PATH_SECRET must be 24 to 128 letters, digits, - or _ (e.g. openssl rand -hex 24)")
      .optional(),
  ),
  MPESA_C2B_ALLOWED_IPS: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9A-Fa-f:.,/\s]+$/, "MPESA_C2B_ALLOWED_IPS must be comma-separated IP addresses or CIDR ranges")
      .optional(),
  ),
  MPESA_C2B_RESPONSE_TYPE: z.enum(["Completed", "Cancelled"]).default("Completed"),
  // The largest M-Pesa statement (CSV) the fees import takes, in MB (10,000 rows are about 2 MB); at
  // most 24, under the upload body cap (UPLOAD_BODY_LIMIT, route-policy.ts).
  FEES_IMPORT_MAX_MB: z.coerce.number().int().min(1).max(24).default(20),
  // Premium and VIP fan memberships one client IP may register per hour (each can prompt a phone), and
  // how long a paid membership may stay pending (unpaid) before it expires (fractions allowed).
  PAID_MEMBERSHIPS_PER_IP: positiveInt(5),
  MEMBERSHIP_HOLD_HOURS: z.coerce.number().positive().max(24 * 365).default(168),
  // Days an academy player's personal data is kept after they left the club (archived): then the
  // housekeeping erases it as staff would on request (two years by default).
  PLAYER_DATA_RETENTION_DAYS: positiveInt(730),
  // Overdue fee reminders: days after an invoice's due date at which its family is e-mailed (and pushed)
  // once per step, as a comma-separated list ("3,14,30"); "off" sends none (docs/decisions/0029).
  FEES_REMINDER_DAYS: z
    .string()
    .trim()
    .default("3,14,30")
    .transform((value, context) => {
      if (value.toLowerCase() === "off") return [] as number[];
      const steps = value.split(",").map((part) => part.trim());
      if (!steps.every((step) => /^\d{1,3}$/.test(step) && Number(step) > 0)) {
        context.addIssue({ code: "custom", message: 'FEES_REMINDER_DAYS must be "off" or days after the due date such as 3,14,30 (each 1 to 999)' });
        return z.NEVER;
      }
      return [...new Set(steps.map(Number))].sort((a, b) => a - b);
    }),
  // How often the scheduler looks for overdue invoices due a reminder (tests shorten it).
  FEES_REMINDER_CHECK_SECONDS: positiveInt(3600),
  LOG_REQUESTS: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  /** Serve anonymous pages from the in-memory page cache (always off under `npm run dev`). */
  PAGE_CACHE: z
    .enum(["on", "off"])
    .default("on")
    .transform((value) => value === "on"),
});

/** Everything the Daraja client and the payments model need; null when M-Pesa is not configured. */
export type MpesaConfig = {
  environment: "sandbox" | "production";
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** Base of the callback URLs, without a trailing slash. */
  callbackBaseUrl: string;
  queryAfterMs: number;
  expireAfterMs: number;
  timeoutMs: number;
  promptsPerPayment: number;
  /** Prompts one phone number may get in 24 hours. */
  promptsPerPhoneDay: number;
  /** Prompts one client IP may ask for in 10 minutes. */
  promptsPerClient: number;
};

export const DARAJA_HOSTS = {
  sandbox: "https://sandbox.safaricom.co.ke",
  production: "https://api.safaricom.co.ke",
} as const;

const MPESA_CREDENTIALS = ["MPESA_CONSUMER_KEY", "MPESA_CONSUMER_SECRET", "MPESA_SHORTCODE", "MPESA_PASSKEY"] as const;

/** M-Pesa is on with all four credentials, off with none; a partial set is a boot error naming the missing ones. */
function mpesaConfig(parsed: z.infer<typeof envSchema>, publicUrl: string): MpesaConfig | null {
  const missing = MPESA_CREDENTIALS.filter((name) => !parsed[name]);
  if (missing.length === MPESA_CREDENTIALS.length) return null;
  if (missing.length) {
    throw new Error(
      `Invalid environment configuration:\n  - M-Pesa needs all of ${MPESA_CREDENTIALS.join(", ")} (or none); missing: ${missing.join(", ")}`,
    );
  }
  const callbackBaseUrl = (parsed.MPESA_CALLBACK_URL ?? publicUrl).replace(/\/$/, "");
  if (parsed.MPESA_ENV === "production" && !callbackBaseUrl.startsWith("https://")) {
    throw new Error("Invalid environment configuration:\n  - MPESA_CALLBACK_URL (or PUBLIC_URL) must be https:// with MPESA_ENV=production");
  }
  return {
    environment: parsed.MPESA_ENV,
    baseUrl: (parsed.MPESA_BASE_URL ?? DARAJA_HOSTS[parsed.MPESA_ENV]).replace(/\/$/, ""),
    consumerKey: parsed.MPESA_CONSUMER_KEY!,
    consumerSecret: parsed.MPESA_CONSUMER_SECRET!,
    shortcode: parsed.MPESA_SHORTCODE!,
    passkey: parsed.MPESA_PASSKEY!,
    callbackBaseUrl,
    queryAfterMs: parsed.MPESA_QUERY_AFTER_SECONDS * 1000,
    expireAfterMs: parsed.MPESA_EXPIRE_MINUTES * 60_000,
    timeoutMs: parsed.MPESA_TIMEOUT_MS,
    promptsPerPayment: parsed.MPESA_PROMPTS_PER_PAYMENT,
    promptsPerPhoneDay: parsed.MPESA_PROMPTS_PER_PHONE_DAY,
    promptsPerClient: parsed.MPESA_PROMPTS_PER_IP,
  };
}

export type Env = z.infer<typeof envSchema> & {
  MPESA: MpesaConfig | null;
  DATABASE_PATH: string;
  PUBLIC_URL: string;
  SESSION_SECRETS: string[];
  /** Whether cookies carry the Secure flag: production served over https. */
  SECURE_COOKIES: boolean;
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  - ${issue.path.join(".") || "env"}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT || 3000}`).replace(/\/$/, "");
  if (parsed.MPESA_C2B_ALLOWED_IPS) {
    try {
      parseIpAllowlist(parsed.MPESA_C2B_ALLOWED_IPS);
    } catch (error) {
      throw new Error(`Invalid environment configuration:\n  - MPESA_C2B_ALLOWED_IPS: ${(error as Error).message}`);
    }
  }
  if (!!parsed.VAPID_PUBLIC_KEY !== !!parsed.VAPID_PRIVATE_KEY) {
    throw new Error("Invalid environment configuration:\n  - VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
  }
  return {
    ...parsed,
    MPESA: mpesaConfig(parsed, publicUrl),
    DATA_DIR: dataDir,
    DATABASE_PATH:
      parsed.DATABASE_PATH === ":memory:"
        ? ":memory:"
        : path.resolve(parsed.DATABASE_PATH ?? path.join(dataDir, "club.db")),
    PUBLIC_URL: publicUrl,
    SESSION_SECRETS: parsed.SESSION_SECRET
      ? parsed.SESSION_SECRET.split(",").map((s) => s.trim()).filter(Boolean)
      : [],
    SECURE_COOKIES: parsed.NODE_ENV === "production" && publicUrl.startsWith("https://"),
  };
}

/**
 * Without SESSION_SECRET a secret is generated on first start and kept in DATA_DIR, so sessions
 * survive restarts. A comma-separated SESSION_SECRET rotates: the first signs, all verify.
 */
function sessionSecretsFor(env: Env): string[] {
  if (env.SESSION_SECRETS.length > 0) return env.SESSION_SECRETS;
  const file = path.join(env.DATA_DIR, "session-secret");
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return [fs.readFileSync(file, "utf8").trim()];
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) {
    const env = parseEnv(process.env);
    cached = { ...env, SESSION_SECRETS: sessionSecretsFor(env) };
  }
  return cached;
}
