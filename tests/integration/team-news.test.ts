// What staff and coaches tell a team's families, over HTTP with real SMTP and a real push service: a
// team message (page and API) reaches each family once, in its language, in one transaction with its row;
// the caps answer clearly; a coach of another team gets 403; a cancelled training session is in the
// team's calendar feed, on the team page, in the families' mail and on their family page in their
// language; "what to bring" is saved with a match; the public team page names an academy child only by
// first name and initial, with consent.
import crypto from "node:crypto";
import type Database from "better-sqlite3";
import { withDatabase } from "../support/sessions";
import { beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { componentsOf, parseIcal, valueOf } from "../support/ical";
import { parseMail } from "../support/mime";
import type { PushEndpoint, Subscriber } from "../support/push-endpoint";
import type { TestSmtpServer } from "../support/smtp";
import { Client, createUser, logInAs, queryDb, startServerForFile, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
let smtp: TestSmtpServer;
let push: PushEndpoint;
startServerForFile({ smtp: true, push: true, env: { PUSH_ENDPOINT_HOSTS: "127.0.0.1", LOG_REQUESTS: "false" } }, (file) => {
  ({ server } = file);
  smtp = file.smtp!;
  push = file.push!;
});

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);

/** Writes straight into the server's database (rows other parts' screens make). */
const write = <T>(work: (db: Database.Database) => T): T => withDatabase(server.dbFile, work);

const suffix = uniqueSuffix();
const nairobiDate = (offsetDays: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(Date.now() + offsetDays * 86_400_000);
const tomorrow = nairobiDate(1);

type Team = { id: number; slug: string };
type Family = { id: number; name: string; email: string; language: "en" | "sw" };

/** A team of our own for this file (the seed's teams may carry families of their own), training every day 17:00–18:30. */
function addTeam(name: string, ageGroup: string): Team {
  return write((db) => {
    const slug = `${ageGroup.toLowerCase()}-${uniqueSuffix()}`;
    const id = Number(db.prepare("INSERT INTO teams (slug, name, age_group, coach, training_venue, sort_order) VALUES (?, ?, ?, NULL, 'Ngong Road Ground', 900)").run(slug, name, ageGroup).lastInsertRowid);
    for (let weekday = 1; weekday <= 7; weekday++) db.prepare("INSERT INTO training_sessions (team_id, weekday, starts_at, ends_at) VALUES (?, ?, '17:00', '18:30')").run(id, weekday);
    return { id, slug };
  });
}

function addGuardian(name: string, language: "en" | "sw"): Family {
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}.${uniqueSuffix()}@example.org`;
  const id = write((db) => Number(db.prepare("INSERT INTO guardians (name, email, phone, language) VALUES (?, ?, '0712345678', ?)").run(name, email, language).lastInsertRowid));
  return { id, name, email, language };
}

function addChild(team: Team, name: string, guardiansOf: Family[], { consent = true, archived = false } = {}) {
  write((db) => {
    const id = Number(
      db
        .prepare(
          "INSERT INTO players (kind, name, position, age, bio, image_url, date_of_birth, gender, media_consent, archived_at) VALUES ('academy', ?, 'Midfielder', 9, '', '', '2017-03-04', 'female', ?, ?)",
        )
        .run(name, consent ? 1 : 0, archived ? new Date().toISOString() : null).lastInsertRowid,
    );
    db.prepare("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)").run(id, team.id);
    for (const guardian of guardiansOf) db.prepare("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')").run(id, guardian.id);
  });
}

const assignCoach = (userId: number, team: Team) => write((db) => db.prepare("INSERT INTO team_coaches (team_id, user_id) VALUES (?, ?)").run(team.id, userId));

let team: Team;
let capsTeam: Team;
let english: Family;
let swahili: Family;
let third: Family;
let leftClub: Family;
let staff: Client;
let coach: Client;
let otherCoach: Client;
let coachName: string;

beforeAll(async () => {
  team = addTeam("Under-10s", "U-10");
  capsTeam = addTeam("Under-8s", "U-8");
  english = addGuardian("Wanjiru Kamau", "en");
  swahili = addGuardian("Otieno Ochieng", "sw");
  third = addGuardian("Chebet Rotich", "en");
  leftClub = addGuardian("Left Club", "en");
  // Wanjiru has two children in the team (one mail), Baraka two guardians.
  addChild(team, `Amani Kariuki${suffix}`, [english]);
  addChild(team, `Baraka Hidden${suffix}`, [english, swahili], { consent: false });
  addChild(team, `Chebet Rotich${suffix}`, [third]);
  addChild(team, `Dalia Archived${suffix}`, [leftClub], { archived: true });
  addChild(capsTeam, `Caps Child${suffix}`, [addGuardian("Caps Parent", "en")]);

  ({ client: staff } = await logInAs(server, "staff"));
  const coachUser = await createUser(server, { role: "coach" });
  coachName = coachUser.displayName;
  assignCoach(coachUser.id, team);
  coach = new Client(server.url);
  await coach.logIn(coachUser.username, coachUser.password);
  const otherCoachUser = await createUser(server, { role: "coach" });
  assignCoach(otherCoachUser.id, capsTeam);
  otherCoach = new Client(server.url);
  await otherCoach.logIn(otherCoachUser.username, otherCoachUser.password);
});

/** The mails received for `family` whose subject matches, parsed. */
const mailsTo = (family: Family, subject: RegExp) =>
  smtp.received
    .filter((mail) => mail.to.includes(family.email))
    .map((mail) => parseMail(mail.raw))
    .filter((mail) => subject.test(mail.headers.subject));

/** A device that follows `team` for `family` (what the family page sets): a public subscription, then the team topic. */
async function deviceFollowing(family: Family, followed: Team): Promise<Subscriber> {
  const subscriber = push.subscriber("ok");
  const created = await new Client(server.url).postJson("/api/push-subscriptions", { endpoint: subscriber.endpoint, p256dh: subscriber.p256dh, auth: subscriber.auth });
  expect(created.status).toBe(201);
  write((db) => db.prepare("UPDATE push_subscriptions SET preferences = json_insert(preferences, '$[#]', ?) WHERE endpoint = ?").run(`team:${followed.id}:${family.id}`, subscriber.endpoint));
  return subscriber;
}
const pushesTo = (subscriber: Subscriber) => push.received.filter((message) => subscriber.endpoint.endsWith(message.path));

/** A client signed in as `family` on the family page, with a link made straight in the database (family.test.ts tests the flow). */
async function signedIn(family: Family): Promise<Client> {
  const token = crypto.randomBytes(32).toString("base64url");
  const hash = crypto.createHash("sha256").update(token).digest("hex");
  write((db) => db.prepare("INSERT INTO sign_in_links (email, token_hash, expires_at) VALUES (?, ?, ?)").run(family.email, hash, new Date(Date.now() + 600_000).toISOString()));
  const client = new Client(server.url);
  expect((await client.postForm("/family/sign-in", { intent: "sign-in", token })).status).toBe(302);
  return client;
}
const pageText = async (client: Client, path: string) => withoutScripts(await (await client.get(path)).text());

const messagesOf = (teamId: number) => query<{ n: number }>("SELECT count(*) AS n FROM team_messages WHERE team_id = ?", teamId)[0].n;
const messagePage = (id: number) => `/admin/squads/${id}/messages`;
const trainingPage = (id: number) => `/admin/squads/${id}/training`;

describe("a team message", () => {
  it("is one row and one e-mail per family, each in the family's language, pushed to a following phone and audited", async () => {
    const swahiliPhone = await deviceFollowing(swahili, team);
    const strangerPhone = await deviceFollowing(leftClub, team);
    const subject = `Boots for Saturday ${suffix}`;
    const sent = await coach.postForm(messagePage(team.id), { subject, message: "Please bring boots and a water bottle.\nWe meet at 8." });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`${messagePage(team.id)}#sent-messages`);

    expect(query("SELECT subject, recipients, author_name AS author FROM team_messages WHERE team_id = ?", team.id)).toEqual([{ subject, recipients: 3, author: coachName }]);
    // Queued with the row: three mails (Wanjiru once for her two children), none for the family whose child left.
    expect(query<{ to: string }>("SELECT \"to\" FROM email_logs WHERE subject LIKE ? ORDER BY \"to\"", `%${subject}`).map((row) => row.to)).toEqual(
      [english.email, swahili.email, third.email].sort(),
    );
    await expect.poll(() => [english, swahili, third].map((family) => mailsTo(family, new RegExp(subject)).length), { timeout: 15_000 }).toEqual([1, 1, 1]);
    const inEnglish = mailsTo(english, new RegExp(subject))[0];
    expect(inEnglish.headers.subject).toBe(`Under-10s: ${subject}`);
    expect(inEnglish.text).toContain(`Dear ${english.name},`);
    expect(inEnglish.text).toContain(`${coachName} has a message for the families of the Under-10s:`);
    expect(inEnglish.text).toContain("Please bring boots and a water bottle.\nWe meet at 8.");
    const inSwahili = mailsTo(swahili, new RegExp(subject))[0];
    expect(inSwahili.headers.subject).toBe(`Chini ya Miaka 10: ${subject}`);
    expect(inSwahili.text).toContain(`Mpendwa ${swahili.name},`);
    expect(inSwahili.text).toContain("/family?lang=sw");
    expect(inSwahili.text).not.toContain("Dear ");
    expect(smtp.received.some((mail) => mail.to.includes(leftClub.email))).toBe(false);

    await expect.poll(() => pushesTo(swahiliPhone).length, { timeout: 15_000 }).toBe(1);
    expect(pushesTo(swahiliPhone)[0].payload).toMatchObject({ title: `Chini ya Miaka 10: ${subject}`, data: { url: "/family?lang=sw" } });
    expect(pushesTo(strangerPhone)).toEqual([]);
    expect(query("SELECT action, username FROM audit_log WHERE action = 'squad.message' AND summary LIKE ?", `%${subject}%`)).toHaveLength(1);

    const page = withoutScripts(await (await coach.get(messagePage(team.id))).text());
    expect(page).toContain(subject);
    expect(page).toContain("3 families");
  });

  it("goes through the API with the same rules: 201, bad input 400 and 415 with nothing written", async () => {
    const before = messagesOf(team.id);
    const created = await staff.postJson(`/api/squads/teams/${team.id}/messages`, { subject: `API notice ${suffix}`, message: "Kit collection on Friday." });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ subject: `API notice ${suffix}`, recipients: 3, families: 3 });
    const listed = (await (await coach.get(`/api/squads/teams/${team.id}/messages`)).json()) as { subject: string }[];
    expect(listed[0].subject).toBe(`API notice ${suffix}`);

    const bad: [string, unknown][] = [
      ["no subject", { message: "x" }],
      ["blank message", { subject: "Hello", message: "   " }],
      ["a line break in the subject", { subject: "Hello\nBcc: x@example.com", message: "x" }],
      ["a control character", { subject: "Hello", message: "bell\u0007" }],
      ["too long", { subject: "x".repeat(121), message: "x" }],
    ];
    for (const [label, body] of bad) {
      const response = await staff.postJson(`/api/squads/teams/${team.id}/messages`, body);
      expect(response.status, label).toBe(400);
      expect((await response.json()).message, label).toBe("Please check the message");
    }
    expect((await staff.postForm(`/api/squads/teams/${team.id}/messages`, { subject: "x", message: "y" })).status).toBe(415);
    expect((await staff.postJson("/api/squads/teams/99999999/messages", { subject: "x", message: "y" })).status).toBe(404);
    const refused = await staff.postForm(messagePage(team.id), { subject: "", message: "" });
    expect(refused.status).toBe(400);
    expect(withoutScripts(await refused.text())).toContain("Subject is required");
    expect(messagesOf(team.id)).toBe(before + 1);
  });

  it("is capped per team a day and per sender an hour, with the reason and nothing written", async () => {
    for (let n = 1; n <= 6; n++) expect((await staff.postJson(`/api/squads/teams/${capsTeam.id}/messages`, { subject: `Cap ${n}`, message: "x" })).status, `message ${n}`).toBe(201);
    const mailsBefore = query<{ n: number }>("SELECT count(*) AS n FROM email_logs")[0].n;
    const over = await staff.postJson(`/api/squads/teams/${capsTeam.id}/messages`, { subject: "Cap 7", message: "x" });
    expect(over.status).toBe(429);
    expect((await over.json()).message).toMatch(/^This team's families have had 6 messages in the last 24 hours, .* The next one can go at .* For anything urgent, phone the families\.$/);
    const onPage = await otherCoach.postForm(messagePage(capsTeam.id), { subject: "Cap 7", message: "x" });
    expect(onPage.status).toBe(429);
    expect(withoutScripts(await onPage.text())).toContain("6 messages in the last 24 hours");
    expect(messagesOf(capsTeam.id)).toBe(6);
    expect(query<{ n: number }>("SELECT count(*) AS n FROM email_logs")[0].n).toBe(mailsBefore);

    // Twenty messages from one sender in the last hour, to another team: the next one, to any team, waits.
    const { client: busy, user } = await logInAs(server, "staff");
    const elsewhere = addTeam("Under-12s", "U-12");
    write((db) => {
      const insert = db.prepare("INSERT INTO team_messages (team_id, author_user_id, author_name, subject, body, recipients) VALUES (?, ?, 'Busy', 'Earlier', 'x', 1)");
      for (let n = 0; n < 20; n++) insert.run(elsewhere.id, user.id);
    });
    const hourly = await busy.postJson(`/api/squads/teams/${team.id}/messages`, { subject: "One more", message: "x" });
    expect(hourly.status).toBe(429);
    expect((await hourly.json()).message).toContain("You have sent 20 team messages in the last hour");
  });
});

