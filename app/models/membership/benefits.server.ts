// The benefits of each membership tier: the public list and the admin's editor.
import { asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { membershipBenefits } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import type { BenefitInput } from "~/schemas/membership";
import { MEMBERSHIP_MESSAGES } from "~/config/membership";
import { tierOf } from "~/utils/membership";
import type { Result } from "~/utils/result";

export type Benefit = typeof membershipBenefits.$inferSelect;

export function listActiveBenefits(): Benefit[] {
  return getDb()
    .select()
    .from(membershipBenefits)
    .where(eq(membershipBenefits.isActive, true))
    .orderBy(asc(membershipBenefits.id))
    .all();
}

/** The benefits editor's rows: every column it shows or edits. */
export function listAllBenefits() {
  const { id, membershipType, benefitName, description, isActive } = membershipBenefits;
  return getDb().select({ id, membershipType, benefitName, description, isActive }).from(membershipBenefits).orderBy(asc(membershipBenefits.id)).all();
}

/** Use case: an admin adds a benefit to a tier or edits one (name, description, shown or hidden). */
export function saveBenefit(input: BenefitInput, actor: AuditActor): Result<{ benefit: Benefit }, "not-found"> {
  const db = getDb();
  const { id, ...values } = input;
  const benefit = id
    ? db.update(membershipBenefits).set(values).where(eq(membershipBenefits.id, id)).returning().get()
    : db.insert(membershipBenefits).values(values).returning().get();
  if (!benefit) return { ok: false, reason: "not-found", message: MEMBERSHIP_MESSAGES.benefitNotFound };
  recordAudit(
    actor,
    id ? "membership.benefit-update" : "membership.benefit-create",
    { type: "membership-benefit", id: benefit.id },
    `${id ? "Updated" : "Added"} the ${tierOf(benefit.membershipType).name} benefit "${benefit.benefitName}"`,
    { isActive: benefit.isActive },
  );
  return { ok: true, benefit };
}
