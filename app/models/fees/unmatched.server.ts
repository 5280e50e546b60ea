// The unmatched list (docs/decisions/0029-academy-fees.md, "The treasurer's view"): money that found no
// family by its account number, each with a suggestion when the sender's phone fits exactly one guardian's
// (app/utils/fee-phone-match.ts: full, masked or hashed MSISDN), and the treasurer's recent decisions with
// their Undo. Assigning, "not a fee" and Undo are the ledger's use cases (assignFeePayment, markNotFee,
// unassignFeePayment), which audit them; this module only reads.
import { sql } from "drizzle-orm";
import { TREASURER_LIMITS } from "~/config/fees";
import { getDb } from "~/db/client.server";
import type { FeeChannel } from "~/db/schema";
import { phoneBook } from "~/utils/fee-phone-match";

export type UnmatchedPayment = {
  id: number;
  channel: FeeChannel;
  receipt: string;
  paidAt: string;
  amount: number;
  accountTyped: string | null;
  payerName: string | null;
  payerPhone: string | null;
  /** The family the sender's phone suggests: a child of theirs (the assignment's target) and how to name it. */
  suggestion: { playerId: number; guardian: string; children: string } | null;
};

export type RecentDecision = {
  id: number;
  receipt: string;
  amount: number;
  status: "matched" | "not-fee";
  child: string | null;
  by: string | null;
  at: string;
};

type GuardianRow = { id: number; name: string; phone: string; playerId: number | null; child: string | null };

/** The unmatched payments, newest first (a page of them), with their suggestions; and how many wait in all. */
export function unmatchedPayments(limit: number = TREASURER_LIMITS.unmatchedShown): { payments: UnmatchedPayment[]; total: number } {
  const rows = getDb().all<Omit<UnmatchedPayment, "suggestion">>(sql`
    SELECT id, channel, receipt, paid_at AS paidAt, amount, account_typed AS accountTyped, payer_name AS payerName, payer_phone AS payerPhone
    FROM fee_payments WHERE status = 'unmatched' ORDER BY paid_at DESC, id DESC LIMIT ${limit}
  `);
  const total = getDb().get<{ count: number }>(sql`SELECT count(*) AS count FROM fee_payments WHERE status = 'unmatched'`)!.count;
  if (!rows.some((row) => row.payerPhone)) return { payments: rows.map((row) => ({ ...row, suggestion: null })), total };
  // Every guardian once, with their academy children: the phone book is built once for the page.
  const guardians = getDb().all<GuardianRow>(sql`
    SELECT g.id AS id, g.name AS name, g.phone AS phone, p.id AS playerId, p.name AS child
    FROM guardians g LEFT JOIN player_guardians pg ON pg.guardian_id = g.id LEFT JOIN players p ON p.id = pg.player_id AND p.kind = 'academy'
    ORDER BY g.id, p.id
  `);
  const byGuardian = new Map<number, { name: string; phone: string; children: { id: number; name: string }[] }>();
  for (const row of guardians) {
    const entry = byGuardian.get(row.id) ?? { name: row.name, phone: row.phone, children: [] };
    if (row.playerId !== null && row.child !== null) entry.children.push({ id: row.playerId, name: row.child });
    byGuardian.set(row.id, entry);
  }
  const book = phoneBook([...byGuardian].map(([id, guardian]) => ({ id, phone: guardian.phone })));
  return {
    total,
    payments: rows.map((row) => {
      const guardianId = book.suggest(row.payerPhone);
      const guardian = guardianId === null ? undefined : byGuardian.get(guardianId);
      const suggestion = guardian?.children.length ? { playerId: guardian.children[0].id, guardian: guardian.name, children: guardian.children.map((child) => child.name).join(", ") } : null;
      return { ...row, suggestion };
    }),
  };
}

/** The treasurer's latest assignments and "not a fee" decisions, newest first: each can be undone. */
export function recentDecisions(limit: number = TREASURER_LIMITS.recentShown): RecentDecision[] {
  return getDb().all<RecentDecision>(sql`
    SELECT f.id AS id, f.receipt AS receipt, f.amount AS amount, f.status AS status, p.name AS child, u.username AS by, f.updated_at AS at
    FROM fee_payments f LEFT JOIN players p ON p.id = f.player_id LEFT JOIN users u ON u.id = f.by_user_id
    WHERE f.status = 'not-fee' OR (f.status = 'matched' AND f.matched_by = 'treasurer')
    ORDER BY f.updated_at DESC, f.id DESC LIMIT ${limit}
  `);
}

/** One unmatched payment (the one being assigned), or null when it is not waiting any more. */
export function unmatchedPayment(id: number): Omit<UnmatchedPayment, "suggestion"> | null {
  return (
    getDb().get<Omit<UnmatchedPayment, "suggestion">>(sql`
      SELECT id, channel, receipt, paid_at AS paidAt, amount, account_typed AS accountTyped, payer_name AS payerName, payer_phone AS payerPhone
      FROM fee_payments WHERE id = ${id} AND status = 'unmatched'
    `) ?? null
  );
}
