// Reminding the families who have not answered (ADR 0028): once by the scheduler, 24 hours before the
// deadline, and when the coach taps "remind the rest" (at most AVAILABILITY_REMINDERS_PER_REQUEST times
// per request). Either way each guardian of a child without an answer gets one "Availability Reminder"
// mail in their language with new answer links for those children only, queued in the same immediate
// transaction that claims the reminder, and the phones that follow the team a push per child with the
// answer buttons after the commit.
import { getEnv } from "~/config/env.server";
import { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES } from "~/config/availability";
import { getDb } from "~/db/client.server";
import {
  answerMails,
  claimReminder,
  findRequest,
  issueTokens,
  pushAnswerButtons,
  requestsDueForReminder,
  teamChildrenAndGuardians,
  type FamilyRow,
  type Opener,
  type RequestMatch,
} from "~/models/availability/requests.server";
import { auditHistoryByTarget, recordAudit } from "~/models/audit.server";
import { templateMails } from "~/models/email.server";
import { queueMails } from "~/models/mail-queue.server";
import { answersOpen } from "~/utils/availability-deadline";
import type { Failure, Result } from "~/utils/result";

const REMIND = "squad.availability-remind";
const AHEAD_MS = AVAILABILITY_LIMITS.reminderHoursBeforeDeadline * 3_600_000;
const target = (requestId: number) => ({ type: "availability_request", id: requestId });
/** The audit log's words for what was asked: "the match against Kibera Stars", "training on 2026-12-02 16:00". */
const whatAbout = (request: RequestMatch) => (request.kind === "match" ? `the match against ${request.opponent}` : `training on ${request.trainingDate} ${request.trainingStartsAt}`);

type Reminded = { rows: FamilyRow[]; tokens: Map<number, string>; families: number; children: number };

/** Inside the caller's transaction: new tokens for the children without an answer and one mail per guardian of theirs. */
function queueReminders(request: RequestMatch, rows: FamilyRow[]): Reminded | Failure<"conflict"> {
  const missing: Failure<"conflict"> = { ok: false, reason: "conflict", message: AVAILABILITY_MESSAGES.reminderTemplateMissing };
  // Checked before a token is written: a transaction callback that returns (rather than throws) commits.
  if (!templateMails("Availability Reminder", [], () => ({}))) return missing;
  const tokens = issueTokens(request.id, rows, request.startsAt);
  const mails = answerMails("Availability Reminder", request, rows, tokens);
  if (!mails) return missing;
  queueMails(mails);
  return { rows, tokens, families: mails.length, children: tokens.size };
}

/** How often the coach has reminded each of these requests' families ("remind the rest"), by request id. */
export function manualReminders(requestIds: readonly number[]): Map<number, number> {
  if (!requestIds.length) return new Map();
  const history = auditHistoryByTarget([REMIND], "availability_request", "");
  return new Map(requestIds.map((id) => [id, history.get(String(id))?.count ?? 0]));
}

/**
 * Use case: the coach (their own team) or staff reminds the families of the children who have not
 * answered `requestId`, now. 404 for another team's request; 409 when answers are closed or every child
 * has answered; 429 after AVAILABILITY_REMINDERS_PER_REQUEST reminders (counted from the audit log, in
 * the same transaction that writes the next entry, so two taps at once cannot both slip under it).
 */
export function remindTheRest(
  teamId: number,
  requestId: number,
  by: Opener,
  now = new Date(),
): Result<{ request: RequestMatch; families: number; children: number }, "not-found" | "conflict" | "rate-limited"> {
  const request = findRequest(requestId);
  if (!request || request.teamId !== teamId) return { ok: false, reason: "not-found", message: AVAILABILITY_MESSAGES.requestNotFound };
  if (request.fixtureStatus !== "scheduled") return { ok: false, reason: "conflict", message: AVAILABILITY_MESSAGES.matchNotOn };
  if (!answersOpen(request.deadlineAt, now)) return { ok: false, reason: "conflict", message: AVAILABILITY_MESSAGES.answersClosed };
  const cap = getEnv().AVAILABILITY_REMINDERS_PER_REQUEST;
  const sent = getDb().transaction(
    (): Reminded | Failure<"conflict" | "rate-limited"> => {
      const rows = teamChildrenAndGuardians(teamId, request.id);
      if (!rows.length) return { ok: false, reason: "conflict", message: AVAILABILITY_MESSAGES.nobodyToRemind };
      if ((manualReminders([request.id]).get(request.id) ?? 0) >= cap) return { ok: false, reason: "rate-limited", message: AVAILABILITY_MESSAGES.tooManyReminders(cap) };
      const queued = queueReminders(request, rows);
      if ("ok" in queued) return queued;
      recordAudit(by, REMIND, target(request.id), `Reminded ${queued.families} families of the ${request.teamName} who had not answered about ${whatAbout(request)} (${queued.children} children)`, {
        teamId,
        families: queued.families,
        children: queued.children,
      });
      return queued;
    },
    { behavior: "immediate" },
  );
  if ("ok" in sent) return sent;
  pushAnswerButtons(request, sent.rows, sent.tokens, by, true);
  return { ok: true, request, families: sent.families, children: sent.children };
}

/**
 * The scheduler's reminder (startup.server.ts, every few minutes): each request whose deadline is less
 * than 24 hours away is claimed (`reminded_at`) in the transaction that queues its mails, so a second
 * run or a restart never sends it again. A request whose every child has answered is claimed with
 * nothing sent. With the template missing or inactive nothing is claimed: it goes once it is back.
 * Answers how many families were reminded.
 */
export function sendDueReminders(now = new Date()): number {
  let families = 0;
  for (const request of requestsDueForReminder(AHEAD_MS, now)) {
    let sent: Reminded | null;
    try {
      sent = getDb().transaction(
        () => {
          if (!claimReminder(request.id, now)) return null;
          const rows = teamChildrenAndGuardians(request.teamId, request.id);
          if (!rows.length) return { rows, tokens: new Map<number, string>(), families: 0, children: 0 };
          const queued = queueReminders(request, rows);
          // Thrown so that the claim rolls back with the rest.
          if ("ok" in queued) throw new Error(queued.message);
          return queued;
        },
        { behavior: "immediate" },
      );
    } catch (error) {
      console.error(`The availability reminder of request ${request.id} was not sent:`, error instanceof Error ? error.message : error);
      continue;
    }
    if (!sent) continue;
    pushAnswerButtons(request, sent.rows, sent.tokens, null, true);
    recordAudit(
      null,
      "squad.availability-scheduled-reminder",
      target(request.id),
      `Reminded ${sent.families} families of the ${request.teamName} who had not answered about ${whatAbout(request)} (${sent.children} children)`,
      { teamId: request.teamId, families: sent.families, children: sent.children },
    );
    families += sent.families;
  }
  return families;
}
