// Paying a pending Premium/VIP membership with M-Pesa after the registering browser's hour is over:
// the member signs in with an e-mailed link, lands on the payment page and pays there; their
// membership page offers "Pay now with M-Pesa" while it is pending. Over HTTP against the Daraja
// stand-in, with the real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { startDarajaStandin, type DarajaStandin } from "../support/daraja-standin";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { Client, queryDb, startServer, type TestServer, withoutScripts, freePort } from "./harness";

let server: TestServer;
let standin: DarajaStandin;
let smtp: TestSmtpServer;

beforeAll(async () => {
  standin = await startDarajaStandin({ answerAfterMs: 200 });
  smtp = await startSmtpServer();
  // The callback URL is fixed at boot, so the server gets a port of its own choosing up front.
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    SMTP_URL: smtp.url,
    // Every sign-in link here is asked for from the one test IP.
    MEMBER_LINK_PER_IP: "1000",
    ...standin.env(`http://localhost:${port}`),
    MPESA_QUERY_AFTER_SECONDS: "1",
  });
});

afterAll(async () => {
  await server?.stop();
  await standin?.close();
  await smtp?.close();
});

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);
const SIGN_IN_SUBJECT = "Your Rising Stars Fan Club sign-in link";
const NOT_WAITING = "This membership is not waiting for payment.";

/** A phone whose last three digits script the stand-in (…032 cancels, …123 pays). */
const phoneEnding = (suffix: string) => `07${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}1${suffix}`.slice(0, 10);

/** A registration on the Register tab; `payment` "mpesa" prompts `phone` at once. */
async function register(membershipType: "regular" | "premium" | "vip", payment: "mpesa" | "office", phone = "0712 345 678") {
  const client = new Client(server.url);
  const email = `njeri.${uniqueSuffix()}@example.com`;
  const response = await client.postForm("/membership?tab=register", {
    intent: "register",
    membershipType,
    firstName: "Njeri",
    lastName: "Mwangi",
    email,
    confirmEmail: email,
    phone,
    payment,
  });
  expect(response.status).toBe(302);
  const [member] = query<{ id: number }>("SELECT id FROM fan_members WHERE email = ?", email);
  return { client, email, id: member.id };
}

const memberStatus = (id: number) => query<{ status: string }>("SELECT status FROM fan_members WHERE id = ?", id)[0].status;
const paymentsOf = (id: number) => query<{ status: string }>("SELECT status FROM payments WHERE member_id = ? ORDER BY id", id);

/** The newest sign-in link in a mail the server sent to `email` (the welcome mail or a Member Sign-in mail). */
async function newestLink(email: string, subject: string): Promise<string> {
  const find = () =>
    query<{ text_body: string }>(`SELECT text_body FROM email_logs WHERE "to" = ? AND subject LIKE ? ORDER BY id DESC`, email, subject)
      .map((row) => /\/membership\/sign-in\?token=[\w-]+/.exec(row.text_body)?.[0])
      .find(Boolean);
  await expect.poll(find, { timeout: 30_000 }).toBeTruthy();
  return find()!;
}

/** Opens a sign-in link in a fresh browser: the client signed in, and where the sign-in sent it. */
async function signInWith(link: string) {
  const client = new Client(server.url);
  expect((await client.get(link)).status).toBe(200);
  const signIn = await client.postForm("/membership/sign-in", { intent: "sign-in", token: new URL(link, server.url).searchParams.get("token")! });
  expect(signIn.status).toBe(302);
  expect(client.cookies.has("member")).toBe(true);
  return { client, landing: signIn.headers.get("location") };
}

/** Asks for a sign-in link on the Member Sign-in page and signs in with the one e-mailed. */
async function askForLinkAndSignIn(email: string) {
  const asked = await new Client(server.url).postForm("/membership/sign-in", { intent: "request-link", email });
  expect(asked.status).toBe(200);
  return signInWith(await newestLink(email, SIGN_IN_SUBJECT));
}

