// Item 4: public forms cannot be used to mail-bomb. Over real HTTP against the built server and a real
// SMTP server: case variants of one address share its daily cap, one client IP can cause only so much
// mail in a few minutes (the forms still answer success) while the club office's own notices always go,
// and what a visitor typed never becomes a link in the mail, while the club's own text keeps its links
// and legitimate mail still arrives.
import { describe, expect, it } from "vitest";
import { buildContactMessage, buildRegistration } from "../../support/factories";
import { parseMail } from "../../support/mime";
import type { TestSmtpServer } from "../../support/smtp";
import { Client, queryDb, startServerForFile, type TestServer } from "../harness";

const OFFICE = "office@club.test";
let smtp: TestSmtpServer;
let server: TestServer;

const env = {
  CLUB_OFFICE_EMAIL: OFFICE,
  PUBLIC_MAIL_DAILY_LIMIT: "2",
  PUBLIC_MAIL_PER_IP_BURST: "3",
  // Behind fly's proxy the client IP is its Fly-Client-IP header: lets the test be many visitors.
  FLY_APP_NAME: "abuse-test",
};
startServerForFile({ smtp: true, env }, (file) => {
  ({ server } = file);
  smtp = file.smtp!;
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const from = (ip: string) => ({ headers: { "Fly-Client-IP": ip } });

const register = (overrides: Parameters<typeof buildRegistration>[0], ip = freshIp()) =>
  new Client(server.url).postJson("/api/academy-registrations", buildRegistration(overrides), from(ip));
const contact = (overrides: Parameters<typeof buildContactMessage>[0], ip = freshIp()) =>
  new Client(server.url).postJson("/api/contact", buildContactMessage(overrides), from(ip));

const statusesWhere = (where: string, ...params: unknown[]) =>
  queryDb<{ status: string }>(server, `SELECT status FROM email_logs WHERE ${where} ORDER BY id`, ...params).map((row) => row.status);
const settled = (statuses: string[]) => statuses.every((status) => status === "sent" || status === "skipped");
const receivedBy = (address: string) => smtp.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));

describe("the per-address cap", () => {
  it("counts Victim@, victim@ and VICTIM@ as one mailbox", async () => {
    const victim = `victim-${Date.now()}@example.com`;
    for (const email of [victim.replace("victim", "Victim"), victim, victim.toUpperCase()]) {
      const response = await register({ email });
      expect(response.status).toBe(201); // the form never tells about other people's mail
    }
    await expect.poll(() => statusesWhere("lower(\"to\") = ?", victim).sort(), { timeout: 30_000 }).toEqual(["sent", "sent", "skipped"]);
    await expect.poll(() => receivedBy(victim).length, { timeout: 30_000 }).toBe(2);
    // The cap is read through the lower(to) index, not a scan of the growing log.
    const plan = queryDb<{ detail: string }>(
      server,
      `EXPLAIN QUERY PLAN SELECT count(*) FROM email_logs WHERE lower("email_logs"."to") = ? AND sent_at >= ?`,
      victim,
      "2000-01-01",
    );
    expect(plan.map((row) => row.detail).join(" ")).toMatch(/USING (COVERING )?INDEX email_logs_to_lower_sent_at_idx/);
  });
});

describe("the per-client burst limit", () => {
  it("lets one client IP cause only PUBLIC_MAIL_PER_IP_BURST messages in a few minutes, whoever they go to; the office's notices still go", async () => {
    const attacker = "203.0.113.66";
    for (let i = 0; i < 4; i++) expect((await register({ email: `stranger-${i}-${Date.now()}@example.com` }, attacker)).status).toBe(201);
    // Every registration is stored (the form still succeeds), but only three confirmations were queued.
    await expect.poll(() => statusesWhere("client_ip = ?", attacker), { timeout: 30_000 }).toEqual(["sent", "sent", "sent", "skipped"]);
    expect(queryDb<{ reason: string }>(server, "SELECT error_message AS reason FROM email_logs WHERE client_ip = ? AND status = 'skipped'", attacker)[0].reason).toMatch(
      /this client/,
    );
    // The contact form's forward is the club's own notice to its office: not public mail, never skipped.
    const marker = `after-the-limit-${Date.now()}`;
    expect((await contact({ message: `Is there a match this Saturday? ${marker}` }, attacker)).status).toBe(201);
    await expect.poll(() => receivedBy(OFFICE).some((mail) => mail.raw.includes(marker)), { timeout: 30_000 }).toBe(true);
    expect(statusesWhere("client_ip = ?", attacker)).toHaveLength(4);
  });

  it("does not hold back another visitor's mail", async () => {
    const email = `amina-${Date.now()}@example.com`;
    const response = await contact({ email, message: "When are the trials for the U-13 team?" });
    expect(response.status).toBe(201);
    const registered = await register({ email: `parent-${Date.now()}@example.com` });
    expect(registered.status).toBe(201);
    await expect.poll(() => smtp.received.some((mail) => mail.raw.includes(email)), { timeout: 30_000 }).toBe(true);
  });
});

describe("visitor text in mail", () => {
  it("never becomes a link in the Registration Received mail, while the club's own addresses stay links", async () => {
    const email = `linkbait-${Date.now()}@example.com`;
    const response = await register({
      email,
      playerName: "Juma http://evil.example/win",
      parentGuardianName: 'Eve <a href="http://evil.example/x">claim</a> www.evil.example',
    });
    expect(response.status).toBe(201);
    await expect.poll(() => receivedBy(email).length, { timeout: 30_000 }).toBe(1);
    const mail = parseMail(receivedBy(email)[0].raw);
    expect(mail.html).toBeDefined();
    expect(mail.text).toBeDefined();
    // No anchor or address a mail client would follow or auto-link, in either part.
    expect(mail.html).not.toMatch(/<a\b[^>]*evil/i);
    expect(mail.html).not.toMatch(/evil\.example/i);
    expect(mail.text).not.toMatch(/evil\.example|https?:\/\/evil/i);
    // The visitor still reads what was typed, escaped and defused.
    expect(mail.html).toContain("Juma http[:]//evil[.]example/win");
    expect(mail.html).toContain("Eve &lt;a href=&quot;http[:]//evil[.]example/x&quot;&gt;claim&lt;/a&gt; www[.]evil[.]example");
    expect(mail.text).toContain("www[.]evil[.]example");
    // The template's own text keeps its link (the academy's address).
    expect(mail.html).toMatch(/<a href="mailto:[^"]+"/);
  });

  it("never becomes a link in the contact form's forward to the office", async () => {
    const marker = `contact-${Date.now()}`;
    const response = await contact({ name: `Spam ${marker}`, message: "Cheap tickets at https://evil.example/buy and mail me: deals@evil.example" });
    expect(response.status).toBe(201);
    await expect.poll(() => receivedBy(OFFICE).some((mail) => mail.raw.includes(marker)), { timeout: 30_000 }).toBe(true);
    const mail = parseMail(receivedBy(OFFICE).find((received) => received.raw.includes(marker))!.raw);
    expect(mail.html).not.toMatch(/<a\b[^>]*evil/i);
    expect(mail.html).not.toMatch(/evil\.example/i);
    expect(mail.text).not.toMatch(/evil\.example/i);
    expect(mail.text).toContain("https[:]//evil[.]example/buy");
    expect(mail.headers["reply-to"]).toMatch(/@example\.com/); // the office can still answer the visitor
  });
});

it("leaves every message settled (nothing stuck in the queue)", async () => {
  await expect.poll(() => settled(statusesWhere("1 = 1")), { timeout: 30_000 }).toBe(true);
});
