// Every knob of the app, validated once at boot. With no environment at all the app runs on port 3000
// with its data in ./data.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
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
  // for per hour for one address (trimmed, lower-cased) and from one client IP.
  MEMBER_LINK_MINUTES: positiveInt(20),
  MEMBER_LINK_PER_ADDRESS: positiveInt(3),
  MEMBER_LINK_PER_IP: positiveInt(10),
  // Contact form messages (page and API) per 10 minutes per client IP.
  CONTACT_RATE_LIMIT: positiveInt(5),
  // Requests to GET routes that write (share clicks) per minute per client IP.
  TRACKING_RATE_LIMIT: positiveInt(30),
  // Failed sign-ins per account and client IP in 5 minutes before that client waits out the rest of the
  // window for that account (other clients still sign in: failing on purpose cannot lock an admin out).
  LOGIN_ACCOUNT_LIMIT: positiveInt(10),
  // E-mails that public forms may trigger to one address per day (registration confirmations…).
  PUBLIC_MAIL_DAILY_LIMIT: positiveInt(3),
  // E-mails that public forms one client IP uses may cause per day, whoever they go to (the contact
  // form's forward to the office included).
  PUBLIC_MAIL_PER_IP_DAILY_LIMIT: positiveInt(20),
  // Academy registrations per client IP per day (a club office registering a whole team raises it).
  REGISTRATIONS_PER_IP_DAY: positiveInt(10),
  // Megabytes of public uploads no member of staff has reviewed yet: certificates no registration
  // claims and those of pending registrations, whether uploaded through the API or the form.
  UPLOAD_QUOTA_MB: positiveInt(500),
  // The shop's stock holds: units of one product one order may take; open orders (neither confirmed by
  // staff nor paid) per customer (e-mail or phone) and per client IP; hours an open order holds its
  // stock before it is cancelled (fractions allowed). Orders placed by signed-in shop staff are exempt
  // from the open-order caps (the club office places walk-in orders from one address).
  ORDER_MAX_PER_PRODUCT: positiveInt(10),
  OPEN_ORDERS_PER_CUSTOMER: positiveInt(3),
  OPEN_ORDERS_PER_IP: positiveInt(10),
  ORDER_HOLD_HOURS: z.coerce.number().positive().max(24 * 365).default(48),
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
  // New push subscriptions one client IP may register per day (re-subscribing a known one is free).
  PUSH_SUBSCRIPTIONS_PER_IP_DAY: positiveInt(20),
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

export type Env = z.infer<typeof envSchema> & {
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
  if (!!parsed.VAPID_PUBLIC_KEY !== !!parsed.VAPID_PRIVATE_KEY) {
    throw new Error("Invalid environment configuration:\n  - VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
  }
  return {
    ...parsed,
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
