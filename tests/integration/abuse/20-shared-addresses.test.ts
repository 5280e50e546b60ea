// Item 10: most Kenyan phones reach the internet through a carrier's NAT, thousands of customers on a
// few addresses, so daily caps per client IP (20 public mails, 10 registrations, 10 open orders) refused
// real parents, and once an address's mail cap was used the club office's own "New Order" notices were
// skipped too. The limits now: short burst limits per client (an IPv4 address, an IPv6 /56), daily caps
// per person (e-mail, phone), office notices never public mail, and each parent a share of the upload
// quota (a client only a burst of upload bytes). Over real HTTP against the built server, each attack next to the legitimate path. Time passing
// is the rows' own times moved back in the database (no sleeps, no clock assertions).
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { buildRegistration, pdfBytes, uniqueSuffix } from "../../support/factories";
import { certificateFiles, Client, placeOrderByApi, queryDb, startServerForFile, type TestServer } from "../harness";

const KB = 1024;
const OFFICE = "office@club.test";
let server: TestServer;

startServerForFile(
  {
    env: {
      // Behind fly's proxy the client IP is its Fly-Client-IP header: lets the test be many networks.
      FLY_APP_NAME: "abuse-test",
      CLUB_OFFICE_EMAIL: OFFICE,
      REGISTRATIONS_PER_IP_BURST: "3",
      REGISTRATIONS_PER_PARENT_DAY: "2",
      PUBLIC_MAIL_PER_IP_BURST: "3",
      ORDERS_PER_IP_BURST: "2",
      UPLOAD_QUOTA_MB: "8",
      UPLOAD_SHARE_PER_PARENT_MB: "1",
      UPLOAD_BURST_PER_IP_MB: "2",
    },
  },
  (file) => ({ server } = file),
);

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);

/**
 * Minutes pass for every counter: each row's time moves back (the server reads the times, not a clock
 * of its own). The mail queued so far is delivered first: delivering a message stamps its time again.
 */
async function minutesPass(minutes: number) {
  await expect.poll(() => query<{ n: number }>("SELECT count(*) AS n FROM email_logs WHERE status IN ('queued', 'sending')")[0].n, { timeout: 30_000 }).toBe(0);
  const db = new Database(server.dbFile);
  try {
    const back = (table: string, column: string) =>
      db.prepare(`UPDATE ${table} SET ${column} = strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, ?)`).run(`-${minutes} minutes`);
    back("academy_registrations", "registration_date");
    back("email_logs", "sent_at");
    back("orders", "created_at");
    back("public_uploads", "created_at");
  } finally {
    db.close();
  }
}

let phones = 0;
/** A parent of their own: a new e-mail and phone. */
const newParent = () => ({ email: `parent.${uniqueSuffix()}@example.com`, phoneNumber: `0745 ${String(++phones).padStart(6, "0")}` });
const register = (client: Client, overrides: Parameters<typeof buildRegistration>[0] = {}) =>
  client.postJson("/api/academy-registrations", buildRegistration({ ...newParent(), ...overrides }));
const statusesOf = (responses: Response[]) => responses.map((response) => response.status);

/** The e-mail rows to this address (skipped ones too), oldest first. */
const mailsTo = (address: string) => query<{ status: string; error_message: string | null }>('SELECT status, error_message FROM email_logs WHERE lower("to") = lower(?) ORDER BY id', address);

