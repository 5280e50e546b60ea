// Availability (app/models/availability/): the coach's "who can play?" and the families' answers. Field
// limits, the rules' constants and the words of the staff screen, the answer page and the API. English
// here; the public pages say these messages in Swahili through app/locales/sw/messages/availability.json.
// Browser-safe: no zod and no server code. The limits that are settings are environment variables
// (AVAILABILITY_* in app/config/env.server.ts and the README's table).

/** What a family can answer (stored as these words). */
export const AVAILABILITY_ANSWERS = ["available", "unavailable", "maybe"] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

export const AVAILABILITY_LIMITS = {
  note: 300,
  reason: 120,
  /** Requests the coach's screen lists, newest first. */
  requestList: 10,
  /** Days ahead the coach's screen offers fixtures to ask about. */
  fixtureDays: 42,
  /** Days ahead (today included) the coach's screen offers training sessions to ask about. */
  trainingDays: 14,
  /** Days back (today included) the attendance screen offers sessions to tick. */
  attendanceDays: 14,
  /** Players one attendance sheet may tick (a team is a few dozen). */
  attendancePlayers: 200,
  /** The window AVAILABILITY_ANSWER_CHANGES counts an answer link's recordings over. */
  answerChangeWindowMinutes: 60,
  /** The scheduler reminds the families who have not answered this long before the deadline. */
  reminderHoursBeforeDeadline: 24,
  /** How often the scheduler looks for requests due a reminder. */
  reminderCheckMinutes: 5,
} as const;

/** The answers as the staff screens (English) name them. */
export const ANSWER_LABELS: Record<AvailabilityAnswer, string> = { available: "Available", unavailable: "Not available", maybe: "Maybe" };

export const AVAILABILITY_MESSAGES = {
  fixtureRequired: "Choose a fixture",
  eventRequired: "Choose a fixture or a training session",
  oneEvent: "Name one fixture or one training session, not both",
  sessionInvalid: "Name the session as its date and start, e.g. 2026-12-02T16:00 (Nairobi time)",
  answerRequired: "Choose Available, Not available or Maybe",
  deadlineInvalid: "Enter the deadline as a date and time (Nairobi)",
  deadlineAfterStart: "The deadline must be before kick-off",
  deadlinePast: "The deadline must be in the future",
  fixtureNotFound: "This team has no upcoming fixture with that number",
  alreadyOpen: "Families have already been asked about this fixture",
  sessionNotFound: "This team has no training session then in the coming two weeks (or it is called off)",
  sessionAlreadyOpen: "Families have already been asked about this training session",
  noFamilies: "This team has no families to ask yet: add its players and their guardians first.",
  tooManyRequests: (cap: number) => `This team's families have been asked ${cap} times in the last 24 hours; ask again tomorrow.`,
  templateMissing: 'The "Availability Request" e-mail template is missing or inactive: an admin can turn it back on in Email Management.',
  requestNotFound: "Availability request not found",
  badLink: "This answer link is not valid. Use the newest link in the club's e-mail, or answer on your family page.",
  expiredLink: "This match has started, so the answer link no longer works.",
  matchNotOn: "This match has been postponed or cancelled, so answers are closed. If it goes ahead, this link works again.",
  deadlinePassed: "Answers for this match closed at the deadline. Please tell the coach directly.",
  sessionNotOn: "This training session has been called off, so answers are closed. If it goes ahead, this link works again.",
  sessionDeadlinePassed: "Answers for this training session closed at the deadline. Please tell the coach directly.",
  tooManyChanges: "This answer has been changed too many times. Please tell the coach directly.",
  notYourChild: "You can only answer for your own children.",
  notSignedIn: "Please sign in to your family page first.",
  answerSaved: "Thank you: your answer is saved.",
  nobodyToRemind: "Every child has an answer: there is nobody left to remind.",
  answersClosed: "Answers for this match are closed, so there is nobody to remind.",
  tooManyReminders: (cap: number) => `The families have been reminded ${cap} ${cap === 1 ? "time" : "times"} about this match already; tell the rest directly.`,
  reminderTemplateMissing: 'The "Availability Reminder" e-mail template is missing or inactive: an admin can turn it back on in Email Management.',
  attendanceSessionNotFound: "Choose one of the team's training sessions of the last two weeks",
  attendanceNotOnTeam: "Tick only players of this team",
  attendanceTooMany: "Too many players ticked",
} as const;

export const AVAILABILITY_TOASTS = {
  /** The answer page's (public: said in Swahili through the messages catalogue). */
  answerSaved: { title: "Answer Saved", description: "Thank you: your answer is saved." },
  opened: (families: number) => ({ title: "Families Asked", description: `${families} ${families === 1 ? "family was" : "families were"} e-mailed the answer links.` }),
  notOpened: (why: string) => ({ title: "Not Sent", description: why }),
  notReminded: (why: string) => ({ title: "Not Reminded", description: why }),
  reminded: (families: number) => ({ title: "Families Reminded", description: `${families} ${families === 1 ? "family was" : "families were"} reminded, with new answer links.` }),
  invalid: { title: "Not Sent", description: "Please correct the highlighted fields." },
  attendanceSaved: (present: number, players: number) => ({ title: "Attendance Saved", description: `${present} of ${players} ${players === 1 ? "player" : "players"} came.` }),
  attendanceNotSaved: (why: string) => ({ title: "Not Saved", description: why }),
  attendanceInvalid: { title: "Not Saved", description: "Choose a session and tick players of this team." },
} as const;

// ---------------------------------------------------------------- the match squad (ADR 0028, "Squad selection")

export const SQUAD_LIMITS = {
  /** The "what to bring / meeting point" line of the selected families' mail. */
  note: 200,
} as const;

export const SQUAD_MESSAGES = {
  fixtureNotFound: "This team has no fixture with that number",
  notOn: "This match is postponed, cancelled or has already kicked off, so its squad can no longer be chosen.",
  noPlayers: "Tick at least one player for the squad",
  notOnTeam: "A ticked player is not on this team now: reload the page and tick the squad again",
  tooMany: (max: number) => `At most ${max} players can be in the squad for this competition`,
  templateMissing: 'The "Squad Selected" or "Squad Not Selected" e-mail template is missing or inactive: an admin can turn it back on in Email Management.',
} as const;

export const SQUAD_TOASTS = {
  saved: (selected: number, told: number) => ({
    title: "Squad Saved",
    description: `${selected} ${selected === 1 ? "player" : "players"} selected; ${told ? `${told} ${told === 1 ? "family was" : "families were"} e-mailed` : "no family needed a new e-mail"}.`,
  }),
  notSaved: (why: string) => ({ title: "Squad Not Saved", description: why }),
  invalid: { title: "Squad Not Saved", description: "Please correct the highlighted fields." },
} as const;
