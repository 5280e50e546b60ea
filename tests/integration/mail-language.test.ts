// The mails the public receives are written in the visitor's language, which is stored with the
// registration, order or fan member so later mails use it too. Over real HTTP against the built server
// and a real SMTP server: a Swahili visitor (the `lang` cookie or `?lang=sw`) gets Swahili mails, an
// English one English mails, the club office's notice stays English, and a Swahili template the office
// deleted falls back to English.
import { describe, expect, it } from "vitest";
import { buildRegistration, uniqueSuffix } from "../support/factories";
import { parseMail } from "../support/mime";
import type { TestSmtpServer } from "../support/smtp";
import { Client, logInAs, queryDb, startServerForFile, type TestServer } from "./harness";

const OFFICE = "office@club.test";
let smtp: TestSmtpServer;
let server: TestServer;
startServerForFile({ smtp: true, env: { CLUB_OFFICE_EMAIL: OFFICE } }, (file) => {
  ({ server } = file);
  smtp = file.smtp!;
});

/** A visitor whose browser remembers the language choice (the `lang` cookie), or none. */
function visitor(language?: "en" | "sw") {
  const client = new Client(server.url);
  if (language) client.cookies.set("lang", language);
  return client;
}

/** The mails received for `address` so far, oldest first, parsed. */
const mailsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())).map((mail) => parseMail(mail.raw));

