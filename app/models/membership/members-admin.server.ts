// The members admin: the filtered list and its counts, a member's detail and history, status changes,
// renewals, loyalty points, the housekeeping that writes lapsed memberships down as expired, and the CSV
// export. Each action is one use-case function returning a `Result`.
import { and, count, desc, eq, getTableColumns, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { fanMembers, memberActivities } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { getMember, type FanMember } from "~/models/membership/members.server";
import type { MemberFilter } from "~/schemas/membership";
import { MEMBERSHIP_MESSAGES } from "~/config/membership";
import { formatLongDate } from "~/utils/dates";
import { effectiveStatus, isPaidTier, oneYearAfter, tierOf, type MemberStatus } from "~/utils/membership";
import { csvDate, csvStream } from "~/utils/csv.server";
import type { Result } from "~/utils/result";

const now = () => new Date().toISOString();

function statusCondition(status: MemberStatus, at: string): SQL {
  const lapsed = and(eq(fanMembers.status, "active"), isNotNull(fanMembers.expiryDate), lte(fanMembers.expiryDate, at))!;
  if (status === "expired") return or(eq(fanMembers.status, "expired"), lapsed)!;
  if (status === "active") {
    return and(eq(fanMembers.status, "active"), or(isNull(fanMembers.expiryDate), sql`${fanMembers.expiryDate} > ${at}`))!;
  }
  return eq(fanMembers.status, status);
}

function memberWhere({ q, tier, status }: MemberFilter, at = now()): SQL | undefined {
  const conditions: SQL[] = [];
  if (tier) conditions.push(eq(fanMembers.membershipType, tier));
  if (status) conditions.push(statusCondition(status, at));
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = (column: SQL | SQLiteColumn) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
    conditions.push(
      or(
        matches(sql`${fanMembers.firstName} || ' ' || ${fanMembers.lastName}`),
        matches(fanMembers.email),
        matches(fanMembers.membershipNumber),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export type MemberCounts = { total: number } & Record<MemberStatus, number>;

/** Members per effective status (an active membership past its expiry counts as expired). */
export function countMembers(at = now()): MemberCounts {
  const row = getDb()
    .select({
      total: count(),
      active: sql<number>`coalesce(sum(${statusCondition("active", at)}), 0)`,
      pending: sql<number>`coalesce(sum(${statusCondition("pending", at)}), 0)`,
      suspended: sql<number>`coalesce(sum(${statusCondition("suspended", at)}), 0)`,
      expired: sql<number>`coalesce(sum(${statusCondition("expired", at)}), 0)`,
    })
    .from(fanMembers)
    .get()!;
  return row;
}

const newestFirst = [desc(fanMembers.joinDate), desc(fanMembers.id)];

/** The members list's columns (the table shows these; the status is computed with the expiry date). */
const listColumns = {
  id: fanMembers.id,
  membershipNumber: fanMembers.membershipNumber,
  firstName: fanMembers.firstName,
  lastName: fanMembers.lastName,
  email: fanMembers.email,
  membershipType: fanMembers.membershipType,
  status: fanMembers.status,
  loyaltyPoints: fanMembers.loyaltyPoints,
  joinDate: fanMembers.joinDate,
  expiryDate: fanMembers.expiryDate,
};

/** One member as the members admin's detail shows them (everything but the picture and timestamps). */
export function getMemberDetail(id: number) {
  const { profileImage: _picture, createdAt: _created, updatedAt: _updated, clientIpHash: _client, ...columns } = getTableColumns(fanMembers);
  return getDb().select(columns).from(fanMembers).where(eq(fanMembers.id, id)).get() ?? null;
}

export function listMembers(filter: MemberFilter & { limit: number; offset: number }) {
  const db = getDb();
  const where = memberWhere(filter);
  const rows = db.select(listColumns).from(fanMembers).where(where).orderBy(...newestFirst).limit(filter.limit).offset(filter.offset).all();
  const total = db.select({ n: count() }).from(fanMembers).where(where).get()?.n ?? 0;
  return { rows: rows.map((row) => ({ ...row, status: effectiveStatus(row) })), total, counts: countMembers() };
}

/** A member's history as the admin's detail lists it. */
export function listMemberActivities(memberId: number, limit = 50) {
  const { id, description, pointsEarned, activityDate } = memberActivities;
  return getDb()
    .select({ id, description, pointsEarned, activityDate })
    .from(memberActivities)
    .where(eq(memberActivities.memberId, memberId))
    .orderBy(desc(memberActivities.activityDate), desc(memberActivities.id))
    .limit(limit)
    .all();
}

const MEMBER_NOT_FOUND = { ok: false, reason: "not-found", message: MEMBERSHIP_MESSAGES.memberNotFound } as const;

/**
 * Use case: an admin changes a member's status: activate (after payment at the club office, or after
 * a suspension), suspend, or expire. Activating a pending paid membership starts its year on the day
 * of payment.
 */
export function setMemberStatus(
  id: number,
  status: "active" | "suspended" | "expired",
  actor: AuditActor,
): Result<{ member: FanMember }, "not-found" | "conflict"> {
  const db = getDb();
  const at = now();
  const existing = getMember(id);
  if (!existing) return MEMBER_NOT_FOUND;
  const current = effectiveStatus(existing, at);
  if (current === status) return { ok: false, reason: "conflict", message: `This membership is already ${status}` };
  if (status === "active" && current === "expired") {
    return { ok: false, reason: "conflict", message: "An expired membership is renewed, not activated" };
  }
  const startsNow = status === "active" && existing.status === "pending" && isPaidTier(existing.membershipType);
  const member = db
    .update(fanMembers)
    .set({ status, updatedAt: at, ...(startsNow ? { expiryDate: oneYearAfter(at) } : {}) })
    .where(eq(fanMembers.id, id))
    .returning()
    .get()!;
  db.insert(memberActivities)
    .values({ memberId: id, activityType: "status-change", description: `Membership ${status === "active" ? "activated" : status}`, activityDate: at })
    .run();
  recordAudit(actor, `membership.${status === "active" ? "activate" : status === "suspended" ? "suspend" : "expire"}`, { type: "fan-member", id }, `Set ${member.membershipNumber} (${member.firstName} ${member.lastName}) from ${current} to ${status}`);
  return { ok: true, member };
}

/**
 * Use case: an admin renews a membership for a year: from its expiry date while it still runs, from
 * today once it has lapsed. A renewed membership is active. The free tier does not expire.
 */
export function renewMembership(id: number, actor: AuditActor): Result<{ member: FanMember }, "not-found" | "conflict"> {
  const db = getDb();
  const at = now();
  const existing = getMember(id);
  if (!existing) return MEMBER_NOT_FOUND;
  if (!isPaidTier(existing.membershipType)) {
    return { ok: false, reason: "conflict", message: MEMBERSHIP_MESSAGES.regularNeverExpires };
  }
  const from = existing.expiryDate && existing.expiryDate > at ? existing.expiryDate : at;
  const expiryDate = oneYearAfter(from);
  const member = db
    .update(fanMembers)
    .set({ status: "active", expiryDate, updatedAt: at })
    .where(eq(fanMembers.id, id))
    .returning()
    .get()!;
  db.insert(memberActivities)
    .values({ memberId: id, activityType: "renewal", description: `Membership renewed until ${formatLongDate(expiryDate)}`, activityDate: at })
    .run();
  recordAudit(actor, "membership.renew", { type: "fan-member", id }, `Renewed ${member.membershipNumber} until ${formatLongDate(expiryDate)}`);
  return { ok: true, member };
}

/** Use case: an admin awards loyalty points with a reason (kept in the member's activity history). */
export function awardPoints(
  id: number,
  points: number,
  reason: string,
  actor: AuditActor,
): Result<{ member: FanMember }, "not-found"> {
  const at = now();
  const member = getDb().transaction((tx) => {
    const updated = tx
      .update(fanMembers)
      .set({ loyaltyPoints: sql`${fanMembers.loyaltyPoints} + ${points}`, updatedAt: at })
      .where(eq(fanMembers.id, id))
      .returning()
      .get();
    if (!updated) return null;
    tx.insert(memberActivities).values({ memberId: id, activityType: "points-award", description: reason, pointsEarned: points, activityDate: at }).run();
    return updated;
  });
  if (!member) return MEMBER_NOT_FOUND;
  recordAudit(actor, "membership.award-points", { type: "fan-member", id }, `Awarded ${points} points to ${member.membershipNumber}: ${reason}`, { points });
  return { ok: true, member };
}

/**
 * Housekeeping: active memberships past their expiry date are written down as expired (the pages
 * already show them so; this keeps the stored status honest for exports and filters).
 */
export function expireLapsedMemberships(at = now()): number {
  const expired = getDb()
    .update(fanMembers)
    .set({ status: "expired", updatedAt: at })
    .where(and(eq(fanMembers.status, "active"), isNotNull(fanMembers.expiryDate), lte(fanMembers.expiryDate, at)))
    .returning({ id: fanMembers.id })
    .all();
  if (expired.length) {
    recordAudit(null, "membership.expire", { type: "fan-member" }, `Expired ${expired.length} lapsed memberships`, {
      ids: expired.map((row) => row.id),
    });
  }
  return expired.length;
}

// ---------------------------------------------------------------- export

export const MEMBER_CSV_COLUMNS = [
  "Membership Number",
  "First Name",
  "Last Name",
  "Email",
  "Phone",
  "Tier",
  "Status",
  "Loyalty Points",
  "Join Date",
  "Expiry Date",
] as const;

/** The filtered members as CSV, batch by batch (keyset pagination on the join date) so memory stays flat. */
export function membersCsvStream(
  filter: MemberFilter,
  { batchSize = 1000, signal }: { batchSize?: number; signal?: AbortSignal } = {},
): ReadableStream<Uint8Array> {
  const at = now();
  const where = memberWhere(filter, at);
  return csvStream({
    columns: MEMBER_CSV_COLUMNS,
    pageSize: batchSize,
    signal,
    readPage: (last: FanMember | null) =>
      getDb()
        .select()
        .from(fanMembers)
        .where(and(where, last ? sql`(${fanMembers.joinDate}, ${fanMembers.id}) < (${last.joinDate}, ${last.id})` : undefined))
        .orderBy(...newestFirst)
        .limit(batchSize)
        .all(),
    toRecords: (rows) =>
      rows.map((row) => [
        row.membershipNumber,
        row.firstName,
        row.lastName,
        row.email,
        row.phone,
        tierOf(row.membershipType).name,
        effectiveStatus(row, at),
        row.loyaltyPoints,
        csvDate(row.joinDate),
        csvDate(row.expiryDate),
      ]),
  });
}
