// Receipts of fee payments: what one matched payment paid (its allocations), and the receipt e-mail to
// the child's guardians in each one's language. The ledger queues the e-mail in the transaction that
// matches a payment (recorded with its family, or assigned by the treasurer), so it is sent exactly when
// the payment is, and a crash loses or repeats neither. It imports nothing of the ledger (the ledger
// calls it, and passes the family's balance).
import { asc, eq } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Language } from "~/config/i18n";
import type { Db } from "~/db/client.server";
import { feeAllocations, feeInvoices, guardians, playerGuardians, players, type FeePayment } from "~/db/schema";
import { templateMails } from "~/models/email.server";
import { queueMails } from "~/models/mail-queue.server";
import { formatLongDate } from "~/utils/dates";
import { firstName } from "~/utils/child-name";
import { periodLabel } from "~/utils/fee-periods";
import { formatKes } from "~/utils/money";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Tx, "select">;

/** What the family owes on its open invoices, and its credit (money no invoice has taken yet). */
export type FamilyBalance = { owed: number; credit: number };

export type ReceiptLine = { invoiceId: number; playerId: number; childName: string; period: string; amount: number };

/** The invoices a payment paid, and how much of it each took, oldest period first. */
export function receiptLines(tx: Reader, feePaymentId: number): ReceiptLine[] {
  return tx
    .select({ invoiceId: feeInvoices.id, playerId: feeInvoices.playerId, childName: players.name, period: feeInvoices.period, amount: feeAllocations.amount })
    .from(feeAllocations)
    .innerJoin(feeInvoices, eq(feeInvoices.id, feeAllocations.invoiceId))
    .innerJoin(players, eq(players.id, feeInvoices.playerId))
    .where(eq(feeAllocations.feePaymentId, feePaymentId))
    .orderBy(asc(feeInvoices.period), asc(feeAllocations.id))
    .all()
    .map((line) => ({ ...line, childName: firstName(line.childName) }));
}

/** The receipt's own page (the guardian's; staff open theirs under /admin/fees). */
export const receiptPath = (feePaymentId: number) => `/family/fees/receipts/${feePaymentId}`;

const RECEIPT_WORDS: Record<Language, { cash: string; mpesa: string; owed: (amount: string) => string; credit: (amount: string) => string; clear: string; none: string }> = {
  en: {
    cash: "Cash receipt",
    mpesa: "M-Pesa receipt",
    owed: (amount) => `Still owed on your family's invoices: ${amount}.`,
    credit: (amount) => `Nothing is owed. Your family has ${amount} in credit, which the next invoice uses.`,
    clear: "Nothing is owed: all your family's invoices are paid.",
    none: "It is kept as credit for your family's next invoice.",
  },
  sw: {
    cash: "Risiti ya pesa taslimu",
    mpesa: "Risiti ya M-Pesa",
    owed: (amount) => `Kiasi kinachodaiwa bado kwenye ankara za familia yako: ${amount}.`,
    credit: (amount) => `Hakuna deni. Familia yako ina salio la ${amount}, litakalotumika kwenye ankara inayofuata.`,
    clear: "Hakuna deni: ankara zote za familia yako zimelipwa.",
    none: "Kiasi hiki kimewekwa kama salio kwa ankara inayofuata ya familia yako.",
  },
};

/** The family's balance in one sentence, in `language`. */
function balanceSentence(balance: FamilyBalance, language: Language): string {
  const words = RECEIPT_WORDS[language];
  if (balance.owed > 0) return words.owed(formatKes(balance.owed, language));
  return balance.credit > 0 ? words.credit(formatKes(balance.credit, language)) : words.clear;
}

/**
 * Queues the "Fee Receipt" e-mail of a matched payment to each guardian of its child, inside the
 * caller's transaction (the ledger's: the payment and its mail are committed together). No guardian, or
 * the template switched off: nothing is queued. `balanceOf` gives the family's balance (read only when
 * someone is mailed).
 */
export function queueFeeReceiptIn(tx: Tx, payment: FeePayment, balanceOf: () => FamilyBalance): number[] {
  if (payment.status !== "matched" || !payment.playerId) return [];
  const recipients = tx
    .select({ name: guardians.name, email: guardians.email, language: guardians.language })
    .from(playerGuardians)
    .innerJoin(guardians, eq(guardians.id, playerGuardians.guardianId))
    .where(eq(playerGuardians.playerId, payment.playerId))
    .orderBy(asc(guardians.id))
    .all();
  if (recipients.length === 0) return [];
  const lines = receiptLines(tx, payment.id);
  const balance = balanceOf();
  const mails = templateMails(
    "Fee Receipt",
    recipients.map((guardian) => ({ email: guardian.email, language: guardian.language, data: { guardianName: guardian.name } })),
    (language) => {
      const words = RECEIPT_WORDS[language];
      return {
        receiptKind: payment.channel === "cash" ? words.cash : words.mpesa,
        receipt: payment.receipt,
        amount: formatKes(payment.amount, language),
        paidOn: formatLongDate(payment.paidAt, language),
        paidFor: lines.length
          ? lines.map((line) => `- ${line.childName}, ${periodLabel(line.period, language)}: ${formatKes(line.amount, language)}`).join("\n")
          : words.none,
        balance: balanceSentence(balance, language),
        receiptUrl: `${getEnv().PUBLIC_URL}${receiptPath(payment.id)}`,
      };
    },
  );
  return mails ? queueMails(mails) : [];
}
