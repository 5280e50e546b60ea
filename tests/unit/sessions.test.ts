import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { getUserById, setUserDisabled, upsertUser, verifyUserCredentials } from "~/models/user.server";
import { passwordProblem } from "~/utils/password";
import {
  purgeExpiredSessions,
  readSessionToken,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  startSession,
} from "~/models/session.server";

const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

async function newSession(username: string) {
  const { user } = await upsertUser({ username, password: "correct-horse-battery", role: "staff" });
  const { token } = await startSession(user.id, null);
  const row = getDb().select().from(sessions).where(eq(sessions.userId, user.id)).all().at(-1)!;
  const setRow = (values: Partial<typeof sessions.$inferInsert>) =>
    getDb().update(sessions).set(values).where(eq(sessions.id, row.id)).run();
  const expiresAt = () => getDb().select().from(sessions).where(eq(sessions.id, row.id)).get()?.expiresAt;
  return { user, token, setRow, expiresAt };
}

describe("session lifetimes", () => {
  it("ends after the idle timeout and after the absolute lifetime, whichever comes first", async () => {
    expect(SESSION_IDLE_SECONDS).toBeLessThan(SESSION_MAX_AGE_SECONDS);
    const idle = await newSession("idle-user");
    expect(readSessionToken(idle.token)).not.toBeNull();
    idle.setRow({ expiresAt: iso(Date.now() - 1000) });
    expect(readSessionToken(idle.token)).toBeNull();

    const old = await newSession("old-user");
    old.setRow({ createdAt: iso(Date.now() - SESSION_MAX_AGE_SECONDS * 1000 - 1000), expiresAt: iso(Date.now() + HOUR) });
    expect(readSessionToken(old.token)).toBeNull();
  });

  it("moves the idle deadline forward on use, never past the absolute end", async () => {
    const busy = await newSession("busy-user");
    busy.setRow({ expiresAt: iso(Date.now() + 10 * 60_000) });
    expect(readSessionToken(busy.token)).not.toBeNull();
    const moved = Date.parse(busy.expiresAt()!);
    expect(moved).toBeGreaterThan(Date.now() + SESSION_IDLE_SECONDS * 1000 - 60_000);

    const late = await newSession("late-user");
    const createdAt = Date.now() - SESSION_MAX_AGE_SECONDS * 1000 + 30 * 60_000; // 30 minutes left
    late.setRow({ createdAt: iso(createdAt), expiresAt: iso(Date.now() + 60_000) });
    expect(readSessionToken(late.token)).not.toBeNull();
    expect(Date.parse(late.expiresAt()!)).toBe(createdAt + SESSION_MAX_AGE_SECONDS * 1000);
  });

  it("purges rows past either deadline", async () => {
    const stale = await newSession("stale-user");
    stale.setRow({ createdAt: iso(Date.now() - SESSION_MAX_AGE_SECONDS * 1000 - 1), expiresAt: iso(Date.now() + HOUR) });
    purgeExpiredSessions();
    expect(stale.expiresAt()).toBeUndefined();
  });
});

describe("account changes end sessions", () => {
  it("a password reset logs the user out everywhere", async () => {
    const first = await newSession("reset-user");
    const { token: second } = await startSession(first.user.id, "another browser");
    await upsertUser({ username: "reset-user", password: "a-brand-new-phrase" });
    expect(readSessionToken(first.token)).toBeNull();
    expect(readSessionToken(second)).toBeNull();
  });

  it("a disabled user cannot sign in and loses every session; enabling lets them sign in again", async () => {
    const session = await newSession("leaving-user");
    expect(setUserDisabled("leaving-user", true)).toMatchObject({ ok: true });
    expect(readSessionToken(session.token)).toBeNull();
    expect(getUserById(session.user.id)).toBeNull();
    expect(await verifyUserCredentials("leaving-user", "correct-horse-battery")).toBeNull();
    setUserDisabled("leaving-user", false);
    expect(await verifyUserCredentials("leaving-user", "correct-horse-battery")).toMatchObject({ username: "leaving-user" });
    expect(setUserDisabled("nobody-by-that-name", true)).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("password policy", () => {
  it("wants 12 characters and refuses common passwords, decorated or not", () => {
    for (const weak of ["short-pass", "password1234", "Password2026!", "qwertyqwerty", "123456789012", "aaaaaaaaaaaa",
      "RisingStarsFC2026", "!!football!!2026", "abcdefghijklmn", "passwordpassword"]) {
      expect(passwordProblem(weak), weak).not.toBeNull();
    }
    expect(passwordProblem("wanjiru-is-the-coach", "wanjiru")).toMatch(/username/);
    for (const good of ["correct-horse-battery", "Mbuzi ya Kilimani 7", "goalkeeper gloves at dusk"]) {
      expect(passwordProblem(good), good).toBeNull();
    }
  });
});
