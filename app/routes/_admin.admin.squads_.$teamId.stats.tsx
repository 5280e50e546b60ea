// The team's player statistics for staff (ADR 0028): per player of a season (`?season=`, the current one
// by default) appearances, goals, assists, player-of-the-match awards, the availability rate and the
// training attendance rate, with full names (staff only) and a CSV of the same. Staff see every team, a
// coach only their own (403 otherwise). A GET form picks the season, so it works without JavaScript.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { TeamNewsNav } from "~/components/admin/TeamNewsNav";
import { buttonClasses } from "~/components/ui/Button";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Table } from "~/components/ui/Table";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { club } from "~/config/club";
import { percent } from "~/config/player-stats";
import { teamStatistics } from "~/models/matches/player-stats.server";
import { statsQuerySchema } from "~/schemas/player-stats";
import { requireTeamOfRoute } from "~/services/team-route.server";

export const handle: AdminRouteHandle = { pageTitle: "Statistics" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? `${data.team.name}: ` : ""}Statistics | ${club.shortName}` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { team } = await requireTeamOfRoute(request, params.teamId);
  const query = statsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { team, ...teamStatistics(team.id, query.season) };
}

export default function TeamStatistics() {
  const { team, seasons, season, lines } = useLoaderData<typeof loader>();
  const csvHref = `/admin/squads/${team.id}/stats.csv${season ? `?season=${encodeURIComponent(season)}` : ""}`;
  return (
    <div className="space-y-6">
      <TeamNewsNav teamId={team.id} teamName={team.name} current="stats" />
      <section aria-labelledby="stats-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="stats-heading" className="text-xl font-bold">
            {season ? `Season ${season}` : "No season yet"}
          </h2>
          {seasons.length ? (
            <Form method="get" className="flex items-end gap-2">
              <label className="grid gap-1 text-sm font-semibold">
                Season
                <select name="season" defaultValue={season ?? ""} className="field-control">
                  {seasons.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={buttonClasses("outline")}>
                Show
              </button>
            </Form>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Appearances are the squad of each played match; availability is the answers “available” out of the requests the player was asked while on the
          team; training is the sessions ticked present out of those recorded.
        </p>
        {lines.length ? (
          <Table aria-label={`${team.name} player statistics${season ? `, ${season}` : ""}`} containerClassName="mt-4" data-testid="player-stats">
            <thead>
              <tr className="border-b border-slate-200 text-left">
                <th scope="col" className="py-2 pr-3">
                  Player
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  <abbr title="Appearances">Apps</abbr>
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Goals
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Assists
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  <abbr title="Player of the match">POTM</abbr>
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Available
                </th>
                <th scope="col" className="py-2 text-right">
                  Training
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.playerId} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    <span className="font-semibold">{line.name}</span>
                    <span className="block text-xs text-slate-600">
                      {line.position}
                      {line.current ? "" : " · no longer on the team"}
                    </span>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{line.appearances}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{line.goals}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{line.assists}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{line.playerOfTheMatch}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {percent(line.availabilityRate)}
                    <span className="block text-xs text-slate-600">
                      {line.availableAnswers}/{line.asked}
                    </span>
                  </td>
                  <td className="py-2 text-right tabular-nums">
                    {percent(line.attendanceRate)}
                    <span className="block text-xs text-slate-600">
                      {line.trainingPresent}/{line.trainingSessions}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
        </Table>
        ) : (
          <p className="mt-3 text-sm text-slate-600">The team has no players yet.</p>
        )}
        {season ? (
          <p className="mt-4">
            <a href={csvHref} className={buttonClasses("outline", "sm")} download>
              Download CSV
            </a>
          </p>
        ) : null}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
