// The teams and competitions admin's words and limits, safe for the browser: age groups, the coaches a
// team may have (the club's coaching staff), field limits, and the messages the forms and the model show.
import { coachingStaff } from "~/config/club-staff";

/** Youth squads by age, then the seniors. A "U-" group is named "Rising Stars FC U-13" in fixtures. */
export const AGE_GROUPS: [string, ...string[]] = ["U-7", ...Array.from({ length: 14 }, (_, i) => `U-${i + 8}`), "Senior"];

/** A team's coach is one of the club's coaching staff (or none yet). */
export const COACH_NAMES = coachingStaff.map((coach) => coach.name);

/** The order the squad form lists players in, by position. */
export const SQUAD_POSITIONS = ["Goalkeeper", "Defender", "Midfielder", "Forward"];

export const TEAM_LIMITS = {
  name: 60,
  venue: 160,
  /** Weekly training sessions a team may have (one a day), and the blank rows the form offers at least. */
  sessions: 7,
  sessionRows: 4,
  sortOrder: 999,
  /** Players one squad form may name. */
  squad: 500,
  competitionName: 100,
  /** The largest match squad a competition may set (MATCH_SQUAD_MAX, the club's default, has the same bounds). */
  matchSquadMax: 40,
} as const;

export const TEAM_MESSAGES = {
  nameRequired: "Team name is required",
  ageGroupRequired: "Choose an age group",
  coachUnknown: "Choose one of the club's coaches, or none",
  venueRequired: "Training venue is required",
  sortOrderInvalid: "Sort order is a whole number from 0 to 999",
  weekdayRequired: "Choose the day",
  timeInvalid: "Enter a time as HH:MM",
  endBeforeStart: "Training must end after it starts",
  sessionTwice: "This session is already listed above",
  tooManySessions: `At most ${TEAM_LIMITS.sessions} training sessions a week`,
  playerUnknown: "A chosen player is no longer on the club's books",
  teamNotFound: "Team not found",
  teamInUse: (name: string, matches: number) =>
    `${name} cannot be deleted: ${matches === 1 ? "1 match on the fixture list is" : `${matches} matches on the fixture list are`} theirs. Move those matches to another team first.`,
  competitionNameRequired: "Competition name is required",
  kindRequired: "Choose league or cup",
  seasonInvalid: "Enter the season as two years, e.g. 2026/27",
  competitionNotFound: "Competition not found",
  squadSizeInvalid: `Enter the match squad size as a whole number from 1 to ${TEAM_LIMITS.matchSquadMax}, or leave it empty`,
  leagueHasResults: "This league has other clubs' results: remove them before making it a cup",
  competitionInUse: (name: string, matches: number, results: number) =>
    `${name} cannot be deleted: it has ${[matches ? `${matches} of our matches` : "", results ? `${results} other clubs' results` : ""].filter(Boolean).join(" and ")}.`,
} as const;

export const TEAM_TOASTS = {
  saveFailed: { title: "Save Failed", description: "Please correct the highlighted fields." },
  deleteFailed: (why: string) => ({ title: "Not Deleted", description: why }),
  teamAdded: (name: string) => ({ title: "Team Added", description: `${name} is on the teams page.` }),
  teamUpdated: (name: string) => ({ title: "Team Updated", description: `${name} has been saved.` }),
  teamDeleted: (name: string) => ({ title: "Team Deleted", description: `${name} has been removed.` }),
  competitionAdded: (name: string) => ({ title: "Competition Added", description: `${name} can now be chosen for matches.` }),
  competitionUpdated: (name: string) => ({ title: "Competition Updated", description: `${name} has been saved.` }),
  competitionDeleted: (name: string) => ({ title: "Competition Deleted", description: `${name} has been removed.` }),
} as const;
