// Admin sessions live in the `sessions` table. The cookie (or a Bearer token) carries only a random
// session token; the table stores its SHA-256, so a copy of the database holds no usable tokens.
import crypto from "node:crypto";
import { createCookie, createSessionStorage } from "@remix-run/node";
import { and, count, eq, gt, lte } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { getEnv } from "~/services/env.server";
import { singleton } from "~/utils/singleton.server";

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

type SessionData = { userId: number; userAgent?: string };

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

function createDbSessionStorage() {
  const env = getEnv();
  const cookie = createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    secure: env.SECURE_COOKIES,
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: env.SESSION_SECRETS,
  });
  return createSessionStorage<SessionData>({
    cookie,
    async createData(data, expires) {
      if (!data.userId) throw new Error("A session needs a user");
      const token = crypto.randomBytes(32).toString("base64url");
      getDb()
        .insert(sessions)
        .values({
          id: hashToken(token),
          userId: data.userId,
          userAgent: data.userAgent?.slice(0, 300) ?? null,
          expiresAt: (expires ?? new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000)).toISOString(),
        })
        .run();
      return token;
    },
    async readData(token) {
      return readSessionToken(token);
    },
    async updateData(token, data, expires) {
      if (!expires) return;
      getDb()
        .update(sessions)
        .set({ expiresAt: expires.toISOString() })
        .where(eq(sessions.id, hashToken(token)))
        .run();
    },
    async deleteData(token) {
      deleteSessionToken(token);
    },
  });
}

export function getSessionStorage() {
  return singleton("session-storage", createDbSessionStorage);
}

/** The session's data when the token names an unexpired row, else null. */
export function readSessionToken(token: string): SessionData | null {
  const row = getDb()
    .select({ userId: sessions.userId, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date().toISOString())))
    .get();
  return row ? { userId: row.userId, userAgent: row.userAgent ?? undefined } : null;
}

export function deleteSessionToken(token: string) {
  getDb().delete(sessions).where(eq(sessions.id, hashToken(token))).run();
}

/** Starts a brand-new session (fresh token) and returns its token and Set-Cookie value. */
export async function startSession(userId: number, userAgent: string | null) {
  const storage = getSessionStorage();
  const session = await storage.getSession();
  session.set("userId", userId);
  if (userAgent) session.set("userAgent", userAgent);
  const expires = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  const setCookie = await storage.commitSession(session, { expires });
  // commitSession signs the token into the cookie; read it back for API clients (Bearer).
  const token = (await storage.getSession(setCookie.split(";")[0])).id;
  return { token, setCookie };
}

export function countActiveSessions(): number {
  return (
    getDb()
      .select({ n: count() })
      .from(sessions)
      .where(gt(sessions.expiresAt, new Date().toISOString()))
      .get()?.n ?? 0
  );
}

export function purgeExpiredSessions() {
  getDb().delete(sessions).where(lte(sessions.expiresAt, new Date().toISOString())).run();
}
