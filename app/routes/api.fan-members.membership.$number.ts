import type { LoaderFunctionArgs } from "@remix-run/node";
import { findMemberByNumber, lookupCard } from "~/models/membership/members.server";
import { LOOKUP_MESSAGES } from "~/config/membership";
import { apiError } from "~/utils/api.server";

/** GET (public, rate-limited): the public card of the member with this number (first name and the last name's initial); 404 when none. */
export async function loader({ params }: LoaderFunctionArgs) {
  const member = findMemberByNumber((params.number ?? "").slice(0, 40));
  if (!member) return apiError(404, LOOKUP_MESSAGES.notFound.description);
  return Response.json(lookupCard(member, "number"));
}
