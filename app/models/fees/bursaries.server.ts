// Bursaries (owns the bursaries table; ADR 0029): a full or partial waiver of one academy child's fees
// from a month, until a month or until ended. An invoice takes the highest bursary covering its period's
// first month, after the sibling discount, rounded in the family's favour. The reason is for admins and
// the treasurer only: it is read here, for the fees screens, and nowhere else.
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { FEE_PLAN_MESSAGES as MESSAGES } from "~/config/fees";
import { getDb } from "~/db/client.server";
import { bursaries, players, teamPlayers, teams, type Bursary } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import type { LedgerTx } from "~/models/fees/ledger.server";
import type { CreateBursaryInput } from "~/schemas/fee-plans";
import { monthAt, monthLabel, monthWithin, previousMonth } from "~/utils/fee-periods";
import type { Result } from "~/utils/result";

/** `ended`: it covers no month after this one (it may still cover this one). */
export type BursaryRow = Bursary & { playerName: string; teamName: string | null; ended: boolean };

/** Every bursary, the current ones first, with the child's name and team (for the fees screens only). */
export function listBursaries(now = new Date()): BursaryRow[] {
  const month = monthAt(now);
  return getDb()
    .select({ bursary: bursaries, playerName: players.name, teamName: teams.name })
    .from(bursaries)
    .innerJoin(players, eq(players.id, bursaries.playerId))
    .leftJoin(teamPlayers, eq(teamPlayers.playerId, players.id))
    .leftJoin(teams, eq(teams.id, teamPlayers.teamId))
    .orderBy(desc(bursaries.fromMonth), asc(players.name))
    .all()
    .map(({ bursary, playerName, teamName }) => ({ ...bursary, playerName, teamName, ended: bursary.untilMonth !== null && bursary.untilMonth <= month }))
    .sort((a, b) => Number(a.ended) - Number(b.ended));
}

/** The academy children a bursary may be for (on a team, not archived or erased), by team and name. */
export function bursaryCandidates() {
  return getDb()
    .select({ id: players.id, name: players.name, teamName: teams.name })
    .from(players)
    .innerJoin(teamPlayers, eq(teamPlayers.playerId, players.id))
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(and(eq(players.kind, "academy"), isNull(players.archivedAt), isNull(players.erasedAt)))
    .orderBy(asc(teams.sortOrder), asc(players.name))
    .all();
}

/** Each child's highest bursary percent covering `month` (children without one are absent). */
export function bursaryPercents(month: string, db: Pick<LedgerTx, "select"> = getDb()): Map<number, number> {
  const percents = new Map<number, number>();
  for (const row of db.select({ playerId: bursaries.playerId, percent: bursaries.percent, fromMonth: bursaries.fromMonth, untilMonth: bursaries.untilMonth }).from(bursaries).all()) {
    if (monthWithin(month, row.fromMonth, row.untilMonth)) percents.set(row.playerId, Math.max(percents.get(row.playerId) ?? 0, row.percent));
  }
  return percents;
}

type BursaryFailure = "invalid" | "not-found" | "conflict";

/** Use case (treasurer, admins): a bursary for an academy child. Invoices already made are not changed. */
export function createBursary(input: CreateBursaryInput, actor: AuditActor): Result<{ bursary: Bursary }, BursaryFailure> {
  const db = getDb();
  const player = db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(and(eq(players.id, input.playerId), eq(players.kind, "academy"), isNull(players.erasedAt)))
    .get();
  if (!player) return { ok: false, reason: "invalid", message: MESSAGES.playerNotFound, errors: { playerId: [MESSAGES.playerNotFound] } };
  const bursary = db
    .insert(bursaries)
    .values({ playerId: player.id, percent: input.percent, reason: input.reason, fromMonth: input.fromMonth, untilMonth: input.untilMonth ?? null, byUserId: actor?.id ?? null })
    .returning()
    .get();
  // The reason stays out of the audit summary (the audit log is read by every admin, not only here) but is
  // kept in its details, as the decision's record.
  recordAudit(
    actor,
    "fee.bursary",
    { type: "bursary", id: bursary.id },
    `Added a ${input.percent}% bursary for ${player.name} from ${monthLabel(input.fromMonth)}${input.untilMonth ? ` until ${monthLabel(input.untilMonth)}` : ""}`,
    { playerId: player.id, percent: input.percent, fromMonth: input.fromMonth, untilMonth: input.untilMonth ?? null, reason: input.reason },
  );
  return { ok: true, bursary };
}

/**
 * Use case: end a bursary. One that has begun covers up to this month (an invoice of this month may carry
 * it already) and no later; one that has not begun is removed.
 */
export function endBursary(bursaryId: number, actor: AuditActor, now = new Date()): Result<{ bursary: Bursary }, BursaryFailure> {
  const db = getDb();
  const bursary = db.select().from(bursaries).where(eq(bursaries.id, bursaryId)).get();
  if (!bursary) return { ok: false, reason: "not-found", message: MESSAGES.bursaryNotFound };
  const month = monthAt(now);
  if (bursary.untilMonth !== null && bursary.untilMonth <= month) return { ok: false, reason: "conflict", message: MESSAGES.bursaryEnded };
  const notBegun = bursary.fromMonth > month;
  if (notBegun) db.delete(bursaries).where(eq(bursaries.id, bursaryId)).run();
  else db.update(bursaries).set({ untilMonth: month }).where(eq(bursaries.id, bursaryId)).run();
  recordAudit(
    actor,
    "fee.bursary",
    { type: "bursary", id: bursaryId },
    notBegun ? `Removed a ${bursary.percent}% bursary that had not begun (player #${bursary.playerId})` : `Ended a ${bursary.percent}% bursary (player #${bursary.playerId}) after ${monthLabel(month)}`,
    { playerId: bursary.playerId, until: notBegun ? previousMonth(bursary.fromMonth) : month },
  );
  return { ok: true, bursary };
}
