// The treasurer's view (ADR 0029, part D) over HTTP: coaches and plain staff get 403 on every fees screen,
// post and export, anonymous visitors are sent to sign in; the overview's figures for a known set of
// invoices and payments (collected by channel, outstanding by team and age group, the family in arrears);
// an unmatched payment assigned from the phone suggestion settles the invoice, Undo reopens it, "not a fee"
// takes it off the list (a second time 409); cash with a used receipt number 409, bad input 400 with no
// row; the CSV exports formula-safe and audited; the scheduler reminds an overdue invoice once per step
// (the latest due) in the guardian's language, and a later run sends nothing more; the one-click
// reminder mails the guardian once, then 429. FEES_REMINDER_DAYS=off and the steps' dates are in
// tests/unit/fees-treasurer.test.ts.
import type Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { withDatabase } from "../support/sessions";
import { Client, createUser, logInAs, postNativeForm, queryDb, startServerForFile, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
// The scheduler's steps as by default (3, 14, 30 days), looked for every second.
startServerForFile({ env: { LOG_REQUESTS: "false", FEES_REMINDER_CHECK_SECONDS: "1" } }, (file) => {
  ({ server } = file);
});

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);
const write = <T>(work: (db: Database.Database) => T): T => withDatabase(server.dbFile, work);
const suffix = uniqueSuffix();
/** A page's text as read: no scripts, and without the markers React puts between adjacent text nodes. */
const pageOf = async (response: Response) => withoutScripts(await response.text()).replaceAll("<!-- -->", "");

function addTeam(name: string, ageGroup: string): number {
  return write((db) => Number(db.prepare("INSERT INTO teams (slug, name, age_group, training_venue, sort_order) VALUES (?, ?, ?, 'Ngong Road Ground', 900)").run(`fees-${uniqueSuffix()}`, name, ageGroup).lastInsertRowid));
}

/** A child on `team` with one guardian (phone `phone`); returns the child's and the guardian's ids. */
function addChild(team: number, name: string, guardianName: string, phone: string, language: "en" | "sw" = "en"): { player: number; email: string } {
  return write((db) => {
    const player = Number(db.prepare("INSERT INTO players (kind, name, position, age, bio, image_url) VALUES ('academy', ?, 'Midfielder', 11, '', '')").run(name).lastInsertRowid);
    db.prepare("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)").run(player, team);
    const email = `fees.${uniqueSuffix()}@example.org`;
    const guardian = Number(db.prepare("INSERT INTO guardians (name, email, phone, language) VALUES (?, ?, ?, ?)").run(guardianName, email, phone, language).lastInsertRowid);
    db.prepare("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')").run(player, guardian);
    return { player, email };
  });
}

const addInvoice = (player: number, period: string, amount: number, dueDate: string) =>
  write((db) => Number(db.prepare("INSERT INTO fee_invoices (player_id, period, plan_amount, amount, due_date) VALUES (?, ?, ?, ?, ?)").run(player, period, amount, amount, dueDate).lastInsertRowid));

/** A payment already matched and allocated to `invoice` (as the ledger would have it). */
function addPaid(player: number, invoice: number, channel: "stk" | "paybill" | "cash", amount: number, paidAt: string) {
  write((db) => {
    const payment = Number(
      db
        .prepare("INSERT INTO fee_payments (channel, amount, receipt, paid_at, player_id, status, matched_by, source) VALUES (?, ?, ?, ?, ?, 'matched', 'account', 'callback')")
        .run(channel, amount, `R${uniqueSuffix().toUpperCase()}`.slice(0, 12), paidAt, player).lastInsertRowid,
    );
    db.prepare("INSERT INTO fee_allocations (fee_payment_id, invoice_id, amount) VALUES (?, ?, ?)").run(payment, invoice, amount);
  });
}

