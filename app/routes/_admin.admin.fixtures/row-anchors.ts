// The anchors of the fixtures screen's lists and of their rows: after a change the page comes back beside
// the row acted on, or at its list when that row is gone.
export const MATCHES_ANCHOR = "matches";
export const matchAnchor = (id: number) => `match-${id}`;
export const TEAMS_ANCHOR = "teams";
export const teamAnchor = (id: number) => `team-${id}`;
export const COMPETITIONS_ANCHOR = "competitions";
export const competitionAnchor = (id: number) => `competition-${id}`;
export const LEAGUE_RESULTS_ANCHOR = "league-results";
