import { listNews } from "~/models/content.server";

export async function loader() {
  return Response.json(listNews(), { headers: { "Cache-Control": "public, max-age=60" } });
}
