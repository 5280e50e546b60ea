// The treasurer's rules (ADR 0029, "The treasurer's view"): which guardian an unmatched payment's sender
// might be (full, masked and hashed MSISDNs; only when exactly one guardian fits), and the overdue
// reminders: each step once per invoice (a second run sends nothing), only the latest step when several
// passed at once, none with FEES_REMINDER_DAYS off, none for a paid invoice, the English and Swahili mails;
// the one-click reminder once per family per day.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { emailTemplates, feeInvoices, guardians, playerGuardians, players } from "~/db/schema";
import { seedEmailTemplates } from "~/db/seed/email";
import { parseEnv } from "~/config/env.server";
import { recordFeePayment } from "~/models/fees/ledger.server";
import { latestStepDue, remindFamily, sendOverdueReminders } from "~/models/fees/reminders.server";
import { feesOverview, monthBounds } from "~/models/fees/treasurer.server";
import { upsertUser } from "~/models/user.server";
import { feeAccountNumber } from "~/utils/fee-account";
import { hashMsisdn, phoneBook, readPayerPhone } from "~/utils/fee-phone-match";
import { uniqueSuffix } from "../support/factories";

describe("the phone suggestion", () => {
  const book = phoneBook([
    { id: 1, phone: "0712 345 678" },
    { id: 2, phone: "+254 722 000 126" },
    { id: 3, phone: "254733111126" },
    { id: 4, phone: "landline 020 123" },
  ]);

  it("fits a full MSISDN however it is written, and nothing else", () => {
    expect(book.suggest("254712345678")).toBe(1);
    expect(book.suggest("0712345678")).toBe(1);
    expect(book.suggest("+254 712 345 678")).toBe(1);
    expect(book.suggest("254712345679")).toBeNull();
    expect(book.suggest("")).toBeNull();
    expect(book.suggest(null)).toBeNull();
  });

  it("fits a hashed MSISDN (SHA-256 hex of 2547…) in either case", () => {
    expect(book.suggest(hashMsisdn("254722000126"))).toBe(2);
    expect(book.suggest(hashMsisdn("254722000126").toUpperCase())).toBe(2);
    // A hash of the number written another way is another number to M-Pesa.
    expect(book.suggest(hashMsisdn("0722000126"))).toBeNull();
  });

  it("fits a masked MSISDN only when exactly one guardian fits the visible digits, whatever the number of stars", () => {
    expect(book.suggest("254712***678")).toBe(1);
    expect(book.suggest("2547 ****** 678")).toBe(1);
    expect(book.suggest("2547 **** 678")).toBe(1);
    expect(book.suggest("07xxxxx678")).toBe(1);
    // Both 254722000126 and 254733111126 end in 126: two fit, no suggestion.
    expect(book.fitting("2547 ****126").sort()).toEqual([2, 3]);
    expect(book.suggest("2547 ****126")).toBeNull();
    expect(book.suggest("25472****126")).toBe(2);
    // Too little shown to be worth a suggestion; a number of the wrong length never fits.
    expect(readPayerPhone("254*******26").kind).toBe("none");
    expect(book.suggest("254712***6789")).toBeNull();
  });

  it("suggests nothing when two guardians share the number", () => {
    const shared = phoneBook([
      { id: 1, phone: "0712345678" },
      { id: 2, phone: "254712345678" },
    ]);
    expect(shared.fitting("254712345678")).toEqual([1, 2]);
    expect(shared.suggest("254712345678")).toBeNull();
  });
});

describe("FEES_REMINDER_DAYS", () => {
  it("is 3, 14 and 30 by default, sorted and deduplicated, empty when off, and refuses nonsense", () => {
    expect(parseEnv({}).FEES_REMINDER_DAYS).toEqual([3, 14, 30]);
    expect(parseEnv({ FEES_REMINDER_DAYS: "30, 7,7" }).FEES_REMINDER_DAYS).toEqual([7, 30]);
    expect(parseEnv({ FEES_REMINDER_DAYS: "off" }).FEES_REMINDER_DAYS).toEqual([]);
    expect(() => parseEnv({ FEES_REMINDER_DAYS: "3,soon" })).toThrow(/FEES_REMINDER_DAYS/);
    expect(() => parseEnv({ FEES_REMINDER_DAYS: "0" })).toThrow(/FEES_REMINDER_DAYS/);
  });

  it("sends the latest step that has passed", () => {
    expect(latestStepDue([3, 14, 30], 2)).toBeNull();
    expect(latestStepDue([3, 14, 30], 3)).toBe(3);
    expect(latestStepDue([3, 14, 30], 20)).toBe(14);
    expect(latestStepDue([3, 14, 30], 400)).toBe(30);
  });
});

