// Fan membership: the registration schema, the membership number, the level rule and expiry, and the
// use cases against an in-memory database (numbers, welcome points, duplicates, admin changes, the
// pictures of members' content).
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { memberRegistrationSchema, contentFormSchema, registrationFormSchema } from "~/schemas/membership";
import { EMAILS_DONT_MATCH, INVALID_EMAIL } from "~/config/membership";
import {
  canReadLevel,
  effectiveStatus,
  excerptOf,
  formatMembershipNumber,
  MEMBERSHIP_NUMBER,
  oneYearAfter,
  tierIncludes,
  tierPriceLabel,
} from "~/utils/membership";
import { awardPoints, expireLapsedMemberships, listMemberActivities, renewMembership, setMemberStatus } from "~/models/membership/members-admin.server";
import { getMember, publicView, registerMember } from "~/models/membership/members.server";
import { openContent, saveContent, setContentPublished } from "~/models/membership/content.server";
import { listAudit } from "~/models/audit.server";
import { getDb } from "~/db/client.server";
import { addMissingEmailTemplates } from "~/db/seed/index.server";
import { storedImageExists, storedImageUsage } from "~/infra/images.server";

const valid = {
  membershipType: "premium",
  firstName: "Amina",
  lastName: "Otieno",
  email: "Amina.Otieno@Example.com",
  confirmEmail: "amina.otieno@example.com",
};

