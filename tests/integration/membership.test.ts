// Fan membership over HTTP: the membership JSON APIs, registration through the page, the public lookup (a masked
// card, never a private field, rate-limited), members-only content gated by level for members signed in by their
// e-mailed link (read here from the outbox; tests/integration/abuse/01-member-sign-in.test.ts covers the link
// itself over real SMTP), and the members admin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { Client, logInAs, postNativeForm, queryDb, signedInMember, startServer, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
let staff: Client;

beforeAll(async () => {
  server = await startServer();
  ({ client: staff } = await logInAs(server, "staff"));
});
afterAll(() => server?.stop());

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);
const PUBLIC_KEYS = ["expiryDate", "firstName", "joinDate", "lastName", "loyaltyPoints", "membershipNumber", "membershipType", "status"];
// Values that only the member and the club may see: they must never appear in a public answer.
const PRIVATE = {
  phone: "+254 799 111 222",
  dateOfBirth: "1991-04-17",
  address: "Plot 42, Kilimani Private Lane",
  emergencyContact: "Wanjiku Secretcontact",
  emergencyPhone: "+254 700 999 888",
};

function fan(membershipType: "regular" | "premium" | "vip", overrides: Record<string, unknown> = {}) {
  const email = `fan-${uniqueSuffix()}@example.com`;
  return { membershipType, firstName: "Achieng", lastName: "Odhiambo", email, confirmEmail: email, ...PRIVATE, ...overrides };
}

async function register(membershipType: "regular" | "premium" | "vip", overrides: Record<string, unknown> = {}) {
  const input = fan(membershipType, overrides);
  const response = await new Client(server.url).postJson("/api/fan-members", input);
  expect(response.status).toBe(201);
  return { input, member: (await response.json()) as Record<string, unknown> & { membershipNumber: string } };
}

/** A client signed in as the member with this e-mail by the link in their welcome mail. */
const signedInClient = (email: string) => signedInMember(server, email);

function memberId(number: string) {
  return query<{ id: number }>("SELECT id FROM fan_members WHERE membership_number = ?", number)[0].id;
}

