import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { setCommentStatus } from "~/models/blog/comments.server";
import { commentStatusSchema } from "~/schemas/blog";
import { BLOG_MESSAGES } from "~/config/blog";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { parseId } from "~/utils/ids";

/** Only PUT is supported; a GET is still checked for sign-in first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "blog");
  return apiError(405, "Use PUT");
}

/** PUT (editors) { status: "approved" | "rejected" }. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, "blog");
  if (request.method !== "PUT") return apiError(405, "Use PUT");
  const id = parseId(params.id);
  if (!id) return apiError(404, BLOG_MESSAGES.commentNotFound);
  const { status } = await parseJsonBody(request, commentStatusSchema, { maxBytes: 1024, invalidMessage: "Invalid status" });
  const updated = setCommentStatus(id, status, user);
  if (!updated.ok) return apiFailure(updated);
  return Response.json(updated.comment);
}
