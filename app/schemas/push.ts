// Web push: what a browser subscription, a preference change, a notification and the three quick
// tests may contain. Its topics, limits and messages come from app/config/push.ts. The endpoint's host is checked against the known push
// services in the model (it depends on PUSH_ENDPOINT_HOSTS).
import { z } from "zod";
import { DEFAULT_TOPICS, MAX_ENDPOINT_LENGTH, PUSH_MESSAGES, PUSH_TOPICS, TEST_TYPES, type PushTopic } from "~/config/push";
import { oneLine, optionalLines, optionalText, textLines } from "~/schemas/fields";

// The public key is an uncompressed P-256 point (65 bytes), the auth secret 16 bytes (RFC 8291).
const base64urlOfLength = (bytes: number, field: string) =>
  z
    .string({ required_error: `${field} is required` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${field} must be base64url`)
    .refine((value) => decodedLength(value) === bytes, `${field} must be ${bytes} bytes`);

function decodedLength(base64url: string): number {
  const unpadded = base64url.replace(/=+$/, "");
  return Math.floor((unpadded.length * 3) / 4);
}

const topicList = z
  .array(z.enum(PUSH_TOPICS, { errorMap: () => ({ message: `Topics are ${PUSH_TOPICS.join(", ")}` }) }))
  .max(PUSH_TOPICS.length)
  // An empty list becomes general (a subscriber always gets club-wide news); duplicates collapse.
  .transform((topics): PushTopic[] => (topics.length ? [...new Set(topics)] : [...DEFAULT_TOPICS]));

export const subscriptionSchema = z.object({
  endpoint: z
    .string({ required_error: "endpoint is required" })
    .max(MAX_ENDPOINT_LENGTH, "endpoint is too long")
    .url("endpoint must be a URL")
    .refine((value) => value.startsWith("https://"), "endpoint must be an https:// URL"),
  p256dh: base64urlOfLength(65, "p256dh"),
  auth: base64urlOfLength(16, "auth"),
  userAgent: z.string().max(512).nullish(),
  preferences: topicList.optional().transform((topics) => topics ?? [...DEFAULT_TOPICS]),
});
export type SubscriptionInput = z.infer<typeof subscriptionSchema>;

export const preferencesSchema = z.object({ preferences: topicList });

/** A same-site path ("/academy-registration") or an https:// URL; never javascript:, data: or //host. */
export function isSafeLink(value: string): boolean {
  if (/[\u0000-\u001f\u007f\\\s]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

const optionalLink = z
  .string()
  .trim()
  .max(2048, "The link is too long")
  .optional()
  .nullable()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isSafeLink(value), PUSH_MESSAGES.invalidLink);

export const notificationSchema = z.object({
  title: oneLine(z.string({ required_error: PUSH_MESSAGES.titleRequired }).trim().min(1, PUSH_MESSAGES.titleRequired)),
  body: textLines(z.string({ required_error: PUSH_MESSAGES.messageRequired }).trim().min(1, PUSH_MESSAGES.messageRequired)),
  type: z
    .enum(PUSH_TOPICS, { errorMap: () => ({ message: PUSH_MESSAGES.invalidType }) })
    .optional()
    .default("general"),
  targetUrl: optionalLink,
  imageUrl: optionalLink,
});
export type NotificationInput = z.infer<typeof notificationSchema>;

/** POST /api/send-match-push: every field optional, the quick test fills in the rest. */
export const matchTestSchema = z.object({
  opponent: optionalText(120),
  matchDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/, "matchDate must be an ISO date")
    .refine((value) => !Number.isNaN(Date.parse(value)), "matchDate must be an ISO date")
    .optional(),
  venue: optionalText(120),
  matchType: optionalText(60),
});
export type MatchTestInput = z.infer<typeof matchTestSchema>;

export const academyTestSchema = z.object({
  title: optionalText(200),
  message: optionalLines(1000),
  targetUrl: optionalLink,
});
export type AcademyTestInput = z.infer<typeof academyTestSchema>;

export const newsTestSchema = z.object({
  newsTitle: optionalText(200),
  summary: optionalLines(1000),
  targetUrl: optionalLink,
});
export type NewsTestInput = z.infer<typeof newsTestSchema>;

/** The push admin's quick test buttons. */
export const testNotificationSchema = z.object({
  testType: z.enum(TEST_TYPES, { errorMap: () => ({ message: PUSH_MESSAGES.invalidType }) }),
});

export const adminTabSchema = z.enum(["send", "settings"]).catch("send");
