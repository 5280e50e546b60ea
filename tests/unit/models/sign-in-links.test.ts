// Signing in by e-mailed link (fan members and guardians: one service for an address), against an
// in-memory database: the token is stored only as a hash, works once and only before its expiry, the
// request answers the same for anyone, the per-address and per-IP limits count normalised addresses and
// every request, and an address that is a member's and a guardian's gets one link that signs in both.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { FAMILY_SIGN_IN_MESSAGES, WELCOME_LINK_DAYS } from "~/config/family";
import { getDb } from "~/db/client.server";
import { guardians } from "~/db/schema";
import { addMissingEmailTemplates } from "~/db/seed/index.server";
import { memberRegistrationSchema } from "~/schemas/membership";
import { registerMember } from "~/models/membership/members.server";
import {
  checkSignInToken,
  createSignInToken,
  endSignIn,
  familyWelcomeLink,
  guardianOfSignIn,
  memberOfSignIn,
  redeemSignInToken,
  requestSignInLink,
} from "~/models/sign-in-links.server";

const sql = (text: string, ...params: unknown[]) => getDb().$client.prepare(text).all(...params) as Array<Record<string, unknown>>;

function newMember(email: string) {
  const joined = registerMember(memberRegistrationSchema.parse({ membershipType: "regular", firstName: "Amani", lastName: "Chege", email, confirmEmail: email }), {
    clientIp: "192.0.2.10",
  });
  if (!joined.ok) throw new Error("registration failed");
  return joined.member;
}

describe("sign-in tokens", () => {
  it("are 32 random bytes, stored only as their SHA-256, valid for MEMBER_LINK_MINUTES", () => {
    const member = newMember("token-store@example.com");
    const at = new Date("2026-11-25T10:00:00Z");
    const token = createSignInToken(member.email, at);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const hash = crypto.createHash("sha256").update(token).digest("hex");
    expect(sql("SELECT email, token_hash, expires_at FROM sign_in_links WHERE token_hash IN (?, ?)", token, hash)).toEqual([
      { email: "token-store@example.com", token_hash: hash, expires_at: "2026-11-25T10:20:00.000Z" },
    ]);
  });

  it("work once, only before expiry; signing out ends that sign-in", () => {
    const member = newMember("token-once@example.com");
    const at = new Date();
    const token = createSignInToken(member.email, at);
    expect(checkSignInToken(token).ok).toBe(true);
    const first = redeemSignInToken(token);
    if (!first.ok) throw new Error("the first use must work");
    expect(first.member?.id).toBe(member.id);
    expect(first.guardian).toBeNull();
    expect(redeemSignInToken(token)).toMatchObject({ ok: false, reason: "invalid" });
    expect(checkSignInToken(token).ok).toBe(false);
    expect(memberOfSignIn(first.linkId)?.id).toBe(member.id);
    expect(guardianOfSignIn(first.linkId)).toBeNull();
    endSignIn(first.linkId);
    expect(memberOfSignIn(first.linkId)).toBeNull();

    // A link for an address nobody has signs nobody in (and is spent).
    const nobody = createSignInToken("nobody-at-all@example.com", at);
    expect(redeemSignInToken(nobody)).toMatchObject({ ok: false, reason: "invalid" });

    const late = createSignInToken(member.email, new Date(Date.now() - 21 * 60_000));
    expect(checkSignInToken(late).ok).toBe(false);
    expect(redeemSignInToken(late).ok).toBe(false);
    for (const bad of ["", "x", "y".repeat(300)]) expect(redeemSignInToken(bad).ok).toBe(false);
  });
});

