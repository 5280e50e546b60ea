// The audit log's rules: entries are filtered by area or action, user and text (typed wildcards are
// literal), newest first, and pruned after a year.
import { beforeAll, describe, expect, it } from "vitest";
import * as audit from "~/models/audit.server";
import * as db from "~/db/client.server";
import { AUDIT_ACTIONS, AUDIT_AREAS, AUDIT_AREA_LABELS } from "~/utils/audit";
import { parseUrlState } from "~/schemas/url-state";
import { settingsPageQuerySchema } from "~/schemas/settings";

beforeAll(async () => {
  const amina = { id: 7, username: "amina" };
  audit.recordAudit(amina, "academy.approve", { type: "registration", id: 1 }, "Approved the registration of Brian");
  audit.recordAudit(amina, "blog.publish", { type: "post", id: 3 }, "Published 100% effort");
  audit.recordAudit({ id: 8, username: "otieno" }, "blog.delete", { type: "post", id: 4 }, "Deleted a_draft");
  audit.recordAudit(null, "membership.expire", { type: "member" }, "Expired 2 memberships", { count: 2 });
});

const actions = (filter: Partial<import("~/models/audit.server").AuditFilter>) =>
  audit.listAudit({ limit: 50, offset: 0, ...filter }).entries.map((e) => e.action);

describe("the audit log", () => {
  it("lists newest first with the total, and keeps who did it", () => {
    const { entries, total } = audit.listAudit({ limit: 2, offset: 0 });
    expect(total).toBe(4);
    expect(entries.map((e) => e.action)).toEqual(["membership.expire", "blog.delete"]);
    expect(entries[0]).toMatchObject({ username: "system", userId: null, details: { count: 2 }, targetId: null });
    expect(entries[1]).toMatchObject({ username: "otieno", targetType: "post", targetId: "4" });
  });

  it("filters by area prefix, exact action and user", () => {
    expect(actions({ action: "blog" })).toEqual(["blog.delete", "blog.publish"]);
    expect(actions({ action: "blog.publish" })).toEqual(["blog.publish"]);
    expect(actions({ action: "blo" })).toEqual([]);
    expect(actions({ userId: 7 })).toEqual(["blog.publish", "academy.approve"]);
  });

  it("searches summaries and usernames with typed % and _ taken literally", () => {
    expect(actions({ q: "100%" })).toEqual(["blog.publish"]);
    expect(actions({ q: "a_d" })).toEqual(["blog.delete"]);
    expect(actions({ q: "%" })).toEqual(["blog.publish"]);
    expect(actions({ q: "OTIENO" })).toEqual(["blog.delete"]);
  });

  it("has an area, with a label, for every recorded action; an area is the part before the first dot", async () => {
    expect(AUDIT_AREAS).toEqual(expect.arrayContaining(["staff-email", "email-template", "email", "user"]));
    expect(new Set(AUDIT_AREAS)).toEqual(new Set(AUDIT_ACTIONS.map((action) => action.split(".")[0])));
    for (const area of AUDIT_AREAS) expect(AUDIT_AREA_LABELS[area], area).toBeTruthy();

    const area = (value: string) => parseUrlState(settingsPageQuerySchema, new URLSearchParams({ area: value })).area;
    expect(area("staff-email")).toBe("staff-email");
    expect(area("email-template")).toBe("email-template");
    expect(area("user.role")).toBe("user.role");
    expect(area("nowhere")).toBeUndefined();

    audit.recordAudit({ id: 9, username: "wanjiku" }, "staff-email.add", { type: "staff_email", id: 2 }, "Added Peter");
    audit.recordAudit({ id: 9, username: "wanjiku" }, "email-template.update", { type: "email_template", id: 1 }, "Edited a template");
    expect(actions({ action: "staff-email" })).toEqual(["staff-email.add"]);
    expect(actions({ action: "email-template" })).toEqual(["email-template.update"]);
    expect(actions({ action: "email" })).toEqual([]);
    db.getDb().$client.prepare("DELETE FROM audit_log WHERE user_id = 9").run();
  });

  it("prunes entries older than a year and keeps the rest", () => {
    const old = new Date(Date.now() - 366 * 24 * 3600_000).toISOString();
    db.getDb().$client.prepare("UPDATE audit_log SET created_at = ? WHERE action = 'academy.approve'").run(old);
    expect(audit.pruneAudit()).toBe(1);
    expect(actions({})).not.toContain("academy.approve");
    expect(actions({})).toHaveLength(3);
  });
});
