import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createPost, listPosts, postInputFromApi } from "~/models/blog/editing.server";
import { invalidPostMessage, postApiSchema, postListQuerySchema } from "~/schemas/blog";
import { DEFAULT_BODY_LIMIT } from "~/config/route-policy";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { fieldErrorsOf } from "~/utils/field-errors";

/** GET (editors): every post, newest first; `?status=draft|published` narrows it. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "blog");
  const query = postListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, "Invalid query", fieldErrorsOf(query.error));
  return Response.json(listPosts(query.data), { headers: { "Cache-Control": "no-store" } });
}

/** POST (editors): a new post; `featuredImage` an https URL or a data: URL of an image. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "blog");
  if (request.method !== "POST") return apiError(405, "Use POST");
  const body = await parseJsonBody(request, postApiSchema, { maxBytes: DEFAULT_BODY_LIMIT, invalidMessage: invalidPostMessage });
  const created = await createPost(postInputFromApi(body), user);
  if (!created.ok) return apiFailure(created);
  return Response.json(created.post, { status: 201 });
}
