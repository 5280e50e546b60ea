// The rules behind Settings and Database, against an in-memory database: the last active admin stays,
// generated passwords meet the policy, every change is audited, club facts fall back to the defaults,
// backups are kept seven deep and pass their check.
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import * as users from "~/models/user.server";
import * as facts from "~/models/club-facts.server";
import * as database from "~/models/database.server";
import * as audit from "~/models/audit.server";
import * as password from "~/utils/password";
import * as ua from "~/utils/user-agent";
import { sendTestEmail } from "~/models/email.server";

const actions = () => audit.listAudit({ limit: 100, offset: 0 }).entries.map((e) => e.action);

describe("the last active admin", () => {
  const accounts = [
    { id: 1, role: "admin" as const, disabledAt: null },
    { id: 2, role: "staff" as const, disabledAt: null },
    { id: 3, role: "admin" as const, disabledAt: "2026-01-01T00:00:00.000Z" },
  ];

  it("cannot be demoted or disabled; a disabled admin does not count", () => {
    expect(users.keepsAnActiveAdmin(accounts, { userId: 1, role: "staff" })).toBe(false);
    expect(users.keepsAnActiveAdmin(accounts, { userId: 1, disabled: true })).toBe(false);
    expect(users.keepsAnActiveAdmin(accounts, { userId: 2, role: "admin" })).toBe(true);
    expect(users.keepsAnActiveAdmin(accounts, { userId: 3, disabled: false })).toBe(true);
    expect(users.keepsAnActiveAdmin([...accounts, { id: 4, role: "admin", disabledAt: null }], { userId: 1, role: "staff" })).toBe(true);
  });

  it("is kept by the use cases, which refuse with a conflict and change nothing", async () => {
    const boss = await users.createUserByAdmin({ username: "boss", role: "admin", passwordMode: "generate" }, null);
    const helper = await users.createUserByAdmin({ username: "helper", role: "staff", passwordMode: "generate" }, null);
    if (!boss.ok || !helper.ok) throw new Error("setup failed");
    const actor = { id: boss.user.id, username: "boss" };
    expect(users.changeUserRole(boss.user.id, "staff", actor)).toMatchObject({ ok: false, reason: "conflict" });
    expect(users.setUserDisabledByAdmin(boss.user.id, true, { id: helper.user.id, username: "helper" })).toMatchObject({
      ok: false,
      reason: "conflict",
      message: users.LAST_ADMIN_MESSAGE,
    });
    expect(users.setUserDisabledByAdmin(boss.user.id, true, actor)).toMatchObject({ ok: false, reason: "conflict" });
    expect(users.listUsersForAdmin().find((u) => u.username === "boss")).toMatchObject({ role: "admin", disabledAt: null });

    // With a second admin the first may step down.
    expect(users.changeUserRole(helper.user.id, "admin", actor)).toMatchObject({ ok: true });
    expect(users.changeUserRole(boss.user.id, "staff", actor)).toMatchObject({ ok: true });
    expect(users.setUserDisabledByAdmin(helper.user.id, true, actor)).toMatchObject({ ok: false, reason: "conflict" });
    expect(users.changeUserRole(999, "admin", actor)).toMatchObject({ ok: false, reason: "not-found" });
    expect(actions()).toEqual(expect.arrayContaining(["user.create", "user.role"]));
  });
});

describe("adding users and passwords", () => {
  it("generates passwords that meet the policy, different each time", () => {
    const a = users.generatePassword("someone");
    expect(password.passwordProblem(a, "someone")).toBeNull();
    expect(users.generatePassword("someone")).not.toBe(a);
  });

  it("refuses a weak password, a taken username and a bad username", async () => {
    expect(await users.createUserByAdmin({ username: "wanjiru", role: "staff", passwordMode: "set", password: "wanjiru-2026-long" }, null)).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { password: ["The password must not contain the username."] },
    });
    expect(await users.createUserByAdmin({ username: "wanjiru", role: "staff", passwordMode: "set" }, null)).toMatchObject({
      ok: false,
      errors: { password: ["Please enter a password"] },
    });
    expect(await users.createUserByAdmin({ username: "Bad Name!", role: "staff" }, null)).toMatchObject({ ok: false, reason: "invalid" });
    expect(await users.createUserByAdmin({ username: "x", role: "owner" }, null)).toMatchObject({ ok: false, reason: "invalid" });
    const made = await users.createUserByAdmin(
      { username: "Wanjiru ", role: "staff", passwordMode: "set", password: "green-mangoes-at-dawn" },
      null,
    );
    expect(made).toMatchObject({ ok: true, generatedPassword: null, user: { username: "wanjiru", role: "staff" } });
    expect(await users.verifyUserCredentials("wanjiru", "green-mangoes-at-dawn")).not.toBeNull();
    expect(await users.createUserByAdmin({ username: "wanjiru", role: "admin" }, null)).toMatchObject({ ok: false, reason: "conflict" });
  });

  it("resets a password (ending the user's sessions) and shows a generated one once", async () => {
    const user = users.listUsersForAdmin().find((u) => u.username === "wanjiru")!;
    const reset = await users.resetUserPassword(user.id, { passwordMode: "generate" }, { id: 1, username: "boss" });
    if (!reset.ok || !reset.generatedPassword) throw new Error("no password");
    expect(await users.verifyUserCredentials("wanjiru", reset.generatedPassword)).not.toBeNull();
    expect(await users.verifyUserCredentials("wanjiru", "green-mangoes-at-dawn")).toBeNull();
    expect(await users.resetUserPassword(user.id, { passwordMode: "set", password: "short" }, null)).toMatchObject({ ok: false, reason: "invalid" });
    expect(await users.resetUserPassword(4242, { passwordMode: "generate" }, null)).toMatchObject({ ok: false, reason: "not-found" });
    expect(actions()).toContain("user.reset-password");
  });
});

