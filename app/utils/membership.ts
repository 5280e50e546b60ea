// Fan membership rules that both the server and the browser need: the tiers and their prices, the
// membership number's format, which tier may read which exclusive content, and when a membership
// counts as expired. Plain functions, no database.

export const MEMBERSHIP_TYPES = ["regular", "premium", "vip"] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

export const MEMBER_STATUSES = ["active", "pending", "suspended", "expired"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * A member's card: never the phone, address, date of birth, e-mail or emergency contacts. The status is
 * the effective one (an active membership past its expiry date is expired).
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

/** The three tiers, cheapest first. Prices are whole Kenyan shillings per year. */
export const TIERS: ReadonlyArray<{ type: MembershipType; name: string; price: number }> = [
  { type: "regular", name: "Regular Fan", price: 0 },
  { type: "premium", name: "Premium Fan", price: 2500 },
  { type: "vip", name: "VIP Fan", price: 5000 },
];

export const WELCOME_BONUS_POINTS = 50;

export const tierOf = (type: MembershipType) => TIERS.find((tier) => tier.type === type)!;

/** "Free", "KES 2,500/year". */
export function tierPriceLabel(type: MembershipType): string {
  const { price } = tierOf(type);
  return price === 0 ? "Free" : `KES ${price.toLocaleString("en-KE")}/year`;
}

/** Paid tiers wait for payment at the club office; the free tier is active at once. */
export const isPaidTier = (type: MembershipType) => tierOf(type).price > 0;

const LEVEL_RANK: Record<MembershipType, number> = { regular: 0, premium: 1, vip: 2 };

/** True when a membership of `type` includes content of `level` (regular < premium < vip). */
export const tierIncludes = (type: MembershipType, level: MembershipType) => LEVEL_RANK[type] >= LEVEL_RANK[level];

/**
 * The status a member really has now: an active membership whose expiry date has passed is expired,
 * whether or not the daily housekeeping has written that down yet.
 */
export function effectiveStatus(
  member: { status: string; expiryDate: string | null },
  now: string = new Date().toISOString(),
): MemberStatus {
  const status = (MEMBER_STATUSES as readonly string[]).includes(member.status) ? (member.status as MemberStatus) : "suspended";
  if (status === "active" && member.expiryDate && member.expiryDate <= now) return "expired";
  return status;
}

/** Whether this member may read content of `level`: active, not expired, and a tier at least that high. */
export function canReadLevel(
  member: { membershipType: MembershipType; status: string; expiryDate: string | null } | null | undefined,
  level: MembershipType,
  now?: string,
): boolean {
  return !!member && effectiveStatus(member, now) === "active" && tierIncludes(member.membershipType, level);
}

/** RSFC-2026-000123: the club, the year of joining, a sequence number within that year. */
export const MEMBERSHIP_NUMBER = /^RSFC-(\d{4})-(\d{6})$/;

export function formatMembershipNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) throw new RangeError(`Bad sequence ${sequence}`);
  return `RSFC-${year}-${String(sequence).padStart(6, "0")}`;
}

/** The same instant one calendar year later (29 February becomes 1 March). */
export function oneYearAfter(iso: string): string {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString();
}

/** The first paragraph of a text, cut at a word boundary to at most `max` characters. */
export function excerptOf(content: string, max = 180): string {
  const first = content.trim().split(/\n\s*\n/)[0]?.replace(/\s+/g, " ").trim() ?? "";
  if (first.length <= max) return first;
  const cut = first.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : first.slice(0, max)).replace(/[\s,.;:!?-]+$/, "")}…`;
}

export const PREFERENCES = [
  { value: "match-updates", label: "Match updates" },
  { value: "academy-news", label: "Academy news" },
  { value: "club-news", label: "Club news" },
  { value: "events", label: "Events" },
] as const;

export const CONTENT_TYPES = [
  { value: "article", label: "Article" },
  { value: "video", label: "Video" },
  { value: "interview", label: "Interview" },
  { value: "behind-the-scenes", label: "Behind the scenes" },
  { value: "photos", label: "Photos" },
] as const;

export const contentTypeLabel = (value: string) => CONTENT_TYPES.find((type) => type.value === value)?.label ?? value;
