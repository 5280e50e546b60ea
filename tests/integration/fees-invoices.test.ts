// Academy fees, part A (ADR 0029, "Plans, bursaries and invoices"), over HTTP on one server: the plans and
// bursaries screen is for admins and the treasurer only (anonymous visitors are sent to sign in, staff and
// coaches get 403 and write nothing); bad input is 400 with nothing written; a second active plan for a team
// or an age group is 409; a plan's change applies from the next period; "Make invoices" twice makes the same
// invoices once, and each guardian gets one invoice e-mail in their language with each child's account
// number, "Pay with M-Pesa" link and the Paybill's numbers.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { feeAccountNumber } from "~/utils/fee-account";
import { monthLabel, nextPeriod, periodAt, periodLabel } from "~/utils/fee-periods";
import { parseMail } from "../support/mime";
import { Client, logInAs, queryDb, startServerForFile, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
// M-Pesa configured (nothing here calls Daraja): the invoice e-mail carries the pay link and the Paybill.
const PAYBILL = "174379";
const MPESA = { MPESA_CONSUMER_KEY: "key", MPESA_CONSUMER_SECRET: "secret", MPESA_SHORTCODE: PAYBILL, MPESA_PASSKEY: "passkey", MPESA_BASE_URL: "http://127.0.0.1:9" };
startServerForFile({ env: { LOG_REQUESTS: "false", ...MPESA } }, (file) => {
  ({ server } = file);
});

const SCREEN = "/admin/fees/plans";
const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);
const count = (table: string) => query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)[0].n;

let treasurer: Client;
beforeAll(async () => {
  ({ client: treasurer } = await logInAs(server, "treasurer"));
});

/** Every mail the server wrote to its outbox to `email`, parsed. */
function mailsTo(email: string) {
  const outbox = path.join(server.dataDir, "outbox");
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => fs.readFileSync(path.join(outbox, file), "utf8"))
    .filter((raw) => raw.includes(`To: ${email}`))
    .map(parseMail);
}

