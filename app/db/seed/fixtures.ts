// The club's season for a fresh database: six teams by age group with their coaches and training, the
// Nairobi leagues and a cup they play in, and a season around the day the database is made — results of
// the past Saturdays (ours and the other clubs', so the tables are full) and fixtures of the coming ones.
// Scores come from a fixed sequence, not from chance, so every fresh database tells the same story.
import type { competitions, fixtureScorers, fixtures, leagueResults, teams, trainingSessions } from "~/db/schema";

type TeamSeed = typeof teams.$inferInsert & { sessions: Omit<typeof trainingSessions.$inferInsert, "teamId">[] };

const GROUND = "Rising Stars Training Ground, Ngong Road";

export const seedTeams: TeamSeed[] = [
  {
    slug: "u-9",
    name: "Under-9s",
    ageGroup: "U-9",
    coach: "Grace Wanjiru Kamau",
    trainingVenue: GROUND,
    sortOrder: 1,
    sessions: [{ weekday: 6, startsAt: "08:00", endsAt: "09:30" }],
  },
  {
    slug: "u-11",
    name: "Under-11s",
    ageGroup: "U-11",
    coach: "Grace Wanjiru Kamau",
    trainingVenue: GROUND,
    sortOrder: 2,
    sessions: [
      { weekday: 2, startsAt: "16:00", endsAt: "17:30" },
      { weekday: 6, startsAt: "08:00", endsAt: "10:00" },
    ],
  },
  {
    slug: "u-13",
    name: "Under-13s",
    ageGroup: "U-13",
    coach: "Samuel Kiprop Cheruiyot",
    trainingVenue: GROUND,
    sortOrder: 3,
    sessions: [
      { weekday: 2, startsAt: "16:00", endsAt: "18:00" },
      { weekday: 4, startsAt: "16:00", endsAt: "18:00" },
      { weekday: 6, startsAt: "08:00", endsAt: "11:00" },
    ],
  },
  {
    slug: "u-15",
    name: "Under-15s",
    ageGroup: "U-15",
    coach: "Samuel Kiprop Cheruiyot",
    trainingVenue: GROUND,
    sortOrder: 4,
    sessions: [
      { weekday: 2, startsAt: "16:00", endsAt: "18:00" },
      { weekday: 4, startsAt: "16:00", endsAt: "18:00" },
      { weekday: 6, startsAt: "08:00", endsAt: "11:00" },
    ],
  },
  {
    slug: "u-17",
    name: "Under-17s",
    ageGroup: "U-17",
    coach: "Peter Mutua Kilonzo",
    trainingVenue: GROUND,
    sortOrder: 5,
    sessions: [
      { weekday: 1, startsAt: "16:00", endsAt: "18:30" },
      { weekday: 3, startsAt: "16:00", endsAt: "18:30" },
      { weekday: 5, startsAt: "16:00", endsAt: "18:30" },
    ],
  },
  {
    slug: "senior",
    name: "Senior Team",
    ageGroup: "Senior",
    coach: "James Otieno Odhiambo",
    trainingVenue: GROUND,
    sortOrder: 6,
    sessions: [2, 3, 4, 5].map((weekday) => ({ weekday, startsAt: "06:30", endsAt: "08:30" })),
  },
];

/** The team a seeded player plays for, by age: the oldest age group they still fit, else the seniors. */
export function teamSlugForAge(age: number): string {
  const youth = seedTeams.find((team) => team.ageGroup.startsWith("U-") && age < Number(team.ageGroup.slice(2)));
  return youth?.slug ?? "senior";
}

/** A league for each team from U-13 up, and a cup for the youngest. `team` is the slug of our team in it. */
export const seedCompetitions: (Omit<typeof competitions.$inferInsert, "teamId"> & { team: string; clubs: string[] })[] = [
  {
    slug: "nairobi-youth-league-u13",
    name: "Nairobi County Youth League U-13",
    kind: "league",
    season: "2026/27",
    team: "u-13",
    clubs: ["Kibera Lions", "Mathare Youth", "Dagoretti Stars", "Kawangware United", "Huruma Rangers"],
  },
  {
    slug: "nairobi-youth-league-u15",
    name: "Nairobi County Youth League U-15",
    kind: "league",
    season: "2026/27",
    team: "u-15",
    clubs: ["Eastlands Academy", "Kangemi Allstars", "Githurai Juniors", "Ruaraka Youth", "Langata Sparks"],
  },
  {
    slug: "nairobi-youth-league-u17",
    name: "Nairobi County Youth League U-17",
    kind: "league",
    season: "2026/27",
    team: "u-17",
    clubs: ["Kibera Lions", "Kariobangi Youth", "Embakasi Rangers", "Kasarani Stars", "Westlands Academy"],
  },
  {
    slug: "nairobi-west-division-two",
    name: "FKF Nairobi West Division Two",
    kind: "league",
    season: "2026/27",
    team: "senior",
    clubs: ["Ngong Road United", "Riruta Sportiff", "Kawangware Stars", "Uthiru Vision", "Karen Rovers"],
  },
  {
    slug: "nairobi-junior-festival-cup",
    name: "Nairobi Junior Festival Cup",
    kind: "cup",
    season: "2026/27",
    team: "u-11",
    clubs: ["Kilimani Kickers", "South B Juniors", "Lavington Tigers"],
  },
];

