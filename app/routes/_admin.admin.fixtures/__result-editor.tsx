// "Record result": the score, our scorers (a row per squad player with goals and assists, and typed names
// for guests), the player of the match, the match report, and whether to tell the fans. The player rows
// are fixed (the squad, or the team's players when no squad was saved), so the form needs no script.
import { Form, Link } from "@remix-run/react";
import { Dialog } from "~/components/ui/Dialog";
import { buttonClasses } from "~/components/ui/Button";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { FIXTURE_LIMITS } from "~/config/fixtures";
import { MATCH_RECORD_LIMITS } from "~/config/player-stats";
import { scorerLines } from "~/schemas/fixtures";
import type { FixtureView } from "~/schemas/fixture-views";
import { ourSideName } from "~/schemas/fixture-views";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { FormErrors } from "./form-errors";

/** The result form's player rows (staff: full names), and the typed scorers. */
type ResultRecord = {
  fromSquad: boolean;
  players: { id: number; name: string; goals: number; assists: number; playerOfTheMatch: boolean }[];
  guests: { name: string; goals: number }[];
};

export function ResultEditor({
  match,
  record,
  reports,
  closeHref,
}: {
  match: FixtureView;
  record: ResultRecord;
  reports: { id: number; title: string }[];
  closeHref: string;
}) {
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
        {record.players.length ? <PlayerRows record={record} value={value} errors={[...(replyErrors(reply, "players") ?? []), ...(replyErrors(reply, "assists") ?? [])]} /> : null}
        {record.players.length ? (
          <SelectField
            className="sm:col-span-2"
            labelProps={{ children: "Player of the match (optional)" }}
            inputProps={{ id: "result-potm", name: "playerOfTheMatchId", defaultValue: value("playerOfTheMatchId", record.players.find((p) => p.playerOfTheMatch)?.id) }}
            placeholder="Nobody chosen"
            options={record.players.map((p) => ({ value: String(p.id), label: p.name }))}
            errors={replyErrors(reply, "playerOfTheMatchId")}
          />
        ) : null}
        <TextareaField
          className="sm:col-span-2"
          labelProps={{ children: record.players.length ? "Guest scorers, not on our books (optional)" : "Our scorers (optional)" }}
          inputProps={{ id: "result-scorers", name: "scorers", rows: record.players.length ? 2 : 3, defaultValue: value("scorers", scorerLines(record.guests)) }}
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

/**
 * A row per player who may be credited: goals and assists (empty is none). Hidden ids keep each row
 * bound to its player, so the post says who scored without a select per line.
 */
function PlayerRows({ record, value, errors }: { record: ResultRecord; value: (name: string, saved: number | null) => string; errors: string[] }) {
  return (
    <fieldset className="sm:col-span-2" aria-describedby={errors.length ? "result-players-errors" : undefined}>
      <legend className="text-sm font-semibold">{record.fromSquad ? "Goals and assists of the match squad" : "Goals and assists (no squad was saved: the team's players)"}</legend>
      {errors.length ? (
        <p id="result-players-errors" role="alert" className="mt-1 text-sm font-medium text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1 font-semibold">
              Player
            </th>
            <th scope="col" className="w-20 py-1 font-semibold">
              Goals
            </th>
            <th scope="col" className="w-20 py-1 font-semibold">
              Assists
            </th>
          </tr>
        </thead>
        <tbody>
          {record.players.map((player, index) => (
            <tr key={player.id} className="border-t border-slate-100">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                <input type="hidden" name={`players[${index}].playerId`} value={player.id} />
                {player.name}
              </th>
              {(["goals", "assists"] as const).map((kind) => (
                <td key={kind} className="py-1 pr-2">
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={kind === "goals" ? FIXTURE_LIMITS.goals : MATCH_RECORD_LIMITS.assists}
                    name={`players[${index}].${kind}`}
                    aria-label={`${kind === "goals" ? "Goals" : "Assists"}: ${player.name}`}
                    defaultValue={value(`players[${index}].${kind}`, player[kind] || null)}
                    className="field-control w-16"
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
