// Signs a test user in without the login form: the user and a session row go straight into the
// server's SQLite file, and the cookie is signed the way app/models/session.server.ts signs it.
// Used by the Playwright fixtures (tests/e2e/fixtures.ts) and the integration harness.
//
// The sessions table keeps only the SHA-256 (hex) of the random token; the `__session` cookie is a
// Remix signed cookie whose value is the token itself, and the same token works as a Bearer token.
import crypto from "node:crypto";
import { hash } from "@node-rs/argon2";
import { createCookie } from "@remix-run/node";
import Database from "better-sqlite3";
import { buildUser, type UserInput } from "./factories";

export const SESSION_COOKIE = "__session";
/** The app's session lifetime (SESSION_MAX_AGE_SECONDS in session.server.ts). */
const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export type TestUser = UserInput & { id: number };

/** Opens the server's database with the pragmas the app uses, runs `work`, and closes it. */
export function withDatabase<T>(dbFile: string, work: (db: Database.Database) => T): T {
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.pragma("foreign_keys = ON");
    return work(db);
  } finally {
    db.close();
  }
}

/** Inserts a user (a fresh `buildUser()` with `overrides`) whose password really works at the login form. */
export async function insertUser(dbFile: string, overrides: Partial<UserInput> = {}): Promise<TestUser> {
  const user = buildUser(overrides);
  const passwordHash = await hash(user.password);
  const id = withDatabase(dbFile, (db) =>
    db
      .prepare("INSERT INTO users (username, password_hash, role, display_name) VALUES (?, ?, ?, ?)")
      .run(user.username, passwordHash, user.role, user.displayName).lastInsertRowid,
  );
  return { ...user, id: Number(id) };
}

/** Inserts a session row for the user and returns its token (for the cookie or a Bearer header). */
export function insertSession(dbFile: string, userId: number, expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000)): string {
  const token = crypto.randomBytes(32).toString("base64url");
  withDatabase(dbFile, (db) =>
    db
      .prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)")
      .run(hashToken(token), userId, expiresAt.toISOString()),
  );
  return token;
}

/** Whether the session row for this token still exists (logout deletes it). */
export function sessionExists(dbFile: string, token: string): boolean {
  return withDatabase(dbFile, (db) => !!db.prepare("SELECT 1 FROM sessions WHERE id = ?").get(hashToken(token)));
}

/** Deletes the users and their sessions. */
export function deleteUsers(dbFile: string, ids: number[]) {
  if (ids.length === 0) return;
  withDatabase(dbFile, (db) => {
    const marks = ids.map(() => "?").join(", ");
    db.transaction(() => {
      db.prepare(`DELETE FROM sessions WHERE user_id IN (${marks})`).run(...ids);
      db.prepare(`DELETE FROM users WHERE id IN (${marks})`).run(...ids);
    })();
  });
}

/** The `__session` cookie value for a token, signed with the server's first secret as the app does. */
export async function signedSessionCookieValue(token: string, secrets: string[]): Promise<string> {
  const cookie = createCookie(SESSION_COOKIE, { secrets, path: "/", httpOnly: true, sameSite: "lax" });
  const header = await cookie.serialize(token);
  // "__session=<value>; Path=/; …": the value is already encoded for a Cookie header.
  return header.slice(`${SESSION_COOKIE}=`.length, header.indexOf(";"));
}

function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}
