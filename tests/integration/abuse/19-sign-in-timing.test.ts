// Item 9: asking for a sign-in link took longer for a member's address than for a stranger's (median
// 17.3 ms vs 11.7 ms): the member's lookup, the new link and the queued mail were done before the answer,
// a timing oracle on who is a member. Now a request only checks the limits and records itself, and the
// member's part runs after the answer has gone (server.ts's `afterResponse`): both answers come from the
// same work. The mechanism itself (the same statements before answering, nothing of the member's part
// done by then) is tests/unit/models/membership.sign-in.test.ts; over HTTP: the attack gets identical
// answers, page and API, and the member still gets the link. No clock is read.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { uniqueSuffix } from "../../support/factories";
import { Client, memberSignInLink, postNativeForm, startServerForFile, type TestServer } from "../harness";

let server: TestServer;
startServerForFile({}, (file) => ({ server } = file));

const NEUTRAL = "If that address belongs to a member, we have sent a sign-in link to it.";

async function newMember() {
  const email = `fan-${uniqueSuffix()}@example.com`;
  const joined = await new Client(server.url).postJson("/api/fan-members", { membershipType: "regular", firstName: "Imani", lastName: "Wekesa", email, confirmEmail: email });
  expect(joined.status).toBe(201);
  return email;
}

/** The outbox's mails to `email` whose text carries a sign-in link (the welcome mail carries one too). */
const linkMailsTo = (email: string) => {
  const outbox = path.join(server.dataDir, "outbox");
  if (!fs.existsSync(outbox)) return 0;
  return fs
    .readdirSync(outbox)
    .map((file) => fs.readFileSync(path.join(outbox, file), "utf8"))
    .filter((raw) => raw.includes(`To: ${email}`) && /membership\/sign-in\?token=/.test(raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="))).length;
};

/** What an attacker can compare between two answers: status, headers (but the date, the rate limit's count and the CSP's nonce), body. */
const comparable = async (response: Response) => {
  const headers = Object.fromEntries(
    [...response.headers]
      .filter(([name]) => !["date", "ratelimit", "ratelimit-policy"].includes(name))
      .map(([name, value]) => [name, value.replace(/'nonce-[^']*'/g, "'nonce'")]),
  );
  return { status: response.status, headers, body: await response.text() };
};

describe("a sign-in link request answers the same, from the same work, member or not", () => {
  it("the API: a member's address and a stranger's get identical answers; only the member gets the link, after", async () => {
    const member = await newMember();
    await memberSignInLink(server, member); // the welcome mail's link
    const welcome = linkMailsTo(member);
    const stranger = `nobody-${uniqueSuffix()}@example.com`;
    const ask = (email: string) => new Client(server.url).postJson("/api/fan-members/sign-in-link", { email });

    const forStranger = await comparable(await ask(stranger));
    const forMember = await comparable(await ask(member));
    expect(forMember).toEqual(forStranger);
    expect(forMember.status).toBe(202);
    expect(JSON.parse(forMember.body).message).toContain(NEUTRAL);

    // The member's part ran after the answer: the link arrives.
    await expect.poll(() => linkMailsTo(member), { timeout: 30_000 }).toBe(welcome + 1);
    // The stranger's part ran before the member's (in the order the answers went out) and found nobody.
    expect(linkMailsTo(stranger)).toBe(0);
  });

  it("the form without JavaScript: the same page for both, and the member's link follows", async () => {
    const member = await newMember();
    await memberSignInLink(server, member);
    const welcome = linkMailsTo(member);
    const stranger = `nobody-${uniqueSuffix()}@example.com`;
    const ask = (email: string) => postNativeForm(server.url, "/membership/sign-in", { intent: "request-link", email });
    const [forStranger, forMember] = [await ask(stranger), await ask(member)];
    expect(forMember.status).toBe(200);
    expect(forStranger.status).toBe(200);
    // The page carries its own nonce and toast id: compare it without them.
    const page = (body: string) => body.replace(/nonce="[^"]*"/g, "").replace(/"id":"[^"]*"/g, "").replace(/\b[0-9a-f]{8}-[0-9a-f-]{27}\b/g, "");
    expect(page(forMember.body)).toEqual(page(forStranger.body));
    expect(forMember.body).toContain(NEUTRAL);
    await expect.poll(() => linkMailsTo(member), { timeout: 30_000 }).toBe(welcome + 1);
    expect(linkMailsTo(stranger)).toBe(0);
  });
});
