import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deletePost, postInputFromApi, updatePost } from "~/models/blog/editing.server";
import { getPublishedPost } from "~/models/blog/posts.server";
import { invalidPostMessage, postApiSchema } from "~/schemas/blog";
import { BLOG_MESSAGES } from "~/config/blog";
import { requireUser } from "~/services/auth.server";
import { DEFAULT_BODY_LIMIT } from "~/config/route-policy";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { parseId } from "~/utils/ids";

/** GET (public): a published post by its slug. Drafts are not found. */
export async function loader({ params }: LoaderFunctionArgs) {
  const post = getPublishedPost(params.id ?? "");
  if (!post) return apiError(404, BLOG_MESSAGES.notFound);
  return Response.json(post);
}

/** PUT (editors): the same body as POST, replacing the post's fields. DELETE (editors): the post. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, "blog");
  if (request.method !== "PUT" && request.method !== "DELETE") return apiError(405, "Use PUT or DELETE");
  const id = parseId(params.id);
  if (!id) return apiError(404, BLOG_MESSAGES.notFound);
  if (request.method === "DELETE") {
    const deleted = await deletePost(id, user);
    if (!deleted.ok) return apiFailure(deleted);
    return Response.json({ message: BLOG_MESSAGES.deleted.description, id });
  }
  const body = await parseJsonBody(request, postApiSchema, { maxBytes: DEFAULT_BODY_LIMIT, invalidMessage: invalidPostMessage });
  const updated = await updatePost(id, postInputFromApi(body), user);
  if (!updated.ok) return apiFailure(updated);
  return Response.json(updated.post);
}
