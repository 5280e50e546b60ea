import crypto from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { count, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { sessions, users, type Role, type User } from "~/db/schema";

export type PublicUser = Pick<User, "id" | "username" | "role" | "displayName">;

// Verified against when the username is unknown, so both failures cost the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyUserCredentials(username: string, password: string): Promise<PublicUser | null> {
  const db = getDb();
  const user = db.select().from(users).where(eq(users.username, username.trim())).get();
  if (!user || user.disabledAt) {
    dummyHash ??= hash(crypto.randomBytes(16).toString("hex"));
    await verify(await dummyHash, password).catch(() => false);
    return null;
  }
  const ok = await verify(user.passwordHash, password).catch(() => false);
  if (!ok) return null;
  db.update(users).set({ lastLoginAt: new Date().toISOString() }).where(eq(users.id, user.id)).run();
  return toPublicUser(user);
}

export async function upsertUser(input: {
  username: string;
  password: string;
  role?: Role;
  displayName?: string;
}): Promise<{ user: PublicUser; created: boolean }> {
  const db = getDb();
  const passwordHash = await hash(input.password);
  const existing = db.select().from(users).where(eq(users.username, input.username)).get();
  if (existing) {
    // A new password ends every session of the old one, everywhere.
    const updated = db.transaction((tx) => {
      const row = tx
        .update(users)
        .set({ passwordHash, ...(input.role ? { role: input.role } : {}) })
        .where(eq(users.id, existing.id))
        .returning()
        .get();
      tx.delete(sessions).where(eq(sessions.userId, existing.id)).run();
      return row;
    });
    return { user: toPublicUser(updated), created: false };
  }
  const created = db
    .insert(users)
    .values({
      username: input.username,
      passwordHash,
      role: input.role ?? "admin",
      displayName: input.displayName ?? input.username,
    })
    .returning()
    .get();
  return { user: toPublicUser(created), created: true };
}

export function countUsers(): number {
  return getDb().select({ n: count() }).from(users).get()?.n ?? 0;
}

export function getUserById(id: number): PublicUser | null {
  const user = getDb().select().from(users).where(eq(users.id, id)).get();
  return user && !user.disabledAt ? toPublicUser(user) : null;
}

/**
 * Disables (or re-enables) an account. A disabled user cannot sign in, and every session it has ends
 * at once. Answers "not-found" for an unknown username.
 */
export function setUserDisabled(username: string, disabled: boolean): { ok: true; user: PublicUser } | { ok: false; reason: "not-found" } {
  return getDb().transaction((tx) => {
    const user = tx
      .update(users)
      .set({ disabledAt: disabled ? new Date().toISOString() : null })
      .where(eq(users.username, username.trim()))
      .returning()
      .get();
    if (!user) return { ok: false, reason: "not-found" } as const;
    if (disabled) tx.delete(sessions).where(eq(sessions.userId, user.id)).run();
    return { ok: true, user: toPublicUser(user) } as const;
  });
}

/**
 * The first start with no users creates an admin: from ADMIN_USERNAME/ADMIN_PASSWORD when set, else
 * "admin" with a random password that is printed once and only its hash is kept.
 */
export async function ensureFirstAdmin(
  env: { ADMIN_USERNAME?: string; ADMIN_PASSWORD?: string },
  log: (line: string) => void = console.log,
) {
  if (countUsers() > 0) return;
  const username = env.ADMIN_USERNAME ?? "admin";
  const password = env.ADMIN_PASSWORD ?? crypto.randomBytes(12).toString("base64url");
  await upsertUser({ username, password, role: "admin", displayName: username });
  if (env.ADMIN_PASSWORD) {
    log(`Created admin user "${username}" from ADMIN_USERNAME/ADMIN_PASSWORD.`);
  } else {
    log(
      `Created admin user "${username}" with password: ${password}\n` +
        "  This password is shown only once. Change it with: npm run admin:create -- --username " +
        username,
    );
  }
}

function toPublicUser(user: User): PublicUser {
  return { id: user.id, username: user.username, role: user.role, displayName: user.displayName };
}