const errorsOf = (input: unknown) => {
  const result = memberRegistrationSchema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe("memberRegistrationSchema", () => {
  it("accepts the required fields, lower-cases the e-mail and drops confirmEmail", () => {
    const result = memberRegistrationSchema.parse({ ...valid, phone: "", preferences: ["events", "match-updates"] });
    expect(result).toEqual({
      membershipType: "premium",
      firstName: "Amina",
      lastName: "Otieno",
      email: "amina.otieno@example.com",
      preferences: ["match-updates", "events"],
    });
    expect(result).not.toHaveProperty("confirmEmail");
  });

  it("requires first name, last name, a valid e-mail and a tier", () => {
    expect(errorsOf({})).toEqual({
      membershipType: ["Please choose a membership tier"],
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: [INVALID_EMAIL],
    });
    expect(errorsOf({ ...valid, email: "not-an-email" }).email).toEqual([INVALID_EMAIL]);
    expect(errorsOf({ ...valid, membershipType: "gold" }).membershipType).toEqual(["Please choose a membership tier"]);
  });

  it("says \"Emails don't match\" on confirmEmail", () => {
    expect(errorsOf({ ...valid, confirmEmail: "someone.else@example.com" })).toEqual({ confirmEmail: [EMAILS_DONT_MATCH] });
    expect(errorsOf({ ...valid, confirmEmail: "not-an-email" })).toEqual({ confirmEmail: [INVALID_EMAIL] });
  });

  it("takes a body without confirmEmail (a client that checked the typing itself), but the page's form asks for it", () => {
    const { confirmEmail: _typedTwice, ...once } = valid;
    expect(errorsOf(once)).toEqual({});
    const form = registrationFormSchema.safeParse(once);
    expect(form.success ? {} : form.error.flatten().fieldErrors).toEqual({ confirmEmail: [INVALID_EMAIL] });
  });

  it("checks the optional fields only when given", () => {
    expect(errorsOf({ ...valid, phone: "call me" }).phone).toEqual(["Please enter a valid phone number"]);
    expect(errorsOf({ ...valid, dateOfBirth: "2026-02-30" }).dateOfBirth).toEqual(["Please enter a valid date of birth"]);
    expect(errorsOf({ ...valid, dateOfBirth: "2999-01-01" }).dateOfBirth).toEqual(["Please enter a valid date of birth"]);
    expect(errorsOf({ ...valid, preferences: ["spam"] }).preferences).toEqual(["Unknown preference"]);
    expect(errorsOf({ ...valid, phone: "+254 712 345 678", dateOfBirth: "1990-05-01", address: "Ngong Road" })).toEqual({});
  });
});

describe("membership rules", () => {
  it("formats membership numbers as RSFC-year-six digits", () => {
    expect(formatMembershipNumber(2026, 123)).toBe("RSFC-2026-000123");
    expect(MEMBERSHIP_NUMBER.test(formatMembershipNumber(2027, 999_999))).toBe(true);
    expect(() => formatMembershipNumber(2026, 0)).toThrow();
    expect(() => formatMembershipNumber(2026, 1_000_000)).toThrow();
  });

  it("orders the levels regular < premium < vip", () => {
    expect(tierIncludes("vip", "premium")).toBe(true);
    expect(tierIncludes("premium", "premium")).toBe(true);
    expect(tierIncludes("premium", "vip")).toBe(false);
    expect(tierIncludes("regular", "premium")).toBe(false);
    expect(tierIncludes("regular", "regular")).toBe(true);
  });

  it("lets only active, unexpired members of a high enough tier read", () => {
    const now = "2026-11-22T10:00:00.000Z";
    const member = { membershipType: "premium" as const, status: "active", expiryDate: "2027-01-01T00:00:00.000Z" };
    expect(canReadLevel(member, "premium", now)).toBe(true);
    expect(canReadLevel(member, "regular", now)).toBe(true);
    expect(canReadLevel(member, "vip", now)).toBe(false);
    expect(canReadLevel({ ...member, status: "pending" }, "regular", now)).toBe(false);
    expect(canReadLevel({ ...member, status: "suspended" }, "regular", now)).toBe(false);
    expect(canReadLevel({ ...member, expiryDate: "2026-11-22T09:59:59.999Z" }, "regular", now)).toBe(false);
    expect(canReadLevel(null, "regular", now)).toBe(false);
  });

  it("shows an active membership past its expiry as expired", () => {
    const now = "2026-11-22T10:00:00.000Z";
    expect(effectiveStatus({ status: "active", expiryDate: "2026-11-01T00:00:00.000Z" }, now)).toBe("expired");
    expect(effectiveStatus({ status: "active", expiryDate: null }, now)).toBe("active");
    expect(effectiveStatus({ status: "pending", expiryDate: "2026-11-01T00:00:00.000Z" }, now)).toBe("pending");
  });

  it("prices each tier at its fixed price and adds a year", () => {
    expect(["regular", "premium", "vip"].map((t) => tierPriceLabel(t as "regular"))).toEqual([
      "Free",
      "KES 2,500/year",
      "KES 5,000/year",
    ]);
    expect(oneYearAfter("2026-11-22T06:00:00.000Z")).toBe("2027-11-22T06:00:00.000Z");
  });

  it("cuts excerpts from the first paragraph at a word", () => {
    expect(excerptOf("Short first.\n\nSecond paragraph.")).toBe("Short first.");
    const long = excerptOf(`${"word ".repeat(100)}\n\nrest`, 50);
    expect(long.length).toBeLessThanOrEqual(51);
    expect(long.endsWith("…")).toBe(true);
  });

  it("accepts https, stored and site picture addresses for content, nothing else", () => {
    const base = { title: "T", content: "C", contentType: "article", membershipLevel: "vip" };
    for (const imageUrl of ["https://cdn.example.com/a.jpg", "/images/exclusive/interview.webp", ""]) {
      expect(contentFormSchema.safeParse({ ...base, imageUrl }).success).toBe(true);
    }
    for (const imageUrl of ["http://example.com/a.jpg", "javascript:alert(1)", "/images/../secret"]) {
      expect(contentFormSchema.safeParse({ ...base, imageUrl }).success).toBe(false);
    }
  });
});

describe("membership use cases", () => {
  const admin = { id: 1, username: "membership-admin" };

  const register = (email: string, membershipType: "regular" | "premium" | "vip", at?: Date) =>
    registerMember(memberRegistrationSchema.parse({ ...valid, membershipType, email, confirmEmail: email }), { clientIp: "192.0.2.10" }, at);

  it("numbers members in sequence per year, with 50 welcome points as an activity", () => {
    const first = register("seq-1@example.com", "regular", new Date("2026-06-01T10:00:00Z"));
    const second = register("seq-2@example.com", "vip", new Date("2026-06-02T10:00:00Z"));
    const nextYear = register("seq-3@example.com", "regular", new Date("2027-01-02T10:00:00Z"));
    if (!first.ok || !second.ok || !nextYear.ok) throw new Error("registration failed");
    expect(first.member.membershipNumber).toBe("RSFC-2026-000001");
    expect(second.member.membershipNumber).toBe("RSFC-2026-000002");
    expect(nextYear.member.membershipNumber).toBe("RSFC-2027-000001");
    expect(first.member).toMatchObject({ status: "active", expiryDate: null, loyaltyPoints: 50 });
    expect(second.member).toMatchObject({ status: "pending", expiryDate: "2027-06-02T10:00:00.000Z" });
    expect(listMemberActivities(first.member.id)).toMatchObject([{ description: "Welcome bonus for joining the Fan Club", pointsEarned: 50 }]);
  });

  it("the welcome e-mail says what happens next for the tier and the way the member pays", () => {
    const welcome = (email: string) =>
      (getDb().$client.prepare(`SELECT text_body FROM email_logs WHERE "to" = ? AND subject LIKE 'Welcome%'`).get(email) as { text_body: string }).text_body;
    const input = (email: string, membershipType: "regular" | "vip") => memberRegistrationSchema.parse({ ...valid, membershipType, email, confirmEmail: email });
    addMissingEmailTemplates(getDb());
    const from = { clientIp: "192.0.2.77" };
    registerMember(input("welcome-free@example.com", "regular"), from);
    registerMember(input("welcome-office@example.com", "vip"), from, new Date(), "office");
    registerMember(input("welcome-mpesa@example.com", "vip"), from, new Date(), "mpesa");

    expect(welcome("welcome-free@example.com")).toContain("Your membership is active now. To read members-only content on our website, sign in with this link: ");
    const office = welcome("welcome-office@example.com");
    expect(office).toMatch(/Your VIP Fan membership \(KES [\d,]+\/year\) becomes active once you have paid at the club office\. To read members-only content on our website, sign in with this link: /);
    const mpesa = welcome("welcome-mpesa@example.com");
    expect(mpesa).toContain("becomes active as soon as your M-Pesa payment is confirmed, and we will then e-mail you a link to sign in");
    expect(mpesa).not.toContain("once you have paid at the club office");
    // No sign-in link of its own until paid: only the page where a member asks for one if the payment fails.
    expect(mpesa).not.toContain("/membership/sign-in?token=");
    expect(mpesa).toContain("ask for a sign-in link at http://localhost:3000/membership/sign-in:");
  });

  it("refuses a second registration with the same e-mail (any case) and writes nothing", () => {
    expect(register("dup@example.com", "regular").ok).toBe(true);
    const count = () => getDb().$client.prepare("SELECT count(*) AS n FROM fan_members").get() as { n: number };
    const before = count().n;
    const again = registerMember({ ...memberRegistrationSchema.parse({ ...valid, email: "DUP@example.com", confirmEmail: "dup@example.com" }) }, { clientIp: "192.0.2.10" });
    expect(again).toMatchObject({ ok: false, reason: "conflict" });
    expect(count().n).toBe(before);
  });

  it("activates a pending paid member for a year from payment, renews and awards points, all audited", () => {
    const joined = register("admin-flow@example.com", "premium");
    if (!joined.ok) throw new Error("registration failed");
    const id = joined.member.id;
    const activated = setMemberStatus(id, "active", admin);
    expect(activated).toMatchObject({ ok: true, member: { status: "active" } });
    expect(setMemberStatus(id, "active", admin)).toMatchObject({ ok: false, reason: "conflict" });
    const renewed = renewMembership(id, admin);
    if (!renewed.ok || !activated.ok) throw new Error("renew failed");
    expect(renewed.member.expiryDate).toBe(oneYearAfter(activated.member.expiryDate!));
    expect(awardPoints(id, 25, "Fan day", admin)).toMatchObject({ ok: true, member: { loyaltyPoints: 75 } });
    expect(awardPoints(999_999, 25, "Nobody", admin)).toMatchObject({ ok: false, reason: "not-found" });
    const actions = listAudit({ limit: 20, offset: 0, action: "membership" }).entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["membership.activate", "membership.renew", "membership.award-points"]));
  });

  it("gates content by level and counts a view only when it is read", async () => {
    const item = await saveContent(
      { title: "VIP only", content: "Teaser.\n\nThe secret part.", contentType: "article", membershipLevel: "vip", isPublished: true },
      admin,
    );
    if (!item.ok) throw new Error("save failed");
    const premium = { membershipType: "premium" as const, status: "active", expiryDate: null };
    const locked = openContent(item.item.id, premium);
    expect(locked).toMatchObject({ ok: true, item: { locked: true, content: null, excerpt: "Teaser.", viewCount: 0 } });
    const open = openContent(item.item.id, { ...premium, membershipType: "vip" });
    expect(open).toMatchObject({ ok: true, item: { locked: false, content: "Teaser.\n\nThe secret part.", viewCount: 1 } });
    setContentPublished(item.item.id, false, admin);
    expect(openContent(item.item.id, { ...premium, membershipType: "vip" })).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("stores a content picture, deletes the one it replaces, and keeps nothing of a refused file", async () => {
    const pictures = async () => (await storedImageUsage()).images;
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#123456" } }).jpeg().toBuffer();
    const base = { title: "With a picture", content: "Intro.\n\nMore.", contentType: "article", membershipLevel: "regular" as const, isPublished: false };
    const created = await saveContent({ ...base, image: { bytes: photo } }, admin);
    if (!created.ok) throw new Error(created.message);
    const first = created.item.imageUrl!;
    expect(first).toMatch(/^\/media\/[\w-]{24}-400x300\.webp$/);
    expect(await storedImageExists(first)).toBe(true);
    const id = created.item.id;

    const replaced = await saveContent({ ...base, id, image: { bytes: photo } }, admin);
    if (!replaced.ok) throw new Error(replaced.message);
    const second = replaced.item.imageUrl!;
    expect(second).not.toBe(first);
    expect(await storedImageExists(first)).toBe(false);
    const stored = await pictures();

    expect(await saveContent({ ...base, id, image: { bytes: Buffer.from("MZ\x90\x00program") } }, admin)).toMatchObject({
      ok: false,
      reason: "unsupported-type",
      errors: { image: ["Please select a valid image file (JPEG, PNG, GIF, WebP)."] },
    });
    expect(await saveContent({ ...base, id, image: { kind: "too-large", size: 11_000_000 } }, admin)).toMatchObject({
      ok: false,
      reason: "too-large",
      errors: { image: ["Please select a photo smaller than 10MB."] },
    });
    expect(await saveContent({ ...base, id: 999_999, image: { bytes: photo } }, admin)).toMatchObject({ reason: "not-found" });
    expect(await pictures()).toBe(stored);

    // The same address keeps the picture; clearing it deletes it.
    expect(await saveContent({ ...base, id, image: { url: second } }, admin)).toMatchObject({ ok: true, item: { imageUrl: second } });
    expect(await storedImageExists(second)).toBe(true);
    expect(await saveContent({ ...base, id, image: null }, admin)).toMatchObject({ ok: true, item: { imageUrl: null } });
    expect(await storedImageExists(second)).toBe(false);
  });

  it("writes lapsed memberships down as expired", () => {
    const joined = register("lapsed@example.com", "vip", new Date("2024-01-01T00:00:00Z"));
    if (!joined.ok) throw new Error("registration failed");
    setMemberStatus(joined.member.id, "active", admin);
    getDb().$client.prepare("UPDATE fan_members SET expiry_date = ? WHERE id = ?").run("2025-01-01T00:00:00.000Z", joined.member.id);
    expect(publicView(getMember(joined.member.id)!).status).toBe("expired");
    expect(expireLapsedMemberships()).toBeGreaterThanOrEqual(1);
    expect(getMember(joined.member.id)!.status).toBe("expired");
  });
});
