// Fan members: the card a member or the public may see, joining (number, welcome bonus, welcome e-mail
// with the first sign-in link: ~/models/sign-in-links.server.ts) and finding a member. Each action is one use-case
// function returning a `Result` (docs/decisions/0009-use-case-functions.md).
import { and, count, eq, gt, inArray, like, sql } from "drizzle-orm";
import { CLUB_TIME_ZONE } from "~/config/club";
import { getEnv } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import { fanMembers, memberActivities } from "~/db/schema";
import { DEFAULT_LANGUAGE, type Language } from "~/config/i18n";
import { queueTemplateEmail } from "~/models/email.server";
import { mailWording } from "~/models/email-wording.server";
import { createSignInToken, linkLifetimeText, signInPageUrl, signInUrl } from "~/models/sign-in-links.server";
import type { MemberRegistration } from "~/schemas/membership";
import { DUPLICATE_MEMBER_MESSAGE, LOOKUP_MESSAGES, PAID_MEMBERSHIPS_LIMIT_MESSAGE } from "~/config/membership";
import {
  canReadLevel,
  effectiveStatus,
  formatMembershipNumber,
  isPaidTier,
  MEMBERSHIP_NUMBER,
  MEMBERSHIP_TYPES,
  oneYearAfter,
  WELCOME_BONUS_POINTS,
  type PublicMember,
} from "~/utils/membership";
import type { Result } from "~/utils/result";
import { clientKeyHash } from "~/utils/client-key.server";

export type FanMember = typeof fanMembers.$inferSelect;

const nairobiYear = new Intl.DateTimeFormat("en-CA", { year: "numeric", timeZone: CLUB_TIME_ZONE });

// ---------------------------------------------------------------- the public view

/**
 * The member themselves (signed in by their link) and the registration answer get the card whole; the
 * public lookup gets it masked.
 */
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

/** The member themselves as a page they read shows them: their card and the content levels they read. */
export function readerView(member: FanMember) {
  return { ...publicView(member), reads: MEMBERSHIP_TYPES.filter((level) => canReadLevel(member, level)) };
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
 * are written in `from.language` (the page's), stored for the member's later mails. One client IP may
 * register PAID_MEMBERSHIPS_PER_IP Premium or VIP memberships an hour (`rate-limited`, nothing written):
 * each can ring a phone with a payment prompt.
 */
export function registerMember(
  input: MemberRegistration,
  from: { clientIp: string; language?: Language },
  at = new Date(),
  paying: MembershipPaying = "office",
): Result<{ member: FanMember }, "conflict" | "rate-limited"> {
  const db = getDb();
  const joinDate = at.toISOString();
  const paid = isPaidTier(input.membershipType);
  const client = clientKeyHash(from.clientIp);
  let member: FanMember | "rate-limited";
  try {
    member = db.transaction((tx) => {
      if (paid && paidMembershipsFrom(tx, client, at) >= getEnv().PAID_MEMBERSHIPS_PER_IP) return "rate-limited";
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
          clientIpHash: client,
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
    }) as FanMember | "rate-limited";
  } catch (error) {
    // Two registrations with one e-mail at the same moment: the unique index refuses the second.
    if (isUniqueViolation(error)) member = null as unknown as FanMember;
    else throw error;
  }
  if (member === "rate-limited") return { ok: false, reason: "rate-limited", message: PAID_MEMBERSHIPS_LIMIT_MESSAGE };
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

const HOUR_MS = 3600_000;

/** Premium and VIP memberships registered from `client` in the hour before `at` (run inside the insert's transaction). */
function paidMembershipsFrom(tx: Pick<ReturnType<typeof getDb>, "select">, client: string, at: Date): number {
  return (
    tx
      .select({ n: count() })
      .from(fanMembers)
      .where(
        and(
          eq(fanMembers.clientIpHash, client),
          gt(fanMembers.createdAt, new Date(at.getTime() - HOUR_MS).toISOString()),
          inArray(fanMembers.membershipType, MEMBERSHIP_TYPES.filter(isPaidTier)),
        ),
      )
      .get()?.n ?? 0
  );
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
  const url = signInUrl(createSignInToken(member.email, at));
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