describe("a coach", () => {
  it("opens and writes to their own team only: 403 on another team's screens and API", async () => {
    expect((await coach.get(messagePage(team.id))).status).toBe(200);
    expect((await coach.get(trainingPage(team.id))).status).toBe(200);
    const before = messagesOf(capsTeam.id);
    for (const url of [messagePage(capsTeam.id), trainingPage(capsTeam.id)]) {
      expect((await coach.get(url)).status, url).toBe(403);
      expect((await coach.postForm(url, { subject: "Not yours", message: "x", intent: "cancel", date: tomorrow, startsAt: "17:00", reason: "x" })).status, url).toBe(403);
    }
    const api = await coach.get(`/api/squads/teams/${capsTeam.id}/messages`);
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ message: "You can only see the squads and families of the teams you coach." });
    expect((await coach.postJson(`/api/squads/teams/${capsTeam.id}/messages`, { subject: "Not yours", message: "x" })).status).toBe(403);
    expect(messagesOf(capsTeam.id)).toBe(before);
    expect((await new Client(server.url).get(`/api/squads/teams/${team.id}/messages`)).status).toBe(401);
  });
});

describe("a cancelled training session", () => {
  const feedEvent = async (uidStart: string) => {
    const events = componentsOf(parseIcal(await (await new Client(server.url).get(`/teams/${team.slug}/calendar.ics`)).text()), "VEVENT");
    return events.find((event) => valueOf(event, "UID")?.startsWith(uidStart));
  };
  const uid = () => `training-${team.id}-${tomorrow.replaceAll("-", "")}-1700@`;
  const cancellations = () => query("SELECT date, starts_at AS startsAt, reason FROM training_cancellations WHERE team_id = ?", team.id);

  it("is refused without a reason or for a session the team does not have, writing nothing", async () => {
    const noReason = await coach.postForm(`${trainingPage(team.id)}?cancel=${tomorrow}T17:00`, { intent: "cancel", date: tomorrow, startsAt: "17:00", reason: " " });
    expect(noReason.status).toBe(400);
    expect(withoutScripts(await noReason.text())).toContain("Tell the families why the session is cancelled");
    const noSession = await coach.postForm(trainingPage(team.id), { intent: "cancel", date: tomorrow, startsAt: "06:00", reason: "Rain" });
    expect(noSession.status).toBe(404);
    expect(withoutScripts(await noSession.text())).toContain("This team has no training session at that time on that date");
    expect((await coach.postForm(trainingPage(team.id), { intent: "cancel", date: "2026-02-30", startsAt: "17:00", reason: "Rain" })).status).toBe(400);
    expect(cancellations()).toEqual([]);
  });

  it("shows cancelled in the team's feed and on the team page, and the families are told in their language; undone, it is on again", async () => {
    const before = await feedEvent(uid());
    expect(valueOf(before!, "STATUS")).toBe("CONFIRMED");
    expect(valueOf(before!, "SUMMARY")).toBe("Under-10s training");
    expect(before!.properties.find((p) => p.name === "DTSTART")).toMatchObject({ params: { TZID: "Africa/Nairobi" }, value: `${tomorrow.replaceAll("-", "")}T170000` });

    const reason = `Pitch being re-seeded; sorry, families ${suffix}`;
    const cancelled = await coach.postForm(`${trainingPage(team.id)}?cancel=${tomorrow}T17:00`, { intent: "cancel", date: tomorrow, startsAt: "17:00", reason });
    expect(cancelled.status).toBe(302);
    expect(cancellations()).toEqual([{ date: tomorrow, startsAt: "17:00", reason }]);

    const event = await feedEvent(uid());
    expect(valueOf(event!, "STATUS")).toBe("CANCELLED");
    expect(valueOf(event!, "SUMMARY")).toBe("Cancelled: Under-10s training");
    expect(valueOf(event!, "DESCRIPTION")).toContain(`Cancelled: ${reason}`);
    expect(Number(valueOf(event!, "SEQUENCE"))).toBe(1);
    // The day after stays on.
    expect(valueOf((await feedEvent(`training-${team.id}-${nairobiDate(2).replaceAll("-", "")}-1700@`))!, "STATUS")).toBe("CONFIRMED");

    const page = withoutScripts(await (await new Client(server.url).get(`/teams/${team.slug}`)).text());
    expect(page).toContain("Cancelled sessions");
    expect(page).toContain(`Cancelled: ${reason}`);
    const swahiliPage = withoutScripts(await (await new Client(server.url).get(`/teams/${team.slug}?lang=sw`)).text());
    expect(swahiliPage).toContain("Vipindi vilivyofutwa");

    await expect.poll(() => [english, swahili, third].map((family) => mailsTo(family, /Training cancelled|Mazoezi yamefutwa/).length), { timeout: 15_000 }).toEqual([1, 1, 1]);
    expect(mailsTo(english, /Training cancelled/)[0].text).toContain(`The reason: ${reason}`);
    const swahiliMail = mailsTo(swahili, /Mazoezi yamefutwa/)[0];
    expect(swahiliMail.headers.subject).toMatch(/^Chini ya Miaka 10: Mazoezi yamefutwa: /);
    expect(swahiliMail.text).toContain("saa 11:00 jioni (17:00)");
    expect(swahiliMail.text).toContain(`Sababu: ${reason}`);
    expect(query("SELECT id FROM audit_log WHERE action = 'squad.training-cancel' AND target_id = ?", `${team.id}:${tomorrow}:17:00`)).toHaveLength(1);

    // On the family page the notice reads in the reader's language; the row keeps the English for the staff's list.
    const [englishReader, swahiliReader] = await Promise.all([signedIn(english), signedIn(swahili)]);
    const [inEnglish, inSwahili] = await Promise.all([pageText(englishReader, "/family"), pageText(swahiliReader, "/family?lang=sw")]);
    expect(inEnglish).toContain(`The reason: ${reason}`);
    expect(inEnglish).not.toContain("Mazoezi yamefutwa");
    expect(inSwahili).toContain("Mazoezi yamefutwa: ");
    expect(inSwahili).toContain(`Sababu: ${reason}`);
    expect(inSwahili).not.toContain("Training cancelled");
    const [stored] = query<{ subject: string; notice: string }>("SELECT subject, notice FROM team_messages WHERE team_id = ? ORDER BY id DESC LIMIT 1", team.id);
    expect(stored.subject).toMatch(/^Training cancelled: /);
    expect(JSON.parse(stored.notice)).toMatchObject({ kind: "cancelled", date: tomorrow, startsAt: "17:00", endsAt: "18:30", reason });

    expect((await coach.postForm(trainingPage(team.id), { intent: "cancel", date: tomorrow, startsAt: "17:00", reason: "Again" })).status).toBe(409);

    const undone = await coach.postForm(trainingPage(team.id), { intent: "reinstate", date: tomorrow, startsAt: "17:00" });
    expect(undone.status).toBe(302);
    expect(cancellations()).toEqual([]);
    const again = await feedEvent(uid());
    expect(valueOf(again!, "STATUS")).toBe("CONFIRMED");
    expect(Number(valueOf(again!, "SEQUENCE"))).toBe(2);
    await expect.poll(() => mailsTo(english, /Training is on again/).length, { timeout: 15_000 }).toBe(1);
    expect(await pageText(swahiliReader, "/family?lang=sw")).toContain("Mazoezi yatafanyika: ");
    expect(withoutScripts(await (await new Client(server.url).get(`/teams/${team.slug}`)).text())).not.toContain("Cancelled sessions");
  });
});

