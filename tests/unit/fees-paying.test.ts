// Academy fees, paying (ADR 0029): the period's words in both languages, the pay form's amount rules,
// and the ledger's receipt hook: one "Fee Receipt" e-mail per matched payment, in each guardian's
// language, queued in the payment's own transaction (a repeated receipt, and an unmatched payment, mail
// nothing; assigning one by the treasurer mails it then).
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { emailLogs, emailTemplates, feeInvoices, guardians, playerGuardians, players } from "~/db/schema";
import { seedEmailTemplates } from "~/db/seed/email";
import { assignFeePayment, recordFeePayment } from "~/models/fees/ledger.server";
import { feePayFormSchema } from "~/schemas/fees-paying";
import { firstName } from "~/utils/child-name";
import { periodLabel as feePeriodLabel } from "~/utils/fee-periods";
import { uniqueSuffix } from "../support/factories";

getDb()
  .insert(emailTemplates)
  .values(seedEmailTemplates.filter((template) => template.name === "Fee Receipt"))
  .run();

describe("fee periods and names", () => {
  it("reads a month and a term in English and Swahili", () => {
    expect(feePeriodLabel("2026-11")).toBe("November 2026");
    expect(feePeriodLabel("2026-11", "sw")).toBe("Novemba 2026");
    expect(feePeriodLabel("2026-01", "en")).toBe("January 2026");
    expect(feePeriodLabel("2026-T3")).toBe("Term 3 2026");
    expect(feePeriodLabel("2026-T3", "sw")).toBe("Muhula wa 3 2026");
    expect(firstName("  Amani  Otieno ")).toBe("Amani");
  });
});

describe("the pay form", () => {
  const parse = (fields: Record<string, unknown>) => feePayFormSchema.safeParse({ phone: "0712 345 678", ...fields });
  it("takes whole shillings or nothing (all that is owed), and reads the phone as Daraja wants it", () => {
    expect(parse({ amount: 1500 })).toMatchObject({ success: true, data: { phone: "254712345678", amount: 1500 } });
    const whole = parse({});
    expect(whole.success && whole.data.amount).toBeUndefined();
    for (const amount of [1.5, 0, -5, 250_001, "abc"]) expect(parse({ amount }).success, String(amount)).toBe(false);
    expect(parse({ phone: "12345" }).success).toBe(false);
  });
});

function family(language: "en" | "sw", ...names: string[]) {
  const db = getDb();
  const guardian = db.insert(guardians).values({ name: "Grace W", email: `g-${uniqueSuffix()}@example.com`.toLowerCase(), phone: "0712345678", language }).returning().get();
  const ids = names.map((name) => {
    const id = db.insert(players).values({ kind: "academy", name, position: "Midfielder", age: 11, bio: "", imageUrl: "", dateOfBirth: "2015-03-01" }).returning().get().id;
    db.insert(playerGuardians).values({ playerId: id, guardianId: guardian.id, relationship: "Mother" }).run();
    return id;
  });
  return { email: guardian.email, ids };
}

const invoice = (playerId: number, amount: number) => getDb().insert(feeInvoices).values({ playerId, period: "2026-11", planAmount: amount, amount, dueDate: "2026-11-10" }).returning().get().id;
const receiptsTo = (email: string) => getDb().select().from(emailLogs).where(and(eq(emailLogs.to, email), like(emailLogs.subject, "%KES%"))).all();
const receipt = () => `T${uniqueSuffix().toUpperCase().replace(/\W/g, "")}`.slice(0, 10);

describe("the receipt e-mail", () => {
  it("goes once per matched payment, in the guardian's language, with what it paid and the family's balance", () => {
    const { email, ids } = family("sw", "Baraka Mwangi", "Neema Mwangi");
    invoice(ids[0], 2000);
    invoice(ids[1], 2000);
    const paid = { channel: "paybill" as const, amount: 2500, receipt: receipt(), paidAt: "2026-11-05T09:00:00.000Z", source: "callback" as const, playerId: ids[0], matchedBy: "account" as const };
    expect(recordFeePayment(paid).created).toBe(true);
    // The same receipt again (a repeated confirmation, the statement import): no second mail.
    expect(recordFeePayment(paid).created).toBe(false);
    const mails = receiptsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Risiti ${paid.receipt}: KES 2,500 za ada ya akademia`);
    expect(mails[0].textBody).toContain("- Baraka, Novemba 2026: KES 2,000\n- Neema, Novemba 2026: KES 500");
    expect(mails[0].textBody).toContain("Kiasi kinachodaiwa bado kwenye ankara za familia yako: KES 1,500.");
    expect(mails[0].textBody).toContain("Risiti ya M-Pesa: " + paid.receipt);
  });

  it("waits while a payment is unmatched, and goes when the treasurer assigns it", () => {
    const { email, ids } = family("en", "Amani Otieno");
    invoice(ids[0], 1000);
    const { payment } = recordFeePayment({ channel: "paybill", amount: 1200, receipt: receipt(), paidAt: "2026-11-05T09:00:00.000Z", source: "callback", playerId: null, accountTyped: "RS999" });
    expect(receiptsTo(email)).toHaveLength(0);
    expect(assignFeePayment(payment.id, ids[0], null).ok).toBe(true);
    const [mail] = receiptsTo(email);
    expect(mail.subject).toBe(`Receipt ${payment.receipt}: KES 1,200 for academy fees`);
    expect(mail.textBody).toContain("- Amani, November 2026: KES 1,000");
    expect(mail.textBody).toContain("Your family has KES 200 in credit");
  });
});
