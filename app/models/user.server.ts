import crypto from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { sessions, users, type Role, type User } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { passwordProblem } from "~/utils/password";
import { newUserSchema } from "~/schemas/settings";
import { liveSession } from "~/models/session.server";
import { invalidInput } from "~/utils/field-errors";
import type { Failure, Result } from "~/utils/result";

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
 * The first start with no admin creates one: from ADMIN_USERNAME/ADMIN_PASSWORD when set, else
 * "admin" with a random password that is printed once and only its hash is kept. Counted by role, not
 * by users: the seed's sample coaches exist before anyone could sign in to manage them.
 */
export async function ensureFirstAdmin(
  env: { ADMIN_USERNAME?: string; ADMIN_PASSWORD?: string },
  log: (line: string) => void = console.log,
) {
  if ((getDb().select({ n: count() }).from(users).where(eq(users.role, "admin")).get()?.n ?? 0) > 0) return;
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

// ---------------------------------------------------------------------------------------------------
// Managing accounts from Settings (admins only). Every change is one use case that records an audit
// entry; none may leave the site without an active admin.

export type UserAdminRow = Pick<User, "id" | "username" | "displayName" | "role" | "createdAt" | "lastLoginAt" | "disabledAt"> & {
  activeSessions: number;
};

export function listUsersForAdmin(): UserAdminRow[] {
  const db = getDb();
  const live = db
    .select({ userId: sessions.userId, n: count() })
    .from(sessions)
    .where(liveSession())
    .groupBy(sessions.userId)
    .all();
  const byUser = new Map(live.map((row) => [row.userId, row.n]));
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      role: users.role,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .orderBy(asc(users.username))
    .all()
    .map((user) => ({ ...user, activeSessions: byUser.get(user.id) ?? 0 }));
}

/**
 * True when the accounts, after `change` is applied to one of them, still include an admin who can
 * sign in. The rule behind "never remove, demote or disable the last admin".
 */
export function keepsAnActiveAdmin(
  accounts: Array<Pick<User, "id" | "role" | "disabledAt">>,
  change: { userId: number; role?: Role; disabled?: boolean },
): boolean {
  return accounts.some((account) => {
    const changed = account.id === change.userId;
    const role = changed && change.role ? change.role : account.role;
    const disabled = changed && change.disabled !== undefined ? change.disabled : account.disabledAt !== null;
    return role === "admin" && !disabled;
  });
}

export const LAST_ADMIN_MESSAGE = "The site needs at least one active admin: make another user an admin first.";

/** A random password that meets the password rules, shown once to the admin who asked for it. */
export function generatePassword(username: string): string {
  for (;;) {
    const password = crypto.randomBytes(15).toString("base64url");
    if (!passwordProblem(password, username)) return password;
  }
}

type PasswordChoice = { passwordMode: "set" | "generate"; password?: string };

function choosePassword(username: string, choice: PasswordChoice): Result<{ password: string; generated: boolean }, "invalid"> {
  if (choice.passwordMode === "generate") return { ok: true, password: generatePassword(username), generated: true };
  const problem = passwordProblem(choice.password ?? "", username);
  if (problem) return { ok: false, reason: "invalid", message: problem, errors: { password: [problem] } };
  return { ok: true, password: choice.password!, generated: false };
}

const notFound = { ok: false, reason: "not-found", message: "No such user" } as const;

export async function createUserByAdmin(
  input: unknown,
  actor: AuditActor,
): Promise<Result<{ user: PublicUser; generatedPassword: string | null }, "invalid" | "conflict">> {
  const parsed = newUserSchema.safeParse(input);
  if (!parsed.success) {
    return invalidInput(parsed.error);
  }
  const { username, role } = parsed.data;
  const displayName = parsed.data.displayName || username;
  const chosen = choosePassword(username, parsed.data);
  if (!chosen.ok) return chosen;
  const db = getDb();
  const taken = () => db.select({ id: users.id }).from(users).where(eq(users.username, username)).get();
  const conflict: Failure<"conflict"> = {
    ok: false,
    reason: "conflict",
    message: "That username is taken",
    errors: { username: ["That username is taken"] },
  };
  if (taken()) return conflict;
  const passwordHash = await hash(chosen.password);
  // Checked again after hashing: another admin may have taken the name meanwhile.
  if (taken()) return conflict;
  const created = db.insert(users).values({ username, displayName, role, passwordHash }).returning().get();
  recordAudit(actor, "user.create", { type: "user", id: created.id }, `Added the ${role} account ${username}`, { role });
  return { ok: true, user: toPublicUser(created), generatedPassword: chosen.generated ? chosen.password : null };
}

export async function resetUserPassword(
  userId: number,
  choice: PasswordChoice,
  actor: AuditActor,
): Promise<Result<{ user: PublicUser; generatedPassword: string | null }, "invalid" | "not-found">> {
  const db = getDb();
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) return notFound;
  const chosen = choosePassword(user.username, choice);
  if (!chosen.ok) return chosen;
  const passwordHash = await hash(chosen.password);
  db.transaction((tx) => {
    tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
    // A new password ends every session of the old one.
    tx.delete(sessions).where(eq(sessions.userId, userId)).run();
  });
  recordAudit(actor, "user.reset-password", { type: "user", id: userId }, `Reset the password of ${user.username}`);
  return { ok: true, user: toPublicUser(user), generatedPassword: chosen.generated ? chosen.password : null };
}