describe("overdue reminders", () => {
  getDb()
    .insert(emailTemplates)
    .values(seedEmailTemplates.filter((template) => template.name === "Fee Reminder"))
    .run();
  const sql = (text: string, ...params: unknown[]) => getDb().$client.prepare(text).run(...params);
  const mailsTo = (email: string) =>
    getDb().$client.prepare(`SELECT subject, text_body AS text FROM email_logs WHERE "to" = ? ORDER BY id`).all(email) as { subject: string; text: string }[];

  function family(language: "en" | "sw" = "en") {
    const suffix = uniqueSuffix();
    const team = Number(sql("INSERT INTO teams (slug, name, age_group, training_venue) VALUES (?, 'Under-11s', 'U-11', 'Ground')", `u-11-${suffix}`).lastInsertRowid);
    const player = getDb().insert(players).values({ kind: "academy", name: `Amani Kariuki ${suffix}`, position: "Midfielder", age: 11, bio: "", imageUrl: "" }).returning().get().id;
    sql("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)", player, team);
    const email = `parent-${suffix}@example.org`;
    const guardian = getDb().insert(guardians).values({ name: "Wanjiru Kamau", email, phone: "0712345678", language }).returning().get().id;
    getDb().insert(playerGuardians).values({ playerId: player, guardianId: guardian, relationship: "Mother" }).run();
    return { player, email };
  }
  const invoice = (playerId: number, period: string, amount: number, dueDate: string) => getDb().insert(feeInvoices).values({ playerId, period, planAmount: amount, amount, dueDate }).returning().get().id;
  const at = (date: string) => new Date(`${date}T08:00:00+03:00`);

  it("sends each step once per invoice, restart-safe, in the guardian's language, with what is still owed", () => {
    const { player, email } = family();
    const id = invoice(player, "2026-11", 3000, "2026-11-05");
    recordFeePayment({ channel: "cash", source: "staff", matchedBy: "cash", amount: 1000, receipt: `C-${uniqueSuffix()}`, paidAt: "2026-11-06T09:00:00.000Z", playerId: player });

    expect(sendOverdueReminders(at("2026-11-07"), [3, 14, 30])).toBe(0);
    expect(mailsTo(email)).toHaveLength(0);
    sendOverdueReminders(at("2026-11-08"), [3, 14, 30]);
    // A second run (or a restart's first) the same day sends nothing more.
    sendOverdueReminders(at("2026-11-08"), [3, 14, 30]);
    sendOverdueReminders(at("2026-11-12"), [3, 14, 30]);
    const first = mailsTo(email);
    expect(first).toHaveLength(1);
    expect(first[0].subject).toContain("November 2026");
    expect(first[0].subject).toContain("KES 2,000");
    expect(first[0].text).toContain(`account number: ${feeAccountNumber(player)}`);
    expect(first[0].text).toContain(`/fees/pay/${id}?`);
    expect(getDb().$client.prepare("SELECT step FROM fee_reminders WHERE invoice_id = ?").all(id)).toEqual([{ step: 3 }]);

    sendOverdueReminders(at("2026-11-19"), [3, 14, 30]);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it("sends only the latest step when several passed at once, nothing for a paid invoice, and nothing when off", () => {
    const late = family("sw");
    const lateId = invoice(late.player, "2026-T3", 9000, "2026-09-01");
    const paid = family();
    invoice(paid.player, "2026-09", 2000, "2026-09-01");
    recordFeePayment({ channel: "cash", source: "staff", matchedBy: "cash", amount: 2000, receipt: `C-${uniqueSuffix()}`, paidAt: "2026-09-02T09:00:00.000Z", playerId: paid.player });

    expect(sendOverdueReminders(at("2026-11-20"), [])).toBe(0);
    expect(mailsTo(late.email)).toHaveLength(0);

    sendOverdueReminders(at("2026-11-20"), [3, 14, 30]);
    sendOverdueReminders(at("2026-11-21"), [3, 14, 30]);
    const sent = mailsTo(late.email);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toMatch(/^Ukumbusho: ada ya Amani ya Muhula wa 3 2026/);
    expect(getDb().$client.prepare("SELECT step FROM fee_reminders WHERE invoice_id = ?").all(lateId)).toEqual([{ step: 30 }]);
    expect(mailsTo(paid.email)).toHaveLength(0);
  });

  it("lets the treasurer remind a family once a day: 409 with nothing overdue, 429 on the second click, again the next day", async () => {
    const { user } = await upsertUser({ username: `treasurer-${uniqueSuffix()}`, password: "correct-horse-battery", role: "treasurer" });
    const actor = { id: user.id, username: user.username };
    const { player, email } = family();
    invoice(player, "2026-11", 2500, "2026-11-25");
    expect(remindFamily(player, actor, at("2026-11-20"))).toMatchObject({ ok: false, reason: "conflict" });
    expect(remindFamily(player, actor, at("2026-11-26"))).toMatchObject({ ok: true, invoices: 1, guardians: 1 });
    expect(remindFamily(player, actor, new Date(at("2026-11-26").getTime() + 3_600_000))).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(mailsTo(email)).toHaveLength(1);
    expect(remindFamily(player, actor, at("2026-11-27"))).toMatchObject({ ok: true });
    expect(remindFamily(999_999, actor, at("2026-11-27"))).toMatchObject({ ok: false, reason: "not-found" });
    // The one-click reminder is step 0: the scheduler's steps still go.
    sendOverdueReminders(at("2026-11-28"), [3]);
    expect(mailsTo(email)).toHaveLength(3);
  });
});

describe("the overview", () => {
  it("counts a month in Nairobi days", () => {
    expect(monthBounds("2026-11")).toEqual({ from: "2026-10-31T21:00:00.000Z", to: "2026-11-30T21:00:00.000Z" });
    expect(monthBounds("2026-12").to).toBe("2026-12-31T21:00:00.000Z");
  });

  it("answers from aggregates whatever is in the ledger", () => {
    const overview = feesOverview("2026-11", new Date("2026-11-29T09:00:00.000Z"));
    expect(overview.byChannel.map((row) => row.channel)).toEqual(["stk", "paybill", "cash"]);
    expect(overview.outstanding.total).toBeGreaterThanOrEqual(overview.outstanding.overdue);
    expect(overview.arrears.families.every((family) => family.owed > 0 && family.daysOverdue > 0)).toBe(true);
  });
});
