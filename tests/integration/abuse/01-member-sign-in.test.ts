// Item 1 of the abuse suite: paid content must not open with public data. The attack: knowing a VIP
// member's e-mail, look the member up (page and API) and unlock with what the lookup gave. It must give
// neither a membership number nor a full name, and nothing must unlock. The legitimate path: the member
// asks for a link, reads it from the real SMTP server, opens it, and reads VIP content; the link works
// once, expires, is rate-limited per address and per IP, and the answer never says who is a member.
import fs from "node:fs";
import path from "node:path";
import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { uniqueSuffix } from "../../support/factories";
import { parseMail } from "../../support/mime";
import type { TestSmtpServer } from "../../support/smtp";
import { Client, postNativeForm, queryDb, startServer, startServerForFile, type TestServer } from "../harness";

const PUBLIC_URL = "https://club.example";
let smtp: TestSmtpServer;
let server: TestServer;
let staff: Client;

startServerForFile({ smtp: true, env: { PUBLIC_URL, MEMBER_LINK_PER_IP: "1000" }, signInAs: "staff" }, (file) => {
  ({ server } = file);
  smtp = file.smtp!;
  staff = file.staff!;
});

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);
const NEUTRAL = "If that address belongs to a member, we have sent a sign-in link to it.";

type Item = { id: number; membershipLevel: string; locked: boolean; content: string | null; imageUrl: string | null };

async function registerVip(email = `vip-${uniqueSuffix()}@example.com`) {
  const response = await new Client(server.url).postJson("/api/fan-members", {
    membershipType: "vip",
    firstName: "Zawadi",
    lastName: "Kiprotich",
    email,
    confirmEmail: email,
  });
  expect(response.status).toBe(201);
  const { membershipNumber } = (await response.json()) as { membershipNumber: string };
  const [{ id }] = query<{ id: number }>("SELECT id FROM fan_members WHERE email = ?", email);
  expect((await staff.postForm("/admin/members", { intent: "status", id: String(id), status: "active" })).status).toBe(302);
  return { email, membershipNumber, id };
}

/** The text parts of the mails `address` received (the SMTP server gets them from the worker soon after). */
const mailsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => ({ ...parseMail(mail.raw), raw: mail.raw }));

/** The sign-in link in the newest mail to `address` with this subject, once it has arrived. */
async function linkFromMail(address: string, subject: RegExp, count = 1): Promise<URL> {
  await expect.poll(() => mailsTo(address).filter((mail) => subject.test(mail.headers.subject ?? "")).length, { timeout: 30_000 }).toBe(count);
  const mail = mailsTo(address).filter((m) => subject.test(m.headers.subject ?? "")).at(-1)!;
  const link = /https?:\/\/\S+\/membership\/sign-in\?token=[\w%-]+/.exec(mail.text ?? "")?.[0];
  expect(link, mail.text).toBeTruthy();
  return new URL(link!);
}

/** Opens a link as a browser would: the page (a "Sign in" button), then the button's post. */
async function openLink(client: Client, link: URL) {
  const page = await client.get(link.pathname + link.search);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(">Sign in</button>");
  return client.postForm("/membership/sign-in", { intent: "sign-in", token: link.searchParams.get("token")! });
}

const contentFor = async (client: Client) => (await (await client.get("/api/exclusive-content")).json()) as Item[];

describe("the attack: a VIP member's e-mail is all the attacker knows", () => {
  it("the lookup gives no membership number and no full name, and number + e-mail unlocks nothing", async () => {
    const vip = await registerVip();
    const attacker = new Client(server.url);

    const byEmail = await attacker.get(`/api/fan-members/email/${encodeURIComponent(vip.email)}`);
    expect(byEmail.status).toBe(200);
    const card = await byEmail.json();
    // The spec's field names stay; the number is withheld and the last name is an initial.
    expect(Object.keys(card).sort()).toEqual(["expiryDate", "firstName", "joinDate", "lastName", "loyaltyPoints", "membershipNumber", "membershipType", "status"]);
    expect(card).toMatchObject({ membershipNumber: null, firstName: "Zawadi", lastName: "K.", membershipType: "vip" });

    const page = await postNativeForm(server.url, "/membership/lookup", { query: vip.email });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(vip.membershipNumber);
    expect(page.body).not.toContain("Kiprotich");

    // Walking the numbers harvests no full names either.
    const byNumber = await (await attacker.get(`/api/fan-members/membership/${vip.membershipNumber}`)).json();
    expect(byNumber).toMatchObject({ membershipNumber: vip.membershipNumber, lastName: "K." });

    // Even with the number (leaked some other way), the old unlock form opens nothing and sets no cookie.
    const unlock = await attacker.postForm("/membership?tab=content", { intent: "unlock", membershipNumber: vip.membershipNumber, email: vip.email });
    expect(unlock.status).toBe(400);
    expect(attacker.cookies.has("member")).toBe(false);
    const items = await contentFor(attacker);
    expect(items.filter((item) => item.membershipLevel === "vip").length).toBeGreaterThan(0);
    expect(items.every((item) => item.locked && item.content === null)).toBe(true);
  });

  it("asking for a link with the victim's e-mail only mails the victim", async () => {
    const vip = await registerVip();
    const attacker = new Client(server.url);
    const asked = await attacker.postJson("/api/fan-members/sign-in-link", { email: vip.email });
    expect(asked.status).toBe(202);
    expect(attacker.cookies.has("member")).toBe(false);
    await linkFromMail(vip.email, /sign-in link/);
    expect((await contentFor(attacker)).every((item) => item.locked)).toBe(true);
  });

  it("a member cookie of the old shape (id and number, even correctly signed) counts for nothing", async () => {
    const vip = await registerVip();
    const secret = fs.readFileSync(path.join(server.dataDir, "session-secret"), "utf8").trim();
    const header = await createCookie("member", { secrets: [secret], path: "/" }).serialize({ id: vip.id, number: vip.membershipNumber });
    const old = new Client(server.url);
    old.cookies.set("member", header.slice("member=".length, header.indexOf(";")));
    expect((await contentFor(old)).every((item) => item.locked)).toBe(true);
    expect(await (await old.get("/membership?tab=lookup")).text()).not.toContain("Kiprotich");
  });
});

