import type { LoaderFunctionArgs } from "@remix-run/node";
import { findMemberByNumber, publicView } from "~/models/membership.server";
import { LOOKUP_MESSAGES } from "~/config/membership";
import { apiError } from "~/utils/api.server";

/** GET (public, rate-limited): the public view of the member with this membership number; 404 when none. */
export async function loader({ params }: LoaderFunctionArgs) {
  const member = findMemberByNumber((params.number ?? "").slice(0, 40));
  if (!member) return apiError(404, LOOKUP_MESSAGES.notFound.description);
  return Response.json(publicView(member), { headers: { "Cache-Control": "no-store" } });
}
