// Abuse item 1 of issue 40, "M-Pesa PIN prompts on demand to any phone": three no-JavaScript VIP
// registrations, each with a new e-mail and the same phone, payment=mpesa, sent three KES 5,000 prompts
// to that phone; the only cap was per order or member. Now a phone gets no prompt while one to it still
// waits for its answer and at most MPESA_PROMPTS_PER_PHONE_DAY a day whoever asks, one client asks for
// at most MPESA_PROMPTS_PER_IP prompts in 10 minutes and registers at most PAID_MEMBERSHIPS_PER_IP paid
// memberships an hour, and a paid membership nobody paid expires after MEMBERSHIP_HOLD_HOURS. Over real
// HTTP against the Daraja stand-in; each attack beside the legitimate path it must leave alone.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../../support/factories";
import { startDarajaStandin, type DarajaStandin } from "../../support/daraja-standin";
import { Client, freePort, logInAs, postNativeForm, queryDb, startServer, type TestServer, withoutScripts } from "../harness";

let server: TestServer;
let standin: DarajaStandin;

beforeAll(async () => {
  standin = await startDarajaStandin({ answerAfterMs: 200 });
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    ...standin.env(`http://localhost:${port}`),
    // Fly-Client-IP is trusted on fly only: it gives each client its own address here.
    FLY_APP_NAME: "rsfc-test",
    MPESA_PROMPTS_PER_PHONE_DAY: "3",
    MPESA_PROMPTS_PER_IP: "3",
    PAID_MEMBERSHIPS_PER_IP: "3",
    // A 3-minute hold (its sweep runs every 3 s): the membership this file wants expired is made older in
    // the database. A prompt that could still be waiting when the hold ends is refused: 30 s here.
    MEMBERSHIP_HOLD_HOURS: "0.05",
    MPESA_EXPIRE_MINUTES: "0.5",
    MPESA_QUERY_AFTER_SECONDS: "1",
  });
});

afterAll(async () => {
  await server?.stop();
  await standin?.close();
});

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);

let clients = 0;
/** A client address of its own (each registration below comes from a new one unless a test says otherwise). */
const newIp = () => `198.51.100.${++clients}`;
/** A phone number whose last three digits script the stand-in (…999 never answers, …032 cancels at once). */
const phoneEnding = (suffix: string) => `07${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}${suffix}`;
const promptsTo = (phone: string) => standin.transactions.filter((tx) => tx.phone === `254${phone.slice(1)}`);

/** The Register tab's form without JavaScript, choosing Pay now with M-Pesa for a paid tier (or not). */
async function register(ip: string, fields: { membershipType: "regular" | "premium" | "vip"; phone?: string; payment?: "mpesa" | "office" }) {
  const email = `fan.${uniqueSuffix()}@example.com`;
  const client = new Client(server.url);
  const response = await client.postForm(
    "/membership?tab=register",
    { intent: "register", firstName: "Achieng", lastName: "Odhiambo", email, confirmEmail: email, phone: fields.phone ?? "", payment: fields.payment ?? "office", membershipType: fields.membershipType },
    { headers: { "Fly-Client-IP": ip } },
  );
  return { email, client, response };
}
const memberOf = (email: string) => query<{ id: number; status: string }>("SELECT id, status FROM fan_members WHERE email = ?", email)[0];
/** The page a registration paying now lands on, as its browser reads it (with the toast it carries). */
const landing = async (registered: Awaited<ReturnType<typeof register>>) =>
  withoutScripts(await (await registered.client.get(registered.response.headers.get("location")!)).text());
const settled = (phone: string) =>
  expect.poll(() => query("SELECT id FROM payments WHERE phone = ? AND status = 'pending'", `254${phone.slice(1)}`).length, { timeout: 30_000, interval: 100 }).toBe(0);

