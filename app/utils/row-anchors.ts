/**
 * Where a list comes back once the row of `id` has left it (deleted, archived, moderated): the row
 * that takes its place, else the one before it, else the list itself. Not the top of the page, so the
 * person carries on where they were.
 */
export function anchorAfterRemoving(ids: number[], id: number, rowAnchor: (id: number) => string, listAnchor: string) {
  const index = ids.indexOf(id);
  const neighbour = index < 0 ? undefined : (ids[index + 1] ?? ids[index - 1]);
  return neighbour === undefined ? listAnchor : rowAnchor(neighbour);
}