describe("the legitimate path: the e-mailed link", () => {
  it("the welcome mail carries the first link (one mail); opening it signs the member in to read VIP content", async () => {
    const vip = await registerVip();
    const welcome = await linkFromMail(vip.email, /Welcome to the Rising Stars Fan Club/);
    expect(mailsTo(vip.email)).toHaveLength(1);
    // The link is built from PUBLIC_URL, whatever Host the request came with.
    expect(welcome.origin).toBe(PUBLIC_URL);

    const member = new Client(server.url);
    const signedIn = await openLink(member, welcome);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/membership?tab=content");
    const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith("member="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);

    const items = await contentFor(member);
    expect(items.every((item) => !item.locked && item.content !== null)).toBe(true);
    // Their own whole card: the full name and the number.
    const lookupTab = await (await member.get("/membership?tab=lookup")).text();
    expect(lookupTab).toContain("Kiprotich");
    expect(lookupTab).toContain(vip.membershipNumber);

    // Signing out ends it, and the same cookie replayed afterwards counts for nothing.
    const saved = member.cookies.get("member")!;
    expect((await member.postForm("/membership?tab=content", { intent: "forget" })).status).toBe(302);
    expect(member.cookies.has("member")).toBe(false);
    const replay = new Client(server.url);
    replay.cookies.set("member", saved);
    expect((await contentFor(replay)).every((item) => item.locked)).toBe(true);
  });

  it("a link asked for on the page works once; an unknown, used or expired token answers 400 with a way to ask again", async () => {
    const vip = await registerVip();
    await linkFromMail(vip.email, /Welcome/);
    const asked = await postNativeForm(server.url, "/membership/sign-in", { intent: "request-link", email: ` ${vip.email.toUpperCase()} ` }, { Host: "evil.example" });
    expect(asked.status).toBe(200);
    expect(asked.body).toContain(NEUTRAL);
    const link = await linkFromMail(vip.email, /sign-in link/);
    expect(link.origin).toBe(PUBLIC_URL);
    // Only the hash is stored.
    const token = link.searchParams.get("token")!;
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(query<{ n: number }>("SELECT count(*) AS n FROM sign_in_links WHERE token_hash = ?", token)[0].n).toBe(0);

    // A mail scanner fetching the link uses nothing up.
    const scanner = new Client(server.url);
    expect((await scanner.get(link.pathname + link.search)).status).toBe(200);
    expect(scanner.cookies.has("member")).toBe(false);

    const first = new Client(server.url);
    expect((await openLink(first, link)).status).toBe(302);
    const second = new Client(server.url);
    const reused = await second.postForm("/membership/sign-in", { intent: "sign-in", token });
    expect(reused.status).toBe(400);
    expect(second.cookies.has("member")).toBe(false);
    const usedPage = await second.get(link.pathname + link.search);
    expect(usedPage.status).toBe(400);
    const html = await usedPage.text();
    expect(html).toContain("This sign-in link has expired or has already been used.");
    expect(html).toContain("Send me a sign-in link");

    for (const bad of ["nope", "x".repeat(500), ""]) {
      expect((await new Client(server.url).get(`/membership/sign-in?token=${bad}`)).status).toBe(400);
      expect((await new Client(server.url).postForm("/membership/sign-in", { intent: "sign-in", token: bad })).status).toBe(400);
    }
  });

  it("an expired link opens nothing", async () => {
    const vip = await registerVip();
    const link = await linkFromMail(vip.email, /Welcome/);
    query("UPDATE sign_in_links SET expires_at = ? WHERE email = ? RETURNING id", new Date(Date.now() - 1000).toISOString(), vip.email);
    const client = new Client(server.url);
    expect((await client.get(link.pathname + link.search)).status).toBe(400);
    expect((await client.postForm("/membership/sign-in", { intent: "sign-in", token: link.searchParams.get("token")! })).status).toBe(400);
    expect(client.cookies.has("member")).toBe(false);
  });

  it("links expire after MEMBER_LINK_MINUTES (20 by default)", async () => {
    const vip = await registerVip();
    await linkFromMail(vip.email, /Welcome/);
    const [{ created, expires }] = query<{ created: string; expires: string }>(
      "SELECT created_at AS created, expires_at AS expires FROM sign_in_links WHERE email = ?",
      vip.email,
    );
    expect(new Date(expires).getTime() - new Date(created).getTime()).toBe(20 * 60_000);
  });
});

