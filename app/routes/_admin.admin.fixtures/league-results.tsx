// The other clubs' results in our leagues, entered so the tables are complete.
import { Form } from "@remix-run/react";
import { Field, SelectField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { TD } from "~/components/ui/Table";
import { ListTable } from "~/components/admin/list/ListTable";
import { RowActionForm } from "~/components/admin/list/RowActionForm";
import { LEAGUE_RESULTS_ANCHOR } from "./row-anchors";
import { FIXTURE_LIMITS } from "~/config/fixtures";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { FormErrors } from "./form-errors";

type LeagueResultRow = { id: number; competition: string; homeClub: string; awayClub: string; homeGoals: number; awayGoals: number; playedOn: string };

export function LeagueResults({ leagues, results }: { leagues: { id: number; name: string }[]; results: LeagueResultRow[] }) {
  const reply = useFormReply("league-result");
  const value = (name: string) => replyValue(reply, name) ?? "";
  return (
    <div className="space-y-6">
      <Form method="post" className="grid gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2" preventScrollReset aria-label="Add another clubs' result">
        <FormErrors errors={replyErrors(reply, "")} className="sm:col-span-2" />
        <SelectField
          className="sm:col-span-2"
          labelProps={{ children: "League" }}
          inputProps={{ id: "league-competition", name: "competitionId", defaultValue: value("competitionId"), required: true }}
          placeholder="Choose a league"
          options={leagues.map((l) => ({ value: String(l.id), label: l.name }))}
          errors={replyErrors(reply, "competitionId")}
        />
        <Field labelProps={{ children: "Home club" }} inputProps={{ id: "league-home", name: "homeClub", defaultValue: value("homeClub"), required: true, maxLength: FIXTURE_LIMITS.opponent }} errors={replyErrors(reply, "homeClub")} />
        <Field labelProps={{ children: "Away club" }} inputProps={{ id: "league-away", name: "awayClub", defaultValue: value("awayClub"), required: true, maxLength: FIXTURE_LIMITS.opponent }} errors={replyErrors(reply, "awayClub")} />
        <Field labelProps={{ children: "Home goals" }} inputProps={{ id: "league-home-goals", name: "homeGoals", type: "number", inputMode: "numeric", min: 0, max: FIXTURE_LIMITS.goals, defaultValue: value("homeGoals"), required: true }} errors={replyErrors(reply, "homeGoals")} />
        <Field labelProps={{ children: "Away goals" }} inputProps={{ id: "league-away-goals", name: "awayGoals", type: "number", inputMode: "numeric", min: 0, max: FIXTURE_LIMITS.goals, defaultValue: value("awayGoals"), required: true }} errors={replyErrors(reply, "awayGoals")} />
        <Field labelProps={{ children: "Match day" }} inputProps={{ id: "league-day", name: "playedOn", type: "date", defaultValue: value("playedOn"), required: true }} errors={replyErrors(reply, "playedOn")} />
        <div className="flex items-end justify-end">
          <StatusButton name="intent" value="league-result" pendingLabel="Saving...">
            Add Result
          </StatusButton>
        </div>
      </Form>
      <ListTable columns={["Day", "League", "Result", "Actions"]} rows={results} empty="No other clubs' results yet." id={LEAGUE_RESULTS_ANCHOR}>
        {(row) => (
          <>
            <TD label="Day">{row.playedOn}</TD>
            <TD label="League">{row.competition}</TD>
            <TD label="Result">{`${row.homeClub} ${row.homeGoals}–${row.awayGoals} ${row.awayClub}`}</TD>
            <TD label="Actions">
              <RowActionForm fields={{ id: row.id }}>
                <StatusButton name="intent" value="delete-league-result" size="sm" variant="outline" pendingLabel="Removing...">
                  Remove<span className="sr-only"> {`${row.homeClub} v ${row.awayClub}`}</span>
                </StatusButton>
              </RowActionForm>
            </TD>
          </>
        )}
      </ListTable>
    </div>
  );
}