export function setUserDisabledByAdmin(
  userId: number,
  disabled: boolean,
  actor: NonNullable<AuditActor>,
): Result<{ user: PublicUser }, "not-found" | "conflict"> {
  if (disabled && userId === actor.id) {
    return { ok: false, reason: "conflict", message: "You cannot disable your own account." };
  }
  const result = getDb().transaction((tx) => {
    const all = tx.select({ id: users.id, role: users.role, disabledAt: users.disabledAt }).from(users).all();
    const target = all.find((u) => u.id === userId);
    if (!target) return notFound;
    if (disabled && !keepsAnActiveAdmin(all, { userId, disabled: true })) {
      return { ok: false, reason: "conflict", message: LAST_ADMIN_MESSAGE } as const;
    }
    const user = tx
      .update(users)
      .set({ disabledAt: disabled ? (target.disabledAt ?? new Date().toISOString()) : null })
      .where(eq(users.id, userId))
      .returning()
      .get()!;
    if (disabled) tx.delete(sessions).where(eq(sessions.userId, userId)).run();
    return { ok: true, user: toPublicUser(user) } as const;
  });
  if (result.ok) {
    const verb = disabled ? "Disabled" : "Enabled";
    recordAudit(actor, disabled ? "user.disable" : "user.enable", { type: "user", id: userId }, `${verb} the account ${result.user.username}`);
  }
  return result;
}

export function changeUserRole(userId: number, role: Role, actor: AuditActor): Result<{ user: PublicUser }, "not-found" | "conflict"> {
  const result = getDb().transaction((tx) => {
    const all = tx.select({ id: users.id, role: users.role, disabledAt: users.disabledAt }).from(users).all();
    const target = all.find((u) => u.id === userId);
    if (!target) return notFound;
    if (!keepsAnActiveAdmin(all, { userId, role })) return { ok: false, reason: "conflict", message: LAST_ADMIN_MESSAGE } as const;
    const user = tx.update(users).set({ role }).where(eq(users.id, userId)).returning().get()!;
    return { ok: true, user: toPublicUser(user), from: target.role } as const;
  });
  if (!result.ok) return result;
  if (result.from !== role) {
    recordAudit(actor, "user.role", { type: "user", id: userId }, `Changed the role of ${result.user.username} to ${role}`, {
      from: result.from,
      to: role,
    });
  }
  return { ok: true, user: result.user };
}

/** Ends every session of a user (all devices); returns how many ended. */
export function signOutUserEverywhere(userId: number, actor: AuditActor): Result<{ ended: number; user: PublicUser }, "not-found"> {
  const db = getDb();
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) return notFound;
  const ended = db.delete(sessions).where(eq(sessions.userId, userId)).run().changes;
  recordAudit(actor, "user.sign-out", { type: "user", id: userId }, `Signed ${user.username} out everywhere (${ended} sessions)`);
  return { ok: true, ended, user: toPublicUser(user) };
}

export type OwnSession = { id: string; userAgent: string | null; createdAt: string; lastSeenAt: string | null; current: boolean };

export function listOwnSessions(userId: number, currentSessionId: string | null): OwnSession[] {
  return getDb()
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSession()))
    .orderBy(desc(sessions.lastSeenAt))
    .all()
    .map((row) => ({ ...row, current: row.id === currentSessionId }));
}

/** Ends the user's other sessions and keeps the one making the request. */
export function signOutOtherSessions(actor: NonNullable<AuditActor>, currentSessionId: string | null): { ok: true; ended: number } {
  const others = currentSessionId
    ? and(eq(sessions.userId, actor.id), ne(sessions.id, currentSessionId))
    : eq(sessions.userId, actor.id);
  const ended = getDb().delete(sessions).where(others).run().changes;
  recordAudit(actor, "session.sign-out-others", { type: "user", id: actor.id }, `Signed out ${ended} other session(s)`);
  return { ok: true, ended };
}
