import { Form, Link } from "@remix-run/react";
import { useTeamName } from "~/components/site/matches/team-name";
import { Field } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { cx } from "~/components/ui/cx";
import { AVAILABILITY_ANSWERS, AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES, type AvailabilityAnswer } from "~/config/availability";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { useMessage, useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import type { AvailabilityQuestion } from "~/schemas/availability";

/** What the server tells the page (app/services/availability-answer.server.ts): one child's match, or why the link answers nothing. */
export type AnswerPageProps = {
  page: AvailabilityQuestion | null;
  problem: { gone: boolean; training?: boolean } | null;
  suggested: AvailabilityAnswer | null;
};

const ANSWER_STYLE: Record<AvailabilityAnswer, string> = {
  available: "bg-green-700 text-white hover:bg-green-800",
  unavailable: "bg-red-700 text-white hover:bg-red-800",
  maybe: "bg-amber-500 text-slate-950 hover:bg-amber-600",
};

/** /availability/<token>: one child's match and three buttons in a native form; works without JavaScript. */
export function AnswerPage({ page, problem, suggested }: AnswerPageProps) {
  const t = useT("availability");
  const format = useFormat();
  const message = useMessage();
  const teamName = useTeamName();
  const reply = useFormReply("answer");
  if (!page || problem) {
    const key = problem?.gone ? (problem.training ? "goneTraining" : "gone") : "notFound";
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-2xl font-extrabold">{t(`${key}.title`)}</h1>
        <p className="mt-3 text-slate-700">{t(`${key}.body`)}</p>
        <p className="mt-6">
          <Link to="/family" className="font-semibold underline">
            {t("page.family")}
          </Link>
        </p>
      </div>
    );
  }
  const formError = replyErrors(reply, "")?.[0];
  const chosen = page.current?.answer;
  const training = page.kind === "training";
  const when = `${format.fullMatchDate(page.kickoffAt)}, ${format.kickoffTime(page.kickoffAt)}`;
  const heading = t(training ? "page.trainingHeading" : "page.heading", { child: page.child });
  const note = page.note ? (
    <div>
      <dt className="text-sm text-slate-600">{t("page.note")}</dt>
      <dd className="whitespace-pre-wrap break-words">{page.note}</dd>
    </div>
  ) : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-extrabold tracking-tight">{heading}</h1>
      {training ? (
        <>
          <p className="mt-4 text-lg font-bold" data-testid="answer-event">
            {t("page.training", { when, venue: page.venue })}
          </p>
          <p className="text-sm text-slate-600">{t("page.trainingTeam", { team: teamName(page.teamName) })}</p>
          {note ? <dl className="mt-2 grid gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">{note}</dl> : null}
        </>
      ) : (
        <>
          <p className="mt-4 text-lg font-bold">{t("page.match", { team: teamName(page.teamName), opponent: page.opponent })}</p>
          <dl className="mt-2 grid gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div>
              <dt className="text-sm text-slate-600">{t("page.kickoff")}</dt>
              <dd className="font-semibold" data-testid="answer-kickoff">
                {when}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t("page.venue")}</dt>
              <dd className="font-semibold">{page.venue}</dd>
            </div>
            {note}
          </dl>
        </>
      )}

      <p className="mt-4 font-semibold" data-testid="answer-current">
        {page.current
          ? page.current.reason
            ? t("page.currentWithReason", { answer: t(`answers.${page.current.answer}`), reason: page.current.reason })
            : t("page.current", { answer: t(`answers.${page.current.answer}`) })
          : t("page.noAnswer")}
      </p>

      {page.open ? (
        <Form method="post" className="mt-4 grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          {formError ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
              {message(formError)}
            </p>
          ) : null}
          <p className="text-sm text-slate-700">{t("page.deadline", { deadline: format.dateTime(page.deadlineAt) })}</p>
          {suggested && suggested !== chosen ? <p className="text-sm font-semibold">{t("page.suggested", { answer: t(`answers.${suggested}`) })}</p> : null}
          <Field
            labelProps={{ children: t("page.reasonLabel") }}
            inputProps={{
              id: "availability-reason",
              name: "reason",
              maxLength: AVAILABILITY_LIMITS.reason,
              defaultValue: replyValue(reply, "reason") ?? page.current?.reason ?? "",
              autoComplete: "off",
            }}
            help={t("page.reasonHelp")}
            errors={replyErrors(reply, "reason")}
          />
          <div className="grid gap-2 sm:grid-cols-3" role="group" aria-label={heading}>
            {AVAILABILITY_ANSWERS.map((answer) => (
              <StatusButton
                key={answer}
                name="answer"
                value={answer}
                pendingLabel={t("page.saving")}
                aria-pressed={chosen === answer}
                className={cx("min-h-12 w-full justify-center text-base", ANSWER_STYLE[answer], (suggested ?? chosen) === answer && "ring-4 ring-club-navy ring-offset-2")}
              >
                {t(`answers.${answer}`)}
              </StatusButton>
            ))}
          </div>
          {replyErrors(reply, "answer") ? <p className="text-sm font-medium text-red-700">{message(replyErrors(reply, "answer")![0])}</p> : null}
        </Form>
      ) : (
        <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {page.notOn ? message(training ? AVAILABILITY_MESSAGES.sessionNotOn : AVAILABILITY_MESSAGES.matchNotOn) : t("page.closed")}
        </p>
      )}
      <p className="mt-6 text-sm text-slate-600">{t("page.privacy", { child: page.child })}</p>
    </div>
  );
}
