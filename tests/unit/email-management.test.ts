import { describe, expect, it } from "vitest";
import { hasPermission } from "~/config/admin-sections";
import { emailPageQuerySchema } from "~/schemas/email";
import { parseUrlState } from "~/schemas/url-state";
import { upsertUser } from "~/models/user.server";
import { requireUser } from "~/services/auth.server";
import { startSession } from "~/models/session.server";

async function requestAs(role: "admin" | "staff") {
  const { user } = await upsertUser({ username: `templates-${role}`, password: "a-long-test-password", role });
  const { setCookie } = await startSession(user.id, null);
  return new Request("http://club.test/email-management?tab=templates", { headers: { Cookie: setCookie.split(";")[0] } });
}

describe("the e-mail templates permission", () => {
  it("lets staff send e-mail and read templates, and only admins change templates", () => {
    expect(hasPermission("staff", "email")).toBe(true);
    expect(hasPermission("staff", "email-templates")).toBe(false);
    expect(hasPermission("admin", "email-templates")).toBe(true);
  });

  it("is checked by the auth gate: 403 for staff, the user for admins", async () => {
    const refused = await requireUser(await requestAs("staff"), "email-templates").then(
      () => null,
      (error: { init: ResponseInit | null }) => error,
    );
    expect(refused?.init?.status).toBe(403);
    expect((await requireUser(await requestAs("admin"), "email-templates")).role).toBe("admin");
  });
});

describe("the /email-management URL state", () => {
  const read = (search: string) => parseUrlState(emailPageQuerySchema, new URLSearchParams(search));

  it("opens the send tab by default and reads each tab's parameters", () => {
    expect(read("")).toEqual({ tab: "send", page: 1 });
    expect(read("tab=send&templateId=3")).toMatchObject({ tab: "send", templateId: 3 });
    expect(read("tab=templates&template=7")).toMatchObject({ tab: "templates", template: 7 });
    expect(read("tab=logs&status=failed&page=3")).toMatchObject({ tab: "logs", status: "failed", page: 3 });
  });

  it("drops what an edited link gets wrong and keeps the page number in range", () => {
    expect(read("tab=nope&templateId=-1&template=x&status=lost")).toEqual({ tab: "send", page: 1 });
    expect(read("tab=logs&page=2.7").page).toBe(2);
    expect(read("tab=logs&page=0").page).toBe(1);
    expect(read("tab=logs&page=999999999").page).toBe(100_000);
  });
});
