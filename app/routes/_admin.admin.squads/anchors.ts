// The squads screen's address and the anchors of its lists and rows: after a change the page comes back
// beside the player acted on, or at the list when they have left it.
export const SQUADS_PATH = "/admin/squads";
export const PLAYERS_ANCHOR = "players";
export const COACHES_ANCHOR = "coaches";
export const playerAnchor = (id: number) => `player-${id}`;