describe("the plans and bursaries screen", () => {
  it("is for admins and the treasurer: anonymous visitors sign in first, staff and coaches get 403 and write nothing", async () => {
    const anonymous = await new Client(server.url).get(SCREEN);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin-login\?/);
    const plans = count("fee_plans");
    for (const role of ["staff", "coach"] as const) {
      const { client } = await logInAs(server, role);
      expect((await client.get(SCREEN)).status, role).toBe(403);
      const post = await client.postForm(SCREEN, { intent: "create-plan", name: "Sneaky", target: "age:U-13", periodKind: "month", amount: "100", siblingDiscountPercent: "0" });
      expect(post.status, role).toBe(403);
      expect((await client.postForm(SCREEN, { intent: "make-invoices", period: periodAt("month", new Date()) })).status, role).toBe(403);
    }
    expect(count("fee_plans")).toBe(plans);

    const page = await treasurer.get(SCREEN);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = withoutScripts(await page.text());
    // The seeded plans, and the bursary with its reason (here, and only here).
    expect(html).toContain("U-13");
    const [bursary] = query<{ reason: string }>("SELECT reason FROM bursaries");
    expect(html).toContain(bursary.reason);
    const { client: admin } = await logInAs(server, "admin");
    expect((await admin.get(SCREEN)).status).toBe(200);
  });

  it("answers bad input with 400 and the field's error, writing nothing", async () => {
    const before = { plans: count("fee_plans"), rates: count("fee_plan_rates"), bursaries: count("bursaries"), invoices: count("fee_invoices") };
    const plan = { intent: "create-plan", name: "Under-20 monthly", target: "age:U-20", periodKind: "month", amount: "2000", siblingDiscountPercent: "10" };
    const bad: [Record<string, string>, string][] = [
      [{ ...plan, amount: "abc" }, "whole shillings"],
      [{ ...plan, amount: "0" }, "whole shillings"],
      [{ ...plan, amount: "1500.5" }, "whole shillings"],
      [{ ...plan, amount: "99999999" }, "whole shillings"],
      [{ ...plan, siblingDiscountPercent: "101" }, "sibling discount from 0 to 100"],
      [{ ...plan, periodKind: "week" }, "monthly or per term"],
      [{ ...plan, target: "team:abc" }, "Choose a team or an age group"],
      [{ ...plan, target: "age:U-99" }, "No team has that age group"],
      [{ ...plan, name: "  " }, "Name the plan"],
      [{ ...plan, name: "Two\nlines" }, "one line"],
      [{ intent: "create-bursary", playerId: "1", percent: "50", reason: "", fromMonth: "2026-11" }, "Give the reason"],
      [{ intent: "create-bursary", playerId: "1", percent: "0", reason: "Hardship", fromMonth: "2026-11" }, "from 1 to 100 percent"],
      [{ intent: "create-bursary", playerId: "1", percent: "50", reason: "Hardship", fromMonth: "2026-13" }, "Choose a month"],
      [{ intent: "create-bursary", playerId: "1", percent: "50", reason: "Hardship", fromMonth: "2026-11", untilMonth: "2026-10" }, "must not be before"],
      [{ intent: "change-rate", planId: "1", amount: "-5", siblingDiscountPercent: "10" }, "whole shillings"],
      [{ intent: "make-invoices", period: "2019-01" }, "current or the next month or term"],
      [{ intent: "make-invoices", period: "next-month" }, "current or the next month or term"],
    ];
    for (const [fields, message] of bad) {
      const response = await treasurer.postForm(SCREEN, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.text(), JSON.stringify(fields)).toContain(message);
    }
    expect((await treasurer.postForm(SCREEN, { intent: "pay-everything" })).status).toBe(400);
    // A senior player is no academy child: no bursary for them.
    const [senior] = query<{ id: number }>("SELECT id FROM players WHERE kind = 'senior' LIMIT 1");
    const seniorBursary = await treasurer.postForm(SCREEN, { intent: "create-bursary", playerId: String(senior.id), percent: "50", reason: "Hardship", fromMonth: "2026-11" });
    expect(seniorBursary.status).toBe(400);
    expect(await seniorBursary.text()).toContain("That academy player was not found.");
    expect({ plans: count("fee_plans"), rates: count("fee_plan_rates"), bursaries: count("bursaries"), invoices: count("fee_invoices") }).toEqual(before);
  });

  it("refuses a second active plan for a team or an age group (409), and applies a change from the next period", async () => {
    const [u13] = query<{ id: number; plan: number }>("SELECT t.id, p.id AS plan FROM teams t JOIN fee_plans p ON p.team_id = t.id AND p.active = 1 WHERE t.slug = 'u-13'");
    const again = await treasurer.postForm(SCREEN, { intent: "create-plan", name: "Another", target: `team:${u13.id}`, periodKind: "term", amount: "6000", siblingDiscountPercent: "0" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("That team already has an active plan");

    const seniors = { intent: "create-plan", name: "Seniors termly", target: "age:Senior", periodKind: "term", amount: "5000", siblingDiscountPercent: "5" };
    const first = await treasurer.postForm(SCREEN, seniors);
    expect(first.status).toBe(302);
    const second = await treasurer.postForm(SCREEN, { ...seniors, name: "Seniors again" });
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("That age group already has an active plan");
    expect(query("SELECT id FROM fee_plans WHERE age_group = 'Senior'")).toHaveLength(1);

    const now = new Date();
    const thisMonth = periodAt("month", now);
    const [before] = query<{ amount: number }>("SELECT amount FROM fee_plan_rates WHERE plan_id = ? ORDER BY from_month DESC LIMIT 1", u13.plan);
    const page = withoutScripts(await (await treasurer.get(SCREEN)).text());
    expect(page).toContain(`Applies from ${monthLabel(nextPeriod(thisMonth))}`);
    const invoicesBefore = query<{ id: number; amount: number }>("SELECT id, amount FROM fee_invoices WHERE plan_id = ? ORDER BY id", u13.plan);
    const changed = await treasurer.postForm(SCREEN, { intent: "change-rate", planId: String(u13.plan), amount: String(before.amount + 300), siblingDiscountPercent: "10" });
    expect(changed.status).toBe(302);
    expect(query("SELECT from_month AS fromMonth, amount FROM fee_plan_rates WHERE plan_id = ? ORDER BY from_month DESC LIMIT 1", u13.plan)).toEqual([
      { fromMonth: nextPeriod(thisMonth), amount: before.amount + 300 },
    ]);
    // Invoices already made never change.
    expect(query("SELECT id, amount FROM fee_invoices WHERE plan_id = ? ORDER BY id", u13.plan)).toEqual(invoicesBefore);
    const audit = query<{ summary: string }>("SELECT summary FROM audit_log WHERE action = 'fee.plan' ORDER BY id DESC LIMIT 1");
    expect(audit[0].summary).toContain(`from ${monthLabel(nextPeriod(thisMonth))}`);
  });

  it("makes next month's invoices once however often it is asked, and mails each guardian once in their language", async () => {
    const period = nextPeriod(periodAt("month", new Date()));
    const make = () => treasurer.postForm(SCREEN, { intent: "make-invoices", period });
    expect((await make()).status).toBe(302);
    const made = count("fee_invoices");
    const invoices = query<{ id: number; playerId: number; amount: number; planAmount: number }>("SELECT id, player_id AS playerId, amount, plan_amount AS planAmount FROM fee_invoices WHERE period = ?", period);
    expect(invoices.length).toBeGreaterThanOrEqual(50);
    expect((await make()).status).toBe(302);
    expect(count("fee_invoices")).toBe(made);
    expect(query("SELECT id FROM fee_invoices WHERE period = ?", period)).toHaveLength(invoices.length);
    const runs = query<{ details: string }>("SELECT details FROM audit_log WHERE action = 'fee.invoice' ORDER BY id DESC LIMIT 2");
    expect(runs.map((run) => JSON.parse(run.details) as { created: number }).map((run) => run.created)).toEqual([0, invoices.length]);

    // A Swahili-reading guardian of a child with something to pay, and an English one.
    const guardianOf = (language: string) =>
      query<{ email: string; playerId: number; invoiceId: number }>(
        `SELECT g.email, i.player_id AS playerId, i.id AS invoiceId FROM fee_invoices i JOIN player_guardians pg ON pg.player_id = i.player_id
         JOIN guardians g ON g.id = pg.guardian_id WHERE i.period = ? AND i.amount > 0 AND i.settled_at IS NULL AND g.language = ? ORDER BY i.id LIMIT 1`,
        period,
        language,
      )[0];
    for (const [language, words] of [
      ["sw", { subject: `Ada za akademia za ${periodLabel(period, "sw")}`, account: "Nambari ya akaunti", paybill: `Nambari ya biashara ${PAYBILL}` }],
      ["en", { subject: `Academy fees for ${periodLabel(period)}`, account: "Account no.", paybill: `Business no. ${PAYBILL}` }],
    ] as const) {
      const family = guardianOf(language);
      await expect.poll(() => mailsTo(family.email).length, { timeout: 20_000 }).toBeGreaterThan(0);
      const [mail, ...more] = mailsTo(family.email);
      expect(more).toEqual([]);
      expect(mail.headers.subject).toContain(words.subject);
      expect(mail.text).toContain(`${words.account} ${feeAccountNumber(family.playerId)}`);
      expect(mail.text).toContain(`${words.paybill}, ${words.account} ${feeAccountNumber(family.playerId)}`);
      expect(mail.text).toMatch(new RegExp(`/fees/pay/${family.invoiceId}\\?t=[\\w-]{20,}`));
      expect(query<{ n: number }>(`SELECT count(*) AS n FROM email_logs WHERE "to" = ? AND subject LIKE ?`, family.email, `%${words.subject}%`)[0].n).toBe(1);
    }
    expect(query("SELECT id FROM fee_invoices WHERE period = ? AND mailed_at IS NULL", period)).toEqual([]);
  });
});
