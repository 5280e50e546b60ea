// Paid memberships and strangers: one client registers only PAID_MEMBERSHIPS_PER_IP Premium or VIP
// memberships an hour (free ones are not counted), and a paid membership nobody paid within
// MEMBERSHIP_HOLD_HOURS expires once, audited, while paid, activated and free ones stay.
import { describe, expect, it } from "vitest";
import { PAID_MEMBERSHIPS_LIMIT_MESSAGE } from "~/config/membership";
import { addMissingEmailTemplates } from "~/db/seed/index.server";
import { getDb } from "~/db/client.server";
import { listAudit } from "~/models/audit.server";
import { expireUnpaidMemberships } from "~/models/membership/membership-holds.server";
import { renewMembership, setMemberStatus } from "~/models/membership/members-admin.server";
import { getMember, registerMember } from "~/models/membership/members.server";
import { memberRegistrationSchema } from "~/schemas/membership";

addMissingEmailTemplates(getDb());

// The defaults: PAID_MEMBERSHIPS_PER_IP 5 an hour, MEMBERSHIP_HOLD_HOURS 168.
const HOUR = 3600_000;
let counter = 0;
function join(membershipType: "regular" | "premium" | "vip", clientIp = `198.51.100.${++counter}`) {
  const email = `fan.${++counter}@example.com`;
  return registerMember(memberRegistrationSchema.parse({ membershipType, firstName: "Njeri", lastName: "Mwangi", email, confirmEmail: email }), { clientIp });
}
function joined(membershipType: "regular" | "premium" | "vip", clientIp?: string) {
  const result = join(membershipType, clientIp);
  if (!result.ok) throw new Error(result.message);
  return result.member;
}

describe("paid memberships per client", () => {
  it("refuses the sixth Premium or VIP registration from one client in an hour, writing nothing; free ones and other clients go on", () => {
    const ip = "192.0.2.44";
    for (const tier of ["vip", "premium", "vip", "premium", "vip"] as const) expect(join(tier, ip).ok).toBe(true);
    const members = () => getDb().$client.prepare("SELECT count(*) AS n FROM fan_members").get() as { n: number };
    const before = members().n;
    expect(join("vip", ip)).toEqual({ ok: false, reason: "rate-limited", message: PAID_MEMBERSHIPS_LIMIT_MESSAGE });
    expect(members().n).toBe(before);
    expect(join("regular", ip).ok).toBe(true);
    expect(join("vip", "192.0.2.45").ok).toBe(true);
    // An IPv6 client counts by its /56, as the rate limits do.
    for (let i = 0; i < 5; i++) expect(join("premium", `2001:db8:0:${i}::1`).ok).toBe(true);
    expect(join("premium", "2001:db8:0:ff::2")).toMatchObject({ ok: false, reason: "rate-limited" });
  });
});

describe("the hold of an unpaid membership", () => {
  it("expires a paid membership still pending after 168 hours, once and audited; paid, active and free ones stay", () => {
    const unpaid = joined("vip");
    const activated = joined("premium");
    const free = joined("regular");
    expect(setMemberStatus(activated.id, "active", null).ok).toBe(true);
    expect(expireUnpaidMemberships(Date.now() + 167 * HOUR)).not.toContain(unpaid.id);
    const later = Date.now() + 169 * HOUR;
    const swept = expireUnpaidMemberships(later);
    expect(swept).toContain(unpaid.id);
    expect(swept).not.toContain(activated.id);
    expect(swept).not.toContain(free.id);
    expect(expireUnpaidMemberships(later)).not.toContain(unpaid.id);
    expect(getMember(unpaid.id)).toMatchObject({ status: "expired" });
    expect(getMember(unpaid.id)!.expiryDate! <= new Date().toISOString()).toBe(true);
    expect(getMember(activated.id)?.status).toBe("active");
    expect(getMember(free.id)?.status).toBe("active");
    const audit = listAudit({ action: "membership.expire", limit: 50, offset: 0 }).entries.filter((entry) => entry.targetId === String(unpaid.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ username: "system" });
    // The fan pays at the office later: staff renew it for a year from today.
    const renewed = renewMembership(unpaid.id, null);
    expect(renewed.ok && renewed.member.status).toBe("active");
    expect(renewed.ok && renewed.member.expiryDate! < new Date(Date.now() + 366 * 24 * HOUR).toISOString()).toBe(true);
  });
});