describe("POST /api/fan-members", () => {
  it.each([
    ["regular", "active", false],
    ["premium", "pending", true],
    ["vip", "pending", true],
  ] as const)("registers a %s member as %s with 50 welcome points", async (tier, status, expires) => {
    const { input, member } = await register(tier);
    expect(Object.keys(member).sort()).toEqual(PUBLIC_KEYS);
    expect(member).toMatchObject({ membershipType: tier, status, loyaltyPoints: 50, firstName: "Achieng" });
    expect(member.membershipNumber).toMatch(/^RSFC-\d{4}-\d{6}$/);
    if (expires) {
      const years = new Date(member.expiryDate as string).getUTCFullYear() - new Date(member.joinDate as string).getUTCFullYear();
      expect(years).toBe(1);
    } else expect(member.expiryDate).toBeNull();
    const id = memberId(member.membershipNumber);
    expect(query("SELECT activity_type AS type, points_earned AS points FROM member_activities WHERE member_id = ?", id)).toEqual([
      { type: "welcome-bonus", points: 50 },
    ]);
    // The stored row keeps what the member gave; confirmEmail is not a column.
    expect(query("SELECT phone, address, email FROM fan_members WHERE id = ?", id)).toEqual([
      { phone: PRIVATE.phone, address: PRIVATE.address, email: input.email },
    ]);
    await expect
      .poll(() => query<{ subject: string; status: string }>('SELECT subject, status FROM email_logs WHERE "to" = ?', input.email))
      .toEqual([{ subject: expect.stringContaining(member.membershipNumber), status: "sent" }]);
  });

  it("gives every member a different number", async () => {
    const numbers = await Promise.all([1, 2, 3, 4, 5].map(async () => (await register("regular")).member.membershipNumber));
    expect(new Set(numbers).size).toBe(5);
  });

  it("answers 409 for an e-mail already registered (any case), writing no second row", async () => {
    const { input } = await register("regular");
    const again = await new Client(server.url).postJson("/api/fan-members", {
      ...input,
      email: input.email.toUpperCase(),
      confirmEmail: input.email,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/already registered/);
    expect(query("SELECT count(*) AS n FROM fan_members WHERE email = ?", input.email)).toEqual([{ n: 1 }]);
  });

  it("answers 400 with the agreed messages and writes nothing", async () => {
    const before = query<{ n: number }>("SELECT count(*) AS n FROM fan_members")[0].n;
    const client = new Client(server.url);
    const empty = await client.postJson("/api/fan-members", {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toMatchObject({ email: ["Invalid email address"], firstName: ["First name is required"] });
    const mismatch = await client.postJson("/api/fan-members", fan("regular", { confirmEmail: "other@example.com" }));
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).errors).toEqual({ confirmEmail: ["Emails don't match"] });
    expect(query<{ n: number }>("SELECT count(*) AS n FROM fan_members")[0].n).toBe(before);
  });
});

describe("the public lookup", () => {
  it("finds a member by encoded e-mail and by number with the masked public card only", async () => {
    const { input, member } = await register("premium");
    const client = new Client(server.url);
    for (const [path, number] of [
      [`/api/fan-members/email/${encodeURIComponent(input.email)}`, null],
      [`/api/fan-members/membership/${member.membershipNumber}`, member.membershipNumber],
      [`/api/fan-members/membership/${member.membershipNumber.toLowerCase()}`, member.membershipNumber],
    ]) {
      const response = await client.get(path!);
      expect(response.status).toBe(200);
      const text = await response.text();
      const card = JSON.parse(text);
      expect(Object.keys(card).sort()).toEqual(PUBLIC_KEYS);
      // The first name and the last name's initial; the number only to whoever typed it.
      expect(card).toMatchObject({ firstName: "Achieng", lastName: "O.", membershipNumber: number });
      for (const secret of [...Object.values(PRIVATE), input.email, "Odhiambo"]) expect(text).not.toContain(secret);
    }
  });

  it("answers 404 with the agreed words for an unknown member", async () => {
    const client = new Client(server.url);
    for (const path of ["/api/fan-members/email/nobody%40example.com", "/api/fan-members/membership/RSFC-2026-999999", "/api/fan-members/membership/x"]) {
      const response = await client.get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "No member found with the provided information." });
    }
  });

  it("shows the page's lookup result without private fields, and the agreed messages", async () => {
    const { input, member } = await register("vip");
    for (const value of [input.email, member.membershipNumber]) {
      const page = await postNativeForm(server.url, "/membership/lookup", { query: value });
      expect(page.status).toBe(200);
      expect(page.body.includes(member.membershipNumber)).toBe(value === member.membershipNumber);
      expect(page.body).toContain("Pending payment");
      expect(page.body).toMatch(/Achieng(<!-- -->)? (<!-- -->)?O\./);
      for (const secret of [...Object.values(PRIVATE), "Odhiambo"]) expect(page.body).not.toContain(secret);
    }
    const missing = await postNativeForm(server.url, "/membership/lookup", { query: "  " });
    expect(missing.status).toBe(400);
    expect(missing.body).toContain("Please enter an email or membership number.");
    const unknown = await postNativeForm(server.url, "/membership/lookup", { query: "ghost@example.com" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("No member found with the provided information.");
  });

  it("limits lookups per client, API and page together", async () => {
    const own = await startServer({ LOOKUP_RATE_LIMIT: "3" });
    try {
      const client = new Client(own.url);
      const statuses = [
        (await client.get("/api/fan-members/email/a%40example.com")).status,
        (await client.get("/api/fan-members/membership/RSFC-2026-000001")).status,
        (await client.postForm("/membership/lookup", { query: "b@example.com" })).status,
        (await client.get("/api/fan-members/membership/RSFC-2026-000002")).status,
        (await client.postForm("/membership/lookup", { query: "c@example.com" })).status,
      ];
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      // The rest of the portal is not counted.
      expect((await client.get("/membership")).status).toBe(200);
      expect((await client.get("/api/membership-benefits")).status).toBe(200);
    } finally {
      await own.stop();
    }
  });
});

describe("registering through the page", () => {
  it("redirects to the Lookup tab with the welcome toast; the member signs in by the link in the welcome mail", async () => {
    const client = new Client(server.url);
    const input = fan("regular");
    const response = await client.postForm("/membership?tab=register", { intent: "register", ...input, preferences: "events" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/membership?tab=lookup");
    // Registering signs nobody in: only the e-mailed link does.
    expect(client.cookies.has("member")).toBe(false);
    const answer = await client.get("/membership?tab=lookup");
    const page = withoutScripts(await answer.text());
    const [{ number }] = query<{ number: string }>("SELECT membership_number AS number FROM fan_members WHERE email = ?", input.email);
    expect(page).toContain(`Your membership number is ${number}. Welcome bonus of 50 loyalty points added!`);
    // The registering browser sees the new member's card, its status and the next step: sign in.
    expect(page).toContain(`>${number}<`);
    expect(page).toContain("Odhiambo");
    expect(page).toContain(">Active<");
    expect(page).toContain("Open the sign-in link in the welcome e-mail we sent you");
    expect(page).not.toContain("Pay the fee");
    expect(page).toContain("Send me a sign-in link");
    for (const secret of Object.values(PRIVATE)) expect(page).not.toContain(secret);
    // A page that shows a person's card is never kept or shared, and nobody else sees it.
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const stranger = await (await new Client(server.url).get("/membership?tab=lookup")).text();
    expect(stranger).not.toContain(number);
    expect(stranger).not.toContain("Achieng");
    const member = await signedInClient(input.email);
    const mine = await (await member.get("/membership?tab=lookup")).text();
    expect(mine).toContain(number);
    expect(mine).toContain("You are signed in on this device.");
    expect(query("SELECT preferences FROM fan_members WHERE membership_number = ?", number)).toEqual([{ preferences: '["events"]' }]);
  });

  it("registers every tier through the page; the card looked up by number shows its status, and a paid tier how to pay", async () => {
    for (const [tier, name, status, fee] of [
      ["regular", "Regular Fan", "Active", null],
      ["premium", "Premium Fan", "Pending payment", "KES 2,500/year"],
      ["vip", "VIP Fan", "Pending payment", "KES 5,000/year"],
    ] as const) {
      const input = fan(tier);
      const registering = new Client(server.url);
      const response = await registering.postForm("/membership?tab=register", { intent: "register", ...input });
      expect(response.status, tier).toBe(302);
      expect(response.headers.get("location"), tier).toBe("/membership?tab=lookup");
      const [{ number }] = query<{ number: string }>("SELECT membership_number AS number FROM fan_members WHERE email = ?", input.email);
      // The registering browser's own card: its number, tier and status, and how to pay a paid tier.
      const mine = withoutScripts(await (await registering.get("/membership?tab=lookup")).text());
      for (const text of [number, name, status]) expect(mine, `${tier}: own card ${text}`).toContain(`>${text}<`);
      expect(mine.includes("Pay the fee at the club office and bring your membership number"), tier).toBe(fee !== null);
      const card = await postNativeForm(server.url, "/membership/lookup", { query: number });
      expect(card.status, tier).toBe(200);
      for (const text of [number, name, status]) expect(card.body, `${tier}: ${text}`).toContain(`>${text}<`);
      const payAtOffice = `This ${name} membership starts once the fee (${fee}) is paid at the club office.`;
      expect(card.body.includes(payAtOffice), tier).toBe(fee !== null);
    }
  });

  it("refuses a duplicate e-mail with 409 and the form's message", async () => {
    const { input } = await register("regular");
    const page = await postNativeForm(server.url, "/membership?tab=register", { intent: "register", ...input });
    expect(page.status).toBe(409);
    expect(page.body).toContain("This email address is already registered.");
    expect(query("SELECT count(*) AS n FROM fan_members WHERE email = ?", input.email)).toEqual([{ n: 1 }]);
  });
});

describe("exclusive content", () => {
  const published = () =>
    query<{ id: number; level: string; content: string }>(
      "SELECT id, membership_level AS level, content FROM exclusive_content WHERE is_published = 1",
    );
  const firstOf = (level: string) => published().find((item) => item.level === level)!;
  const secretSentence = (content: string) => content.split("\n\n")[1];

  async function unlockedClient(tier: "regular" | "premium" | "vip", activate = true) {
    const { input, member } = await register(tier);
    if (activate && tier !== "regular") {
      const done = await staff.postForm("/admin/members", { intent: "status", id: String(memberId(member.membershipNumber)), status: "active" });
      expect(done.status).toBe(302);
    }
    return signedInClient(input.email);
  }

  it("lists published items for everyone with excerpts, but no full content", async () => {
    const response = await new Client(server.url).get("/api/exclusive-content");
    const items = (await response.json()) as Array<Record<string, unknown>>;
    expect(items.length).toBe(published().length);
    for (const item of items) {
      expect(item).toMatchObject({ locked: true, content: null, videoUrl: null, excerpt: expect.any(String) });
      expect(item).toHaveProperty("viewCount");
    }
  });

  it("opens premium content to an active premium member, and keeps VIP content locked", async () => {
    const client = await unlockedClient("premium");
    const items = (await (await client.get("/api/exclusive-content")).json()) as Array<{ membershipLevel: string; locked: boolean; content: string | null }>;
    for (const item of items) {
      expect(item.locked).toBe(item.membershipLevel === "vip");
      expect(item.content === null).toBe(item.membershipLevel === "vip");
    }
    const premium = firstOf("premium");
    const views = () => query<{ n: number }>("SELECT view_count AS n FROM exclusive_content WHERE id = ?", premium.id)[0].n;
    const before = views();
    const page = await (await client.get(`/membership/content/${premium.id}`)).text();
    expect(page).toContain(secretSentence(premium.content).slice(0, 60).replace(/'/g, "&#x27;"));
    expect(views()).toBe(before + 1);

    const vip = firstOf("vip");
    const vipBefore = query<{ n: number }>("SELECT view_count AS n FROM exclusive_content WHERE id = ?", vip.id)[0].n;
    const locked = await client.get(`/membership/content/${vip.id}`);
    expect(locked.status).toBe(200);
    const lockedHtml = await locked.text();
    expect(lockedHtml).toMatch(/VIP Fan(<!-- -->)? membership or higher unlocks this/);
    expect(lockedHtml).not.toContain(secretSentence(vip.content).slice(0, 40).replace(/'/g, "&#x27;"));
    expect(query<{ n: number }>("SELECT view_count AS n FROM exclusive_content WHERE id = ?", vip.id)[0].n).toBe(vipBefore);
    // A member is offered the upgrade, not told to join; the same again from the page cache's shared copy.
    for (const html of [lockedHtml, await (await client.get(`/membership/content/${vip.id}`)).text()]) {
      const text = withoutScripts(html).replace(/<!-- -->/g, "");
      expect(text).toContain("Your Premium Fan membership does not include this. Upgrade to VIP Fan (KES 5,000/year)");
      expect(text).not.toContain("Not a member yet?");
    }
    // A visitor not signed in is still invited to join.
    expect(await (await new Client(server.url).get(`/membership/content/${vip.id}`)).text()).toContain("Not a member yet?");
  });

  it("counts views in words that agree: 1 view, 2 views, in Swahili too", async () => {
    const item = firstOf("vip");
    for (const [count, english, swahili] of [
      [1, "1 view", "Imetazamwa mara 1"],
      [2, "2 views", "Imetazamwa mara 2"],
    ] as const) {
      query("UPDATE exclusive_content SET view_count = ? WHERE id = ? RETURNING id", count, item.id);
      // A query parameter the page does not declare: rendered afresh, not from the page cache.
      const page = async (lang: string) =>
        withoutScripts(await (await new Client(server.url).get(`/membership/content/${item.id}?fresh=${count}&lang=${lang}`)).text()).replace(/<!-- -->/g, "");
      expect(await page("en")).toContain(`${english}</span>`);
      expect(await page("sw")).toContain(`${swahili}</span>`);
    }
  });

  it("keeps content locked for a pending member and after signing out", async () => {
    const pending = await unlockedClient("vip", false);
    const items = (await (await pending.get("/api/exclusive-content")).json()) as Array<{ locked: boolean }>;
    expect(items.every((item) => item.locked)).toBe(true);

    const regular = await unlockedClient("regular");
    const regularItem = firstOf("regular");
    expect(await (await regular.get(`/membership/content/${regularItem.id}`)).text()).toContain("Sign out");
    const forget = await regular.postForm("/membership?tab=content", { intent: "forget" });
    expect(forget.status).toBe(302);
    expect(regular.cookies.has("member")).toBe(false);
    const after = (await (await regular.get("/api/exclusive-content")).json()) as Array<{ locked: boolean }>;
    expect(after.every((item) => item.locked)).toBe(true);
  });

  it("no longer unlocks by membership number and e-mail, and refuses a forged cookie", async () => {
    const { input, member } = await register("regular");
    const client = new Client(server.url);
    for (const email of [input.email, "else@example.com"]) {
      const old = await client.postForm("/membership?tab=content", { intent: "unlock", membershipNumber: member.membershipNumber, email });
      expect(old.status).toBe(400);
    }
    expect(client.cookies.has("member")).toBe(false);
    const forged = new Client(server.url);
    forged.cookies.set("member", Buffer.from(JSON.stringify({ id: 1, number: member.membershipNumber })).toString("base64"));
    const items = (await (await forged.get("/api/exclusive-content")).json()) as Array<{ locked: boolean }>;
    expect(items.every((item) => item.locked)).toBe(true);
  });

  it("answers 404 for unpublished and unknown items", async () => {
    const draft = query<{ id: number }>(
      "INSERT INTO exclusive_content (title, content, content_type, membership_level, is_published) VALUES ('Draft', 'x', 'article', 'regular', 0) RETURNING id",
    );
    for (const id of [draft[0]?.id ?? 999_999, 999_998, "abc"]) {
      expect((await new Client(server.url).get(`/membership/content/${id}`)).status).toBe(404);
    }
  });
});

describe("members admin", () => {
  it("activates a pending premium member after payment, recorded in the audit log and the history", async () => {
    const { member } = await register("premium");
    const id = memberId(member.membershipNumber);
    const response = await staff.postForm("/admin/members", { intent: "status", id: String(id), status: "active" });
    expect(response.status).toBe(302);
    expect(query("SELECT status FROM fan_members WHERE id = ?", id)).toEqual([{ status: "active" }]);
    expect(query("SELECT action FROM audit_log WHERE target_type = 'fan-member' AND target_id = ?", String(id))).toEqual([
      { action: "membership.activate" },
    ]);
    const detail = await (await staff.get(`/admin/members?view=${id}`)).text();
    expect(detail).toContain("Membership activated");
    expect(detail).toContain(PRIVATE.phone); // the club itself sees the contact details
  });

  it("awards points with a reason, refusing bad input", async () => {
    const { member } = await register("regular");
    const id = String(memberId(member.membershipNumber));
    expect((await staff.postForm("/admin/members", { intent: "award", id, points: "0", reason: "x" })).status).toBe(400);
    expect((await staff.postForm("/admin/members", { intent: "award", id, points: "20", reason: "" })).status).toBe(400);
    expect((await staff.postForm("/admin/members", { intent: "award", id, points: "20", reason: "Fan day volunteer" })).status).toBe(302);
    expect(query("SELECT loyalty_points AS points FROM fan_members WHERE id = ?", Number(id))).toEqual([{ points: 70 }]);
    expect((await staff.postForm("/admin/members", { intent: "renew", id })).status).toBe(409);
  });

  it("filters the list and exports it as CSV", async () => {
    const { member } = await register("vip", { lastName: `Filterable${uniqueSuffix()}` });
    const list = await (await staff.get(`/admin/members?q=${member.lastName}&tier=vip&status=pending`)).text();
    expect(list).toContain(member.membershipNumber);
    expect(list).toContain("1 member matches your criteria");
    expect(await (await staff.get(`/admin/members?q=${member.lastName}&status=active`)).text()).not.toContain(member.membershipNumber);
    const csv = await staff.get(`/admin/members/export.csv?q=${member.lastName}`);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await csv.text()).trim().split("\n");
    expect(lines[0]).toBe("Membership Number,First Name,Last Name,Email,Phone,Tier,Status,Loyalty Points,Join Date,Expiry Date");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${member.membershipNumber},Achieng,${member.lastName}`);
  });

  it("creates, publishes and edits exclusive content and benefits", async () => {
    const title = `Members' night ${uniqueSuffix()}`;
    const form = new FormData();
    for (const [k, v] of Object.entries({ title, content: "Intro.\n\nDetails.", contentType: "article", membershipLevel: "premium" })) form.append(k, v);
    expect((await staff.request("/admin/members/content", { method: "POST", body: form })).status).toBe(302);
    const [row] = query<{ id: number; published: number }>("SELECT id, is_published AS published FROM exclusive_content WHERE title = ?", title);
    expect(row.published).toBe(0);
    expect((await staff.postForm("/admin/members/content", { intent: "publish", id: String(row.id), publish: "true" })).status).toBe(302);
    expect(query("SELECT is_published AS p FROM exclusive_content WHERE id = ?", row.id)).toEqual([{ p: 1 }]);
    const bad = new FormData();
    for (const [k, v] of Object.entries({ title, content: "x", contentType: "article", membershipLevel: "premium", imageUrl: "http://insecure.example/a.jpg" })) bad.append(k, v);
    expect((await staff.request("/admin/members/content", { method: "POST", body: bad })).status).toBe(400);

    const benefit = await staff.postForm("/admin/members/benefits", { membershipType: "vip", benefitName: "Away-day coach seat", description: "A seat on the supporters' coach.", isActive: "on" });
    expect(benefit.status).toBe(302);
    const benefits = (await (await new Client(server.url).get("/api/membership-benefits")).json()) as Array<{ benefitName: string }>;
    expect(benefits.map((b) => b.benefitName)).toContain("Away-day coach seat");
    expect(query("SELECT count(*) AS n FROM audit_log WHERE action IN ('membership.content-create', 'membership.content-publish', 'membership.benefit-create')")).toEqual([{ n: 3 }]);
  });

  it("shows member counts on the dashboard", async () => {
    const html = await (await staff.get("/admin-dashboard")).text();
    expect(html).toContain("Fan member counts");
  });
});