describe("what to bring", () => {
  it("is saved with a match from its editor, shown there again, and never in the public API", async () => {
    const [match] = query<{ id: number; team_id: number; competition_id: number; opponent: string; home_or_away: string; venue: string; kickoff_at: string }>(
      "SELECT * FROM fixtures WHERE status = 'scheduled' ORDER BY kickoff_at DESC LIMIT 1",
    );
    const local = new Date(Date.parse(match.kickoff_at) + 3 * 3600_000).toISOString();
    const fields = {
      intent: "save",
      id: String(match.id),
      teamId: String(match.team_id),
      competitionId: String(match.competition_id),
      opponent: match.opponent,
      homeOrAway: match.home_or_away,
      venue: match.venue,
      date: local.slice(0, 10),
      time: local.slice(11, 16),
    };
    const note = `Packed lunch and KES 100 bus fare ${suffix}`;
    expect((await staff.postForm("/admin/fixtures", { ...fields, whatToBring: note })).status).toBe(302);
    expect(query("SELECT what_to_bring AS note FROM fixture_notes WHERE fixture_id = ?", match.id)).toEqual([{ note }]);
    expect(await (await staff.get(`/admin/fixtures?edit=${match.id}`)).text()).toContain(note);
    expect(await (await new Client(server.url).get(`/api/fixtures/${match.id}`)).text()).not.toContain(suffix);
    expect(await (await new Client(server.url).get(`/fixtures/${match.id}`)).text()).not.toContain(suffix);
    const tooLong = await staff.postForm("/admin/fixtures", { ...fields, whatToBring: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(query("SELECT what_to_bring AS note FROM fixture_notes WHERE fixture_id = ?", match.id)).toEqual([{ note }]);
    expect((await staff.postForm("/admin/fixtures", { ...fields, whatToBring: "" })).status).toBe(302);
    expect(query("SELECT fixture_id FROM fixture_notes WHERE fixture_id = ?", match.id)).toEqual([]);
  });
});

describe("the public team page", () => {
  it("names a consenting academy child by first name and initial, nothing of the others, and the assigned coach", async () => {
    const page = withoutScripts(await (await new Client(server.url).get(`/teams/${team.slug}`)).text());
    expect(page).toContain(`Amani K.`);
    expect(page).not.toContain(`Amani Kariuki${suffix}`);
    expect(page).toContain("Chebet R.");
    expect(page).not.toContain("Baraka");
    expect(page).not.toContain("Dalia");
    expect(page).toContain(`Coach: ${coachName}`);
    for (const api of ["/api/teams", "/api/players"]) {
      const text = await (await new Client(server.url).get(api)).text();
      expect(text, api).not.toContain(suffix);
      expect(text, api).not.toContain("Amani K.");
    }
    const teams = (await (await new Client(server.url).get("/api/teams")).json()) as { id: number; coach: string | null }[];
    expect(teams.find((t) => t.id === team.id)?.coach).toBe(coachName);
  });

  it("links a coach who is one of the club's coaching staff to their card, which lists the teams they coach", async () => {
    const u9 = withoutScripts(await (await new Client(server.url).get("/teams/u-9")).text());
    const teamPageLink = /<a href="\/#(coach-[a-z-]+)"[^>]*>Coach: ([^<]+)<\/a>/.exec(u9);
    expect(teamPageLink).not.toBeNull();
    const home = withoutScripts(await (await new Client(server.url).get("/")).text());
    const card = new RegExp(`<li id="${teamPageLink![1]}"[\\s\\S]*?</li>`).exec(home)?.[0] ?? "";
    expect(card).toContain(teamPageLink![2]);
    expect(card).toMatch(/Coach of[\s\S]*href="\/teams\/u-9"/);
  });
});
