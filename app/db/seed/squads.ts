// Squads and families for a fresh database: about twelve academy children on each youth team, their
// parents and guardians, two coaches with accounts, and what the families have been told lately (team
// messages, what to bring to the next matches, a training session called off). Pure data: the people
// are fixed lists, and what depends on the day of seeding (dates of birth for the age groups, when a
// message was sent, the cancelled session) is computed from `now` with a fixed-seed sequence, so every
// fresh database made on the same day tells the same story. index.server.ts writes it.
import { POSITIONS } from "~/config/academy";
import type { Language } from "~/config/i18n";
import type { TrainingNotice } from "~/db/schema";
import { ageOn, todayInNairobi } from "~/utils/age";
import { addDays } from "~/utils/training-week";

type Gender = "male" | "female";
type Position = (typeof POSITIONS)[number];

type GuardianSeed = { name: string; email: string; phone: string; language: Language; relationship: string };

type AcademyPlayerSeed = {
  name: string;
  gender: Gender;
  dateOfBirth: string;
  /** Age on joining (the schema's rule for an academy player's `age`). */
  age: number;
  position: Position;
  mediaConsent: boolean;
  /** The team slug the child is on now; null once they left the club. */
  team: string | null;
  /** Oldest first: joining (from null), moves between teams, leaving (to null). */
  moves: { from: string | null; to: string | null; at: string }[];
  archivedAt: string | null;
  /** Keys into the seed's guardians; the first is the main contact. */
  guardians: string[];
};

/** A family's parents and guardians: name, relationship to the children, the language they read. */
const FAMILIES: Record<string, [name: string, relationship: string, language: Language][]> = {
  mwangi: [["Lucy Wambui Mwangi", "Mother", "en"]],
  ochieng: [
    ["Maurice Ochieng", "Father", "en"],
    ["Beatrice Adhiambo Ochieng", "Mother", "sw"],
  ],
  wafula: [["Caroline Nafula Wafula", "Mother", "en"]],
  kiptoo: [["Gladys Chepkoech Kiptoo", "Mother", "en"]],
  mutua: [["Josephine Mwikali Mutua", "Mother", "sw"]],
  bakari: [["Mwanajuma Bakari", "Mother", "sw"]],
  njoroge: [["Peter Kariuki Njoroge", "Father", "en"]],
  omondi: [["Rose Atieno Omondi", "Mother", "en"]],
  barasa: [["Everlyne Barasa", "Mother", "en"]],
  kirui: [["Nancy Jeptoo Kirui", "Mother", "sw"]],
  musyoka: [["Agnes Ndinda Musyoka", "Mother", "en"]],
  gitau: [
    ["Susan Njeri Gitau", "Mother", "en"],
    ["John Gitau", "Father", "en"],
  ],
  kamau: [["Wanjiru Kamau", "Mother", "en"]],
  onyango: [["Kennedy Onyango", "Father", "en"]],
  koech: [["Wesley Kipkemboi Koech", "Father", "en"]],
  wanjala: [["Dorcas Naliaka Wanjala", "Mother", "en"]],
  salim: [["Fatuma Hassan Salim", "Mother", "sw"]],
  kioko: [["Benson Mutuku Kioko", "Father", "en"]],
  ndungu: [["Jane Wairimu Ndungu", "Mother", "en"]],
  otieno: [
    ["Pamela Achieng Otieno", "Mother", "en"],
    ["George Otieno", "Father", "sw"],
  ],
  langat: [["Philip Kiprotich Langat", "Father", "en"]],
  simiyu: [["Lilian Nekesa Simiyu", "Mother", "sw"]],
  macharia: [["Margaret Nyambura Macharia", "Grandparent", "en"]],
  musau: [["Catherine Mbithe Musau", "Mother", "en"]],
  odhiambo: [["Millicent Awuor Odhiambo", "Mother", "sw"]],
  makokha: [["Jackson Makokha", "Father", "en"]],
  kiprono: [["Sarah Chepngetich Kiprono", "Mother", "en"]],
  kimani: [
    ["Anne Wangari Kimani", "Mother", "en"],
    ["Joseph Kimani", "Father", "en"],
  ],
  athumani: [["Rehema Athumani", "Mother", "sw"]],
  wambua: [["Ruth Kanini Wambua", "Mother", "en"]],
  owino: [["Fredrick Owino", "Father", "en"]],
  githinji: [["Mary Wanjiku Githinji", "Mother", "en"]],
  khaemba: [["Violet Khaemba", "Mother", "en"]],
  kirwa: [["Hillary Kipchirchir Kirwa", "Father", "en"]],
  mohamed: [["Zuhura Mohamed", "Mother", "sw"]],
  oduor: [["Janet Akoth Oduor", "Mother", "en"]],
  rotich: [
    ["Lydia Jelagat Rotich", "Mother", "en"],
    ["Nicholas Rotich", "Father", "en"],
  ],
  karanja: [["Stephen Karanja", "Father", "en"]],
  wekesa: [["Irene Wekesa", "Mother", "sw"]],
  mutiso: [["Christine Mwende Mutiso", "Mother", "en"]],
  swaleh: [["Mwanaisha Swaleh", "Mother", "sw"]],
  ouma: [["Vincent Ouma", "Father", "en"]],
  lusweti: [["Beatrice Lusweti", "Mother", "en"]],
  kariuki: [["Elizabeth Wangui Kariuki", "Mother", "en"]],
  kibet: [["Alice Cherono Kibet", "Mother", "sw"]],
  mugo: [["Francis Mugo", "Father", "en"]],
  ouko: [["Caroline Ouko", "Mother", "en"]],
  ndolo: [["Martha Ndolo", "Mother", "sw"]],
  juma: [["Ali Juma", "Father", "sw"]],
  kiplagat: [["Ruth Chepkemoi Kiplagat", "Mother", "en"]],
  wasike: [
    ["Patrick Wasike", "Father", "en"],
    ["Jacinta Wasike", "Mother", "en"],
  ],
  njuguna: [["Esther Wambui Njuguna", "Mother", "en"]],
  abdalla: [["Saida Abdalla", "Mother", "sw"]],
  opiyo: [["Jared Opiyo", "Father", "en"]],
  kyalo: [["Monica Kyalo", "Legal Guardian", "en"]],
  mbugua: [["Anthony Mbugua", "Father", "en"]],
};

