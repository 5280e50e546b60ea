import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPendingComments } from "~/models/blog/comments.server";
import { requireUser } from "~/services/auth.server";

/** GET (editors): comments waiting for moderation, oldest first, with their post's title and slug. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "blog");
  return Response.json(listPendingComments(), { headers: { "Cache-Control": "no-store" } });
}
