import { listGalleryImages } from "~/models/content.server";

export async function loader() {
  return Response.json(listGalleryImages(), { headers: { "Cache-Control": "public, max-age=60" } });
}
