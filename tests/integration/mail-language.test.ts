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

/** Waits for the `n`th mail to `address` and returns its subject, text, HTML and Reply-To. */
async function nthMailTo(address: string, n = 1) {
  await expect.poll(() => mailsTo(address).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(n);
  const mail = mailsTo(address)[n - 1];
  return { subject: mail.headers.subject, text: mail.text ?? "", html: mail.html ?? "", replyTo: mail.headers["reply-to"] };
}

/** The first link in a mail's text whose path matches `path`, as a path with its query (the mails name PUBLIC_URL). */
function ownLink(text: string, path: RegExp): string {
  const url = text.match(new RegExp(`https?://[^/\\s]+(${path.source}\\S*)`))?.[1];
  expect(url, `a link matching ${path} in:\n${text}`).toBeTruthy();
  return url!;
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
    // The signature and the layout around the text are Swahili too: no English address or tagline.
    expect(mail.text).toContain("Uwanja wa Mazoezi wa Rising Stars, Barabara ya Ngong, Nairobi, Kenya");
    expect(mail.text).not.toContain("Ngong Road");
    expect(mail.html).toContain('<html lang="sw">');
    expect(mail.html).toContain("Kukuza Mabingwa wa Kesho");
    expect(mail.html).not.toContain("Developing Future Champions");
    expect(mail.html).not.toContain("Ngong Road");
    expect(languageOf("academy_registrations", "email", email)).toBe("sw");
  });

  it("gives the ACA reference and the status link the confirmation page tells the parent to keep, and a Reply-To", async () => {
    const email = `kumbukumbu-${uniqueSuffix()}@example.com`;
    const response = await visitor("sw").postJson("/api/academy-registrations", buildRegistration({ email }));
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { id: number }).id;
    const mail = await nthMailTo(email);
    const reference = `ACA-${String(id).padStart(5, "0")}`;
    expect(mail.text).toContain(`Nambari yako ya kumbukumbu ni ${reference}.`);
    const receipt = ownLink(mail.text, /\/academy-registration\/received\//);
    // The mail says "reply to academy@…" from no-reply@: the reply goes there.
    expect(mail.replyTo).toBe("academy@risingstarsfc.co.ke");

    const page = await new Client(server.url).get(receipt);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(reference);
    expect(html).toContain('lang="sw"');
    // Without the token the same page is not found.
    expect((await new Client(server.url).get(receipt.replace(/t=[^&]+/, "t=wrong"))).status).toBe(404);

    const englishEmail = `reference-${uniqueSuffix()}@example.com`;
    expect((await visitor("en").postJson("/api/academy-registrations", buildRegistration({ email: englishEmail }))).status).toBe(201);
    const english = await nthMailTo(englishEmail);
    expect(english.text).toMatch(/Your reference is ACA-\d{5,}\. Keep it, and this link to the status of the registration/);
    expect((await new Client(server.url).get(ownLink(english.text, /\/academy-registration\/received\//))).status).toBe(200);
  });

  it("mails an English visitor in English", async () => {
    const email = `parent-${uniqueSuffix()}@example.com`;
    expect((await visitor().postJson("/api/academy-registrations", buildRegistration({ email }))).status).toBe(201);
    const mail = await nthMailTo(email);
    expect(mail.subject).toMatch(/^We have received the academy registration for /);
    expect(mail.text).toContain("Kind regards,");
    expect(languageOf("academy_registrations", "email", email)).toBe("en");
  });

  /** Registers a 12-year-old (the Under-13s) in `language` who can train on `days`, approves them, and returns the decision mail. */
  async function approvedMail(language: "en" | "sw", email: string, days: string[]) {
    const response = await visitor(language).postJson("/api/academy-registrations", buildRegistration({ email, trainingDays: days }));
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
    return nthMailTo(email, 2);
  }

  it("writes the decision mail in the language stored with the registration, whoever decides it, with the team's real first session", async () => {
    // The Under-13s train on Tuesday and Thursday at 16:00 and on Saturday at 08:00: a family that
    // can come on Saturdays is told Saturday morning, not 4 PM.
    const mail = await approvedMail("sw", `uamuzi-${uniqueSuffix()}@example.com`, ["Saturday"]);
    expect(mail.subject).toMatch(/^Habari njema: .* amepata nafasi katika Akademia ya Rising Stars$/);
    expect(mail.text).toMatch(/Mazoezi ya kwanza ni Jumamosi, \d{1,2} \p{L}+ \d{4}, saa 2:00 asubuhi \(08:00\), katika Uwanja wa Mazoezi wa Rising Stars, Barabara ya Ngong\./u);
    expect(mail.text).not.toContain("16:00");
  });

  it("names the team's session on a day the family chose, in English too", async () => {
    const mail = await approvedMail("en", `decision-${uniqueSuffix()}@example.com`, ["Thursday"]);
    expect(mail.text).toMatch(/The first training session is on Thursday,? \d{1,2} [A-Z][a-z]+ \d{4} at 4:00 PM at the Rising Stars Training Ground/);
    const saturday = await approvedMail("en", `decision-${uniqueSuffix()}@example.com`, ["Saturday"]);
    expect(saturday.text).toMatch(/on Saturday,? \d{1,2} [A-Z][a-z]+ \d{4} at 8:00 AM at/);
  });
});

describe("the academy's welcome e-mail", () => {
  it("goes out in Swahili when staff choose it, or when the family registered in Swahili, with the one time format", async () => {
    const { client: staff } = await logInAs(server, "admin");
    const chosen = `karibu-${uniqueSuffix()}@example.com`;
    const sent = await staff.postJson("/api/send-welcome-email", { playerName: "Baraka", email: chosen, trainingDate: "2026-12-05", trainingTime: "16:00", language: "sw" });
    expect(sent.status).toBe(202);
    const mail = await nthMailTo(chosen);
    expect(mail.subject).toBe("Karibu katika Akademia ya Rising Stars, Baraka!");
    expect(mail.text).toContain("Mazoezi ya kwanza ni Jumamosi, 5 Desemba 2026, saa 10:00 jioni (16:00), katika Uwanja wa Mazoezi wa Rising Stars");
    expect(mail.replyTo).toBe("academy@risingstarsfc.co.ke");

    // Not chosen: the language the family registered the player in.
    const family = `familia-${uniqueSuffix()}@example.com`;
    expect((await visitor("sw").postJson("/api/academy-registrations", buildRegistration({ email: family }))).status).toBe(201);
    await nthMailTo(family);
    expect((await staff.postJson("/api/send-welcome-email", { playerName: "Amani", email: family, trainingDate: "2026-12-08", trainingTime: "08:30" })).status).toBe(202);
    const registered = await nthMailTo(family, 2);
    expect(registered.subject).toBe("Karibu katika Akademia ya Rising Stars, Amani!");
    expect(registered.text).toContain("saa 2:30 asubuhi (08:30)");

    // Neither: English, as before.
    const stranger = `welcome-${uniqueSuffix()}@example.com`;
    expect((await staff.postJson("/api/send-welcome-email", { playerName: "Otieno", email: stranger, trainingDate: "2026-12-05", trainingTime: "16:00" })).status).toBe(202);
    expect((await nthMailTo(stranger)).text).toContain("on Saturday 5 December 2026 at 4:00 PM");
    expect((await staff.postJson("/api/send-welcome-email", { playerName: "Otieno", email: stranger, trainingDate: "2026-12-05", trainingTime: "16:00", language: "fr" })).status).toBe(400);
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
    // The product named as the Swahili shop names it; the office's notice keeps the English name.
    const [names] = queryDb<{ name: string; name_sw: string }>(server, "SELECT m.name, m.name_sw FROM order_items i JOIN merchandise m ON m.id = i.merchandise_id WHERE i.order_id = ?", orderId);
    expect(names.name_sw).toBeTruthy();
    expect(confirmation.text).toContain(`2 × ${names.name_sw}`);
    expect(confirmation.text).toContain("Jinsi ya kulipa: Lipa unapoletewa au katika ofisi ya klabu");
    // Received, not "confirmed": the office has yet to confirm it. And numbered with "nambari".
    expect(confirmation.text).toContain(`Tumepokea oda yako #${orderId} na tumekuwekea bidhaa hizi:`);
    expect(confirmation.text).toContain(`Tafadhali kuwa na nambari ya oda #${orderId} tayari.`);
    expect(confirmation.text).not.toContain("imethibitishwa");
    // Replies go to the club office, not to no-reply@.
    expect(confirmation.replyTo).toBe(OFFICE);
    await expect.poll(() => mailsTo(OFFICE).some((mail) => mail.headers.subject.startsWith(`New shop order #${orderId} `)), { timeout: 30_000 }).toBe(true);
    const notice = mailsTo(OFFICE).find((mail) => mail.headers.subject.startsWith(`New shop order #${orderId} `))!;
    expect(notice.text).toContain(`Total: KES ${(2 * price).toLocaleString("en-KE")} (pay on delivery`);
    expect(notice.text).toContain(`2 × ${names.name}`);

    const { client: staff } = await logInAs(server, "admin");
    const changed = await staff.postForm("/admin/orders", { id: String(orderId), status: "paid", redirectTo: `/admin/orders?view=${orderId}` });
    expect(changed.status).toBe(302);
    const update = await nthMailTo(email, 2);
    expect(update.subject).toBe(`Oda yako #${orderId} ya Duka la Rising Stars imelipwa`);
    expect(update.text).toContain("Tumepokea malipo yako. Asante!");
    // The "paid" mail links to the order like the confirmation does, and the link opens it.
    expect(update.text).toContain("Unaweza kuangalia oda yako wakati wowote hapa:");
    const link = ownLink(update.text, new RegExp(`/orders/${orderId}\\?`));
    expect(link).not.toBe(ownLink(confirmation.text, new RegExp(`/orders/${orderId}\\?`)));
    const page = await new Client(server.url).get(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`#${orderId}`);
    // A made-up key opens nothing.
    expect((await new Client(server.url).get(`/orders/${orderId}?t=${"A".repeat(43)}`)).status).toBe(404);
  });

  it("keeps an English customer's mails English", async () => {
    const { email, orderId } = await placeOrder(visitor("en"));
    expect(languageOf("orders", "id", orderId)).toBe("en");
    const confirmation = await nthMailTo(email);
    expect(confirmation.subject).toBe(`Your Rising Stars Shop order #${orderId}`);
    expect(confirmation.text).toContain("How to pay: Pay on delivery or at the club office");
    expect(confirmation.html).toContain('<html lang="en">');
    expect(confirmation.html).toContain("Developing Future Champions");
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
    expect(welcome.subject).toMatch(/^Karibu katika Klabu ya Mashabiki ya Rising Stars, Akinyi! Nambari yako ni /);
    expect(welcome.text).not.toContain("Fan Club");
    expect(welcome.text).toContain("(Shabiki wa Premium)");
    expect(welcome.text).toContain("Uanachama wako (Shabiki wa Premium, KES 2,500 kwa mwaka) utaanza kutumika mara tu utakapolipa");
    expect(welcome.text).toMatch(/Kiungo hiki kinatumika mara moja tu, ndani ya dakika \d+\./);

    // Asked for later from an English page: the member's stored language still decides.
    const asked = await new Client(server.url).postJson("/api/fan-members/sign-in-link", { email });
    expect(asked.status).toBeLessThan(300);
    const link = await nthMailTo(email, 2);
    expect(link.subject).toBe("Kiungo chako cha kuingia katika Klabu ya Mashabiki ya Rising Stars");
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
