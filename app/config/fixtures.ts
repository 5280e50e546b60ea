// The fixtures area's words and limits, safe for the browser: statuses, competition kinds, weekdays,
// field limits and the messages the screens, the schemas and the model show.
export const FIXTURE_STATUSES = [
  { value: "scheduled", label: "Scheduled" },
  { value: "played", label: "Played" },
  { value: "postponed", label: "Postponed" },
  { value: "cancelled", label: "Cancelled" },
] as const;
export type FixtureStatus = (typeof FIXTURE_STATUSES)[number]["value"];
export const FIXTURE_STATUS_VALUES = FIXTURE_STATUSES.map((s) => s.value) as [FixtureStatus, ...FixtureStatus[]];
export const fixtureStatusLabel = (status: string) => FIXTURE_STATUSES.find((s) => s.value === status)?.label ?? status;

export const COMPETITION_KINDS = [
  { value: "league", label: "League" },
  { value: "cup", label: "Cup" },
] as const;
export type CompetitionKind = (typeof COMPETITION_KINDS)[number]["value"];

export const HOME_OR_AWAY = [
  { value: "home", label: "Home" },
  { value: "away", label: "Away" },
] as const;
export type HomeOrAway = (typeof HOME_OR_AWAY)[number]["value"];

/** ISO weekdays, 1 = Monday. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const weekdayName = (weekday: number) => WEEKDAYS[weekday - 1] ?? "";

/** What the public pages show of a season: results this far back, fixtures this far ahead by default. */
export const FIXTURE_LIMITS = {
  opponent: 80,
  venue: 160,
  scorerName: 80,
  scorers: 20,
  goals: 99,
  landingUpcoming: 3,
  landingResults: 3,
  adminPageSize: 25,
  /** "What to bring" for the families (the family page). */
  whatToBring: 500,
} as const;

export const FIXTURE_MESSAGES = {
  teamRequired: "Please choose a team",
  competitionRequired: "Please choose a competition",
  opponentRequired: "Opponent is required",
  venueRequired: "Venue is required",
  kickoffRequired: "Kick-off date and time are required",
  kickoffInvalid: "Enter the kick-off as a date and a time",
  scoreRequired: "Enter both scores",
  scoreInvalid: "A score is a whole number from 0 to 99",
  scorersTooMany: "Scorers cannot add up to more goals than we scored",
  notFound: "Match not found",
  teamNotFound: "Team not found",
  competitionNotFound: "Competition not found",
  notLeague: "Only a league has a table",
  // Answers of the JSON API to a body it cannot read.
  matchBodyInvalid: "Please check the match details",
  resultBodyInvalid: "Please check the result",
  statusBodyInvalid: "Please give a status",
} as const;

export const FIXTURE_TOASTS = {
  saveFailed: { title: "Save Failed", description: "Please correct the highlighted fields." },
  added: (title: string) => ({ title: "Match Added", description: `${title} is on the fixture list.` }),
  updated: (title: string) => ({ title: "Match Updated", description: `${title} has been saved.` }),
  postponed: (title: string) => ({ title: "Match Postponed", description: `${title} is marked postponed.` }),
  cancelled: (title: string) => ({ title: "Match Cancelled", description: `${title} is marked cancelled.` }),
  resultSaved: (score: string) => ({ title: "Result Saved", description: `${score} is on the fixtures page and in the table.` }),
  fansNotified: { title: "Fans Notified", description: "A push and an e-mail to fan members are on their way." },
} as const;
