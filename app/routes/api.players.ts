import { listPlayers } from "~/models/content.server";

export async function loader() {
  return Response.json(listPlayers(), { headers: { "Cache-Control": "public, max-age=60" } });
}
