import type { ActionFunctionArgs } from "@remix-run/node";
import { listGalleryImages } from "~/models/gallery.server";
import { addPhotoByUrl } from "~/models/gallery.server";
import { photoLinkSchema } from "~/schemas/gallery";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { firstError } from "~/utils/api-messages";

/** GET (public): the gallery in the order admins arranged it. */
export async function loader() {
  return Response.json(listGalleryImages(), { headers: { "Cache-Control": "public, max-age=60" } });
}

/** POST (gallery) { imageUrl, alt, caption }: adds a photo by image URL → 201 the photo. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "gallery");
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, photoLinkSchema, { maxBytes: 8 * 1024, invalidMessage: firstError });
  const added = await addPhotoByUrl(input, user);
  if (!added.ok) return apiFailure(added);
  return Response.json(added.photo, { status: 201 });
}
