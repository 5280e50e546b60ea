// "Record result": the score, our scorers, the match report, and whether to tell the fans.
import { Form, Link } from "@remix-run/react";
import { Dialog } from "~/components/ui/Dialog";
import { buttonClasses } from "~/components/ui/Button";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { FIXTURE_LIMITS } from "~/config/fixtures";
import { scorerLines } from "~/schemas/fixtures";
import type { FixtureView } from "~/schemas/fixture-views";
import { ourSideName } from "~/schemas/fixture-views";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { FormErrors } from "./form-errors";

export function ResultEditor({ match, reports, closeHref }: { match: FixtureView; reports: { id: number; title: string }[]; closeHref: string }) {
  const reply = useFormReply("result");
  const value = (name: string, saved: string | number | null | undefined) => replyValue(reply, name) ?? (reply ? "" : String(saved ?? ""));
  const us = ourSideName(match.team);
  return (
    <Dialog title={`Result: ${match.title}`} closeHref={closeHref} size="lg">
      <Form method="post" className="grid gap-4 sm:grid-cols-2" preventScrollReset>
        <input type="hidden" name="id" value={match.id} />
        <FormErrors errors={replyErrors(reply, "")} className="sm:col-span-2" />
        <Field
          labelProps={{ children: `${us} goals` }}
          inputProps={{ id: "result-ours", name: "ourScore", type: "number", inputMode: "numeric", min: 0, max: FIXTURE_LIMITS.goals, defaultValue: value("ourScore", match.ourScore), required: true }}
          errors={replyErrors(reply, "ourScore")}
        />
        <Field
          labelProps={{ children: `${match.opponent} goals` }}
          inputProps={{ id: "result-theirs", name: "opponentScore", type: "number", inputMode: "numeric", min: 0, max: FIXTURE_LIMITS.goals, defaultValue: value("opponentScore", match.opponentScore), required: true }}
          errors={replyErrors(reply, "opponentScore")}
        />
        <TextareaField
          className="sm:col-span-2"
          labelProps={{ children: "Our scorers (optional)" }}
          inputProps={{ id: "result-scorers", name: "scorers", rows: 3, defaultValue: value("scorers", scorerLines(match.scorers)) }}
          help="One per line; add the number of goals after the name if more than one, e.g. Brian Okoth 2."
          errors={replyErrors(reply, "scorers")}
        />
        <SelectField
          labelProps={{ children: "Awarded without being played (walkover)" }}
          inputProps={{ id: "result-walkover", name: "walkover", defaultValue: value("walkover", match.walkover) }}
          options={[
            { value: "", label: "No, it was played" },
            { value: "us", label: `Awarded to ${us}` },
            { value: "opponent", label: `Awarded to ${match.opponent}` },
          ]}
          errors={replyErrors(reply, "walkover")}
        />
        <SelectField
          labelProps={{ children: "Match report (optional)" }}
          inputProps={{ id: "result-report", name: "reportPostId", defaultValue: value("reportPostId", match.report?.id) }}
          placeholder="No report yet"
          options={reports.map((r) => ({ value: String(r.id), label: r.title }))}
          errors={replyErrors(reply, "reportPostId")}
        />
        <CheckboxField
          className="sm:col-span-2"
          labelProps={{ children: "Notify fans: a push on Match Updates and an e-mail to the fan members who chose match updates" }}
          inputProps={{ id: "result-notify", name: "notifyFans", defaultChecked: reply ? replyValue(reply, "notifyFans") === "on" : false }}
        />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Link to={closeHref} preventScrollReset className={buttonClasses("outline")}>
            Close
          </Link>
          <StatusButton name="intent" value="result" pendingLabel="Saving...">
            Save Result
          </StatusButton>
        </div>
      </Form>
    </Dialog>
  );
}
