// A paid membership waits for its payment only for a while: a Premium or VIP membership still pending
// (paid neither with M-Pesa nor at the club office) MEMBERSHIP_HOLD_HOURS after it was registered is
// expired by the sweep the order holds use (app/services/startup.server.ts), so memberships a stranger
// registered in someone else's name, or that were never paid, stop being something to prompt a phone
// for. Staff can still renew an expired membership when the fan pays at the office.
import { and, eq, lt } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import { fanMembers, memberActivities } from "~/db/schema";
import { recordAudit } from "~/models/audit.server";

const HOUR_MS = 3600_000;

/** How long a paid membership may wait for its payment, in milliseconds. */
export const membershipHoldMs = () => getEnv().MEMBERSHIP_HOLD_HOURS * HOUR_MS;

/**
 * Expires every membership still pending MEMBERSHIP_HOLD_HOURS after `at`, and returns their ids. Each
 * is expired in its own immediate transaction by an update that matches it only while it is still
 * pending, so staff activating it (or a payment settling it) at the same moment wins or loses whole,
 * and a second sweep changes nothing. A payment cannot start within MPESA_EXPIRE_MINUTES of the end
 * (startMembershipPayment), so none is waiting when it ends.
 */
export function expireUnpaidMemberships(at = Date.now()): number[] {
  const db = getDb();
  const hours = getEnv().MEMBERSHIP_HOLD_HOURS;
  const cutoff = new Date(at - membershipHoldMs()).toISOString();
  const stillPending = and(eq(fanMembers.status, "pending"), lt(fanMembers.createdAt, cutoff));
  const due = db.select({ id: fanMembers.id }).from(fanMembers).where(stillPending).all();
  const expired: number[] = [];
  for (const { id } of due) {
    const now = new Date().toISOString();
    const member = db.transaction(
      (tx) => {
        const updated = tx
          .update(fanMembers)
          .set({ status: "expired", expiryDate: now, updatedAt: now })
          .where(and(eq(fanMembers.id, id), stillPending))
          .returning({ membershipNumber: fanMembers.membershipNumber })
          .get();
        if (updated) {
          tx.insert(memberActivities)
            .values({ memberId: id, activityType: "status-change", description: `Membership expired: not paid within ${hours} hours`, activityDate: now })
            .run();
        }
        return updated;
      },
      { behavior: "immediate" },
    );
    if (!member) continue;
    expired.push(id);
    recordAudit(null, "membership.expire", { type: "fan-member", id }, `${member.membershipNumber}: pending → expired (not paid within ${hours} hours)`, {
      from: "pending",
      to: "expired",
      holdHours: hours,
    });
  }
  return expired;
}
