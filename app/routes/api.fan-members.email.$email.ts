import type { LoaderFunctionArgs } from "@remix-run/node";
import { findMemberByEmail, publicView } from "~/models/membership.server";
import { LOOKUP_MESSAGES } from "~/config/membership";
import { apiError } from "~/utils/api.server";

/** GET (public, rate-limited): the public view of the member with this e-mail address; 404 when none. */
export async function loader({ params }: LoaderFunctionArgs) {
  const email = (params.email ?? "").slice(0, 254);
  const member = email.includes("@") ? findMemberByEmail(email) : null;
  if (!member) return apiError(404, LOOKUP_MESSAGES.notFound.description);
  return Response.json(publicView(member), { headers: { "Cache-Control": "no-store" } });
}