describe("registrations behind one shared address", () => {
  it("many parents register in a day (more than the old cap of 10), each mailed, while a burst from the address is slowed", async () => {
    const nat = new Client(server.url, "41.90.64.10");
    const parents: string[] = [];
    for (let round = 0; round < 4; round++) {
      const responses: Response[] = [];
      for (let i = 0; i < 4; i++) {
        const parent = newParent();
        const response = await register(nat, parent);
        if (response.status === 201) parents.push(parent.email);
        responses.push(response);
      }
      // The fourth in a few minutes is refused: the burst limit (3 here) per client.
      expect(statusesOf(responses)).toEqual([201, 201, 201, 429]);
      expect((await responses[3].json()).message).toBe(
        "Too many registrations have been sent from this connection in the last few minutes. Please wait a few minutes and try again.",
      );
      await minutesPass(11);
    }
    expect(parents).toHaveLength(12);
    // Every parent got their confirmation: no daily mail cap per address either.
    for (const email of parents) expect(mailsTo(email).map((mail) => mail.status)).not.toContain("skipped");
  });

  it("one parent cannot register past the daily cap, by e-mail (any case) or phone (any spelling), from any address", async () => {
    const parent = { email: `Mama.Wanjiru.${uniqueSuffix()}@example.com`, phoneNumber: "0711 222 333" };
    expect((await register(new Client(server.url, "41.90.64.21"), parent)).status).toBe(201);
    expect((await register(new Client(server.url, "105.160.1.2"), { email: parent.email.toLowerCase(), phoneNumber: "+254-711-222-333" })).status).toBe(201);
    const byEmail = await register(new Client(server.url, "197.248.3.4"), { email: ` ${parent.email.toUpperCase()}` });
    expect(byEmail.status).toBe(429);
    expect((await byEmail.json()).message).toContain("with this parent's e-mail or phone");
    expect((await register(new Client(server.url, "197.248.3.5"), { phoneNumber: "254711222333" })).status).toBe(429);
    // A burst window later the parent is still over the daily cap; a day later not.
    await minutesPass(11);
    expect((await register(new Client(server.url, "197.248.3.6"), { email: parent.email })).status).toBe(429);
    await minutesPass(24 * 60);
    expect((await register(new Client(server.url, "197.248.3.6"), { email: parent.email })).status).toBe(201);
  });

  it("an IPv6 client cannot dodge the burst limit by changing the last 72 bits of its address", async () => {
    await minutesPass(11);
    const from = (interfaceBits: string) => new Client(server.url, `2c0f:fe38:2101:${interfaceBits}`);
    const responses = [];
    for (const bits of ["1200::1", "12ab:1:2:3:4", "12ff:ffff:ffff:ffff:ffff", "1234:dead:beef:0:1"]) responses.push(await register(from(bits)));
    expect(statusesOf(responses)).toEqual([201, 201, 201, 429]);
    // The neighbouring /56 is another client (another home).
    expect((await register(from("1300::1"))).status).toBe(201);
    // Counted by the key, not the address: no raw address is stored.
    expect(query<{ client_ip: string }>("SELECT DISTINCT client_ip FROM academy_registrations WHERE client_ip LIKE '2c0f:%' ORDER BY 1")).toEqual([
      { client_ip: "2c0f:fe38:2101:1200::/56" },
      { client_ip: "2c0f:fe38:2101:1300::/56" },
    ]);
  });
});

describe("orders and the club office's notices behind one shared address", () => {
  /** A checkout from `client` (one unit of product 1), answered with its status and message. */
  async function checkout(client: Client, customer: { name: string; email: string; phone?: string }) {
    expect((await client.postJson("/api/cart", { merchandiseId: 1, size: "M", quantity: 1 })).status).toBe(201);
    const [{ price }] = query<{ price: number }>("SELECT price FROM merchandise WHERE id = 1");
    const response = await client.postJson("/api/create-payment-intent", { amount: price, customerInfo: { ...customer, address: "Kawangware, Nairobi" } });
    return { status: response.status, body: (await response.json()) as { orderId?: number; message?: string } };
  }
  const shopper = () => ({ name: "Otieno Ouma", email: `shopper.${uniqueSuffix()}@example.com`, phone: `0799 ${String(++phones).padStart(6, "0")}` });

  it("many shoppers on one address order in a day (more than the old 10 open orders), while a burst is slowed", async () => {
    await minutesPass(11);
    const nat = "41.90.70.7";
    let placed = 0;
    for (let round = 0; round < 6; round++) {
      const results = [];
      for (let i = 0; i < 3; i++) results.push(await checkout(new Client(server.url, nat), shopper()));
      expect(results.map((result) => result.status)).toEqual([201, 201, 409]);
      expect(results[2].body.message).toBe(
        "Too many orders were placed from your connection in the last few minutes. Please wait a few minutes and try again, or call the club office.",
      );
      placed += 2;
      await minutesPass(11);
    }
    expect(placed).toBe(12);
  });

  it("sends the office its New Order notice (and a contact message) after the address's public mail limit is used; the customer's confirmation waits", async () => {
    await minutesPass(11);
    const nat = "41.90.80.8";
    // Three parents on the address use its burst of public mail (3 here).
    for (let i = 0; i < 3; i++) expect((await register(new Client(server.url, nat))).status).toBe(201);
    const customer = shopper();
    const order = await placeOrderByApi(server, customer, new Client(server.url, nat));
    // The shopper's confirmation is public mail over the limit: skipped (the order still stands) …
    expect(mailsTo(customer.email)).toEqual([{ status: "skipped", error_message: expect.stringContaining("this client") }]);
    // … the office's notice is the club's own mail: queued and delivered, never skipped.
    const notices = () => query<{ status: string }>("SELECT status FROM email_logs WHERE \"to\" = ? AND text_body LIKE ?", OFFICE, `%view=${order.orderId}%`);
    await expect.poll(() => notices().map((row) => row.status), { timeout: 30_000 }).toEqual(["sent"]);
    expect(order.orderId).toEqual(expect.any(Number));
    // The contact form's forward to the office from the same address goes as well.
    const marker = `marker-${uniqueSuffix()}`;
    const contact = await new Client(server.url, nat).postJson("/api/contact", { name: "Amina Njeri", email: "amina@example.com", message: `Which day are trials? ${marker}` });
    expect(contact.status).toBe(201);
    await expect
      .poll(() => query<{ status: string }>("SELECT status FROM email_logs WHERE \"to\" = ? AND text_body LIKE ?", OFFICE, `%${marker}%`).map((row) => row.status), { timeout: 30_000 })
      .toEqual(["sent"]);
    // Office notices are not counted against anyone.
    expect(query<{ n: number }>("SELECT count(*) AS n FROM email_logs WHERE \"to\" = ? AND client_ip IS NOT NULL", OFFICE)[0].n).toBe(0);
  });
});

