import { Form } from "@remix-run/react";
import { Field } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { AVAILABILITY_ANSWERS, AVAILABILITY_LIMITS } from "~/config/availability";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { useMessage, useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import type { FamilyAvailabilityQuestion } from "~/schemas/family-views";

/**
 * On /family: each open "who can play?" (or "who can come to training?") about the guardian's own children, with the e-mail's three
 * answers as a native form (intent "availability"), so it works without JavaScript.
 */
export function FamilyQuestions({ questions }: { questions: FamilyAvailabilityQuestion[] }) {
  const t = useT("availability");
  const format = useFormat();
  const message = useMessage();
  const reply = useFormReply("availability");
  if (!questions.length) return null;
  return (
    <>
      {questions.map((question) => {
        const id = `availability-${question.requestId}-${question.playerId}`;
        // The reply is this card's when it names the same request and child.
        const mine = replyValue(reply, "requestId") === String(question.requestId) && replyValue(reply, "playerId") === String(question.playerId) ? reply : undefined;
        const problems = [...(replyErrors(mine, "") ?? []), ...(replyErrors(mine, "answer") ?? [])];
        const current = question.current;
        return (
          <section key={id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="family-availability">
            <h2 id={`${id}-heading`} className="text-lg font-bold">
              {t(question.kind === "training" ? "family.trainingHeading" : "family.heading", {
                child: question.child,
                opponent: question.opponent,
                kickoff: `${format.fullMatchDate(question.kickoffAt)}, ${format.kickoffTime(question.kickoffAt)}`,
              })}
            </h2>
            <p className="text-sm text-slate-600">{question.venue}</p>
            {question.note ? <p className="mt-1 whitespace-pre-wrap break-words text-sm">{t("mail.note", { note: question.note })}</p> : null}
            <p className="mt-2 text-sm font-semibold">
              {current
                ? current.reason
                  ? t("page.currentWithReason", { answer: t(`answers.${current.answer}`), reason: current.reason })
                  : t("page.current", { answer: t(`answers.${current.answer}`) })
                : t("page.noAnswer")}
            </p>
            {question.open ? (
              <Form method="post" className="mt-3 grid gap-3">
                <input type="hidden" name="intent" value="availability" />
                <input type="hidden" name="requestId" value={question.requestId} />
                <input type="hidden" name="playerId" value={question.playerId} />
                {problems.length ? (
                  <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
                    {problems.map(message).join(" ")}
                  </p>
                ) : null}
                <p className="text-sm text-slate-700">{t("family.answerBy", { deadline: format.dateTime(question.deadlineAt) })}</p>
                <Field
                  labelProps={{ children: t("page.reasonLabel") }}
                  inputProps={{ id: `${id}-reason`, name: "reason", maxLength: AVAILABILITY_LIMITS.reason, defaultValue: replyValue(mine, "reason") ?? current?.reason ?? "", autoComplete: "off" }}
                  errors={replyErrors(mine, "reason")}
                />
                <div className="grid gap-2 sm:grid-cols-3">
                  {AVAILABILITY_ANSWERS.map((answer) => (
                    <StatusButton key={answer} name="answer" value={answer} variant={current?.answer === answer ? "default" : "outline"} aria-pressed={current?.answer === answer} pendingLabel={t("page.saving")}>
                      {t(`answers.${answer}`)}
                    </StatusButton>
                  ))}
                </div>
              </Form>
            ) : (
              <p className="mt-2 text-sm text-amber-900">{t("page.closed")}</p>
            )}
          </section>
        );
      })}
    </>
  );
}