describe("the attack: making the club's paybill ring someone's phone", () => {
  it("three VIP registrations naming the same phone ring it once: no second prompt while one waits", async () => {
    const victim = phoneEnding("999"); // never answered: the first prompt waits
    const registrations = [];
    for (let i = 0; i < 3; i++) registrations.push(await register(newIp(), { membershipType: "vip", phone: victim, payment: "mpesa" }));
    for (const { response } of registrations) expect(response.status).toBe(302);
    expect(promptsTo(victim)).toHaveLength(1);
    expect(promptsTo(victim)[0].amount).toBe(5000);
    // The memberships stand (pending, to pay at the office); the browser is told why no prompt came.
    for (const { email } of registrations) expect(memberOf(email).status).toBe("pending");
    expect(await landing(registrations[1])).toContain("A payment is already waiting for your M-Pesa PIN.");
  });

  it("a phone gets at most 3 prompts a day, whoever asks; then it is told to pay otherwise, and another phone still pays", async () => {
    const victim = phoneEnding("032"); // cancels each prompt at once
    for (let i = 0; i < 3; i++) {
      expect((await register(newIp(), { membershipType: "premium", phone: victim, payment: "mpesa" })).response.status).toBe(302);
      await settled(victim);
    }
    const fourth = await register(newIp(), { membershipType: "premium", phone: victim, payment: "mpesa" });
    expect(fourth.response.status).toBe(302);
    expect(promptsTo(victim)).toHaveLength(3);
    expect(await landing(fourth)).toContain("This phone number has had as many M-Pesa requests as we send in one day.");
    // A fifth, on a Swahili page: the same refusal in Swahili, and still no prompt.
    const fifth = await register(newIp(), { membershipType: "premium", phone: victim, payment: "mpesa" });
    const swahili = withoutScripts(await (await fifth.client.get(`${fifth.response.headers.get("location")}?lang=sw`)).text());
    expect(swahili).toContain("Nambari hii ya simu imeshapokea maombi yote ya M-Pesa tunayotuma kwa siku moja.");
    expect(promptsTo(victim)).toHaveLength(3);

    const payer = phoneEnding("123");
    const paying = await register(newIp(), { membershipType: "premium", phone: payer, payment: "mpesa" });
    expect(promptsTo(payer)).toHaveLength(1);
    await expect.poll(() => memberOf(paying.email).status, { timeout: 30_000, interval: 100 }).toBe("active");
  });

  it("one client asks for at most 3 prompts in 10 minutes, to any phones; another client still pays", async () => {
    // Four members who chose M-Pesa (their prompts, cancelled at once, came from their own addresses);
    // each browser may try again on its own payment page.
    const members: Array<Awaited<ReturnType<typeof register>>> = [];
    for (let i = 0; i < 4; i++) {
      const phone = phoneEnding("032");
      members.push(await register(newIp(), { membershipType: "premium", phone, payment: "mpesa" }));
      await settled(phone);
    }
    const ip = newIp();
    const tryAgain = (registered: (typeof members)[number], from: string, phone = phoneEnding("032")) =>
      registered.client.postForm(registered.response.headers.get("location")!, { intent: "mpesa", phone }, { headers: { "Fly-Client-IP": from } });
    for (const registered of members.slice(0, 3)) expect((await tryAgain(registered, ip)).status).toBe(302);
    const fourth = await tryAgain(members[3], ip);
    expect(fourth.status).toBe(429);
    expect(withoutScripts(await fourth.text())).toContain("Too many M-Pesa requests have come from your connection in the last few minutes.");
    expect(query("SELECT id FROM payments WHERE member_id = ?", memberOf(members[3].email).id)).toHaveLength(1);
    // The same member from another connection is prompted.
    expect((await tryAgain(members[3], newIp())).status).toBe(302);
    expect(query("SELECT id FROM payments WHERE member_id = ?", memberOf(members[3].email).id)).toHaveLength(2);
  });

  it("one client registers at most 3 paid memberships an hour (page and API, nothing written); free ones and other clients go on", async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await register(ip, { membershipType: i % 2 ? "premium" : "vip" })).response.status).toBe(302);
    const before = query<{ n: number }>("SELECT count(*) AS n FROM fan_members")[0].n;
    // Without JavaScript: the page again with the message, what was typed kept.
    const email = `fourth.${uniqueSuffix()}@example.com`;
    const form = await postNativeForm(
      server.url,
      "/membership?tab=register",
      { intent: "register", firstName: "Achieng", lastName: "Odhiambo", email, confirmEmail: email, membershipType: "vip", payment: "office" },
      { "Fly-Client-IP": ip },
    );
    expect(form.status).toBe(429);
    expect(withoutScripts(form.body)).toContain("Too many Premium and VIP memberships have been registered from your connection in the last hour.");
    expect(form.body).toContain(email);
    const api = await new Client(server.url).postJson(
      "/api/fan-members",
      { firstName: "Achieng", lastName: "Odhiambo", email: `api.${email}`, membershipType: "premium" },
      { headers: { "Fly-Client-IP": ip } },
    );
    expect(api.status).toBe(429);
    expect(query<{ n: number }>("SELECT count(*) AS n FROM fan_members")[0].n).toBe(before);

    expect((await register(ip, { membershipType: "regular" })).response.status).toBe(302);
    const other = await register(newIp(), { membershipType: "vip" });
    expect(other.response.status).toBe(302);

    // The client is kept only as a keyed hash, and no screen is sent it.
    const [{ hash }] = query<{ hash: string }>("SELECT client_ip_hash AS hash FROM fan_members WHERE email = ?", other.email);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    const { client: staff } = await logInAs(server, "staff");
    const detail = await staff.get(`/admin/members.data?view=${memberOf(other.email).id}`);
    expect(detail.status).toBe(200);
    const body = await detail.text();
    expect(body).toContain(other.email);
    for (const secret of ["clientIpHash", hash]) expect(body).not.toContain(secret);
  });
});