describe("uploads behind one shared address: a share per parent, a burst per client", () => {
  /** The upload API as the registration form calls it: the parent's e-mail and phone, then the file. */
  function upload(client: Client, bytes: Buffer, parent?: { email?: string; phoneNumber?: string }) {
    const form = new FormData();
    for (const [name, value] of Object.entries(parent ?? {})) form.append(name, value);
    form.append("birthCertificate", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "certificate.pdf");
    return client.request("/api/upload-birth-certificate", { method: "POST", body: form });
  }

  it("many parents on one address upload past the old day's share per address; a burst from it is slowed", async () => {
    await minutesPass(11);
    const nat = new Client(server.url, "41.90.100.1");
    const files = certificateFiles(server).length;
    // Six parents in a few minutes: 1.8 MB from one address, past the old share of 1 MB per address a day.
    const round = [];
    for (let i = 0; i < 6; i++) round.push(await upload(nat, pdfBytes(300 * KB), newParent()));
    expect(statusesOf(round)).toEqual([201, 201, 201, 201, 201, 201]);
    // A seventh parent's file does not fit in the address's burst (2 MB here); a smaller one does.
    const refused = await upload(nat, pdfBytes(300 * KB), newParent());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: "Too many documents have been uploaded from this connection in the last few minutes. Please wait a few minutes and try again.",
    });
    expect((await upload(nat, pdfBytes(200 * KB), newParent())).status).toBe(201);
    // Once the burst is nearly used, the API refuses before reading the body, whoever the parent is.
    expect((await upload(nat, pdfBytes(10 * KB), newParent())).status).toBe(429);
    expect(certificateFiles(server)).toHaveLength(files + 7);
    // A few minutes later more parents on the address upload: no daily cap per address.
    await minutesPass(11);
    for (let i = 0; i < 3; i++) expect((await upload(nat, pdfBytes(300 * KB), newParent())).status).toBe(201);
  });

  it("stops one parent (by e-mail or phone, from any address) at their share, while another parent on the same address still uploads", async () => {
    await minutesPass(11);
    const nat = new Client(server.url, "41.90.100.2");
    const mama = { email: `Mama.Achieng.${uniqueSuffix()}@example.com`, phoneNumber: "0722 555 666" };
    expect((await upload(nat, pdfBytes(450 * KB), mama)).status).toBe(201);
    expect((await upload(nat, pdfBytes(450 * KB), mama)).status).toBe(201);
    const refused = await upload(nat, pdfBytes(450 * KB), mama);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: "Too many documents have been uploaded today with this parent's e-mail or phone. Please try again tomorrow or contact the club office.",
    });
    // The same parent by e-mail in another case, or by phone spelt otherwise, from another address.
    expect((await upload(new Client(server.url, "105.160.2.3"), pdfBytes(450 * KB), { email: mama.email.toUpperCase(), phoneNumber: "0700 000 001" })).status).toBe(429);
    expect((await upload(new Client(server.url, "105.160.2.4"), pdfBytes(450 * KB), { email: "other@example.com", phoneNumber: "+254-722-555-666" })).status).toBe(429);

    // Another parent on the same address uploads and registers with the certificate (the form with JavaScript does so).
    const other = newParent();
    const uploaded = await upload(nat, pdfBytes(450 * KB), other);
    expect(uploaded.status).toBe(201);
    const { fileUrl } = (await uploaded.json()) as { fileUrl: string };
    expect((await register(nat, { ...other, birthCertificateUrl: fileUrl })).status).toBe(201);
    // The table counts parents by keyed hashes: no e-mail or phone in it.
    expect(query<{ client_key: string }>("SELECT client_key FROM public_uploads WHERE client_key NOT LIKE '41.%' AND client_key NOT LIKE '105.%'")).toEqual(
      expect.arrayContaining([{ client_key: expect.stringMatching(/^parent:[0-9a-f]{32}$/) }]),
    );
    expect(query<{ n: number }>("SELECT count(*) AS n FROM public_uploads WHERE client_key LIKE '%@%' OR client_key LIKE '%722555666%'")[0].n).toBe(0);

    // A day later the parent's share is back.
    await minutesPass(24 * 60 + 1);
    expect((await upload(nat, pdfBytes(450 * KB), mama)).status).toBe(201);
  });
});
