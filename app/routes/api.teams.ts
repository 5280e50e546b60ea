import { listTeamsWithTraining } from "~/models/matches/season.server";

/** GET (public): the club's teams by age group, each with its coach and weekly training (Nairobi time). */
export async function loader() {
  return Response.json(listTeamsWithTraining());
}
