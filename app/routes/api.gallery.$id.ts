import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deletePhoto, getPhoto, updatePhoto } from "~/models/gallery.server";
import { photoLinkSchema } from "~/schemas/gallery";
import { GALLERY_MESSAGES } from "~/config/gallery";
import { requireUser } from "~/services/auth.server";
import { firstError } from "~/utils/api-messages";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { parseId } from "~/utils/ids";

/** GET (gallery): one photo. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "gallery");
  const id = parseId(params.id);
  const photo = id ? getPhoto(id) : null;
  if (!photo) return apiError(404, GALLERY_MESSAGES.notFound);
  return Response.json(photo);
}

/** PUT (gallery) { imageUrl, alt, caption }: edits a photo. DELETE (gallery): removes it and its file. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, "gallery");
  if (request.method !== "PUT" && request.method !== "DELETE") return apiError(405, "Use PUT or DELETE");
  const id = parseId(params.id);
  if (!id) return apiError(404, GALLERY_MESSAGES.notFound);
  if (request.method === "DELETE") {
    const deleted = await deletePhoto(id, user);
    if (!deleted.ok) return apiFailure(deleted);
    return new Response(null, { status: 204 });
  }
  const input = await parseJsonBody(request, photoLinkSchema, { maxBytes: 8 * 1024, invalidMessage: firstError });
  const updated = await updatePhoto(id, input, user);
  if (!updated.ok) return apiFailure(updated);
  return Response.json(updated.photo);
}