/** Each youth team's children: name, gender, family. */
const SQUADS: Record<string, [name: string, gender: Gender, family: string][]> = {
  "u-9": [
    ["Jayden Mwangi", "male", "mwangi"],
    ["Tevin Ochieng", "male", "ochieng"],
    ["Imani Wafula", "female", "wafula"],
    ["Liam Kiptoo", "male", "kiptoo"],
    ["Zawadi Mutua", "female", "mutua"],
    ["Hamisi Bakari", "male", "bakari"],
    ["Ryan Njoroge", "male", "njoroge"],
    ["Precious Akinyi Omondi", "female", "omondi"],
    ["Shawn Barasa", "male", "barasa"],
    ["Caleb Kirui", "male", "kirui"],
    ["Nia Mueni Musyoka", "female", "musyoka"],
    ["Daniel Gitau", "male", "gitau"],
  ],
  "u-11": [
    ["Ethan Kamau", "male", "kamau"],
    ["Brian Onyango", "male", "onyango"],
    ["Faith Chebet Koech", "female", "koech"],
    ["Kelvin Wanjala", "male", "wanjala"],
    ["Amina Salim", "female", "salim"],
    ["Joshua Kioko", "male", "kioko"],
    ["Mercy Ndungu", "female", "ndungu"],
    ["Dennis Otieno", "male", "otieno"],
    ["Austin Langat", "male", "langat"],
    ["Joy Simiyu", "female", "simiyu"],
    ["Allan Macharia", "male", "macharia"],
    ["Travis Musau", "male", "musau"],
  ],
  "u-13": [
    ["Neema Kamau", "female", "kamau"],
    ["Kevin Odhiambo", "male", "odhiambo"],
    ["Collins Makokha", "male", "makokha"],
    ["Victor Kiprono", "male", "kiprono"],
    ["Sharon Njeri Kimani", "female", "kimani"],
    ["Rashid Athumani", "male", "athumani"],
    ["Emmanuel Wambua", "male", "wambua"],
    ["Tracy Achieng Owino", "female", "owino"],
    ["Ian Githinji", "male", "githinji"],
    ["Cynthia Khaemba", "female", "khaemba"],
    ["Elvis Kirwa", "male", "kirwa"],
    ["Yusuf Mohamed", "male", "mohamed"],
  ],
  "u-15": [
    ["Salim Bakari", "male", "bakari"],
    ["Michelle Wanjiku Githinji", "female", "githinji"],
    ["Derrick Oduor", "male", "oduor"],
    ["Samuel Kiprotich Rotich", "male", "rotich"],
    ["Lucy Muthoni Karanja", "female", "karanja"],
    ["Felix Wekesa", "male", "wekesa"],
    ["Mark Mutiso", "male", "mutiso"],
    ["Hassan Swaleh", "male", "swaleh"],
    ["Brian Ouma", "male", "ouma"],
    ["Wendy Nasimiyu Lusweti", "female", "lusweti"],
    ["Tony Kariuki", "male", "kariuki"],
    ["Gideon Kibet", "male", "kibet"],
  ],
  "u-17": [
    ["Ian Wanjala", "male", "wanjala"],
    ["Abigail Jepchirchir Rotich", "female", "rotich"],
    ["Brian Mugo", "male", "mugo"],
    ["Sylvia Adhiambo Ouko", "female", "ouko"],
    ["Stephen Ndolo", "male", "ndolo"],
    ["Kevin Juma", "male", "juma"],
    ["Moses Kiplagat", "male", "kiplagat"],
    ["Emily Nekesa Wasike", "female", "wasike"],
    ["Peter Njuguna", "male", "njuguna"],
    ["Omar Abdalla", "male", "abdalla"],
    ["Clinton Opiyo", "male", "opiyo"],
    ["Joan Mumbua Kyalo", "female", "kyalo"],
  ],
};