describe("the answer never says who is a member", () => {
  it("a member and a stranger get the same status and words, page and API; only the member gets mail", async () => {
    const vip = await registerVip();
    await linkFromMail(vip.email, /Welcome/);
    const stranger = `nobody-${uniqueSuffix()}@example.com`;
    const answers = await Promise.all(
      [vip.email, stranger].map(async (email) => {
        const api = await new Client(server.url).postJson("/api/fan-members/sign-in-link", { email });
        return { status: api.status, body: await api.json() };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0].status).toBe(202);
    expect(answers[0].body.message).toContain(NEUTRAL);
    const pages = await Promise.all([vip.email, stranger].map((email) => postNativeForm(server.url, "/membership/sign-in", { intent: "request-link", email })));
    expect(pages.map((page) => page.status)).toEqual([200, 200]);
    for (const page of pages) expect(page.body).toContain(NEUTRAL);

    // No waiting for mail that must not come: the member's part of a request (the lookup, the mail) runs
    // after its answer, in the order the answers went out. A third request for the member, sent once all
    // four answers are in, is looked up after the stranger's were: once its link has arrived, the
    // stranger's lookups have run and found nobody.
    expect((await new Client(server.url).postJson("/api/fan-members/sign-in-link", { email: vip.email })).status).toBe(202);
    await linkFromMail(vip.email, /sign-in link/, 3);
    expect(query<{ n: number }>('SELECT count(*) AS n FROM email_logs WHERE "to" = ?', stranger)[0].n).toBe(0);
    expect(mailsTo(stranger)).toHaveLength(0);
  });

  it("a bad address gets 400 with a clear message", async () => {
    const api = await new Client(server.url).postJson("/api/fan-members/sign-in-link", { email: "not-an-address" });
    expect(api.status).toBe(400);
    const page = await postNativeForm(server.url, "/membership/sign-in", { intent: "request-link", email: "" });
    expect(page.status).toBe(400);
    expect(page.body).toContain("Please enter the e-mail address you registered with.");
  });

  it("sends at most MEMBER_LINK_PER_ADDRESS links an hour to one address (any case), answering the same", async () => {
    const vip = await registerVip();
    await linkFromMail(vip.email, /Welcome/);
    const client = new Client(server.url);
    for (const email of [vip.email, vip.email.toUpperCase(), ` ${vip.email} `, vip.email, vip.email]) {
      const response = await client.postJson("/api/fan-members/sign-in-link", { email });
      expect(response.status).toBe(202);
      expect((await response.json()).message).toContain(NEUTRAL);
    }
    await linkFromMail(vip.email, /sign-in link/, 3);
    // No fourth or fifth can still come: whether a request may send is decided (and counted) before its
    // answer goes out, and all five answers are in; only the three allowed ones handed a mail over.
    expect(query<{ n: number }>('SELECT count(*) AS n FROM email_logs WHERE "to" = ? AND subject LIKE ?', vip.email, "%sign-in link%")[0].n).toBe(3);
    expect(mailsTo(vip.email).filter((mail) => /sign-in link/.test(mail.headers.subject ?? ""))).toHaveLength(3);
  });
});

describe("the per-IP limit", () => {
  it("answers 429 after MEMBER_LINK_PER_IP requests in 10 minutes from one client, whatever the addresses; other clients go on", async () => {
    const own = await startServer({ MEMBER_LINK_PER_IP: "3", FLY_APP_NAME: "rsfc-test" });
    try {
      const from = (ip: string) => ({ headers: { "Fly-Client-IP": ip } });
      const client = new Client(own.url);
      const statuses: number[] = [];
      for (const n of [1, 2, 3, 4]) {
        statuses.push((await client.postJson("/api/fan-members/sign-in-link", { email: `walker-${n}@example.com` }, from("203.0.113.7"))).status);
      }
      const page = await postNativeForm(own.url, "/membership/sign-in", { intent: "request-link", email: "walker-5@example.com" }, { "Fly-Client-IP": "203.0.113.7" });
      expect([...statuses, page.status]).toEqual([202, 202, 202, 429, 429]);
      expect(page.body).toContain("Too many sign-in links were asked for from your network.");
      expect((await client.postJson("/api/fan-members/sign-in-link", { email: "walker-1@example.com" }, from("198.51.100.9"))).status).toBe(202);
      // The limit keeps no address or IP in clear.
      const rows = queryDb<{ address_hash: string; ip_hash: string }>(own, "SELECT address_hash, ip_hash FROM sign_in_requests");
      expect(JSON.stringify(rows)).not.toMatch(/walker|203\.0\.113/);
    } finally {
      await own.stop();
    }
  });
});
