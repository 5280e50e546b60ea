// Academy fees, part A (ADR 0029): fee periods (months and Kenyan school terms, Nairobi time), the invoice
// rules (which child pays in full, the sibling discount, the bursary, rounding in the family's favour), a
// plan's change from its next period, and making invoices twice (the second run makes nothing).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { seedEmailTemplates } from "~/db/seed/email";
import { emailLogs, emailTemplates, feeInvoices, guardians, playerGuardians, players, teamPlayers, teams } from "~/db/schema";
import { createBursary } from "~/models/fees/bursaries.server";
import { invoiceablePeriods, mailNewInvoices, makeInvoices, priceInvoices, type InvoiceCandidate } from "~/models/fees/invoicing.server";
import { recordFeePayment } from "~/models/fees/ledger.server";
import { changePlanRate, createPlan } from "~/models/fees/plans.server";
import { upsertUser } from "~/models/user.server";
import { feeAccountNumber } from "~/utils/fee-account";
import {
  addDaysToDate,
  monthAt,
  nextPeriod,
  nextPeriodFirstMonth,
  parsePeriod,
  periodAt,
  periodFirstDay,
  periodFirstMonth,
  periodLabel,
  periodLastMonth,
} from "~/utils/fee-periods";
import { uniqueSuffix } from "../support/factories";

describe("fee periods", () => {
  it("reads months and terms, and nothing else", () => {
    expect(parsePeriod("2026-11")).toEqual({ kind: "month", year: 2026, index: 11 });
    expect(parsePeriod("2026-T3")).toEqual({ kind: "term", year: 2026, index: 3 });
    for (const bad of ["2026-13", "2026-00", "2026-T4", "2026-T0", "26-11", "2026-1", "2026-11-01", ""]) expect(parsePeriod(bad), bad).toBeNull();
  });

  it("finds the period of a date in Nairobi, the terms of the Kenyan school year", () => {
    // 31 October 21:30 UTC is 1 November 00:30 in Nairobi.
    const midnight = new Date("2026-10-31T21:30:00Z");
    expect(monthAt(midnight)).toBe("2026-11");
    expect(periodAt("month", midnight)).toBe("2026-11");
    expect(periodAt("term", midnight)).toBe("2026-T3");
    expect(periodAt("term", new Date("2026-04-30T12:00:00Z"))).toBe("2026-T1");
    expect(periodAt("term", new Date("2026-05-01T12:00:00Z"))).toBe("2026-T2");
    expect(periodAt("term", new Date("2026-08-31T12:00:00Z"))).toBe("2026-T2");
    expect(periodAt("term", new Date("2026-09-01T12:00:00Z"))).toBe("2026-T3");
  });

  it("knows each period's first and last month, its first day and the next period", () => {
    expect(periodFirstMonth("2026-T2")).toBe("2026-05");
    expect(periodLastMonth("2026-T2")).toBe("2026-08");
    expect(periodFirstDay("2026-T3")).toBe("2026-09-01");
    expect(periodFirstDay("2026-11")).toBe("2026-11-01");
    expect(nextPeriod("2026-12")).toBe("2027-01");
    expect(nextPeriod("2026-T3")).toBe("2027-T1");
    expect(nextPeriod("2026-T1")).toBe("2026-T2");
    expect(nextPeriodFirstMonth("month", new Date("2026-11-29T12:00:00Z"))).toBe("2026-12");
    expect(nextPeriodFirstMonth("term", new Date("2026-11-29T12:00:00Z"))).toBe("2027-01");
    expect(addDaysToDate("2026-12-25", 10)).toBe("2027-01-04");
  });

  it("labels them in English and Swahili", () => {
    expect(periodLabel("2026-11")).toBe("November 2026");
    expect(periodLabel("2026-11", "sw")).toBe("Novemba 2026");
    expect(periodLabel("2026-T3")).toBe("Term 3 2026");
    expect(periodLabel("2026-T3", "sw")).toBe("Muhula wa 3 2026");
  });
});

