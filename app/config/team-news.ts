// What staff and coaches tell a team's families (app/models/squads/team-news.server.ts): team messages and
// training cancellations. Field limits, the caps on sending, and the words of the admin screens and the
// API. Browser-safe: no zod and no server code here.

export const TEAM_NEWS_LIMITS = {
  subject: 120,
  message: 2000,
  reason: 200,
  /** Sent messages the admin screen lists. */
  sentList: 30,
  /** Days ahead the training screen lists (and so how far ahead a session can be cancelled). */
  trainingDays: 28,
  /** Days of training the team's calendar feed carries (calendar apps fetch it again every few hours). */
  calendarDays: 56,
  /** Characters of a message a push notification carries (the rest is in the e-mail and on the family page). */
  pushBody: 240,
} as const;

/**
 * Team messages are the club's own mail to families who gave it their address, not mail a visitor's form
 * causes: the mail queue's per-mailbox cap for public forms (PUBLIC_MAIL_DAILY_LIMIT) does not count
 * them. What keeps a family's inbox (and phone) from being flooded by a mistake, a double post or a
 * stolen account is a cap on sending itself, counted over team_messages (cancellation and "on again"
 * notices are team messages too):
 *   - a team's families get at most `perTeamPerDay` messages in any 24 hours;
 *   - one sender sends at most `perSenderPerHour` messages in any hour, over all their teams (the academy
 *     office telling every youth team about a closure fits; a runaway script does not).
 * Constants rather than settings: the club office raising them would defeat their purpose.
 */
export const TEAM_MESSAGE_CAPS = { perTeamPerDay: 6, perSenderPerHour: 20 } as const;

export const TEAM_NEWS_MESSAGES = {
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  reasonRequired: "Tell the families why the session is cancelled",
  dateInvalid: "Choose a session",
  timeInvalid: "Choose a session",
  noFamilies: "This team has no families to write to yet: add its players and their guardians first.",
  templateMissing: 'The "Team Message" e-mail template is missing or inactive: an admin can turn it back on in Email Management.',
  sessionNotFound: "This team has no training session at that time on that date (in the coming four weeks).",
  alreadyCancelled: "That session is already cancelled.",
  notCancelled: "That session is not cancelled.",
  teamCapReached: (perDay: number, nextAt: string) =>
    `This team's families have had ${perDay} messages in the last 24 hours, the most the club sends one team in a day. The next one can go at ${nextAt} (Nairobi time). For anything urgent, phone the families.`,
  senderCapReached: (perHour: number, nextAt: string) =>
    `You have sent ${perHour} team messages in the last hour, the most one person sends in an hour. The next one can go at ${nextAt} (Nairobi time).`,
  // Answers of the JSON API to a body it cannot read.
  messageBodyInvalid: "Please check the message",
} as const;

export const TEAM_NEWS_TOASTS = {
  sendFailed: { title: "Not Sent", description: "Please correct the highlighted fields." },
  messageSent: (families: number) => ({
    title: "Message Sent",
    description: `E-mailed to ${families} ${families === 1 ? "family" : "families"}, pushed to the phones that follow the team, and shown on the family page.`,
  }),
  cancelFailed: { title: "Not Cancelled", description: "Please correct the highlighted fields." },
  cancelled: (session: string, families: number) => ({
    title: "Training Cancelled",
    description: `${session} is cancelled; ${families} ${families === 1 ? "family was" : "families were"} told.`,
  }),
  reinstated: (session: string, families: number) => ({
    title: "Training On Again",
    description: `${session} is on again; ${families} ${families === 1 ? "family was" : "families were"} told.`,
  }),
  notSent: (why: string) => ({ title: "Not Sent", description: why }),
  notChanged: (why: string) => ({ title: "Not Changed", description: why }),
} as const;