describe("requestSignInLink", () => {
  const links = (memberId: number) => sql("SELECT l.id FROM sign_in_links l JOIN fan_members m ON m.email = l.email WHERE m.id = ?", memberId).length;
  const mailsTo = (address: string) => sql("SELECT id FROM email_logs WHERE lower(\"to\") = ?", address).length;
  /** Collects the work a request hands over for after its answer, to run it when the test says. */
  const afterAnswer = () => {
    const tasks: Array<() => void> = [];
    return { defer: (task: () => void) => void tasks.push(task), runAll: () => tasks.splice(0).forEach((task) => task()) };
  };

  it("answers the same for a member and a stranger; only the member gets a link, at most 3 an hour per address", () => {
    const member = newMember("limit@example.com");
    const welcomeLinks = links(member.id);
    const later = afterAnswer();
    const stranger = requestSignInLink("nobody@example.com", "10.0.0.1", new Date(), later.defer);
    const answers = ["limit@example.com", " LIMIT@example.com ", "Limit@Example.com", "limit@example.com"].map((email) =>
      requestSignInLink(email, "10.0.0.1", new Date(), later.defer),
    );
    for (const answer of answers) expect(answer).toEqual(stranger);
    later.runAll();
    expect(links(member.id) - welcomeLinks).toBe(3);
  });

  it("answers before the member's part runs, after the same statements as for a stranger (no timing oracle)", () => {
    const member = newMember("timing@example.com");
    const welcomeLinks = links(member.id);
    const welcomeMails = mailsTo("timing@example.com");
    const client = getDb().$client;
    /** The SQL a request runs before it answers: every statement drizzle prepares, in order. */
    const statementsOf = (request: () => unknown) => {
      const prepared: string[] = [];
      const prepare = client.prepare.bind(client);
      client.prepare = ((source: string) => {
        prepared.push(source);
        return prepare(source);
      }) as typeof client.prepare;
      try {
        request();
      } finally {
        client.prepare = prepare;
      }
      return prepared;
    };
    const later = afterAnswer();
    const forStranger = statementsOf(() => requestSignInLink("stranger-timing@example.com", "10.0.0.9", new Date(), later.defer));
    const forMember = statementsOf(() => requestSignInLink("timing@example.com", "10.0.0.9", new Date(), later.defer));
    expect(forStranger.join("\n")).toMatch(/insert into "sign_in_requests"/);
    expect(forMember).toEqual(forStranger);
    expect(forMember.join("\n")).not.toMatch(/fan_members|guardians|sign_in_links|email_logs/);
    // Nothing of the member's part has happened when the answer is given …
    expect(links(member.id)).toBe(welcomeLinks);
    expect(mailsTo("timing@example.com")).toBe(welcomeMails);
    // … it runs afterwards: the member gets a link, the stranger nothing.
    later.runAll();
    expect(links(member.id)).toBe(welcomeLinks + 1);
    expect(mailsTo("timing@example.com")).toBe(welcomeMails + 1);
    expect(mailsTo("stranger-timing@example.com")).toBe(0);
  });

  it("without a scheduler, sends the member's link soon after answering", async () => {
    const member = newMember("soon@example.com");
    const welcomeLinks = links(member.id);
    expect(requestSignInLink("soon@example.com", "10.0.0.8").ok).toBe(true);
    expect(links(member.id)).toBe(welcomeLinks);
    await vi.waitFor(() => expect(links(member.id)).toBe(welcomeLinks + 1));
  });

  it("refuses a client over 10 requests in 10 minutes, whatever the addresses; another client goes on", () => {
    for (let i = 0; i < 10; i++) expect(requestSignInLink(`walk-${i}@example.com`, "10.0.0.2").ok).toBe(true);
    expect(requestSignInLink("walk-10@example.com", "10.0.0.2")).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(requestSignInLink("walk-10@example.com", "10.0.0.3").ok).toBe(true);
    // Ten minutes later the old requests no longer count against the client.
    expect(requestSignInLink("walk-11@example.com", "10.0.0.2", new Date(Date.now() + 10 * 60_000 + 1000)).ok).toBe(true);
    expect(JSON.stringify(sql("SELECT * FROM sign_in_requests"))).not.toMatch(/walk|10\.0\.0/);
  });

  it("counts an IPv6 client by its /56: changing the last 72 bits does not dodge the limit", () => {
    for (let i = 0; i < 10; i++) expect(requestSignInLink(`six-${i}@example.com`, `2001:db8:aa:${(i * 7).toString(16)}::${i + 1}`).ok).toBe(true);
    expect(requestSignInLink("six-10@example.com", "2001:db8:aa:ff:ffff:ffff:ffff:ffff")).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(requestSignInLink("six-10@example.com", "2001:db8:aa:100::1").ok).toBe(true); // the next /56
  });
});