/** Children who moved up an age group during the last year: their first team. */
const MOVED_UP: Record<string, string> = { "Victor Kiprono": "u-11", "Peter Njuguna": "u-15" };
/** A child who left the club: the team they were on. */
const LEFT_THE_CLUB = { name: "Duncan Mbugua", gender: "male" as Gender, family: "mbugua", team: "u-15" };

/** A squad's positions, slot by slot: two keepers, four defenders, three in midfield, a winger, two forwards. */
const POSITION_CYCLE: Position[] = ["Goalkeeper", "Defender", "Defender", "Midfielder", "Forward", "Defender", "Midfielder", "Winger", "Goalkeeper", "Midfielder", "Defender", "Forward"];

/** The guardian the README names for trying the family page locally (two children, two teams, English). */
export const DEMO_GUARDIAN_EMAIL = "wanjiru.kamau@example.org";

/** The coaching staff (app/config/club-staff.ts) who get a coach account, and their teams. */
export const SEED_COACHES: { username: string; name: string; teams: string[] }[] = [
  { username: "samuel.cheruiyot", name: "Samuel Kiprop Cheruiyot", teams: ["u-13", "u-15"] },
  { username: "peter.kilonzo", name: "Peter Mutua Kilonzo", teams: ["u-17"] },
];

/** A fixed-seed sequence in [0, 1) (mulberry32): dates of birth and phone numbers without chance. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAIROBI_OFFSET_HOURS = 3;
const ageLimit = (team: string) => Number(team.slice(2));
/** The season's cut-off for age groups: 1 January of the year it is in Nairobi. */
const seasonCutOff = (now: Date) => `${todayInNairobi(now).slice(0, 4)}-01-01`;
/** "first.last@example.org" from a full name. */
const emailOf = (name: string) => {
  const words = name.toLowerCase().split(" ");
  return `${words[0]}.${words.at(-1)}@example.org`;
};
/** A UTC ISO time `daysAgo` days before `now`'s date, at `hour`:`minute` Nairobi time. */
function nairobiTime(now: Date, daysAgo: number, hour: number, minute = 0): string {
  const date = addDays(todayInNairobi(now), -daysAgo);
  return new Date(Date.parse(`${date}T00:00:00Z`) + ((hour - NAIROBI_OFFSET_HOURS) * 60 + minute) * 60_000).toISOString();
}

/** Kenyan mobile prefixes (Safaricom, Airtel, Telkom), as the academy form's placeholder writes a number. */
const MOBILE_PREFIXES = ["70", "71", "72", "74", "79", "73", "75", "78", "77"];

