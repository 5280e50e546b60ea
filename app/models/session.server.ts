// Admin sessions live in the `sessions` table. The cookie (or a Bearer token) carries only a random
// session token; the table stores its SHA-256, so a copy of the database holds no usable tokens.
import crypto from "node:crypto";
import { createCookie, createSessionStorage } from "@remix-run/node";
import { and, count, eq, gt, lte, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { getEnv } from "~/config/env.server";
import { singleton } from "~/utils/singleton.server";

// A session ends after two hours without a request (idle) and twelve hours after sign-in, whatever
// happens (absolute): long enough to write a match report, short enough that a forgotten phone or
// a stolen cookie is not an open door for long. ADR 0011 has the reasoning.
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;
// The idle deadline moves forward at most this often, so a busy admin costs one write per minute.
const SLIDE_EVERY_MS = 60_000;

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
    async createData(data, _expires) {
      if (!data.userId) throw new Error("A session needs a user");
      const token = crypto.randomBytes(32).toString("base64url");
      getDb()
        .insert(sessions)
        .values({
          id: hashToken(token),
          userId: data.userId,
          userAgent: data.userAgent?.slice(0, 300) ?? null,
          lastSeenAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + SESSION_IDLE_SECONDS * 1000).toISOString(),
        })
        .run();
      return token;
    },
    async readData(token) {
      return readSessionToken(token);
    },
    async updateData() {
      // The row's deadlines are kept by readSessionToken; the cookie's data never changes.
    },
    async deleteData(token) {
      deleteSessionToken(token);
    },
  });
}

export function getSessionStorage() {
  return singleton("session-storage", createDbSessionStorage);
}

/**
 * The session's data when the token names a live row, else null. A live session's idle deadline
 * moves forward, but never past the absolute lifetime counted from sign-in.
 */
export function readSessionToken(token: string): SessionData | null {
  const id = hashToken(token);
  const row = getDb()
    .select({ userId: sessions.userId, userAgent: sessions.userAgent, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, id))
    .get();
  if (!row) return null;
  const now = Date.now();
  const absoluteEnd = Date.parse(row.createdAt) + SESSION_MAX_AGE_SECONDS * 1000;
  if (Date.parse(row.expiresAt) <= now || absoluteEnd <= now) return null;
  const nextIdleEnd = Math.min(now + SESSION_IDLE_SECONDS * 1000, absoluteEnd);
  if (nextIdleEnd - Date.parse(row.expiresAt) >= SLIDE_EVERY_MS) {
    getDb()
      .update(sessions)
      .set({ expiresAt: new Date(nextIdleEnd).toISOString(), lastSeenAt: new Date(now).toISOString() })
      .where(eq(sessions.id, id))
      .run();
  }
  return { userId: row.userId, userAgent: row.userAgent ?? undefined };
}

/** The `sessions` row id of a token (its SHA-256): how a screen recognises "this session". */
export const sessionIdOfToken = hashToken;

export function deleteSessionToken(token: string) {
  getDb().delete(sessions).where(eq(sessions.id, hashToken(token))).run();
}

/** Starts a brand-new session (fresh token) and returns its token and Set-Cookie value. */
export async function startSession(userId: number, userAgent: string | null) {
  const storage = getSessionStorage();
  const session = await storage.getSession();
  session.set("userId", userId);
  if (userAgent) session.set("userAgent", userAgent);
  // The cookie lives as long as the session can; the row's deadlines are what really count.
  const setCookie = await storage.commitSession(session, { maxAge: SESSION_MAX_AGE_SECONDS });
  // commitSession signs the token into the cookie; read it back for API clients (Bearer).
  const token = (await storage.getSession(setCookie.split(";")[0])).id;
  return { token, setCookie };
}

/** The condition of a session that still works: before its idle deadline and its absolute end. */
export function liveSession(now = Date.now()) {
  return and(
    gt(sessions.expiresAt, new Date(now).toISOString()),
    gt(sessions.createdAt, new Date(now - SESSION_MAX_AGE_SECONDS * 1000).toISOString()),
  );
}

export function countActiveSessions(): number {
  return getDb().select({ n: count() }).from(sessions).where(liveSession()).get()?.n ?? 0;
}

export function purgeExpiredSessions() {
  const absoluteStart = new Date(Date.now() - SESSION_MAX_AGE_SECONDS * 1000).toISOString();
  getDb()
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, new Date().toISOString()), lte(sessions.createdAt, absoluteStart)))
    .run();
}