describe("one link for an address, whoever it is", () => {
  // The mails are read by their subjects: the seeded templates, in both languages.
  beforeAll(() => addMissingEmailTemplates(getDb()));
  const newGuardian = (email: string, language: "en" | "sw" = "en") =>
    getDb().insert(guardians).values({ name: "Wanjiru Kamau", email, phone: "0712 345 678", language }).returning().get();
  const linksTo = (email: string) => sql("SELECT id, expires_at FROM sign_in_links WHERE email = ?", email);
  const mailsTo = (email: string) => sql('SELECT subject FROM email_logs WHERE "to" = ? ORDER BY id', email).map((row) => row.subject);
  const runNow = (task: () => void) => task();

  it("mails a guardian the family page's link, in the guardian's language", () => {
    newGuardian("parent-only@example.com", "sw");
    expect(requestSignInLink("Parent-Only@example.com", "10.1.0.1", new Date(), runNow, "family")).toEqual({
      ok: true,
      message: FAMILY_SIGN_IN_MESSAGES.sent.description,
    });
    expect(linksTo("parent-only@example.com")).toHaveLength(1);
    expect(mailsTo("parent-only@example.com")).toEqual(["Kiungo chako cha kuingia kwenye ukurasa wa familia wa Rising Stars"]);
    const text = sql('SELECT text_body FROM email_logs WHERE "to" = ?', "parent-only@example.com")[0].text_body as string;
    expect(text).toMatch(/\/family\/sign-in\?token=[\w-]{43}/);
  });

  it("sends an address that is a member's and a guardian's ONE link, which signs in both; signing out ends both", () => {
    const member = newMember("both@example.com");
    const guardian = newGuardian("both@example.com");
    const before = linksTo("both@example.com").length;
    requestSignInLink("both@example.com", "10.1.0.2", new Date(), runNow, "family");
    expect(linksTo("both@example.com")).toHaveLength(before + 1);
    expect(mailsTo("both@example.com").filter((subject) => /sign-in link/.test(String(subject)))).toEqual(["Your Rising Stars family page sign-in link"]);

    const token = createSignInToken("both@example.com");
    const signedIn = redeemSignInToken(token);
    if (!signedIn.ok) throw new Error("the link must work");
    expect(signedIn.member?.id).toBe(member.id);
    expect(signedIn.guardian?.id).toBe(guardian.id);
    expect(memberOfSignIn(signedIn.linkId)?.id).toBe(member.id);
    expect(guardianOfSignIn(signedIn.linkId)?.id).toBe(guardian.id);
    endSignIn(signedIn.linkId);
    expect(memberOfSignIn(signedIn.linkId)).toBeNull();
    expect(guardianOfSignIn(signedIn.linkId)).toBeNull();
  });

  it("asked for on the fan club's page, a member who is also a parent gets the members' link; a parent only, the family's", () => {
    newMember("asked-on-members@example.com");
    newGuardian("asked-on-members@example.com");
    newGuardian("parent-asks-members@example.com");
    requestSignInLink("asked-on-members@example.com", "10.1.0.3", new Date(), runNow, "membership");
    requestSignInLink("parent-asks-members@example.com", "10.1.0.3", new Date(), runNow, "membership");
    expect(mailsTo("asked-on-members@example.com").at(-1)).toBe("Your Rising Stars Fan Club sign-in link");
    expect(mailsTo("parent-asks-members@example.com")).toEqual(["Your Rising Stars family page sign-in link"]);
  });

  it("the approval mail's welcome link works once, for WELCOME_LINK_DAYS days, on the family page", () => {
    const guardian = newGuardian("welcome@example.com");
    const at = new Date("2026-12-01T08:00:00Z");
    const link = new URL(familyWelcomeLink(" Welcome@Example.com ", at));
    expect(link.pathname).toBe("/family/sign-in");
    expect(linksTo("welcome@example.com")).toEqual([expect.objectContaining({ expires_at: "2026-12-08T08:00:00.000Z" })]);
    const token = link.searchParams.get("token")!;
    expect(checkSignInToken(token, new Date("2026-12-07T20:00:00Z")).ok).toBe(true);
    expect(checkSignInToken(token, new Date("2026-12-08T08:00:01Z")).ok).toBe(false);
    const used = redeemSignInToken(token, new Date("2026-12-05T08:00:00Z"));
    expect(used.ok && used.guardian?.id).toBe(guardian.id);
    expect(redeemSignInToken(token, new Date("2026-12-05T08:01:00Z")).ok).toBe(false);
    expect(WELCOME_LINK_DAYS).toBe(7);
  });
});