const addUnmatched = (amount: number, payerPhone: string, payerName: string, accountTyped: string) =>
  write((db) =>
    Number(
      db
        .prepare("INSERT INTO fee_payments (channel, amount, receipt, paid_at, payer_phone, payer_name, account_typed, status, source) VALUES ('paybill', ?, ?, ?, ?, ?, ?, 'unmatched', 'callback')")
        .run(amount, `U${uniqueSuffix().toUpperCase()}`.slice(0, 12), "2025-02-10T07:00:00.000Z", payerPhone, payerName, accountTyped).lastInsertRowid,
    ),
  );

/** The day `days` before today in Nairobi (YYYY-MM-DD). */
const daysAgo = (days: number) => new Date(Date.now() + 3 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

/** A phone number for a guardian of this file (0711 and six random digits). */
const uniquePhone = () => `0711${String(Math.floor(100_000 + Math.random() * 899_999))}`;

let treasurer: Client;
let coach: Client;
let staff: Client;
let admin: Client;

beforeAll(async () => {
  ({ client: treasurer } = await logInAs(server, "treasurer"));
  ({ client: coach } = await logInAs(server, "coach"));
  ({ client: staff } = await logInAs(server, "staff"));
  ({ client: admin } = await logInAs(server, "admin"));
});

const SCREENS = ["/admin/fees", "/admin/fees/unmatched", "/admin/fees/cash", "/admin/fees/invoices.csv?period=2025-02", "/admin/fees/payments.csv?month=2025-02"];

describe("the treasurer's view", () => {
  it("is for admins and the treasurer only: coaches and staff 403 on every screen, post and export, anonymous visitors sent to sign in", async () => {
    for (const path of SCREENS) {
      expect((await treasurer.get(path)).status, path).toBe(200);
      expect((await admin.get(path)).status, path).toBe(200);
      expect((await coach.get(path)).status, path).toBe(403);
      expect((await staff.get(path)).status, path).toBe(403);
      const anonymous = await new Client(server.url).get(path);
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/admin-login\?/);
    }
    for (const [path, intent] of [
      ["/admin/fees", "remind"],
      ["/admin/fees/unmatched", "not-fee"],
      ["/admin/fees/cash", ""],
    ]) {
      expect((await coach.postForm(path, { intent, playerId: "1", paymentId: "1" })).status, path).toBe(403);
      expect((await staff.postForm(path, { intent, playerId: "1", paymentId: "1" })).status, path).toBe(403);
    }
    // The section is in the treasurer's admin navigation and not in the coach's or staff's.
    expect(await (await treasurer.get("/admin-dashboard")).text()).toContain('href="/admin/fees"');
    expect(await (await staff.get("/admin-dashboard")).text()).not.toContain('href="/admin/fees"');
    // A bad period or month is a 400, never a file.
    expect((await treasurer.get("/admin/fees/invoices.csv?period=2025-13")).status).toBe(400);
    expect((await treasurer.get("/admin/fees/payments.csv")).status).toBe(400);
  });

  it("shows a month's collections by channel, what is outstanding by team and age group, and the families in arrears", async () => {
    const team = addTeam(`Fees Under-12s ${suffix}`, `U-12 ${suffix}`);
    const amani = addChild(team, `Amani Overview ${suffix}`, `Grace Overview ${suffix}`, uniquePhone());
    const baraka = addChild(team, `Baraka Overview ${suffix}`, `Peter Overview ${suffix}`, uniquePhone());
    const paidInvoice = addInvoice(amani.player, "2024-08", 3000, "2024-08-05");
    const partInvoice = addInvoice(baraka.player, "2024-08", 3000, "2024-08-05");
    addInvoice(baraka.player, "2099-01", 3000, "2099-01-05");
    addPaid(amani.player, paidInvoice, "stk", 1000, "2024-08-03T09:00:00.000Z");
    addPaid(amani.player, paidInvoice, "paybill", 2000, "2024-08-31T20:59:00.000Z");
    addPaid(baraka.player, partInvoice, "cash", 500, "2024-08-10T09:00:00.000Z");
    write((db) => db.prepare("UPDATE fee_invoices SET settled_at = ? WHERE id = ?").run("2024-08-31T21:00:00.000Z", paidInvoice));
    // 1 September 00:30 in Nairobi is September's, not August's.
    addPaid(baraka.player, partInvoice, "cash", 100, "2024-08-31T21:30:00.000Z");

    const page = await pageOf(await treasurer.get("/admin/fees?month=2024-08"));
    expect(page).toContain("August 2024");
    // No other test writes payments of August 2024.
    expect(page).toMatch(/Collected<\/p><p[^>]*>KES 3,500</);
    expect(page).toMatch(/M-Pesa STK push<\/p><p[^>]*>KES 1,000</);
    expect(page).toMatch(/M-Pesa Paybill<\/p><p[^>]*>KES 2,000</);
    expect(page).toMatch(/Cash<\/p><p[^>]*>KES 500</);
    // The team's row: Baraka owes 2,400 of August (overdue) and 3,000 not yet due.
    expect(page).toMatch(new RegExp(`Fees Under-12s ${suffix}</td><td[^>]*>2</td><td[^>]*>KES 5,400</td><td[^>]*>KES 2,400</td>`));
    expect(page).toMatch(new RegExp(`U-12 ${suffix}</td><td[^>]*>2</td><td[^>]*>KES 5,400</td><td[^>]*>KES 2,400</td>`));
    const family = page.slice(page.indexOf(`id="family-${baraka.player}"`));
    expect(family).toContain(`Baraka Overview ${suffix}`);
    expect(family).toContain("KES 2,400");
    expect(family).toContain(`Guardians: Peter Overview ${suffix}`);
    expect(family).toMatch(/Due since 5 August 2024 · \d+ days overdue/);
    expect(family).toContain(`href="/admin/fees/families/${baraka.player}/statement"`);
    expect(page).not.toContain(`id="family-${amani.player}"`);
  });

  it("assigns an unmatched payment from the phone suggestion, undoes it (the invoice reopens) and sets another aside as not a fee", async () => {
    const team = addTeam(`Fees Under-10s ${suffix}`, "U-10");
    // 0798…: no other guardian of the test database has a number that starts so.
    const phone = `0798${uniquePhone().slice(-6)}`;
    const { player } = addChild(team, `Chebet Suggested ${suffix}`, `Mary Suggested ${suffix}`, phone);
    const invoice = addInvoice(player, "2025-02", 2500, "2025-02-05");
    const masked = `2547${"*".repeat(5)}${phone.slice(-3)}`;
    const payment = addUnmatched(2500, `${phone.replace(/^0/, "254").slice(0, 6)}***${phone.slice(-3)}`, "MARY S", "RS12");
    const other = addUnmatched(700, masked, "SOMEONE", "SHOP");

    const list = await pageOf(await treasurer.get("/admin/fees/unmatched"));
    const card = list.slice(list.indexOf(`id="payment-${payment}"`), list.indexOf("</li>", list.indexOf(`id="payment-${payment}"`)));
    expect(card).toContain(`Assign to the family of Chebet Suggested ${suffix}`);
    expect(card).toContain("RS12");
    expect(card).toContain("MARY S");

    const assigned = await postNativeForm(server.url, "/admin/fees/unmatched", { intent: "assign", paymentId: String(payment), playerId: String(player) }, { Cookie: cookieOf(treasurer) });
    expect(assigned.status).toBe(302);
    expect(query<{ settled_at: string | null }>("SELECT settled_at FROM fee_invoices WHERE id = ?", invoice)[0].settled_at).not.toBeNull();
    expect(query("SELECT 1 FROM audit_log WHERE action = 'fee.assign' AND target_id = ?", String(payment))).toHaveLength(1);
    // Assigned once: a second assignment is a 409, shown next to it.
    const again = await treasurer.postForm("/admin/fees/unmatched", { intent: "assign", paymentId: String(payment), playerId: String(player) });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("no longer waiting to be matched");
    expect((await treasurer.postForm("/admin/fees/unmatched", { intent: "not-fee", paymentId: "99999999" })).status).toBe(404);
    expect((await treasurer.postForm("/admin/fees/unmatched", { intent: "assign", paymentId: String(other), playerId: "99999999" })).status).toBe(404);

    const recent = await pageOf(await treasurer.get("/admin/fees/unmatched"));
    expect(recent).toContain(`assigned to the family of Chebet Suggested ${suffix}`);
    expect((await treasurer.postForm("/admin/fees/unmatched", { intent: "undo", paymentId: String(payment) })).status).toBe(302);
    expect(query<{ settled_at: string | null }>("SELECT settled_at FROM fee_invoices WHERE id = ?", invoice)[0].settled_at).toBeNull();
    expect(query<{ status: string }>("SELECT status FROM fee_payments WHERE id = ?", payment)[0].status).toBe("unmatched");
    expect(query("SELECT 1 FROM fee_allocations WHERE invoice_id = ?", invoice)).toHaveLength(0);

    expect((await treasurer.postForm("/admin/fees/unmatched", { intent: "not-fee", paymentId: String(other) })).status).toBe(302);
    expect(query<{ status: string }>("SELECT status FROM fee_payments WHERE id = ?", other)[0].status).toBe("not-fee");
    expect((await treasurer.postForm("/admin/fees/unmatched", { intent: "not-fee", paymentId: String(other) })).status).toBe(409);
    expect((await treasurer.postForm("/admin/fees/unmatched", { intent: "assign", paymentId: "abc", playerId: "" })).status).toBe(400);
  });

  it("searches a child by name to assign a payment to any family (URL state)", async () => {
    const team = addTeam(`Fees Under-8s ${suffix}`, "U-8");
    const { player } = addChild(team, `Zawadi Searched ${suffix}`, `Ann Searched ${suffix}`, uniquePhone());
    const payment = addUnmatched(1200, "", "CASH DEPOSIT", "");
    const page = await pageOf(await treasurer.get(`/admin/fees/unmatched?assign=${payment}&q=${encodeURIComponent(`Zawadi Searched ${suffix}`)}`));
    expect(page).toContain(`Assign ${query<{ receipt: string }>("SELECT receipt FROM fee_payments WHERE id = ?", payment)[0].receipt}`);
    expect(page).toMatch(new RegExp(`name="playerId" value="${player}"`));
  });

  it("records a cash payment once per receipt book number: 409 when used, 400 with no row for bad input", async () => {
    const team = addTeam(`Fees Under-14s ${suffix}`, "U-14");
    const { player } = addChild(team, `Juma Cash ${suffix}`, `Esther Cash ${suffix}`, uniquePhone());
    const invoice = addInvoice(player, "2025-02", 2000, "2025-02-05");
    const receipt = `BK-${uniqueSuffix()}`.slice(0, 20).toUpperCase();
    const count = () => query("SELECT 1 FROM fee_payments WHERE channel = 'cash' AND player_id = ?", player).length;

    for (const bad of [
      { amount: "abc", paidOn: "2025-02-10" },
      { amount: "0", paidOn: "2025-02-10" },
      { amount: "2000.5", paidOn: "2025-02-10" },
      { amount: "2000", paidOn: "2999-01-01" },
      { amount: "2000", paidOn: "2025-02-30" },
    ]) {
      const refused = await treasurer.postForm(`/admin/fees/cash?player=${player}`, { playerId: String(player), receipt, ...bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await treasurer.postForm("/admin/fees/cash", { playerId: String(player), receipt: "=1+1", amount: "100", paidOn: "2025-02-10" })).status).toBe(400);
    expect((await treasurer.postForm("/admin/fees/cash", { playerId: "99999999", receipt, amount: "100", paidOn: "2025-02-10" })).status).toBe(404);
    expect(count()).toBe(0);

    const recorded = await treasurer.postForm(`/admin/fees/cash?player=${player}`, { playerId: String(player), receipt, amount: "2000", paidOn: "2025-02-10" });
    expect(recorded.status).toBe(302);
    expect(count()).toBe(1);
    expect(query<{ settled_at: string | null }>("SELECT settled_at FROM fee_invoices WHERE id = ?", invoice)[0].settled_at).not.toBeNull();
    expect(query("SELECT 1 FROM audit_log WHERE action = 'fee.cash'")).not.toHaveLength(0);

    const used = await treasurer.postForm(`/admin/fees/cash?player=${player}`, { playerId: String(player), receipt: receipt.toLowerCase(), amount: "500", paidOn: "2025-02-11" });
    expect(used.status).toBe(409);
    expect(await used.text()).toContain("already recorded");
    expect(count()).toBe(1);
  });

  it("exports a period's invoices and a month's payments as formula-safe CSV, audited", async () => {
    const team = addTeam(`Fees Under-16s ${suffix}`, "U-16");
    const { player } = addChild(team, `=HYPERLINK("http://evil.example") ${suffix}`, `Formula ${suffix}`, uniquePhone());
    const invoice = addInvoice(player, "2025-T1", 6000, "2025-01-10");
    addPaid(player, invoice, "paybill", 1500, "2025-01-11T09:00:00.000Z");
    addUnmatched(300, "254700000000", "@SUM(1+1)", "-RS1");

    const invoices = await treasurer.get("/admin/fees/invoices.csv?period=2025-T1");
    expect(invoices.headers.get("content-disposition")).toMatch(/^attachment; filename="fee-invoices-2025-T1-\d{4}-\d{2}-\d{2}\.csv"$/);
    const invoicesCsv = await invoices.text();
    expect(invoicesCsv.split("\n")[0]).toBe("Child,Account no.,Team,Period,Amount,Paid,Owed,Due,Status");
    expect(invoicesCsv).toContain(`"'=HYPERLINK(""http://evil.example"") ${suffix}"`);
    expect(invoicesCsv).toMatch(/,2025-T1,6000,1500,4500,2025-01-10,"Part-paid, overdue"/);

    const payments = await (await treasurer.get("/admin/fees/payments.csv?month=2025-02")).text();
    expect(payments.split("\n")[0]).toBe("Paid at,Channel,Receipt,Amount,Status,Matched by,Child,Account typed,Payer name,Payer phone,Source");
    expect(payments).toContain("'@SUM(1+1)");
    expect(payments).toContain("'-RS1");
    expect(query("SELECT 1 FROM audit_log WHERE action = 'fee.export' AND target_id = '2025-T1'")).toHaveLength(1);
    expect(query("SELECT 1 FROM audit_log WHERE action = 'fee.export' AND target_id = '2025-02'").length).toBeGreaterThan(0);
  });

  it("sends a family a reminder in one click, once a day (then 429), audited; nothing overdue is a 409", async () => {
    const team = addTeam(`Fees Under-13s ${suffix}`, "U-13");
    const { player, email } = addChild(team, `Imani Reminded ${suffix}`, `Joy Reminded ${suffix}`, uniquePhone());
    const notDue = addChild(team, `Tumaini NotDue ${suffix}`, `Rose NotDue ${suffix}`, uniquePhone());
    // Due yesterday: overdue, but before the scheduler's first step, so only the treasurer's click mails.
    addInvoice(player, "2025-02", 2800, daysAgo(1));
    addInvoice(notDue.player, "2099-02", 2800, "2099-02-05");

    // As the page's form posts it: to the index route, keeping the month.
    const sent = await postNativeForm(server.url, "/admin/fees?index&month=2025-02", { intent: "remind", playerId: String(player) }, { Cookie: cookieOf(treasurer) });
    expect(sent.status).toBe(302);
    expect(sent.headers.location).toBe(`/admin/fees?month=2025-02#family-${player}`);
    const mails = query<{ subject: string; text_body: string }>(`SELECT subject, text_body FROM email_logs WHERE "to" = ?`, email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Reminder: Imani's February 2025 fee, KES 2,800 still to pay");
    expect(mails[0].text_body).toMatch(/\/fees\/pay\/\d+\?t=/);
    expect(query("SELECT 1 FROM audit_log WHERE action = 'fee.remind' AND target_id = ?", String(player))).toHaveLength(1);

    const capped = await treasurer.postForm("/admin/fees", { intent: "remind", playerId: String(player) });
    expect(capped.status).toBe(429);
    expect(await capped.text()).toContain("already reminded today");
    expect(query(`SELECT 1 FROM email_logs WHERE "to" = ?`, email)).toHaveLength(1);
    expect((await treasurer.postForm("/admin/fees", { intent: "remind", playerId: String(notDue.player) })).status).toBe(409);
    expect((await treasurer.postForm("/admin/fees", { intent: "remind", playerId: "abc" })).status).toBe(400);
  });

  it("the scheduler reminds an overdue invoice once per step, the latest step due, in the guardian's language; a later run sends nothing more", async () => {
    const team = addTeam(`Fees Under-15s ${suffix}`, "U-15");
    const first = addChild(team, `Akinyi Scheduled ${suffix}`, `Halima Scheduled ${suffix}`, uniquePhone(), "sw");
    // 20 days overdue: the 3- and 14-day steps have both passed; only the 14-day one goes.
    const invoice = addInvoice(first.player, "2025-02", 2000, daysAgo(20));
    const steps = (id: number) => query<{ step: number }>("SELECT step FROM fee_reminders WHERE invoice_id = ?", id);
    await expect.poll(() => steps(invoice), { timeout: 30_000 }).toEqual([{ step: 14 }]);
    const mails = () => query<{ subject: string; text_body: string }>(`SELECT subject, text_body FROM email_logs WHERE "to" = ?`, first.email);
    expect(mails()).toHaveLength(1);
    expect(mails()[0].subject).toBe("Ukumbusho: ada ya Akinyi ya Februari 2025, KES 2,000 bado haijalipwa");
    expect(mails()[0].text_body).toMatch(/\/fees\/pay\/\d+\?t=[\w-]+&lang=sw/);

    // Another invoice, 4 days overdue, reminded by a later run: that run sent the first nothing more.
    const second = addChild(team, `Baraka Scheduled ${suffix}`, `Otieno Scheduled ${suffix}`, uniquePhone());
    const later = addInvoice(second.player, "2025-03", 2000, daysAgo(4));
    await expect.poll(() => steps(later), { timeout: 30_000 }).toEqual([{ step: 3 }]);
    expect(steps(invoice)).toEqual([{ step: 14 }]);
    expect(mails()).toHaveLength(1);
  });

  it("lets admins make a staff user treasurer (audited); the role opens the fees screens", async () => {
    const user = await createUser(server, { role: "staff" });
    expect((await admin.postForm("/admin/settings", { intent: "change-role", userId: String(user.id), role: "treasurer" })).status).toBe(302);
    expect(query<{ role: string }>("SELECT role FROM users WHERE id = ?", user.id)[0].role).toBe("treasurer");
    expect(query("SELECT 1 FROM audit_log WHERE action = 'user.role' AND target_id = ?", String(user.id))).toHaveLength(1);
    expect(await (await admin.get("/admin/settings?tab=users")).text()).toContain("Treasurer (staff + academy fees)");
    const client = new Client(server.url);
    await client.logIn(user.username, user.password);
    expect((await client.get("/admin/fees")).status).toBe(200);
    expect((await treasurer.postForm("/admin/settings", { intent: "change-role", userId: String(user.id), role: "admin" })).status).toBe(403);
  });
});

/** The client's cookies as a Cookie header, for a native (no-JavaScript) form post. */
function cookieOf(client: Client): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}