const candidate = (over: Partial<InvoiceCandidate> & { playerId: number }): InvoiceCandidate => ({
  familyKey: over.playerId,
  planId: 1,
  planAmount: 2000,
  siblingDiscountPercent: 10,
  bursaryPercent: 0,
  dateOfBirth: "2014-01-01",
  ...over,
});

describe("invoice rules", () => {
  it("charges one child of a family in full (the dearest plan, then the oldest) and discounts the others", () => {
    const priced = priceInvoices([
      candidate({ playerId: 1, familyKey: 1, planAmount: 1500, dateOfBirth: "2012-05-01" }),
      candidate({ playerId: 2, familyKey: 1, planAmount: 2500, dateOfBirth: "2016-05-01" }),
      candidate({ playerId: 3, familyKey: 1, planAmount: 2500, dateOfBirth: "2014-05-01" }),
      candidate({ playerId: 4, familyKey: 4, planAmount: 2500 }),
    ]);
    expect(priced.get(3)).toEqual({ planAmount: 2500, siblingDiscount: 0, bursaryWaiver: 0, amount: 2500 });
    expect(priced.get(2)).toEqual({ planAmount: 2500, siblingDiscount: 250, bursaryWaiver: 0, amount: 2250 });
    expect(priced.get(1)).toEqual({ planAmount: 1500, siblingDiscount: 150, bursaryWaiver: 0, amount: 1350 });
    expect(priced.get(4)?.amount).toBe(2500);
  });

  it("waives a bursary's percent of what is left, rounding in the family's favour, never below 0", () => {
    const priced = priceInvoices([
      candidate({ playerId: 1, familyKey: 1, planAmount: 1999, siblingDiscountPercent: 15 }),
      candidate({ playerId: 2, familyKey: 1, planAmount: 1999, siblingDiscountPercent: 15, bursaryPercent: 33, dateOfBirth: "2015-01-01" }),
      candidate({ playerId: 3, familyKey: 3, planAmount: 1800, bursaryPercent: 100 }),
    ]);
    // 15% of 1999 = 299.85 → 300 off; 33% of 1699 = 560.67 → 561 waived.
    expect(priced.get(2)).toEqual({ planAmount: 1999, siblingDiscount: 300, bursaryWaiver: 561, amount: 1138 });
    expect(priced.get(1)?.amount).toBe(1999);
    expect(priced.get(3)).toEqual({ planAmount: 1800, siblingDiscount: 0, bursaryWaiver: 1800, amount: 0 });
  });
});

const { user } = await upsertUser({ username: `treasurer-${uniqueSuffix()}`, password: "correct-horse-battery", role: "treasurer" });
const actor = { id: user.id, username: user.username };

function team(): number {
  const suffix = uniqueSuffix();
  return getDb().insert(teams).values({ slug: `fees-${suffix}`, name: `Fees ${suffix}`, ageGroup: `U-${suffix.slice(0, 6)}`, trainingVenue: "Ngong Road" }).returning().get().id;
}

function child(teamId: number, dateOfBirth: string, guardianIds: number[]): number {
  const id = getDb().insert(players).values({ kind: "academy", name: `Child ${uniqueSuffix()}`, position: "Midfielder", age: 11, bio: "", imageUrl: "", dateOfBirth }).returning().get().id;
  getDb().insert(teamPlayers).values({ playerId: id, teamId }).run();
  for (const guardianId of guardianIds) getDb().insert(playerGuardians).values({ playerId: id, guardianId, relationship: "Mother" }).run();
  return id;
}

function guardian(language: "en" | "sw" = "en"): number {
  return getDb().insert(guardians).values({ name: "Grace Wanjiru", email: `g-${uniqueSuffix()}@example.com`, phone: "0712345678", language }).returning().get().id;
}

