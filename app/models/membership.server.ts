// Fan membership: registering, looking members up (a masked public card only), members-only content with
// its level rule (signing in by e-mailed link: ./membership/sign-in.server.ts), and the members admin (status, renewals, points, content, benefits, CSV). Each
// action is one use-case function returning a `Result` (docs/decisions/0009-use-case-functions.md).
import { and, asc, count, desc, eq, getTableColumns, isNotNull, isNull, like, lte, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { exclusiveContent, fanMembers, memberActivities, membershipBenefits } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { DEFAULT_LANGUAGE, type Language } from "~/config/i18n";
import { queueTemplateEmail } from "~/models/email.server";
import { mailWording } from "~/models/email-wording.server";
import { type BenefitInput, type ContentInput, type MemberFilter, type MemberRegistration } from "~/schemas/membership";
import { DUPLICATE_MEMBER_MESSAGE, LOOKUP_MESSAGES, MEMBERSHIP_MESSAGES } from "~/config/membership";
import { createSignInToken, linkLifetimeText, signInPageUrl, signInUrl } from "~/models/membership/sign-in.server";
import { formatLongDate } from "~/utils/dates";
import {
  canReadLevel,
  effectiveStatus,
  excerptOf,
  formatMembershipNumber,
  isPaidTier,
  MEMBERSHIP_NUMBER,
  oneYearAfter,
  tierOf,
  WELCOME_BONUS_POINTS,
  type MemberStatus,
  type MembershipType,
} from "~/utils/membership";
import {
  IMAGE_MESSAGES,
  imageTooLarge,
  saveWithImages,
  type ImageFailure,
  type ImageInput,
} from "~/infra/images.server";
import type { UploadProblem } from "~/infra/upload.server";
import { csvDate, csvStream } from "~/utils/csv.server";
import type { Result } from "~/utils/result";

export type FanMember = typeof fanMembers.$inferSelect;
export type ExclusiveItem = typeof exclusiveContent.$inferSelect;
export type Benefit = typeof membershipBenefits.$inferSelect;

const now = () => new Date().toISOString();
const nairobiYear = new Intl.DateTimeFormat("en-CA", { year: "numeric", timeZone: "Africa/Nairobi" });

// ---------------------------------------------------------------- the public view

/**
 * A member's card: never the phone, address, date of birth, e-mail or emergency contacts. The status is
 * the effective one (an active membership past its expiry date is expired). The member themselves (signed
 * in by their link) and the registration answer get it whole; the public lookup gets it masked.
 */
export type PublicMember = {
  /** Null in the lookup by e-mail: a number is never handed to whoever knows only the address. */
  membershipNumber: string | null;
  firstName: string;
  lastName: string;
  membershipType: MembershipType;
  status: MemberStatus;
  loyaltyPoints: number;
  joinDate: string;
  expiryDate: string | null;
};

export function publicView(member: FanMember): PublicMember {
  return {
    membershipNumber: member.membershipNumber,
    firstName: member.firstName,
    lastName: member.lastName,
    membershipType: member.membershipType,
    status: effectiveStatus(member),
    loyaltyPoints: member.loyaltyPoints,
    joinDate: member.joinDate,
    expiryDate: member.expiryDate,
  };
}

/**
 * The card the public lookup shows: the first name and the last name's initial ("Achieng O."), so that
 * walking addresses or numbers harvests no full names, and the membership number only to whoever
 * already typed it. The field names are those of the whole card.
 */
export function lookupCard(member: FanMember, by: "email" | "number"): PublicMember {
  const initial = member.lastName.trim().charAt(0).toUpperCase();
  return {
    ...publicView(member),
    lastName: initial ? `${initial}.` : "",
    membershipNumber: by === "number" ? member.membershipNumber : null,
  };
}

// ---------------------------------------------------------------- registering

/** The next free number of `year`: one more than the highest issued so far (run inside the insert's transaction). */
function nextMembershipNumber(db: Pick<ReturnType<typeof getDb>, "select">, year: number): string {
  const prefix = `RSFC-${year}-`;
  const highest = db
    .select({ number: sql<string | null>`max(${fanMembers.membershipNumber})` })
    .from(fanMembers)
    .where(like(fanMembers.membershipNumber, `${prefix}%`))
    .get()?.number;
  const sequence = highest ? Number(MEMBERSHIP_NUMBER.exec(highest)?.[2] ?? 0) : 0;
  return formatMembershipNumber(year, sequence + 1);
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && "code" in error && String((error as { code: unknown }).code).startsWith("SQLITE_CONSTRAINT_UNIQUE");

/**
 * Use case: a fan joins. The member gets the next membership number of the year and the welcome
 * bonus (as a member_activities row too); paid tiers start pending until paid (at the club office, or
 * with M-Pesa: `paying`) and run a year, the free tier is active at once. An e-mail already registered
 * is a conflict, and nothing is written. The member is sent one welcome e-mail with the number and
 * their first sign-in link; one paying with M-Pesa gets that link once the payment is confirmed. Mails
 * are written in `from.language` (the page's), stored for the member's later mails.
 */
export function registerMember(
  input: MemberRegistration,
  from: { clientIp: string; language?: Language },
  at = new Date(),
  paying: MembershipPaying = "office",
): Result<{ member: FanMember }, "conflict"> {
  const db = getDb();
  const joinDate = at.toISOString();
  const paid = isPaidTier(input.membershipType);
  let member: FanMember;
  try {
    member = db.transaction((tx) => {
      const taken = tx.select({ id: fanMembers.id }).from(fanMembers).where(eq(fanMembers.email, input.email)).get();
      if (taken) return null;
      const created = tx
        .insert(fanMembers)
        .values({
          ...input,
          language: from.language ?? DEFAULT_LANGUAGE,
          membershipNumber: nextMembershipNumber(tx, Number(nairobiYear.format(at))),
          status: paid ? "pending" : "active",
          joinDate,
          expiryDate: paid ? oneYearAfter(joinDate) : null,
          loyaltyPoints: WELCOME_BONUS_POINTS,
          createdAt: joinDate,
          updatedAt: joinDate,
        })
        .returning()
        .get();
      tx.insert(memberActivities)
        .values({
          memberId: created.id,
          activityType: "welcome-bonus",
          description: "Welcome bonus for joining the Fan Club",
          pointsEarned: WELCOME_BONUS_POINTS,
          activityDate: joinDate,
        })
        .run();
      return created;
    }) as FanMember;
  } catch (error) {
    // Two registrations with one e-mail at the same moment: the unique index refuses the second.
    if (isUniqueViolation(error)) member = null as unknown as FanMember;
    else throw error;
  }
  if (!member) {
    return { ok: false, reason: "conflict", message: DUPLICATE_MEMBER_MESSAGE, errors: { email: [DUPLICATE_MEMBER_MESSAGE] } };
  }
  queueTemplateEmail(
    "Membership Welcome",
    member.email,
    {
      firstName: member.firstName,
      membershipNumber: member.membershipNumber,
      tierName: mailWording(member.language).tierName(member.membershipType),
      points: WELCOME_BONUS_POINTS,
      nextStep: welcomeNextStep(member, paid ? paying : "nothing", at),
    },
    { clientIp: from.clientIp, language: member.language },
  );
  return { ok: true, member };
}

/** How a new member pays a paid tier. */
export type MembershipPaying = "office" | "mpesa";

/** The welcome mail's "what happens next": what is true for the tier and the way the member chose to pay. */
function welcomeNextStep(member: FanMember, paying: MembershipPaying | "nothing", at: Date): string {
  const wording = mailWording(member.language);
  // No link for M-Pesa yet: the member is e-mailed one the moment the payment is confirmed and the membership
  // active. One they ask for while still pending signs them in onto the payment page.
  if (paying === "mpesa") return wording.welcomeNextStep({ paying, membershipType: member.membershipType, signInPage: signInPageUrl() });
  const signIn = signInSentence(member, at);
  return paying === "nothing" ? wording.welcomeNextStep({ paying, signIn }) : wording.welcomeNextStep({ paying, membershipType: member.membershipType, signIn });
}

/** The welcome mail's first sign-in link (any later one is asked for on the Fan Membership page). */
function signInSentence(member: FanMember, at: Date): string {
  const url = signInUrl(createSignInToken(member.id, at));
  return mailWording(member.language).signInSentence(url, linkLifetimeText(member.language));
}

// ---------------------------------------------------------------- looking up

export function findMemberByEmail(email: string): FanMember | null {
  return getDb().select().from(fanMembers).where(eq(fanMembers.email, email.trim().toLowerCase())).get() ?? null;
}

export function findMemberByNumber(number: string): FanMember | null {
  const normalized = number.trim().toUpperCase();
  if (!MEMBERSHIP_NUMBER.test(normalized)) return null;
  return getDb().select().from(fanMembers).where(eq(fanMembers.membershipNumber, normalized)).get() ?? null;
}

export function getMember(id: number): FanMember | null {
  return getDb().select().from(fanMembers).where(eq(fanMembers.id, id)).get() ?? null;
}

/**
 * Use case: the public lookup, by e-mail (anything with an @) or membership number: the masked card
 * (lookupCard). It proves nothing: only the e-mailed link signs a member in.
 */
export function lookUpMember(query: string): Result<{ member: PublicMember }, "not-found"> {
  const by = query.includes("@") ? "email" : "number";
  const member = by === "email" ? findMemberByEmail(query) : findMemberByNumber(query);
  if (!member) {
    const message = LOOKUP_MESSAGES.notFound.description;
    return { ok: false, reason: "not-found", message, errors: { query: [message] }, toast: LOOKUP_MESSAGES.notFound };
  }
  return { ok: true, member: lookupCard(member, by) };
}

// ---------------------------------------------------------------- benefits

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

// ---------------------------------------------------------------- exclusive content

/**
 * A content item as a visitor may see it: the full text, video and picture only for a member whose tier
 * includes its level; a locked item is its teaser (title, excerpt, level) with no picture address.
 */
export type ContentCard = {
  id: number;
  title: string;
  contentType: string;
  membershipLevel: MembershipType;
  imageUrl: string | null;
  publishDate: string | null;
  viewCount: number;
  excerpt: string;
  locked: boolean;
  content: string | null;
  videoUrl: string | null;
};

export type Reader = Pick<FanMember, "membershipType" | "status" | "expiryDate"> | null;

function toCard(item: ExclusiveItem, reader: Reader): ContentCard {
  const locked = !canReadLevel(reader, item.membershipLevel);
  return {
    id: item.id,
    title: item.title,
    contentType: item.contentType,
    membershipLevel: item.membershipLevel,
    imageUrl: locked ? null : item.imageUrl,
    publishDate: item.publishDate,
    viewCount: item.viewCount,
    excerpt: excerptOf(item.content),
    locked,
    content: locked ? null : item.content,
    videoUrl: locked ? null : item.videoUrl,
  };
}

const published = eq(exclusiveContent.isPublished, true);

/** Published items, newest first, each locked or not for `reader`. */
export function listPublishedContent(reader: Reader, { withContent = false } = {}): ContentCard[] {
  return getDb()
    .select()
    .from(exclusiveContent)
    .where(published)
    .orderBy(desc(exclusiveContent.publishDate), desc(exclusiveContent.id))
    .all()
    .map((item) => {
      const card = toCard(item, reader);
      return withContent ? card : { ...card, content: null, videoUrl: null };
    });
}

/**
 * Use case: a visitor opens a published item. A member whose tier includes it reads it and the view is
 * counted; anyone else gets the excerpt and the tier that unlocks it.
 */
export function openContent(id: number, reader: Reader): Result<{ item: ContentCard }, "not-found"> {
  const db = getDb();
  const row = db.select().from(exclusiveContent).where(and(eq(exclusiveContent.id, id), published)).get();
  if (!row) return { ok: false, reason: "not-found", message: MEMBERSHIP_MESSAGES.contentNotFound };
  const item = toCard(row, reader);
  if (!item.locked) {
    const counted = db
      .update(exclusiveContent)
      .set({ viewCount: sql`${exclusiveContent.viewCount} + 1` })
      .where(eq(exclusiveContent.id, id))
      .returning({ viewCount: exclusiveContent.viewCount })
      .get();
    item.viewCount = counted?.viewCount ?? item.viewCount + 1;
  }
  return { ok: true, item };
}

/** The content admin's list: the columns its table shows. */
export function listAllContent() {
  const { id, title, membershipLevel, contentType, isPublished, viewCount, publishDate } = exclusiveContent;
  return getDb()
    .select({ id, title, membershipLevel, contentType, isPublished, viewCount, publishDate })
    .from(exclusiveContent)
    .orderBy(desc(exclusiveContent.createdAt), desc(exclusiveContent.id))
    .all();
}

export function getContent(id: number): ExclusiveItem | null {
  return getDb().select().from(exclusiveContent).where(eq(exclusiveContent.id, id)).get() ?? null;
}

/** An item as the admin saves it, with its picture: uploaded bytes, an address, or none. */
export type ContentChanges = Omit<ContentInput, "imageUrl"> & {
  /** The uploaded file (or why it did not arrive whole), else the address typed in the form. */
  image?: ImageInput | UploadProblem | null;
};

type ContentPictureFailure = ImageFailure & { errors: Record<string, string[]> };

/** A picture the pipeline refused (or that never arrived whole), on the form's picture field. */
function pictureRefused(refused: ImageFailure | UploadProblem): ContentPictureFailure {
  const failure: ImageFailure =
    "ok" in refused
      ? refused
      : refused.kind === "too-large"
        ? imageTooLarge()
        : { ok: false, reason: "unsupported-type", message: IMAGE_MESSAGES.invalidType.description, toast: IMAGE_MESSAGES.invalidType };
  return { ...failure, errors: { image: [failure.message] } };
}

/**
 * Use case: an admin writes or edits an item. Publishing sets the publish date the first time;
 * unpublishing keeps it (it is the date the item first went out). An uploaded picture is stored
 * through the image pipeline; the picture it replaces is deleted once the item is saved.
 */
export async function saveContent(
  input: ContentChanges,
  actor: AuditActor,
): Promise<Result<{ item: ExclusiveItem }, "not-found" | ImageFailure["reason"]>> {
  const db = getDb();
  const at = now();
  const { id, image, ...values } = input;
  const existing = id ? getContent(id) : null;
  if (id && !existing) return { ok: false, reason: "not-found", message: MEMBERSHIP_MESSAGES.contentNotFound };
  if (image && "kind" in image) return pictureRefused(image);
  const saved = await saveWithImages(
    image ? [image] : [],
    ([imageUrl]) => {
      const row = {
        ...values,
        imageUrl: imageUrl ?? null,
        videoUrl: values.videoUrl ?? null,
        publishDate: values.isPublished ? (existing?.publishDate ?? at) : (existing?.publishDate ?? null),
        updatedAt: at,
      };
      const item = existing
        ? db.update(exclusiveContent).set(row).where(eq(exclusiveContent.id, existing.id)).returning().get()!
        : db.insert(exclusiveContent).values({ ...row, createdAt: at }).returning().get();
      return { ok: true as const, item };
    },
    (saved) => (saved.ok && existing?.imageUrl !== saved.item.imageUrl ? [existing?.imageUrl] : []),
  );
  if (!saved.ok) return pictureRefused(saved);
  const { item } = saved;
  recordAudit(
    actor,
    existing ? "membership.content-update" : "membership.content-create",
    { type: "exclusive-content", id: item.id },
    `${existing ? "Updated" : "Created"} exclusive content "${item.title}" (${item.membershipLevel}, ${item.isPublished ? "published" : "draft"})`,
  );
  return { ok: true, item };
}

/** Use case: an admin publishes or unpublishes an item. */
export function setContentPublished(id: number, publish: boolean, actor: AuditActor): Result<{ item: ExclusiveItem }, "not-found"> {
  const at = now();
  const existing = getContent(id);
  if (!existing) return { ok: false, reason: "not-found", message: MEMBERSHIP_MESSAGES.contentNotFound };
  const item = getDb()
    .update(exclusiveContent)
    .set({ isPublished: publish, publishDate: publish ? (existing.publishDate ?? at) : existing.publishDate, updatedAt: at })
    .where(eq(exclusiveContent.id, id))
    .returning()
    .get()!;
  recordAudit(
    actor,
    publish ? "membership.content-publish" : "membership.content-unpublish",
    { type: "exclusive-content", id },
    `${publish ? "Published" : "Unpublished"} exclusive content "${item.title}"`,
  );
  return { ok: true, item };
}

// ---------------------------------------------------------------- members admin

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
  const { profileImage: _picture, createdAt: _created, updatedAt: _updated, ...columns } = getTableColumns(fanMembers);
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
