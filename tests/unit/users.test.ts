import { describe, expect, it } from "vitest";
import { countUsers, ensureFirstAdmin, upsertUser, verifyUserCredentials } from "~/models/user.server";

describe("users", () => {
  it("creates the first admin once, printing a random password only when none was given", async () => {
    const lines: string[] = [];
    await ensureFirstAdmin({}, (line) => lines.push(line));
    expect(countUsers()).toBe(1);
    const password = lines.join("\n").match(/password: (\S+)/)![1];
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await verifyUserCredentials("admin", password)).toMatchObject({ username: "admin", role: "admin" });
    await ensureFirstAdmin({ ADMIN_USERNAME: "other", ADMIN_PASSWORD: "other-password" }, (line) => lines.push(line));
    expect(countUsers()).toBe(1);
  });

  it("adds users (admin by default), resets passwords and keeps the role unless told", async () => {
    const { user, created } = await upsertUser({ username: "wanjiru", password: "first-password", role: "staff" });
    expect(created).toBe(true);
    expect(user.role).toBe("staff");
    const reset = await upsertUser({ username: "wanjiru", password: "second-password" });
    expect(reset).toMatchObject({ created: false, user: { role: "staff" } });
    expect(await verifyUserCredentials("wanjiru", "first-password")).toBeNull();
    expect(await verifyUserCredentials("wanjiru", "second-password")).toMatchObject({ username: "wanjiru" });
    expect((await upsertUser({ username: "otieno", password: "x-password" })).user.role).toBe("admin");
  });

  it("answers null alike for an unknown user and a wrong password", async () => {
    expect(await verifyUserCredentials("nobody", "whatever")).toBeNull();
    expect(await verifyUserCredentials("wanjiru", "wrong")).toBeNull();
  });
});