/** Every guardian (by family key and position) and every academy child, for a database seeded on `now`. */
export function seedFamilies(now = new Date()): { guardians: Map<string, GuardianSeed>; players: AcademyPlayerSeed[] } {
  const next = sequence(41);
  const guardians = new Map<string, GuardianSeed>();
  const phones = new Set<string>();
  for (const [family, members] of Object.entries(FAMILIES)) {
    members.forEach(([name, relationship, language], index) => {
      let phone: string;
      do {
        const digits = String(Math.floor(next() * 10_000_000)).padStart(7, "0");
        const prefix = MOBILE_PREFIXES[Math.floor(next() * MOBILE_PREFIXES.length)];
        phone = `+254 ${prefix}${digits[0]} ${digits.slice(1, 4)} ${digits.slice(4)}`;
      } while (phones.has(phone));
      phones.add(phone);
      guardians.set(`${family}/${index}`, { name, email: emailOf(name), phone, language, relationship });
    });
  }
  const guardianKeys = (family: string) => FAMILIES[family].map((_, index) => `${family}/${index}`);

  const cutOff = seasonCutOff(now);
  const cutOffYear = Number(cutOff.slice(0, 4));
  const today = todayInNairobi(now);
  /** Born so that the age on the cut-off is one or two below the team's limit: the age group fits. */
  const birthDate = (team: string, older: boolean) => addDays(`${cutOffYear - ageLimit(team) + (older ? 0 : 1)}-01-02`, Math.floor(next() * 362));
  const at = (daysAgo: number) => nairobiTime(now, daysAgo, 17, 30);

  const players: AcademyPlayerSeed[] = [];
  Object.entries(SQUADS).forEach(([team, squad], teamIndex) => {
    squad.forEach(([name, gender, family], slot) => {
      const dateOfBirth = birthDate(team, slot % 2 === 0);
      const firstTeam = MOVED_UP[name];
      const joinedDaysAgo = firstTeam ? 420 : 30 + ((slot * 53 + teamIndex * 29) % 640);
      const moves = firstTeam
        ? [
            { from: null, to: firstTeam, at: at(joinedDaysAgo) },
            { from: firstTeam, to: team, at: at(45) },
          ]
        : [{ from: null, to: team, at: at(joinedDaysAgo) }];
      players.push({
        name,
        gender,
        dateOfBirth,
        age: ageOn(dateOfBirth, addDays(today, -joinedDaysAgo))!,
        // The youngest are still finding their place: one of them registered as "Not Sure".
        position: team === "u-9" && slot === 11 ? "Not Sure" : POSITION_CYCLE[(slot + teamIndex * 5) % POSITION_CYCLE.length],
        mediaConsent: (slot + teamIndex) % 3 !== 2,
        team,
        moves,
        archivedAt: null,
        guardians: guardianKeys(family),
      });
    });
  });
  const leftOn = at(20);
  const dateOfBirth = birthDate(LEFT_THE_CLUB.team, true);
  players.push({
    name: LEFT_THE_CLUB.name,
    gender: LEFT_THE_CLUB.gender,
    dateOfBirth,
    age: ageOn(dateOfBirth, addDays(today, -500))!,
    position: "Midfielder",
    mediaConsent: false,
    team: null,
    moves: [
      { from: null, to: LEFT_THE_CLUB.team, at: at(500) },
      { from: LEFT_THE_CLUB.team, to: null, at: leftOn },
    ],
    archivedAt: leftOn,
    guardians: guardianKeys(LEFT_THE_CLUB.family),
  });
  return { guardians, players };
}

type TeamMessageSeed = { team: string; author: string; subject: string; body: string; createdAt: string; notice?: TrainingNotice };

/** The academy director, who writes to the youngest teams' families and to every team. */
const DIRECTOR = "Grace Wanjiru Kamau";

/** Messages the families of each youth team were sent in the past weeks (the cancellation's comes with it). */
export function seedTeamMessages(now = new Date()): TeamMessageSeed[] {
  const to = (team: string, author: string, daysAgo: number, hour: number, subject: string, body: string): TeamMessageSeed => ({
    team,
    author,
    subject,
    body,
    createdAt: nairobiTime(now, daysAgo, hour, 15),
  });
  const everyTeam = Object.keys(SQUADS).map((team) =>
    to(
      team,
      DIRECTOR,
      16,
      19,
      "Family day and prize-giving at the end of term",
      "On the last Saturday of term we hold our family day and prize-giving at the training ground, from 10 am to 1 pm. Every player gets a certificate. Brothers, sisters and grandparents are welcome. If you can, bring a chair and something to share.",
    ),
  );
  return [
    ...everyTeam,
    to("u-9", DIRECTOR, 21, 20, "Please label boots and water bottles", "After training we found six water bottles and two pairs of boots. Please write your child's name on their things. Lost items are kept at the academy office until the end of the month."),
    to("u-9", DIRECTOR, 4, 18, "Bring a packed lunch on Saturday", "After Saturday's session the children play a fun festival with two other academies until 1 pm. Please pack lunch and plenty of water. Pick-up is at 1 pm at the main gate."),
    to("u-11", DIRECTOR, 9, 19, "Please come on time", "Training starts at 4 pm. Please be at the ground by 3:50 pm. Bring water, boots and shin pads. If your child is sick, please call or send a message to the coach. Thank you."),
    to("u-11", DIRECTOR, 6, 18, "Training moved to 5 pm", "Tuesday's session starts at 5 pm instead of 4 pm this week, because a school match is using the pitch. It ends at 6:30 pm, so please plan pick-up for then."),
    to("u-13", "Samuel Kiprop Cheruiyot", 12, 20, "Please return the medical form", "Some medical forms are still missing. Please send the form back with your child at the next training, or bring it to the academy office. We need it before the next away match."),
    to("u-13", "Samuel Kiprop Cheruiyot", 5, 19, "Well done on Saturday", "Thank you to all the parents who came to cheer on Saturday. The team played with great spirit. This week we work on passing and keeping our shape."),
    to("u-15", "Samuel Kiprop Cheruiyot", 10, 19, "Training moved to 5 pm on Thursday", "Thursday's session starts at 5 pm this week and ends at 6:30 pm, so the players can come after their school exams finish."),
    to("u-15", "Samuel Kiprop Cheruiyot", 3, 20, "Bring a packed lunch on Saturday", "We play away on Saturday and will not be back before 3 pm. Please send your child with a packed lunch, water and KSh 100 for the matatu home."),
    to("u-17", "Peter Mutua Kilonzo", 18, 19, "Shorter sessions during the exams", "During the national exams training is shorter, 4:30 to 6 pm, so the players can rest and study. A player who is sitting an exam the next morning may miss training: please tell the coach."),
    to("u-17", "Peter Mutua Kilonzo", 7, 18, "Birth certificate copies for the league", "The county league needs a copy of each player's birth certificate by Friday. Please send a clear copy with your child, or bring it to the academy office."),
  ];
}

