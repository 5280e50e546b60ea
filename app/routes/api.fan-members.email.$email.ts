import type { LoaderFunctionArgs } from "@remix-run/node";
import { findMemberByEmail, lookupCard } from "~/models/membership/members.server";
import { LOOKUP_MESSAGES } from "~/config/membership";
import { apiError } from "~/utils/api.server";

/**
 * GET (public, rate-limited): the public card of the member with this e-mail address, masked (first
 * name and the last name's initial, membershipNumber null); 404 when none. It proves nothing: only the
 * e-mailed sign-in link signs a member in.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const email = (params.email ?? "").slice(0, 254);
  const member = email.includes("@") ? findMemberByEmail(email) : null;
  if (!member) return apiError(404, LOOKUP_MESSAGES.notFound.description);
  return Response.json(lookupCard(member, "email"));
}