/** Goals of a seeded match, from a fixed sequence so every fresh database has the same results. */
const SCORES: [number, number][] = [
  [2, 1], [1, 1], [3, 0], [0, 2], [2, 2], [4, 1], [1, 0], [0, 0], [2, 3], [3, 1], [1, 2], [2, 0],
];
const SCORERS = ["Brian Okoth", "Kevin Mwangi", "Collins Wafula", "Dennis Kiprono", "Ian Njoroge", "Allan Otieno"];

const DAY = 24 * 60 * 60 * 1000;
/** Kick-off hours (Nairobi) by age group: the youngest play first. */
const KICKOFF_HOUR: Record<string, number> = { "u-11": 9, "u-13": 10, "u-15": 12, "u-17": 14, senior: 15 };
const NAIROBI_OFFSET_HOURS = 3;
/** Saturdays before and after the seeding day that get a match. */
const PAST_WEEKS = 6;
const COMING_WEEKS = 6;

type FixtureSeed = Omit<typeof fixtures.$inferInsert, "teamId" | "competitionId"> & {
  team: string;
  competition: string;
  scorers: Omit<typeof fixtureScorers.$inferInsert, "fixtureId">[];
};
type ResultSeed = Omit<typeof leagueResults.$inferInsert, "competitionId"> & { competition: string };

/** Who scored our goals: one player for a single goal, otherwise the rest to one and the last to another. */
function scorersFor(goals: number, n: number): FixtureSeed["scorers"] {
  const first = SCORERS[n % SCORERS.length];
  const second = SCORERS[(n + 1) % SCORERS.length];
  if (goals === 0) return [];
  if (goals === 1) return [{ name: first, goals: 1 }];
  return [
    { name: first, goals: goals - 1 },
    { name: second, goals: 1 },
  ];
}

/** The Saturday `weeks` from the one after `now` (0: the coming Saturday), at `hour` Nairobi time. */
function saturday(now: Date, weeks: number, hour: number): Date {
  const daysToSaturday = (6 - now.getUTCDay() + 7) % 7 || 7;
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToSaturday + weeks * 7));
  date.setUTCHours(hour - NAIROBI_OFFSET_HOURS);
  return date;
}

/** Our matches and the other clubs' results, PAST_WEEKS back and COMING_WEEKS ahead of `now`. */
export function seedSeason(now = new Date()): { fixtures: FixtureSeed[]; results: ResultSeed[] } {
  const seeded: FixtureSeed[] = [];
  const results: ResultSeed[] = [];
  let n = 0;
  for (const competition of seedCompetitions) {
    const hour = KICKOFF_HOUR[competition.team] ?? 10;
    const weeks = competition.kind === "cup" ? [-4, -2, 2] : Array.from({ length: PAST_WEEKS + COMING_WEEKS }, (_, i) => i - PAST_WEEKS);
    weeks.forEach((week, round) => {
      const kickoff = saturday(now, week, hour);
      const opponent = competition.clubs[round % competition.clubs.length];
      const homeOrAway = round % 2 === 0 ? "home" : "away";
      const past = kickoff.getTime() < now.getTime() - DAY;
      const [ours, theirs] = SCORES[n++ % SCORES.length];
      const fixture: FixtureSeed = {
        team: competition.team,
        competition: competition.slug,
        opponent,
        homeOrAway,
        venue: homeOrAway === "home" ? GROUND : `${opponent} Ground`,
        kickoffAt: kickoff.toISOString(),
        status: "scheduled",
        scorers: [],
      };
      if (past) {
        Object.assign(fixture, { status: "played", ourScore: ours, opponentScore: theirs });
        fixture.scorers = scorersFor(ours, n);
      }
      // One match lost to the rains and one rearranged: what a real season looks like.
      if (competition.team === "u-15" && week === -2) Object.assign(fixture, { status: "postponed", ourScore: null, opponentScore: null, scorers: [] });
      if (competition.team === "senior" && week === 1) fixture.status = "cancelled";
      seeded.push(fixture);
      if (competition.kind === "league" && past) {
        // The other clubs of the league play each other the same day.
        const others = competition.clubs.filter((club) => club !== opponent);
        for (let i = 0; i + 1 < others.length; i += 2) {
          const [home, away] = SCORES[(n + i + round) % SCORES.length];
          results.push({
            competition: competition.slug,
            homeClub: others[(i + round) % others.length],
            awayClub: others[(i + round + 1) % others.length],
            homeGoals: home,
            awayGoals: away,
            playedOn: kickoff.toISOString().slice(0, 10),
          });
        }
      }
    });
  }
  return { fixtures: seeded, results };
}
