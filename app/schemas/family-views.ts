// The shapes the family page shows, safe for the browser: the model (app/models/squads/family.server.ts)
// fills them, the components take their props from here.
import type { FixtureStatus, HomeOrAway } from "~/config/fixtures";
import type { Language } from "~/config/i18n";
import type { AvailabilityQuestion } from "~/schemas/availability";

/** A match as the family page lists it: when, against whom, where, and what to bring. */
export type FamilyFixture = {
  id: number;
  opponent: string;
  homeOrAway: HomeOrAway;
  competition: string;
  venue: string;
  kickoffAt: string;
  status: FixtureStatus;
  whatToBring: string | null;
};

/** A coming training session on its date (Nairobi), and why it is off if staff cancelled it. */
export type FamilyTraining = { date: string; weekday: number; startsAt: string; endsAt: string; venue: string; cancelledBecause: string | null };

export type FamilyTeam = {
  id: number;
  slug: string;
  name: string;
  ageGroup: string;
  /** The staff assigned to the team as coaches (display names), else the team's coach as typed. */
  coaches: string[];
  /** This family's children in the team (a team two siblings share is shown once, with both). */
  children: { id: number; name: string }[];
  fixtures: FamilyFixture[];
  /** Whether each of this family's children is in a listed match's squad, once the coach saved it (ADR 0028). */
  squad: { fixtureId: number; childId: number; selected: boolean }[];
  training: FamilyTraining[];
  messages: { id: number; subject: string; body: string; authorName: string; createdAt: string }[];
  feedUrl: string;
};

export type FamilyPage = {
  guardian: { name: string; email: string; phone: string; language: Language };
  teams: FamilyTeam[];
  /** Children at the academy who are not on a team yet. */
  waiting: { id: number; name: string }[];
  /** The new address a change of e-mail waits to be confirmed at, if any. */
  pendingEmail: string | null;
  academy: { phone: string; email: string };
  /** The coaches' open "who can play?" questions about the guardian's own children (ADR 0028). */
  availability?: FamilyAvailabilityQuestion[];
  /** Each own child's figures of their team's current season (ADR 0028); never another child's. */
  seasons?: FamilyChildSeason[];
  /** The family's fees (ADR 0029): own children's open invoices, credit, recent receipts; null: none ever. */
  fees?: FamilyFeesView | null;
};

/** The fees part of the family page. */
export type FamilyFeesView = {
  children: Array<{
    id: number;
    name: string;
    account: string;
    invoices: Array<{ id: number; period: string; amount: number; paid: number; owed: number; dueDate: string; overdue: boolean; payPath: string }>;
  }>;
  credit: number;
  owed: number;
  receipts: Array<{ id: number; receipt: string; channel: "stk" | "paybill" | "cash"; amount: number; paidAt: string }>;
  season: number;
  /** The smallest part of an invoice one push may pay. */
  minimum: number;
  /** M-Pesa is configured (the pay forms are offered). */
  canPay: boolean;
};

/** One child's season on the family page. */
export type FamilyChildSeason = { playerId: number; season: string; appearances: number; goals: number; assists: number; attendanceRate: number | null };

/** One coach's question about one of the family's children: the match, the deadline, the answer so far. */
export type FamilyAvailabilityQuestion = AvailabilityQuestion & { requestId: number; playerId: number };
