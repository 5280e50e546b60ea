// The answer links' tokens (owns availability_tokens). A token is 32 random bytes (base64url) in the
// link; only its SHA-256 is stored. It answers one request for one player until the match starts, and
// opens nothing else: it is not a sign-in link.
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb, preparedOnce } from "~/db/client.server";
import { availabilityTokens } from "~/db/schema";
import { getEnv } from "~/config/env.server";
import { LANGUAGE_PARAM, DEFAULT_LANGUAGE, type Language } from "~/config/i18n";
import type { AvailabilityAnswer } from "~/config/availability";

/** The stored form of a token. */
export const hashAnswerToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** A new token for (request, player), working until `expiresAt`. Call inside the transaction that mails it. */
export function issueAnswerToken(requestId: number, playerId: number, expiresAt: string): string {
  const token = crypto.randomBytes(32).toString("base64url");
  getDb().insert(availabilityTokens).values({ requestId, playerId, tokenHash: hashAnswerToken(token), expiresAt }).run();
  return token;
}

const tokenQuery = preparedOnce((db) =>
  db
    .select({ requestId: availabilityTokens.requestId, playerId: availabilityTokens.playerId, expiresAt: availabilityTokens.expiresAt })
    .from(availabilityTokens)
    .where(eq(availabilityTokens.tokenHash, sql.placeholder("hash")))
    .prepare(),
);

/** What a token answers, whether or not it still works; undefined for a token no link ever carried. */
export function findAnswerToken(token: string): { requestId: number; playerId: number; expiresAt: string } | undefined {
  // Anything that is not the shape of a token is not looked up.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  return tokenQuery().get({ hash: hashAnswerToken(token) });
}

/** The answer page of `token` in `language`, as a path on this site (a push's target: the service worker opens and posts only to its own origin). */
export const answerPath = (token: string, language: Language) => `/availability/${token}${language === DEFAULT_LANGUAGE ? "" : `?${LANGUAGE_PARAM}=${language}`}`;

/** The link a family taps: the answer page in their language, with `answer` chosen (the page still asks for a tap). */
export function answerUrl(token: string, answer: AvailabilityAnswer, language: Language): string {
  const query = new URLSearchParams({ answer });
  if (language !== DEFAULT_LANGUAGE) query.set(LANGUAGE_PARAM, language);
  return `${getEnv().PUBLIC_URL.replace(/\/$/, "")}/availability/${token}?${query}`;
}
