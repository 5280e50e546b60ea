// The family page over HTTP, one server with a real SMTP server: a parent or guardian asks for a sign-in
// link (the answer says nothing of who the address is), opens it (a GET only shows the button; the POST
// signs in, once), and sees only their own children's team: the coach, the next match in Nairobi time
// with what to bring and a map, training with a cancellation, the team's messages and its calendar feed.
// An address that is a fan member's too gets one link and is both. The guardian keeps their phone and
// language, and their e-mail changes only through the link sent to the new address. A child added to a
// team after the approval, or on paper, and a guardian added to a child later, bring the page's link by
// e-mail. An address taken from a guardian (staff or the family change it) ends every sign-in with it,
// so a phone signed in with it never becomes the family given that address next.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { parseMail } from "../support/mime";
import type { PushEndpoint } from "../support/push-endpoint";
import type { TestSmtpServer } from "../support/smtp";
import { Client, createUser, logInAs, postNativeForm, queryDb, startServerForFile, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
let smtp: TestSmtpServer;
let push: PushEndpoint;
startServerForFile({ smtp: true, push: true, env: { PUSH_ENDPOINT_HOSTS: "127.0.0.1" } }, (file) => {
  server = file.server;
  smtp = file.smtp!;
  push = file.push!;
});

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);
const insert = (sql: string, ...params: unknown[]) => query<{ id: number }>(`${sql} RETURNING id`, ...params)[0].id;

const NEUTRAL = "If that address belongs to a parent or guardian of an academy player, we have sent a sign-in link to it.";
const DAY_MS = 86_400_000;
/** A date "YYYY-MM-DD" in Nairobi, `days` from today. */
const nairobiDate = (days: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(new Date(Date.now() + days * DAY_MS));
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => parseMail(mail.raw));