/** What to bring to each youth team's next match, by team slug. */
export const seedWhatToBring: Record<string, string> = {
  "u-11": "Full orange home kit, shin pads and a water bottle. Please pack lunch: the cup day runs until 1 pm.",
  "u-13": "Orange home kit, boots, shin pads and a water bottle. Please arrive 45 minutes before kick-off for the warm-up.",
  "u-15": "Both kits (orange and navy), boots, shin pads, water and a snack. For an away match the club bus leaves the training ground 90 minutes before kick-off.",
  "u-17": "Boots, shin pads, a water bottle and KSh 100 for the bus home. Meet at the training ground one hour before kick-off.",
};

/** The youth team whose next training is called off, why, and what its families are told. */
export const seedCancellation = {
  team: "u-13",
  author: "Samuel Kiprop Cheruiyot",
  reason: "Pitch being re-seeded",
  /**
   * What the notice is about, stored beside the message as a real cancellation stores it: the family
   * page words it from these in the reader's language (the English subject and body are for staff).
   */
  notice: (session: { date: string; startsAt: string; endsAt: string; venue: string }): TrainingNotice => ({
    kind: "cancelled",
    date: session.date,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    venue: session.venue,
    reason: seedCancellation.reason,
  }),
  message: (date: string, startsAt: string) => {
    const day = new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
    return {
      subject: `No training on ${day}`,
      body: `There is no training on ${day} at ${startsAt}: the pitch is being re-seeded. The other sessions this week go ahead as normal.`,
    };
  },
};

/**
 * The open availability request a fresh start shows (ADR 0028): the U-13 coach asked who can play the
 * team's next match; the first children of the squad (by name) have answered these, the rest not yet.
 */
export const seedAvailability = {
  team: "u-13",
  coach: "Samuel Kiprop Cheruiyot",
  note: "Meet at 8:30 at the club gate, orange home kit.",
  /** Hours before kick-off the answers close (the AVAILABILITY_DEADLINE_HOURS default). */
  deadlineHours: 48,
  answers: [
    { answer: "available", reason: "" },
    { answer: "available", reason: "" },
    { answer: "unavailable", reason: "School trip" },
    { answer: "maybe", reason: "Recovering from a cold" },
    { answer: "available", reason: "" },
  ] as const,
};

/**
 * The U-13s' latest played match as the coach recorded it (ADR 0028): a squad, its goals picked from
 * the squad (the demo guardian's child scores the first), an assist and a player of the match; and the
 * team's last three weeks of training ticked, so the statistics show on a fresh start.
 */
export const seedMatchRecord = {
  team: "u-13",
  coach: "Samuel Kiprop Cheruiyot",
  squadSize: 16,
  /** The child of this guardian on the team scores first (the family page shows it). */
  scorerOf: DEMO_GUARDIAN_EMAIL,
  /** Days of training looked back over. */
  trainingDays: 21,
  /** Every n-th player of the team missed each session (by session, so it is not always the same child). */
  absentEvery: 4,
};
