// Fan membership for a fresh database: the benefits of each tier and members-only content.
import type { exclusiveContent, membershipBenefits } from "~/db/schema";
import { iso, paragraphs } from "./format";

export const seedMembershipBenefits: (typeof membershipBenefits.$inferInsert)[] = [
  { membershipType: "regular", benefitName: "Digital membership card", description: "A personal membership number and digital card." },
  { membershipType: "regular", benefitName: "Club newsletter", description: "Monthly e-mail newsletter with news, fixtures and academy updates." },
  { membershipType: "regular", benefitName: "Members' content", description: "Access to regular-level exclusive articles and videos." },
  { membershipType: "regular", benefitName: "Welcome loyalty points", description: "50 loyalty points when you join, to spend on club rewards." },
  { membershipType: "premium", benefitName: "Everything in Regular", description: "All the benefits of the Regular Fan membership." },
  { membershipType: "premium", benefitName: "10% shop discount", description: "Ten percent off all merchandise in the Rising Stars Shop." },
  { membershipType: "premium", benefitName: "Priority match seating", description: "Reserved seating in the members' stand at home matches." },
  { membershipType: "premium", benefitName: "Premium exclusive content", description: "Tactical breakdowns, interviews and behind-the-scenes videos." },
  { membershipType: "premium", benefitName: "Double loyalty points", description: "Earn twice the loyalty points on every purchase and activity." },
  { membershipType: "vip", benefitName: "Everything in Premium", description: "All the benefits of the Premium Fan membership." },
  { membershipType: "vip", benefitName: "20% shop discount", description: "Twenty percent off all merchandise, plus early access to new kits." },
  { membershipType: "vip", benefitName: "Training ground visits", description: "Watch selected first-team training sessions at Ngong Road." },
  { membershipType: "vip", benefitName: "Annual dinner with the squad", description: "An invitation to the end-of-season dinner with players and coaches." },
  { membershipType: "vip", benefitName: "Signed home jersey", description: "A home jersey signed by the senior squad, delivered each season." },
];

type ExclusiveItem = Omit<typeof exclusiveContent.$inferInsert, "publishDate"> & { publishDate: string };

const exclusiveItems: ExclusiveItem[] = [
  {
    title: "Inside the Dressing Room: Match-Day Rituals",
    contentType: "behind-the-scenes",
    membershipLevel: "regular",
    imageUrl: "/images/exclusive/dressing-room.webp",
    publishDate: iso("2026-11-15T09:00:00Z"),
    viewCount: 412,
    content: paragraphs(
      "From the kit man laying out shirts at nine in the morning to the final huddle in the tunnel, we followed the U-19s through a full match day at Ngong Road.",
      "Every player has a ritual. Dennis Onyango always puts his left boot on first. Michael Okoth listens to the same Sauti Sol song before every game. And Coach Otieno writes one word on the whiteboard before the players arrive: this week it was \"together\".",
    ),
  },
  {
    title: "Coach Otieno's Mid-Season Message to Members",
    contentType: "video",
    membershipLevel: "regular",
    imageUrl: "/images/exclusive/video-session.webp",
    publishDate: iso("2026-10-30T12:00:00Z"),
    viewCount: 356,
    content: paragraphs(
      "Head Coach James Otieno reflects on the first half of the season, the cup final win and what he expects from the squad in the months ahead.",
      "He also thanks members for their support at away matches and explains how membership fees help fund academy bursaries.",
    ),
  },
  {
    title: "Tactics Board: How We Build from the Back",
    contentType: "article",
    membershipLevel: "premium",
    imageUrl: "/images/exclusive/tactics-board.webp",
    publishDate: iso("2026-11-08T10:00:00Z"),
    viewCount: 228,
    content: paragraphs(
      "Assistant Coach Peter Mutua breaks down the passing patterns the U-19s use to play out from the goalkeeper, with diagrams from real match footage.",
      "Learn why our full-backs push so high, how the holding midfielder drops between the centre-backs, and the three triggers that tell the team when to go long instead.",
    ),
  },
  {
    title: "In Conversation: Felix Ouma, Fifteen Years a Rising Star",
    contentType: "interview",
    membershipLevel: "premium",
    imageUrl: "/images/exclusive/interview.webp",
    publishDate: iso("2026-10-12T15:00:00Z"),
    viewCount: 301,
    content: paragraphs(
      "Felix Ouma joined the very first academy intake in 2009. Now vice-captain of the senior side and a coach of the U-11s, he looks back on fifteen years at the club.",
      "He talks about the dusty pitch the club started on, the coaches who shaped him, and why he turned down a move abroad to finish his degree first.",
    ),
  },
  {
    title: "Full Session: A Thursday Evening Under the Floodlights",
    contentType: "video",
    membershipLevel: "vip",
    imageUrl: "/images/exclusive/video-session.webp",
    publishDate: iso("2026-11-19T18:00:00Z"),
    viewCount: 97,
    content: paragraphs(
      "Watch an entire first-team session from warm-up to cool-down, filmed from the coaches' side of the pitch with commentary from Coach Otieno.",
      "See the rondos, the pressing game and the finishing drill exactly as the players experience them.",
    ),
  },
  {
    title: "Scouting Notes: The Next Generation",
    contentType: "article",
    membershipLevel: "vip",
    imageUrl: "/images/exclusive/tactics-board.webp",
    publishDate: iso("2026-11-01T08:00:00Z"),
    viewCount: 143,
    content: paragraphs(
      "Academy Director Grace Wanjiru shares her notes on five academy players under fifteen who are ready to make the step up next season.",
      "Find out what the coaches look for at each age group, and why attitude at training counts as much as talent on match day.",
    ),
  },
  {
    title: "End-of-Season Dinner: Behind the Scenes",
    contentType: "behind-the-scenes",
    membershipLevel: "vip",
    imageUrl: "/images/exclusive/dressing-room.webp",
    publishDate: iso("2026-09-05T20:00:00Z"),
    viewCount: 188,
    content: paragraphs(
      "Photos and stories from last season's awards dinner, where the players swapped boots for suits and the coaches tried their hand at karaoke.",
      "Plus the full list of award winners, from Player of the Season to the Most Improved Academy Player.",
    ),
  },
];

export const seedExclusiveContent: (typeof exclusiveContent.$inferInsert)[] = exclusiveItems.map((item) => ({
  ...item,
  isPublished: true,
  createdAt: item.publishDate,
  updatedAt: item.publishDate,
}));
