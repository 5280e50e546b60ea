import { listTeams } from "~/models/fixtures/season.server";

/** GET (public): the club's teams by age group. */
export async function loader() {
  return Response.json(listTeams());
}