describe("club facts", () => {
  it("fall back to the code's defaults and change only what was edited, audited", () => {
    expect(facts.getClubFacts()).toEqual(facts.DEFAULT_CLUB_FACTS);
    const saved = facts.updateClubFacts({ ...facts.DEFAULT_CLUB_FACTS, phone: "+254 700 000 111" }, { id: 1, username: "boss" });
    expect(saved.ok).toBe(true);
    expect(facts.getClubFacts()).toEqual({ ...facts.DEFAULT_CLUB_FACTS, phone: "+254 700 000 111" });
    const entry = audit.listAudit({ action: "settings.club-facts", limit: 5, offset: 0 }).entries[0];
    expect(entry.summary).toBe("Changed the club's phone");
    expect(facts.updateClubFacts({ ...facts.DEFAULT_CLUB_FACTS, email: "not-mail", address: "" }, null)).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { email: ["Please enter a valid email address"], address: ["Please enter the address"] },
    });
    expect(facts.getClubFacts().phone).toBe("+254 700 000 111");
  });
});

describe("the test e-mail", () => {
  it("is queued through the mail mode in use and audited", async () => {
    const sent = sendTestEmail({ id: 1, username: "boss" }, "chair@example.com");
    expect(sent.log).toMatchObject({ to: "chair@example.com", status: "queued" });
    expect(sent.log.subject).toMatch(/^Test e-mail from /);
    expect(sent.log.textBody).toContain("sent by boss");
    expect(sent.log.textBody).toContain("Mail mode: Written as .eml files to");
    const entry = audit.listAudit({ action: "mail.test", limit: 5, offset: 0 }).entries[0];
    expect(entry).toMatchObject({ username: "boss", targetType: "email", targetId: "chair@example.com", summary: "Sent a test e-mail to chair@example.com" });
  });
});

describe("backups", () => {
  it("are named by their UTC time and the newest seven are kept", () => {
    expect(database.backupNameFor(new Date("2026-11-21T03:00:05.123Z"))).toBe("club-20261121T030005Z.db");
    const names = Array.from({ length: 9 }, (_, i) => `club-202611${String(10 + i)}T030000Z.db`);
    expect(database.backupsToPrune([...names, "notes.txt"])).toEqual(["club-20261111T030000Z.db", "club-20261110T030000Z.db"]);
    expect(database.backupsToPrune(names.slice(0, 3))).toEqual([]);
  });

  it("are consistent copies that pass integrity_check, made at most once a day by the schedule", async () => {
    const first = await database.runScheduledBackup(new Date("2026-11-20T03:00:00Z"));
    expect(first?.name).toBe("club-20261120T030000Z.db");
    expect(await database.runScheduledBackup(new Date("2026-11-20T20:00:00Z"))).toBeNull();
    expect((await database.runScheduledBackup(new Date("2026-11-21T03:00:00Z")))?.name).toBe("club-20261121T030000Z.db");
    const copy = new Database(path.join(database.backupDir(), "club-20261121T030000Z.db"), { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    expect((copy.prepare("SELECT count(*) AS n FROM users").get() as { n: number }).n).toBeGreaterThan(0);
    copy.close();
    for (let day = 22; day <= 29; day++) await database.runScheduledBackup(new Date(`2026-11-${day}T03:00:00Z`));
    expect(database.listBackups().map((b) => b.name)).toHaveLength(7);
    expect(database.listBackups()[0]).toMatchObject({ name: "club-20261129T030000Z.db", createdAt: "2026-11-29T03:00:00.000Z" });
    expect(database.storedBackupPath("../club.db")).toBeNull();
    expect(database.storedBackupPath("club-20261129T030000Z.db")).not.toBeNull();
  });

  it("remember the last integrity check", () => {
    const { check } = database.runIntegrityCheck("integrity_check", { id: 1, username: "boss" });
    expect(check).toMatchObject({ kind: "integrity_check", ok: true, messages: ["ok"], by: "boss" });
    expect(database.lastIntegrityCheck()).toEqual(check);
    expect(actions()).toContain("database.check");
  });
});

describe("devices", () => {
  it("are named from the user agent", () => {
    expect(ua.describeUserAgent("Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36")).toBe("Chrome on Android");
    expect(ua.describeUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1")).toBe("Safari on iPhone");
    expect(ua.describeUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0")).toBe("Edge on Windows");
    expect(ua.describeUserAgent("Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0")).toBe("Firefox on Linux");
    expect(ua.describeUserAgent(null)).toBe("Unknown device");
    expect(ua.describeUserAgent("something")).toBe("Unknown device");
  });
});