/** Waits for the `n`th mail to `address` and returns its subject and text. */
async function nthMailTo(address: string, n = 1) {
  await expect.poll(() => mailsTo(address).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(n);
  const mail = mailsTo(address)[n - 1];
  return { subject: mail.headers.subject, text: mail.text ?? "" };
}

const languageOf = (table: string, where: string, value: unknown) =>
  queryDb<{ language: string }>(server, `SELECT language FROM ${table} WHERE ${where} = ?`, value)[0]?.language;

describe("academy registration", () => {
  it("mails a Swahili visitor in Swahili and stores the language with the registration", async () => {
    const email = `mzazi-${uniqueSuffix()}@example.com`;
    const response = await visitor("sw").postJson("/api/academy-registrations", buildRegistration({ email }));
    expect(response.status).toBe(201);
    const mail = await nthMailTo(email);
    expect(mail.subject).toMatch(/^Tumepokea usajili wa akademia wa /);
    expect(mail.text).toContain("Asante kwa kumsajili");
    expect(mail.text).toContain("Wako kwa dhati,");
    expect(languageOf("academy_registrations", "email", email)).toBe("sw");
  });

  it("mails an English visitor in English", async () => {
    const email = `parent-${uniqueSuffix()}@example.com`;
    expect((await visitor().postJson("/api/academy-registrations", buildRegistration({ email }))).status).toBe(201);
    const mail = await nthMailTo(email);
    expect(mail.subject).toMatch(/^We have received the academy registration for /);
    expect(mail.text).toContain("Kind regards,");
    expect(languageOf("academy_registrations", "email", email)).toBe("en");
  });

  it("writes the decision mail in the language stored with the registration, whoever decides it", async () => {
    const email = `uamuzi-${uniqueSuffix()}@example.com`;
    const response = await visitor("sw").postJson("/api/academy-registrations", buildRegistration({ email }));
    expect(response.status).toBe(201);
    const registrationId = ((await response.json()) as { id: number }).id;
    await nthMailTo(email);
    const { client: staff } = await logInAs(server, "admin");
    const decided = await staff.request(`/api/academy-registrations/${registrationId}`, {
      method: "PATCH",
      body: JSON.stringify({ status: "approved" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(decided.status).toBe(200);
    const mail = await nthMailTo(email, 2);
    expect(mail.subject).toMatch(/^Habari njema: .* amepata nafasi katika Akademia ya Rising Stars$/);
    expect(mail.text).toMatch(/Mazoezi ya kwanza ni (Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi|Jumapili), \d{1,2} \p{L}+ \d{4} saa 16:00/u);
  });
});

describe("shop order", () => {
  /** A product with stock from the seeded shop, and its first size. */
  function product() {
    const row = queryDb<{ id: number; price: number; sizes: string }>(
      server,
      "SELECT id, price, sizes FROM merchandise WHERE status = 'active' AND stock > 20 ORDER BY id LIMIT 1",
    )[0];
    return { id: row.id, price: row.price, size: (JSON.parse(row.sizes) as string[])[0] };
  }

  async function placeOrder(client: Client) {
    const { id, price, size } = product();
    expect((await client.postJson("/api/cart", { merchandiseId: id, size, quantity: 2 })).status).toBe(201);
    const email = `mteja-${uniqueSuffix()}@example.com`;
    const customerInfo = { name: "Achieng Otieno", email, phone: "+254 712 000 111", address: "Kilimani, Nairobi" };
    const response = await client.postJson("/api/create-payment-intent", { amount: 2 * price, customerInfo });
    expect(response.status).toBe(201);
    return { email, orderId: ((await response.json()) as { orderId: number }).orderId, price };
  }

  it("confirms a Swahili customer's order in Swahili, the office's notice stays English, and the later status mail is Swahili", async () => {
    const { email, orderId, price } = await placeOrder(visitor("sw"));
    expect(languageOf("orders", "id", orderId)).toBe("sw");
    const confirmation = await nthMailTo(email);
    expect(confirmation.subject).toBe(`Oda yako #${orderId} kutoka Duka la Rising Stars`);
    expect(confirmation.text).toContain(`Jumla: KES ${(2 * price).toLocaleString("en-KE")}`);
    expect(confirmation.text).toContain(` kwa KES ${price.toLocaleString("en-KE")} = `);
    expect(confirmation.text).toContain("Jinsi ya kulipa: Lipa unapoletewa au katika ofisi ya klabu");
    await expect.poll(() => mailsTo(OFFICE).some((mail) => mail.headers.subject.startsWith(`New shop order #${orderId} `)), { timeout: 30_000 }).toBe(true);
    const notice = mailsTo(OFFICE).find((mail) => mail.headers.subject.startsWith(`New shop order #${orderId} `))!;
    expect(notice.text).toContain(`Total: KES ${(2 * price).toLocaleString("en-KE")} (pay on delivery`);

    const { client: staff } = await logInAs(server, "admin");
    const changed = await staff.postForm("/admin/orders", { id: String(orderId), status: "paid", redirectTo: `/admin/orders?view=${orderId}` });
    expect(changed.status).toBe(302);
    const update = await nthMailTo(email, 2);
    expect(update.subject).toBe(`Oda yako #${orderId} ya Duka la Rising Stars imelipwa`);
    expect(update.text).toContain("Tumepokea malipo yako. Asante!");
  });

  it("keeps an English customer's mails English", async () => {
    const { email, orderId } = await placeOrder(visitor("en"));
    expect(languageOf("orders", "id", orderId)).toBe("en");
    const confirmation = await nthMailTo(email);
    expect(confirmation.subject).toBe(`Your Rising Stars Shop order #${orderId}`);
    expect(confirmation.text).toContain("How to pay: Pay on delivery or at the club office");
  });
});

describe("fan membership", () => {
  it("welcomes a fan who joined in Swahili (?lang=sw) in Swahili, and their later sign-in links are Swahili too", async () => {
    const email = `shabiki-${uniqueSuffix()}@example.com`;
    const joined = await new Client(server.url).postJson("/api/fan-members?lang=sw", {
      membershipType: "premium",
      firstName: "Akinyi",
      lastName: "Otieno",
      email,
      confirmEmail: email,
    });
    expect(joined.status).toBe(201);
    expect(languageOf("fan_members", "email", email)).toBe("sw");
    const welcome = await nthMailTo(email);
    expect(welcome.subject).toMatch(/^Karibu Rising Stars Fan Club, Akinyi! Namba yako ni /);
    expect(welcome.text).toContain("(Shabiki wa Premium)");
    expect(welcome.text).toContain("Uanachama wako (Shabiki wa Premium, KES 2,500 kwa mwaka) utaanza kutumika mara tu utakapolipa");
    expect(welcome.text).toMatch(/Kiungo hiki kinatumika mara moja tu, ndani ya dakika \d+\./);

    // Asked for later from an English page: the member's stored language still decides.
    const asked = await new Client(server.url).postJson("/api/fan-members/sign-in-link", { email });
    expect(asked.status).toBeLessThan(300);
    const link = await nthMailTo(email, 2);
    expect(link.subject).toBe("Kiungo chako cha kuingia Rising Stars Fan Club");
    expect(link.text).toMatch(/\/membership\/sign-in\?token=/);
  });

  it("welcomes an English fan in English", async () => {
    const email = `fan-${uniqueSuffix()}@example.com`;
    const joined = await new Client(server.url).postJson("/api/fan-members", { membershipType: "regular", firstName: "Otieno", lastName: "Baraka", email, confirmEmail: email });
    expect(joined.status).toBe(201);
    const welcome = await nthMailTo(email);
    expect(welcome.subject).toMatch(/^Welcome to the Rising Stars Fan Club, Otieno!/);
    expect(welcome.text).toContain("Your membership is active now.");
  });
});

describe("a Swahili template the office deleted", () => {
  it("falls back to the English template, and the English version cannot be deleted", async () => {
    const { client: staff } = await logInAs(server, "admin");
    const versions = queryDb<{ id: number; language: string }>(server, "SELECT id, language FROM email_templates WHERE name = 'Registration Received'");
    const swahili = versions.find((version) => version.language === "sw")!;
    const english = versions.find((version) => version.language === "en")!;

    const overlay = await (await staff.get(`/email-management?tab=templates&template=${swahili.id}`)).text();
    expect(overlay).toContain("Registration Received (Kiswahili)");
    expect(overlay).toContain("Delete Kiswahili version");

    const refused = await staff.postForm("/email-management", { intent: "delete-template", id: String(english.id) });
    expect(refused.status).toBe(409);
    const deleted = await staff.postForm("/email-management", { intent: "delete-template", id: String(swahili.id) });
    expect(deleted.status).toBe(302);
    expect(queryDb(server, "SELECT id FROM email_templates WHERE id = ?", swahili.id)).toEqual([]);

    const email = `mzazi-fallback-${uniqueSuffix()}@example.com`;
    expect((await visitor("sw").postJson("/api/academy-registrations", buildRegistration({ email }))).status).toBe(201);
    const mail = await nthMailTo(email);
    expect(mail.subject).toMatch(/^We have received the academy registration for /);
    expect(languageOf("academy_registrations", "email", email)).toBe("sw");
  });
});