/** The link (matching `pattern`) in the `count`-th mail to `address` whose subject matches, once it has arrived. */
async function linkInMail(address: string, subject: RegExp, pattern: RegExp, count = 1): Promise<URL> {
  const matching = () => mailsTo(address).filter((mail) => subject.test(mail.headers.subject ?? ""));
  await expect.poll(() => matching().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
  const text = matching()[count - 1].text ?? "";
  const link = pattern.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  return new URL(link!);
}
const FAMILY_LINK = /https?:\/\/\S+\/family\/sign-in\?token=[\w%-]+/;

/** A guardian with these children (each on a team or not), straight into the server's database. */
function addFamily(children: Array<{ name: string; teamId: number | null; archived?: boolean }>, language: "en" | "sw" = "en", email = `parent-${uniqueSuffix()}@example.com`.toLowerCase()) {
  const guardianId = insert("INSERT INTO guardians (name, email, phone, language) VALUES (?, ?, ?, ?)", "Wanjiru Kamau", email, "0712 345 678", language);
  for (const child of children) {
    const playerId = insert(
      "INSERT INTO players (kind, name, position, age, bio, image_url, date_of_birth, archived_at) VALUES ('academy', ?, 'Midfielder', 10, '', '', '2016-03-01', ?)",
      child.name,
      child.archived ? new Date().toISOString() : null,
    );
    query("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother') RETURNING player_id", playerId, guardianId);
    if (child.teamId && !child.archived) query("INSERT INTO team_players (player_id, team_id) VALUES (?, ?) RETURNING player_id", playerId, child.teamId);
  }
  return { email, guardianId };
}

/** The token of a new, unopened sign-in link for `email`, made straight in the database. */
function linkFor(email: string): string {
  const token = crypto.randomBytes(32).toString("base64url");
  insert("INSERT INTO sign_in_links (email, token_hash, expires_at) VALUES (?, ?, ?)", email, crypto.createHash("sha256").update(token).digest("hex"), new Date(Date.now() + 600_000).toISOString());
  return token;
}

/** A client signed in with a link for `email` made straight in the database (the flow itself is tested below). */
async function signedIn(email: string): Promise<Client> {
  const token = linkFor(email);
  const client = new Client(server.url);
  expect((await client.postForm("/family/sign-in", { intent: "sign-in", token })).status).toBe(302);
  return client;
}

/** A youth team with a weekly session tomorrow (cancelled), a match in three days with a note, a message and a coach. */
async function teamWithNews() {
  const suffix = uniqueSuffix().replace(/\W/g, "").toLowerCase();
  const teamId = insert("INSERT INTO teams (slug, name, age_group, coach, training_venue) VALUES (?, ?, 'U-11', 'Coach As Typed', 'Ngong Road Ground')", `u-11-${suffix}`, "Under-11s");
  const tomorrow = nairobiDate(1);
  insert("INSERT INTO training_sessions (team_id, weekday, starts_at, ends_at) VALUES (?, ?, '16:00', '18:00')", teamId, isoWeekday(tomorrow));
  insert("INSERT INTO training_cancellations (team_id, date, starts_at, reason) VALUES (?, ?, '16:00', 'Pitch being re-seeded')", teamId, tomorrow);
  const competitionId = insert("INSERT INTO competitions (slug, name, kind, season, team_id) VALUES (?, 'Nairobi Junior League', 'league', '2026/27', ?)", `league-${suffix}`, teamId);
  const kickoffAt = `${nairobiDate(3)}T12:00:00.000Z`;
  const fixtureId = insert(
    "INSERT INTO fixtures (team_id, competition_id, opponent, home_or_away, venue, kickoff_at) VALUES (?, ?, 'Kibera Lions', 'away', 'Kibera Grounds', ?)",
    teamId,
    competitionId,
    kickoffAt,
  );
  query("INSERT INTO fixture_notes (fixture_id, what_to_bring) VALUES (?, 'Packed lunch and bus fare') RETURNING fixture_id", fixtureId);
  insert("INSERT INTO team_messages (team_id, author_name, subject, body, recipients) VALUES (?, 'Coach Otieno', 'Training moved to 5 pm', 'From next week we start at 5 pm.', 2)", teamId);
  const coach = await createUser(server, { role: "staff", displayName: `Coach Akinyi ${suffix}` });
  query("INSERT INTO team_coaches (team_id, user_id) VALUES (?, ?) RETURNING team_id", teamId, coach.id);
  return { teamId, slug: `u-11-${suffix}`, kickoffAt, coachName: coach.displayName };
}

describe("signing in by e-mailed link", () => {
  it("answers the same for a guardian and a stranger; only the guardian gets a link, which opens the family page once", async () => {
    const { email } = addFamily([{ name: "Amani Kamau", teamId: null }]);
    const stranger = `nobody-${uniqueSuffix()}@example.com`;
    const answers = await Promise.all([email, stranger].map((address) => postNativeForm(server.url, "/family/sign-in", { intent: "request-link", email: address })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const answer of answers) expect(answer.body).toContain(NEUTRAL);

    const link = await linkInMail(email, /family page sign-in link/, FAMILY_LINK);
    // A mail scanner fetching the link uses nothing up: the page only shows a button.
    const browser = new Client(server.url);
    const page = await browser.get(link.pathname + link.search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(">Sign in</button>");
    expect(browser.cookies.has("member")).toBe(false);

    const token = link.searchParams.get("token")!;
    const signIn = await browser.postForm("/family/sign-in", { intent: "sign-in", token });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/family");
    expect(signIn.headers.getSetCookie().find((cookie) => cookie.startsWith("member="))).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/i);
    const family = await browser.get("/family");
    expect(family.headers.get("cache-control")).toBe("private, no-store");
    expect(withoutScripts(await family.text())).toContain("Amani Kamau");

    const again = new Client(server.url);
    expect((await again.postForm("/family/sign-in", { intent: "sign-in", token })).status).toBe(400);
    expect(again.cookies.has("member")).toBe(false);
    // Nobody is told anything about the stranger's address, and nothing goes to it.
    expect(query<{ n: number }>('SELECT count(*) AS n FROM email_logs WHERE "to" = ?', stranger)[0].n).toBe(0);
  });

  it("gives an address that is a fan member's and a guardian's one link, which signs in both; signing out ends both", async () => {
    const { email } = addFamily([{ name: "Baraka Otieno", teamId: null }]);
    const member = await new Client(server.url).postJson("/api/fan-members", { membershipType: "regular", firstName: "Achieng", lastName: "Otieno", email, confirmEmail: email });
    expect(member.status).toBe(201);
    const { membershipNumber } = (await member.json()) as { membershipNumber: string };
    await linkInMail(email, /Welcome to the Rising Stars Fan Club/, /https?:\/\/\S+\/membership\/sign-in\?token=[\w%-]+/);
    const linksBefore = query<{ n: number }>("SELECT count(*) AS n FROM sign_in_links WHERE email = ?", email)[0].n;

    expect((await postNativeForm(server.url, "/family/sign-in", { intent: "request-link", email })).status).toBe(200);
    const link = await linkInMail(email, /sign-in link/, FAMILY_LINK);
    expect(query<{ n: number }>("SELECT count(*) AS n FROM sign_in_links WHERE email = ?", email)[0].n).toBe(linksBefore + 1);
    expect(mailsTo(email).filter((mail) => /sign-in link/.test(mail.headers.subject ?? ""))).toHaveLength(1);

    const both = new Client(server.url);
    expect((await both.postForm("/family/sign-in", { intent: "sign-in", token: link.searchParams.get("token")! })).status).toBe(302);
    expect(withoutScripts(await (await both.get("/family")).text())).toContain("Baraka Otieno");
    // The member's own whole card, with the number only they see.
    expect(await (await both.get("/membership?tab=lookup")).text()).toContain(membershipNumber);

    expect((await both.postForm("/family", { intent: "sign-out" })).status).toBe(302);
    expect(both.cookies.has("member")).toBe(false);
    expect(await (await both.get("/membership?tab=lookup")).text()).not.toContain(membershipNumber);
    expect(withoutScripts(await (await both.get("/family")).text())).not.toContain("Baraka Otieno");
  });

  it("refuses bad input with 400 and a message, and changes nothing for a visitor not signed in", async () => {
    const empty = await postNativeForm(server.url, "/family/sign-in", { intent: "request-link", email: "" });
    expect(empty.status).toBe(400);
    expect(empty.body).toContain("Please enter the e-mail address you gave the academy.");
    expect((await postNativeForm(server.url, "/family/sign-in", { intent: "request-link", email: "a@b.c\u0000d" })).status).toBe(400);
    for (const token of ["", "nope", "x".repeat(500)]) {
      expect((await new Client(server.url).postForm("/family/sign-in", { intent: "sign-in", token })).status).toBe(400);
    }
    expect((await new Client(server.url).get("/family/sign-in?token=nope")).status).toBe(400);

    const anonymous = await postNativeForm(server.url, "/family", { intent: "contact", phone: "0712 000 000", language: "sw" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toContain("Please sign in again to change your details.");
    expect((await postNativeForm(server.url, "/family", { intent: "nothing" })).status).toBe(400);
    // Not signed in: the form that asks for a link.
    const page = await new Client(server.url).get("/family");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Send me a sign-in link");
  });
});

describe("the family page", () => {
  it("shows only the family's own children: the team, coach, next match in Nairobi time, training with a cancellation, messages and the feed", async () => {
    const team = await teamWithNews();
    const { email } = addFamily([
      { name: "Amani Wanjiru", teamId: team.teamId },
      { name: "Zawadi Wanjiru", teamId: team.teamId },
      { name: "Neema Wanjiru", teamId: null },
      { name: "Former Wanjiru", teamId: team.teamId, archived: true },
    ]);
    addFamily([{ name: "Otherfamily Child", teamId: team.teamId }]);

    const html = withoutScripts(await (await (await signedIn(email)).get("/family")).text());
    // Two siblings in one team: one card naming both.
    expect(html).toContain("Amani Wanjiru and Zawadi Wanjiru: Under-11s");
    expect(html).toContain(`Coach: ${team.coachName}`);
    expect(html).not.toContain("Coach As Typed");
    expect(html).toContain("Not in a team yet: Neema Wanjiru.");
    expect(html).not.toContain("Former Wanjiru");
    expect(html).not.toContain("Otherfamily Child");

    const kickoff = new Date(team.kickoffAt);
    const day = new Intl.DateTimeFormat("en-KE", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Nairobi" }).format(kickoff);
    expect(html).toContain(`${day}, kick-off 15:00 (Nairobi time)`);
    expect(html).toContain("v Kibera Lions");
    expect(html).toContain("Packed lunch and bus fare");
    expect(html).toContain(`https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent("Kibera Grounds, Nairobi, Kenya")}`);
    expect(html).toContain("Cancelled: Pitch being re-seeded");
    expect(html).toContain("4:00 PM to 6:00 PM");
    expect(html).toContain("Training moved to 5 pm");
    expect(html).toContain("From next week we start at 5 pm.");
    expect(html).toContain(`/teams/${team.slug}/calendar.ics`);
    expect(html).toContain("+254 712 345 679");
  });

  it("reads in Swahili, the team's name and the words around the names", async () => {
    const team = await teamWithNews();
    const { email } = addFamily([{ name: "Amani Wanjiru", teamId: team.teamId }]);
    const html = withoutScripts(await (await (await signedIn(email)).get("/family?lang=sw")).text());
    expect(html).toContain("Amani Wanjiru: Chini ya Miaka 11");
    expect(html).toContain("Mechi zijazo");
    expect(html).toContain("dhidi ya Kibera Lions");
    expect(html).toContain("Yamefutwa: Pitch being re-seeded");
    expect(html).toContain(`/teams/${team.slug}/calendar.ics?lang=sw`);
  });

  // A team's part of the page is kept between loads until a table it read is written: whatever staff
  // change through their screens and API shows on the very next load, and each family sees only its own.
  it("shows the next load what staff changed: a message, a cancelled session, a postponed match, a coach", async () => {
    const team = await teamWithNews();
    const first = addFamily([{ name: "Imani Mwangaza", teamId: team.teamId }]);
    const second = addFamily([{ name: "Jabari Jirani", teamId: team.teamId }]);
    const coach = await createUser(server, { role: "coach", displayName: `Coach Mpya ${uniqueSuffix()}` });
    const { client: admin } = await logInAs(server, "admin");
    const fixtureId = query<{ id: number }>("SELECT id FROM fixtures WHERE team_id = ?", team.teamId)[0].id;
    // Everything written straight into the database is written before the first load: from here on,
    // only the staff's own requests change anything.
    const family = await signedIn(first.email);
    const neighbours = await signedIn(second.email);
    const page = async (client: Client) => withoutScripts(await (await client.get("/family")).text());
    expect(await page(family)).toContain("Training moved to 5 pm");
    expect(await page(neighbours)).toContain("Training moved to 5 pm");

    expect((await admin.postJson(`/api/squads/teams/${team.teamId}/messages`, { subject: "Kit collection on Friday", message: "At the office." })).status).toBe(201);
    expect(await page(family)).toContain("Kit collection on Friday");

    const nextWeek = nairobiDate(8);
    expect((await admin.postForm(`/admin/squads/${team.teamId}/training`, { intent: "cancel", date: nextWeek, startsAt: "16:00", reason: "Borehole works" })).status).toBe(302);
    expect(await page(family)).toContain("Cancelled: Borehole works");

    expect(await page(family)).not.toContain(">Postponed<");
    const postponed = await admin.request(`/api/fixtures/${fixtureId}`, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ status: "postponed" }) });
    expect(postponed.status).toBe(200);
    expect(await page(family)).toContain(">Postponed<");

    expect((await admin.postForm(`/admin/squads?team=${team.teamId}`, { intent: "assign-coach", teamId: String(team.teamId), userId: String(coach.id) })).status).toBe(302);
    const mine = await family.get("/family");
    // The site's frame is the copy every guardian shares; the family's part is written into it.
    expect(mine.headers.get("x-cache")).toMatch(/^(hit|miss), family$/);
    const html = withoutScripts(await mine.text());
    expect(html).toContain(coach.displayName);
    expect(html).toContain("Imani Mwangaza: Under-11s");
    expect(html).not.toContain("Jabari Jirani");

    const theirs = await page(neighbours);
    for (const change of ["Kit collection on Friday", "Cancelled: Borehole works", ">Postponed<", coach.displayName, "Jabari Jirani: Under-11s"]) expect(theirs).toContain(change);
    expect(theirs).not.toContain("Imani Mwangaza");
  });
});

describe("team news on this phone", () => {
  it("follows the teams of the guardian's own children on a device that proves it holds the subscription, and stops", async () => {
    const team = await teamWithNews();
    const other = await teamWithNews();
    const { email, guardianId } = addFamily([{ name: "Amani Simu", teamId: team.teamId }]);
    addFamily([{ name: "Baraka Simu", teamId: other.teamId }]);
    const subscriber = push.subscriber("ok");
    expect((await new Client(server.url).postJson("/api/push-subscriptions", { endpoint: subscriber.endpoint, p256dh: subscriber.p256dh, auth: subscriber.auth })).status).toBe(201);
    const teamTopics = () =>
      (JSON.parse(query<{ preferences: string }>("SELECT preferences FROM push_subscriptions WHERE endpoint = ?", subscriber.endpoint)[0].preferences) as string[]).filter((topic) =>
        topic.startsWith("team:"),
      );
    const turn = (client: Client, fields: Record<string, string>) => client.postForm("/family", { intent: "team-push", endpoint: subscriber.endpoint, auth: subscriber.auth, follow: "on", ...fields });

    expect((await turn(new Client(server.url), {})).status).toBe(401);
    const family = await signedIn(email);
    expect((await turn(family, { auth: "not-this-phones-secret" })).status).toBe(404);
    expect((await turn(family, { endpoint: "not a push address" })).status).toBe(400);
    expect((await turn(family, { follow: "maybe" })).status).toBe(400);
    expect(teamTopics()).toEqual([]);

    // The teams are the guardian's own children's, whatever the request says.
    expect((await turn(family, { teamId: String(other.teamId) })).status).toBe(200);
    expect(teamTopics()).toEqual([`team:${team.teamId}:${guardianId}`]);
    expect((await turn(family, { follow: "off" })).status).toBe(200);
    expect(teamTopics()).toEqual([]);
  });
});

describe("the guardian's contact details", () => {
  it("saves phone and language at once, after refusing a bad phone with a message and no change", async () => {
    const { email, guardianId } = addFamily([{ name: "Imani Kamau", teamId: null }]);
    const client = await signedIn(email);
    const bad = await client.postForm("/family", { intent: "contact", phone: "call me maybe", language: "sw" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Please enter a valid phone number");
    expect((await client.postForm("/family", { intent: "contact", phone: "0722 111 222", language: "fr" })).status).toBe(400);
    expect(query("SELECT phone, language FROM guardians WHERE id = ?", guardianId)).toEqual([{ phone: "0712 345 678", language: "en" }]);

    const saved = await client.postForm("/family", { intent: "contact", phone: " +254 722 111 222 ", language: "sw" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/family?lang=sw#contact");
    expect(query("SELECT phone, language FROM guardians WHERE id = ?", guardianId)).toEqual([{ phone: "+254 722 111 222", language: "sw" }]);
  });

  it("changes the e-mail only when the link sent to the new address is opened; the old address is told", async () => {
    const { email, guardianId } = addFamily([{ name: "Imani Kamau", teamId: null }]);
    const other = addFamily([]);
    const client = await signedIn(email);

    const taken = await client.postForm("/family", { intent: "email", email: other.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("already used by another parent or guardian");
    expect((await client.postForm("/family", { intent: "email", email: "not an address" })).status).toBe(400);

    const newEmail = `moved-${uniqueSuffix()}@example.com`.toLowerCase();
    const asked = await client.postForm("/family", { intent: "email", email: newEmail });
    expect(asked.status).toBe(302);
    expect(query("SELECT email FROM guardians WHERE id = ?", guardianId)).toEqual([{ email }]);
    expect(await (await client.get("/family")).text()).toContain(`Waiting for you to open the link we sent to ${newEmail}.`);

    const link = await linkInMail(newEmail, /Confirm your new e-mail address/, /https?:\/\/\S+\/family\/email-change\?token=[\w%-]+/);
    const token = link.searchParams.get("token")!;
    // The new address's holder, in any browser: a GET changes nothing.
    const holder = new Client(server.url);
    const page = await holder.get(link.pathname + link.search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(">Confirm</button>");
    expect(query("SELECT email FROM guardians WHERE id = ?", guardianId)).toEqual([{ email }]);

    const confirmed = await holder.postForm("/family/email-change", { token });
    expect(confirmed.status).toBe(302);
    expect(query("SELECT email FROM guardians WHERE id = ?", guardianId)).toEqual([{ email: newEmail }]);
    // That browser is signed in with the new address; the old address is told.
    expect(await (await holder.get("/family")).text()).toContain(`Signed in as ${newEmail}.`);
    await expect.poll(() => mailsTo(email).filter((mail) => /has changed/.test(mail.headers.subject ?? "")).length, { timeout: 30_000 }).toBe(1);

    expect((await new Client(server.url).postForm("/family/email-change", { token })).status).toBe(400);
    expect((await new Client(server.url).get(link.pathname + link.search)).status).toBe(400);

    // The old address given to another family: the phone signed in with it was signed out by the change, and does not become theirs.
    addFamily([{ name: "Zuri Odhiambo", teamId: null }], "en", email);
    const oldPhone = withoutScripts(await (await client.get("/family")).text());
    expect(oldPhone).not.toContain("Zuri Odhiambo");
    expect(oldPhone).toContain("Send me a sign-in link");
  });

  it("staff changing a guardian's address end its sign-ins and unopened links: the old phone does not become the family given that address next", async () => {
    const teamId = query<{ id: number }>("SELECT id FROM teams WHERE slug = 'u-13'")[0].id;
    const first = addFamily([{ name: "Zawadi Achieng", teamId }]);
    const phone = await signedIn(first.email);
    const unopened = linkFor(first.email);
    expect(withoutScripts(await (await phone.get("/family")).text())).toContain("Zawadi Achieng");
    const { client: staff } = await logInAs(server, "staff");
    const moved = `moved-${uniqueSuffix()}@example.com`.toLowerCase();
    const contact = { guardianId: String(first.guardianId), name: "Wanjiru Kamau", email: moved, phone: "0712 345 678", language: "en" };
    expect((await staff.postForm(`/admin/squads?team=${teamId}&contact=${first.guardianId}`, { intent: "update-guardian", ...contact })).status).toBe(302);

    // Another family's child is given a guardian at the old address (a new person, their own name).
    const second = addFamily([{ name: "Otieno Baraka", teamId }]);
    const childId = query<{ player_id: number }>("SELECT player_id FROM player_guardians WHERE guardian_id = ?", second.guardianId)[0].player_id;
    const grace = { playerId: childId, guardianName: "Grace Odhiambo", guardianEmail: first.email, guardianPhone: "0712 345 699", guardianLanguage: "en", relationship: "Aunt" };
    expect((await staff.postJson("/api/squads/guardians", grace)).status).toBe(201);
    const oldPhone = withoutScripts(await (await phone.get("/family")).text());
    expect(oldPhone).not.toContain("Otieno Baraka");
    expect(oldPhone).toContain("Send me a sign-in link");
    expect((await new Client(server.url).postForm("/family/sign-in", { intent: "sign-in", token: unopened })).status).toBe(400);
    // The guardian signs in with the new address and sees their own child; the address's new holder sees theirs.
    expect(withoutScripts(await (await (await signedIn(moved)).get("/family")).text())).toContain("Zawadi Achieng");
    expect(withoutScripts(await (await (await signedIn(first.email)).get("/family")).text())).toContain("Otieno Baraka");
  });
});

describe("a parent's way from registration to the team", () => {
  it("approved into a team, opens the approval mail's link, sees team, next match and training; gets a team message in Swahili; another team's coach cannot see the family", async () => {
    const team = await teamWithNews();
    const email = `mzazi-${uniqueSuffix()}@example.com`.toLowerCase();
    const registrationId = insert(
      `INSERT INTO academy_registrations (player_name, date_of_birth, gender, position, experience, parent_guardian_name, relationship, phone_number,
         email, address, emergency_contact_name, emergency_contact_phone, training_days, goals, terms_agreed, media_consent, language)
       VALUES ('Baraka Mwangi Otieno', '2016-05-04', 'male', 'Forward', 'Beginner', 'Akinyi Otieno', 'Mother', '0712 345 678',
         ?, 'Ngong Road, Nairobi', 'Otieno Ouma', '0722 345 678', '["Tuesday"]', 'Play for fun', 1, 0, 'sw')`,
      email,
    );
    const staff = new Client(server.url);
    const staffUser = await createUser(server, { role: "staff" });
    await staff.logIn(staffUser.username, staffUser.password);
    expect((await staff.request(`/api/academy-registrations/${registrationId}`, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ status: "approved", teamId: team.teamId }) })).status).toBe(200);

    // The approval mail, in the parent's language, carries a link that signs the family in (GET shows a button, POST uses it).
    const link = await linkInMail(email, /./, FAMILY_LINK);
    const parent = new Client(server.url);
    const opened = await parent.get(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(200);
    expect((await parent.postForm("/family/sign-in", { intent: "sign-in", token: link.searchParams.get("token")! })).status).toBe(302);
    const html = withoutScripts(await (await parent.get("/family?lang=en")).text());
    expect(html).toContain("Baraka Mwangi Otieno: Under-11s");
    expect(html).toContain("v Kibera Lions");
    expect(html).toContain("4:00 PM to 6:00 PM");

    // The team's coach writes; the family reads it in Swahili.
    const coach = await createUser(server, { role: "coach" });
    query("INSERT INTO team_coaches (team_id, user_id) VALUES (?, ?) RETURNING team_id", team.teamId, coach.id);
    const coachClient = new Client(server.url);
    await coachClient.logIn(coach.username, coach.password);
    const sent = await coachClient.postJson(`/api/squads/teams/${team.teamId}/messages`, { subject: "Mechi ya Jumamosi", message: "Fikeni saa mbili asubuhi." });
    expect(sent.status).toBe(201);
    await expect.poll(() => mailsTo(email).filter((mail) => /Mechi ya Jumamosi/.test(mail.headers.subject ?? "")).length, { timeout: 30_000 }).toBe(1);
    const message = mailsTo(email).find((mail) => /Mechi ya Jumamosi/.test(mail.headers.subject ?? ""))!;
    expect(message.text).toContain("ana ujumbe kwa familia za wachezaji wa timu ya");
    expect(message.text).toContain("Fikeni saa mbili asubuhi.");

    // A coach of another team: 403 on this team's squad, its families' contacts and its messages.
    const other = await teamWithNews();
    const otherCoach = await createUser(server, { role: "coach" });
    query("INSERT INTO team_coaches (team_id, user_id) VALUES (?, ?) RETURNING team_id", other.teamId, otherCoach.id);
    const stranger = new Client(server.url);
    await stranger.logIn(otherCoach.username, otherCoach.password);
    expect((await stranger.get(`/admin/squads?team=${team.teamId}`)).status).toBe(403);
    expect((await stranger.get(`/admin/squads/export.csv?team=${team.teamId}`)).status).toBe(403);
    expect((await stranger.get(`/api/squads/guardians?team=${team.teamId}`)).status).toBe(403);
    const ownGuardians = await (await stranger.get("/api/squads/guardians")).text();
    expect(ownGuardians).not.toContain(email);
  });

  it("added to a team after the approval, or on paper, the family is e-mailed the family page's link in their language, which opens their page", async () => {
    const team = await teamWithNews();
    const staff = new Client(server.url);
    const staffUser = await createUser(server, { role: "staff" });
    await staff.logIn(staffUser.username, staffUser.password);

    // Approved before teams were chosen (its mail could only point to the sign-in page), then "Add to team".
    const email = `mama-${uniqueSuffix()}@example.com`.toLowerCase();
    const registrationId = insert(
      `INSERT INTO academy_registrations (player_name, date_of_birth, gender, position, experience, parent_guardian_name, relationship, phone_number,
         email, address, emergency_contact_name, emergency_contact_phone, training_days, goals, terms_agreed, media_consent, language, status)
       VALUES ('Neema Wambui Kariuki', '2016-08-14', 'female', 'Midfielder', 'Beginner', 'Wambui Kariuki', 'Mother', '0712 345 679',
         ?, 'Kilimani, Nairobi', 'Kariuki Mwangi', '0722 345 679', '["Saturday"]', 'Make friends', 1, 0, 'sw', 'approved')`,
      email,
    );
    expect((await staff.postForm("/academy-admin", { intent: "add-to-team", id: String(registrationId), teamId: String(team.teamId) })).status).toBe(302);
    const link = await linkInMail(email, /^Neema Wambui Kariuki anajiunga na kikosi cha Chini ya Miaka 11/, FAMILY_LINK);
    expect(mailsTo(email)[0].text).toContain("sasa ni mchezaji wa kikosi cha Chini ya Miaka 11");
    expect(query("SELECT id FROM audit_log WHERE action = 'squad.player.add' AND summary LIKE ? AND summary LIKE '%e-mailed the family page link%'", `%registration ${registrationId};%`)).toHaveLength(1);
    const parent = new Client(server.url);
    expect((await parent.get(`${link.pathname}${link.search}`)).status).toBe(200);
    expect((await parent.postForm("/family/sign-in", { intent: "sign-in", token: link.searchParams.get("token")! })).status).toBe(302);
    expect(withoutScripts(await (await parent.get("/family?lang=en")).text())).toContain("Neema Wambui Kariuki: Under-11s");

    // A child who joined on paper: the guardian staff typed in gets the English mail.
    const paperEmail = `baba-${uniqueSuffix()}@example.com`;
    const added = await staff.postJson("/api/squads/players", {
      playerName: "Jabali Mutua",
      dateOfBirth: "2016-02-10",
      gender: "male",
      position: "Defender",
      mediaConsent: false,
      teamId: team.teamId,
      guardianName: "Mutua Kioko",
      guardianEmail: paperEmail,
      guardianPhone: "0733 123 456",
      guardianLanguage: "en",
      relationship: "Father",
    });
    expect(added.status).toBe(201);
    const paperLink = await linkInMail(paperEmail, /^Jabali Mutua joins the Under-11s: your Rising Stars family page$/, FAMILY_LINK);
    expect(mailsTo(paperEmail)[0].text).toContain("Dear Mutua Kioko,");
    expect((await new Client(server.url).get(`${paperLink.pathname}${paperLink.search}`)).status).toBe(200);
  });

  it("a guardian added to a child on a team, from the screen or the API, is e-mailed the page's link in their language; one who has a page through a sibling too", async () => {
    const teamId = query<{ id: number }>("SELECT id FROM teams WHERE slug = 'u-13'")[0].id;
    const { email: motherEmail, guardianId: motherId } = addFamily([{ name: "Amani Njeri Wambugu", teamId }]);
    const playerId = query<{ player_id: number }>("SELECT player_id FROM player_guardians WHERE guardian_id = ?", motherId)[0].player_id;
    const staff = new Client(server.url);
    const staffUser = await createUser(server, { role: "staff" });
    await staff.logIn(staffUser.username, staffUser.password);
    const mailRows = (address: string) => query<{ n: number }>('SELECT count(*) AS n FROM email_logs WHERE "to" = ?', address)[0].n;

    // From the screen, a new guardian who reads Swahili: the mail and the audit entry, and the link opens the page.
    const fatherEmail = `baba-${uniqueSuffix()}@example.com`.toLowerCase();
    const father = { playerId: String(playerId), guardianName: "Wambugu Kamau", guardianEmail: fatherEmail, guardianPhone: "0712 345 680", guardianLanguage: "sw", relationship: "Father" };
    expect((await staff.postForm(`/admin/squads?team=${teamId}&guardian=${playerId}`, { intent: "add-guardian", ...father })).status).toBe(302);
    const link = await linkInMail(fatherEmail, /^Amani Njeri Wambugu anajiunga na kikosi cha Chini ya Miaka 13/, FAMILY_LINK);
    expect(query("SELECT id FROM audit_log WHERE action = 'squad.guardian.add' AND summary LIKE 'Linked Wambugu Kamau (Father) to % e-mailed the family page link to the guardian'")).toHaveLength(1);
    const parent = new Client(server.url);
    expect((await parent.postForm("/family/sign-in", { intent: "sign-in", token: link.searchParams.get("token")! })).status).toBe(302);
    expect(withoutScripts(await (await parent.get("/family?lang=sw")).text())).toContain("Amani Njeri Wambugu");

    // From the API, a parent who follows a sibling already: mailed in the language stored for them, under their stored name.
    const { email: siblingEmail, guardianId: siblingParentId } = addFamily([{ name: "Baraka Wambugu", teamId }]);
    // Under another name the address is another family's guardian: 409 on the e-mail that names nobody, and no mail.
    const aunt = { playerId, guardianName: "Another Name", guardianEmail: siblingEmail.toUpperCase(), guardianPhone: "0712 345 681", guardianLanguage: "sw", relationship: "Aunt" };
    const stranger = await staff.postJson("/api/squads/guardians", aunt);
    expect(stranger.status).toBe(409);
    const refusal = await stranger.text();
    expect(Object.keys((JSON.parse(refusal) as { errors: object }).errors)).toEqual(["guardianEmail"]);
    expect(refusal).not.toMatch(/wanjiru|kamau/i);
    aunt.guardianName = " wanjiru KAMAU ";
    const added = await staff.postJson("/api/squads/guardians", aunt);
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ playerId, name: "Wanjiru Kamau", mailedTo: [siblingEmail] });
    await linkInMail(siblingEmail, /^Amani Njeri Wambugu joins the Under-13s: your Rising Stars family page$/, FAMILY_LINK);
    expect(mailsTo(siblingEmail)[0].text).toContain("Dear Wanjiru Kamau,");
    expect(query<{ summary: string }>("SELECT summary FROM audit_log WHERE action = 'squad.guardian.add' AND target_id = ?", String(siblingParentId))[0].summary).toMatch(
      /^Linked Wanjiru Kamau \(Aunt\) to .*; e-mailed the family page link to the guardian$/,
    );
    // Linked already (409) and bad input (400): no mail. The child's first guardian was never mailed.
    expect((await staff.postJson("/api/squads/guardians", aunt)).status).toBe(409);
    const refused = await staff.postJson("/api/squads/guardians", { ...aunt, guardianEmail: `new-${uniqueSuffix()}@example.com`, guardianName: "Tab\tName" });
    expect(refused.status).toBe(400);
    expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual(["guardianName"]);
    expect([mailRows(fatherEmail), mailRows(siblingEmail), mailRows(motherEmail)]).toEqual([1, 1, 0]);
  });
});