describe("a paid membership nobody pays", () => {
  it("expires once its hold has passed (audited); one registered now stays pending", async () => {
    const forgotten = await register(newIp(), { membershipType: "vip" });
    const fresh = await register(newIp(), { membershipType: "vip" });
    const db = new Database(server.dbFile);
    db.prepare("UPDATE fan_members SET created_at = ? WHERE id = ?").run(new Date(Date.now() - 3600_000).toISOString(), memberOf(forgotten.email).id);
    db.close();
    await expect.poll(() => memberOf(forgotten.email).status, { timeout: 30_000, interval: 200 }).toBe("expired");
    const audit = query<{ username: string; summary: string }>("SELECT username, summary FROM audit_log WHERE action = 'membership.expire' AND target_id = ?", String(memberOf(forgotten.email).id));
    expect(audit).toEqual([{ username: "system", summary: expect.stringContaining("pending → expired (not paid within 0.05 hours)") }]);
    expect(memberOf(fresh.email).status).toBe("pending");
  });

  it("a membership whose hold ends before a prompt could be answered is not prompted", async () => {
    const phone = phoneEnding("032");
    const registered = await register(newIp(), { membershipType: "premium", phone, payment: "mpesa" });
    await settled(phone);
    // Its 3-minute hold ends in 20 s, before a 30-second prompt could expire.
    const db = new Database(server.dbFile);
    db.prepare("UPDATE fan_members SET created_at = ? WHERE id = ?").run(new Date(Date.now() - 160_000).toISOString(), memberOf(registered.email).id);
    db.close();
    const again = await registered.client.postForm(registered.response.headers.get("location")!, { intent: "mpesa", phone: phoneEnding("123") }, { headers: { "Fly-Client-IP": newIp() } });
    expect(again.status).toBe(409);
    expect(withoutScripts(await again.text())).toContain("This membership waited too long for payment and is about to expire.");
    expect(promptsTo(phone)).toHaveLength(1);
  });
});
