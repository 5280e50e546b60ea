// The club's sponsors: the admin list and its editor (/admin/sponsors), and the landing page's strip.
// The only module that reads or writes the `sponsors` table. A logo is a picture from the image
// pipeline or an https address; saving owns storing, replacing and deleting the stored file.
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { containsText } from "~/db/like.server";
import { sponsors } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { SPONSOR_LIMITS, SPONSOR_MESSAGES, SPONSOR_TIERS, type SponsorTier } from "~/config/sponsors";
import type { SponsorForm } from "~/schemas/sponsors";
import { deleteStoredImage, saveWithImages, type ImageFailure, type ImageInput } from "~/infra/images.server";
import { pageWindow } from "~/utils/paging";
import type { Failure, Result } from "~/utils/result";

export type Sponsor = typeof sponsors.$inferSelect;

/** Main sponsors first, then partners, then supporters; by name within a tier. */
const tierRank = sql`CASE ${sponsors.tier} ${sql.join(
  SPONSOR_TIERS.map((tier, rank) => sql`WHEN ${tier.value} THEN ${rank}`),
  sql` `,
)} ELSE ${SPONSOR_TIERS.length} END`;
const sponsorOrder = [tierRank, asc(sponsors.name), asc(sponsors.id)];

export type SponsorFilter = { q?: string; tier?: string; page?: number };

/** One page of the admin list, and how many sponsors match the filter. */
export function listSponsorsForAdmin(filter: SponsorFilter): { rows: Sponsor[]; total: number } {
  const where = and(
    filter.q ? containsText(sponsors.name, filter.q) : undefined,
    filter.tier ? eq(sponsors.tier, filter.tier) : undefined,
  );
  const { limit, offset } = pageWindow(filter.page ?? 1, SPONSOR_LIMITS.pageSize);
  const db = getDb();
  const rows = db.select().from(sponsors).where(where).orderBy(...sponsorOrder).limit(limit).offset(offset).all();
  const total = db.select({ n: count() }).from(sponsors).where(where).get()?.n ?? 0;
  return { rows, total };
}

/** The sponsors the landing page thanks, in tier order. */
export function listActiveSponsors(): Pick<Sponsor, "id" | "name" | "tier" | "websiteUrl" | "logoUrl">[] {
  return getDb()
    .select({ id: sponsors.id, name: sponsors.name, tier: sponsors.tier, websiteUrl: sponsors.websiteUrl, logoUrl: sponsors.logoUrl })
    .from(sponsors)
    .where(eq(sponsors.isActive, true))
    .orderBy(...sponsorOrder)
    .all();
}

export function getSponsor(id: number): Sponsor | null {
  return getDb().select().from(sponsors).where(eq(sponsors.id, id)).get() ?? null;
}

const notFound = (): Failure<"not-found"> => ({ ok: false, reason: "not-found", message: SPONSOR_MESSAGES.notFound });

/** What happens to the logo on a save: keep it, take a new picture (upload or address), or remove it. */
export type LogoChange = { keep: true } | { remove: true } | { set: ImageInput };

/**
 * Adds a sponsor (no id) or saves changes to one. Names are unique (whatever their case). A new logo is
 * stored before the row is written and removed again if the save is refused; the logo it replaces is
 * deleted once the save is done.
 */
export async function saveSponsor(
  input: SponsorForm,
  logo: LogoChange,
  actor: AuditActor,
): Promise<Result<{ sponsor: Sponsor; created: boolean }, "not-found" | "conflict"> | ImageFailure> {
  const existing = input.id ? getSponsor(input.id) : null;
  if (input.id && !existing) return notFound();
  const db = getDb();
  const clash = db
    .select({ id: sponsors.id })
    .from(sponsors)
    .where(and(sql`lower(${sponsors.name}) = lower(${input.name})`, existing ? ne(sponsors.id, existing.id) : undefined))
    .get();
  if (clash) {
    const message = SPONSOR_MESSAGES.duplicateName;
    return { ok: false, reason: "conflict", message, errors: { name: [message] } };
  }
  const pictures = "set" in logo ? [logo.set] : [];
  const saved = await saveWithImages(
    pictures,
    ([newLogo]) => {
      const logoUrl = "set" in logo ? newLogo : "remove" in logo ? null : (existing?.logoUrl ?? null);
      const values = { name: input.name, tier: input.tier as SponsorTier, websiteUrl: input.websiteUrl ?? null, logoUrl, isActive: input.isActive };
      const sponsor = existing
        ? db.update(sponsors).set({ ...values, updatedAt: new Date().toISOString() }).where(eq(sponsors.id, existing.id)).returning().get()
        : db.insert(sponsors).values(values).returning().get();
      recordAudit(actor, existing ? "sponsor.update" : "sponsor.create", { type: "sponsor", id: sponsor.id }, `${existing ? "Updated" : "Added"} sponsor ${sponsor.name}`);
      return { ok: true as const, sponsor, created: !existing };
    },
    (done) => (done.ok && existing?.logoUrl && existing.logoUrl !== done.sponsor.logoUrl ? [existing.logoUrl] : []),
  );
  // A picture the pipeline refused is the logo field's problem.
  return saved.ok ? saved : { ...saved, errors: { logo: [saved.message] } };
}

/** Removes a sponsor and its stored logo. */
export async function deleteSponsor(id: number, actor: AuditActor): Promise<Result<{ sponsor: Sponsor }, "not-found">> {
  const sponsor = getDb().delete(sponsors).where(eq(sponsors.id, id)).returning().get();
  if (!sponsor) return notFound();
  await deleteStoredImage(sponsor.logoUrl);
  recordAudit(actor, "sponsor.delete", { type: "sponsor", id }, `Deleted sponsor ${sponsor.name}`);
  return { ok: true, sponsor };
}
