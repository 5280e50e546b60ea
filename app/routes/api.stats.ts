import { getClubStats } from "~/models/content.server";
import { apiError } from "~/utils/api.server";

export async function loader() {
  const stats = getClubStats();
  if (!stats) return apiError(404, "Club statistics are not available");
  return Response.json(stats, { headers: { "Cache-Control": "public, max-age=60" } });
}