const invoiceOf = (playerId: number, period: string) =>
  getDb()
    .select()
    .from(feeInvoices)
    .where(and(eq(feeInvoices.playerId, playerId), eq(feeInvoices.period, period)))
    .get();

describe("making invoices", () => {
  it("invoices each child once per period, with the sibling discount and the bursary, and never again", async () => {
    const now = new Date("2031-03-10T09:00:00Z");
    const teamId = team();
    const plan = createPlan({ name: "Monthly", target: { teamId }, periodKind: "month", amount: 2000, siblingDiscountPercent: 10 }, actor, now);
    expect(plan.ok).toBe(true);
    const mother = guardian();
    const older = child(teamId, "2013-02-01", [mother]);
    const younger = child(teamId, "2016-02-01", [mother]);
    const other = child(teamId, "2014-02-01", [guardian()]);
    expect(createBursary({ playerId: other, percent: 50, reason: "Family hardship", fromMonth: "2031-03" }, actor).ok).toBe(true);

    const first = await makeInvoices("2031-03", actor, now);
    expect(first.ok && first.run).toMatchObject({ created: 3, existing: 0 });
    expect(invoiceOf(older, "2031-03")).toMatchObject({ planAmount: 2000, siblingDiscount: 0, bursaryWaiver: 0, amount: 2000, dueDate: "2031-03-11", settledAt: null });
    expect(invoiceOf(younger, "2031-03")).toMatchObject({ siblingDiscount: 200, amount: 1800 });
    expect(invoiceOf(other, "2031-03")).toMatchObject({ bursaryWaiver: 1000, amount: 1000 });

    const second = await makeInvoices("2031-03", actor, now);
    expect(second.ok && second.run).toMatchObject({ created: 0, existing: 3 });
    expect(getDb().select().from(feeInvoices).where(eq(feeInvoices.period, "2031-03")).all()).toHaveLength(3);
    // Only this month and the next, this term and the next.
    expect(invoiceablePeriods(now)).toEqual(["2031-03", "2031-04", "2031-T1", "2031-T2"]);
    expect((await makeInvoices("2031-06", actor, now)).ok).toBe(false);
  });

  it("applies a plan's change from its next period: the month under way keeps its price", async () => {
    const now = new Date("2032-05-20T09:00:00Z");
    const teamId = team();
    const plan = createPlan({ name: "Monthly", target: { teamId }, periodKind: "month", amount: 1500, siblingDiscountPercent: 0 }, actor, now);
    if (!plan.ok) throw new Error(plan.message);
    const kid = child(teamId, "2014-02-01", [guardian()]);
    const changed = changePlanRate({ planId: plan.plan.id, amount: 1800, siblingDiscountPercent: 5 }, actor, now);
    expect(changed.ok && changed.fromMonth).toBe("2032-06");
    await makeInvoices("2032-05", actor, now);
    await makeInvoices("2032-06", actor, now);
    expect(invoiceOf(kid, "2032-05")?.amount).toBe(1500);
    expect(invoiceOf(kid, "2032-06")?.amount).toBe(1800);
    // A term plan's change waits for the next term.
    const termTeam = team();
    const termPlan = createPlan({ name: "Termly", target: { teamId: termTeam }, periodKind: "term", amount: 6000, siblingDiscountPercent: 0 }, actor, now);
    if (!termPlan.ok) throw new Error(termPlan.message);
    const termChange = changePlanRate({ planId: termPlan.plan.id, amount: 6500, siblingDiscountPercent: 0 }, actor, now);
    expect(termChange.ok && termChange.fromMonth).toBe("2032-09");
    // The second active plan for the same team is refused.
    expect(createPlan({ name: "Again", target: { teamId }, periodKind: "month", amount: 100, siblingDiscountPercent: 0 }, actor, now)).toMatchObject({ ok: false, reason: "conflict" });
  });

  it("settles a fully waived invoice at once, spends the family's credit, and mails each guardian once in their language", async () => {
    const now = new Date("2033-01-15T09:00:00Z");
    if (!getDb().select().from(emailTemplates).where(eq(emailTemplates.name, "Fee Invoice")).get()) {
      getDb()
        .insert(emailTemplates)
        .values(seedEmailTemplates.filter((template) => template.name === "Fee Invoice"))
        .run();
    }
    const teamId = team();
    createPlan({ name: "Monthly", target: { teamId }, periodKind: "month", amount: 2000, siblingDiscountPercent: 0 }, actor, now);
    const swahili = guardian("sw");
    const paying = child(teamId, "2013-02-01", [swahili]);
    const waived = child(teamId, "2015-02-01", [guardian()]);
    createBursary({ playerId: waived, percent: 100, reason: "Scholarship", fromMonth: "2033-01" }, actor);
    // Paid ahead: KES 2,500 of credit before the invoice exists.
    recordFeePayment({ channel: "paybill", amount: 2500, receipt: `U${uniqueSuffix().toUpperCase()}`.slice(0, 10), paidAt: now.toISOString(), source: "callback", playerId: paying, matchedBy: "account" });

    await makeInvoices("2033-01", null, now);
    expect(invoiceOf(waived, "2033-01")).toMatchObject({ amount: 0, settledAt: now.toISOString() });
    expect(invoiceOf(paying, "2033-01")?.settledAt).toBe(now.toISOString());

    // Open, so it gets a line: the family's next month, with KES 500 of credit left on it.
    await makeInvoices("2033-02", null, now);
    const mailed = await mailNewInvoices(now);
    expect(mailed.ok).toBe(true);
    const mails = getDb().select().from(emailLogs).all().filter((mail) => mail.textBody.includes(feeAccountNumber(paying)));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("Februari 2033");
    expect(mails[0].textBody).toContain("KES 1,500");
    expect(getDb().select().from(emailLogs).all().some((mail) => mail.textBody.includes(feeAccountNumber(waived)))).toBe(false);
    expect(await mailNewInvoices(now)).toMatchObject({ ok: true, invoices: 0 });
  });

  it("keeps families whole across a large run's transactions and mails each guardian once", async () => {
    const now = new Date("2034-06-05T09:00:00Z");
    if (!getDb().select().from(emailTemplates).where(eq(emailTemplates.name, "Fee Invoice")).get()) {
      getDb().insert(emailTemplates).values(seedEmailTemplates.filter((template) => template.name === "Fee Invoice")).run();
    }
    const teamId = team();
    createPlan({ name: "Monthly", target: { teamId }, periodKind: "month", amount: 1000, siblingDiscountPercent: 20 }, actor, now);
    // 150 families of three: more than one transaction's worth, and a mail batch boundary inside a family.
    const families = Array.from({ length: 150 }, () => guardian());
    const children = families.map((mother, index) => [0, 1, 2].map((n) => child(teamId, `201${n}-0${1 + (index % 9)}-10`, [mother])));
    const made = await makeInvoices("2034-06", null, now);
    // (The other tests' teams are on monthly plans too.)
    expect(made.ok && made.run.created).toBeGreaterThanOrEqual(450);
    for (const own of children) {
      const amounts = own.map((playerId) => invoiceOf(playerId, "2034-06")!.amount).sort((a, b) => a - b);
      expect(amounts).toEqual([800, 800, 1000]);
    }
    const before = getDb().select().from(emailLogs).all().length;
    const mailed = await mailNewInvoices(now);
    expect(mailed.ok && mailed.families).toBeGreaterThanOrEqual(150);
    const mails = getDb().select().from(emailLogs).all().slice(before);
    for (const own of children) {
      const theirs = mails.filter((mail) => mail.textBody.includes(feeAccountNumber(own[0])));
      expect(theirs).toHaveLength(1);
      for (const playerId of own) expect(theirs[0].textBody).toContain(feeAccountNumber(playerId));
    }
  });
});