describe("paying a pending membership after the registering browser's hour", () => {
  it("a member whose M-Pesa payment was cancelled asks for a sign-in link, lands on the payment page and pays", async () => {
    const registered = await register("vip", "mpesa", phoneEnding("032"));
    await expect.poll(() => paymentsOf(registered.id).map((p) => p.status), { timeout: 30_000, interval: 100 }).toEqual(["cancelled"]);
    const welcome = query<{ text_body: string }>(`SELECT text_body FROM email_logs WHERE "to" = ? AND subject LIKE 'Welcome%'`, registered.email)[0];
    expect(welcome.text_body).toContain(`ask for a sign-in link at ${server.url}/membership/sign-in: signing in takes you to "Pay now with M-Pesa" again`);

    // Another browser (the cookie's hour is over): nothing without signing in.
    const path = `/membership/payment/${registered.id}`;
    expect((await new Client(server.url).get(path)).status).toBe(404);

    const { client, landing } = await askForLinkAndSignIn(registered.email);
    expect(landing).toBe(path);
    const mine = await (await client.get("/membership?tab=lookup")).text();
    expect(mine).toMatch(new RegExp(`<a[^>]*href="${path}"[^>]*>Pay now with M-Pesa</a>`));
    const content = await (await client.get("/membership?tab=content")).text();
    expect(content).toContain("pending until it is paid with M-Pesa or at the club office");
    expect(content).toContain(`href="${path}"`);

    const page = await client.get(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("You cancelled the M-Pesa payment on your phone. Nothing was charged.");
    expect(withoutScripts(html)).not.toContain("Request cancelled by user");
    expect(html).toContain("Try again");

    const phone = phoneEnding("123");
    const retried = await client.postForm(path, { intent: "mpesa", phone });
    expect(retried.status).toBe(302);
    expect(retried.headers.get("location")).toBe(path);
    expect(standin.transactions.filter((t) => t.phone === `254${phone.slice(1)}`).at(-1)).toMatchObject({ accountReference: `Member ${registered.id}` });
    await expect.poll(async () => withoutScripts(await (await client.get(path)).text()).includes("Your membership is active"), { timeout: 30_000, interval: 200 }).toBe(true);
    expect(memberStatus(registered.id)).toBe("active");
    expect(paymentsOf(registered.id).map((p) => p.status)).toEqual(["cancelled", "paid"]);
    // Active now: the membership page offers nothing to pay.
    expect(withoutScripts(await (await client.get("/membership?tab=lookup")).text())).not.toContain("Pay now with M-Pesa");
  });

  it("a member who chose to pay at the office signs in with the welcome link onto the payment page, and may pay there", async () => {
    const registered = await register("premium", "office");
    expect(memberStatus(registered.id)).toBe("pending");
    const { client, landing } = await signInWith(await newestLink(registered.email, "Welcome%"));
    expect(landing).toBe(`/membership/payment/${registered.id}`);
    const html = await (await client.get(landing!)).text();
    expect(html).toContain("Pay now with M-Pesa");
    expect(html).toContain("Pay at the club office");
    expect(paymentsOf(registered.id)).toEqual([]);
  });

  it("another member's session opens nothing: 404 on their payment page and its form, and no payment is written", async () => {
    const theirs = await register("vip", "office");
    const someoneElse = await register("premium", "office");
    const { client } = await signInWith(await newestLink(someoneElse.email, "Welcome%"));
    const path = `/membership/payment/${theirs.id}`;
    expect((await client.get(path)).status).toBe(404);
    expect((await client.postForm(path, { intent: "mpesa", phone: "0712345678" })).status).toBe(404);
    expect((await client.get("/membership/payment/not-a-number")).status).toBe(404);
    expect(paymentsOf(theirs.id)).toEqual([]);
    // Their own page still opens.
    expect((await client.get(`/membership/payment/${someoneElse.id}`)).status).toBe(200);
  });

  it("an active member is refused: signing in lands on the content, no Pay now, and paying answers 409 with nothing written", async () => {
    const registered = await register("regular", "office");
    expect(memberStatus(registered.id)).toBe("active");
    const { client, landing } = await signInWith(await newestLink(registered.email, "Welcome%"));
    expect(landing).toBe("/membership?tab=content");
    expect(withoutScripts(await (await client.get("/membership?tab=lookup")).text())).not.toContain("Pay now with M-Pesa");
    const path = `/membership/payment/${registered.id}`;
    const page = await (await client.get(path)).text();
    expect(withoutScripts(page)).not.toContain("Pay now with M-Pesa");
    const refused = await client.postForm(path, { intent: "mpesa", phone: "0712345678" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(NOT_WAITING);
    expect(paymentsOf(registered.id)).toEqual([]);
  });

  it("a signed-out member's sign-in no longer opens the payment page", async () => {
    const registered = await register("vip", "office");
    const { client } = await signInWith(await newestLink(registered.email, "Welcome%"));
    const path = `/membership/payment/${registered.id}`;
    expect((await client.get(path)).status).toBe(200);
    const cookie = client.cookies.get("member")!;
    expect((await client.postForm("/membership?tab=content", { intent: "forget", redirectTo: "/membership?tab=content" })).status).toBe(302);
    // The old cookie, replayed, names a signed-out sign-in.
    const replay = new Client(server.url);
    replay.cookies.set("member", cookie);
    expect((await replay.get(path)).status).toBe(404);
  });
});
