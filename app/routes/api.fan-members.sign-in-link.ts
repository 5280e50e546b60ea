import type { ActionFunctionArgs } from "@remix-run/node";
import { requestSignInLink } from "~/models/sign-in-links.server";
import { signInRequestSchema } from "~/schemas/membership";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * POST (public, rate-limited) `{ email }`: e-mails that member a sign-in link (one that signs a member
 * who is also a parent in as both). The answer is 202 with
 * the same `message` whether or not the address belongs to a member, after the same work (the mail is
 * decided once the answer has gone); 429 when this client has asked for too many links in the last few
 * minutes (whatever the addresses).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST");
  const { email } = await parseJsonBody(request, signInRequestSchema, { maxBytes: 2 * 1024, invalidMessage: "Please enter a valid e-mail address" });
  // Who the address is (a member, a guardian), the link and the mail come after the answer: see requestSignInLink.
  const requested = requestSignInLink(email, context.clientIp ?? "unknown", new Date(), context.afterResponse);
  if (!requested.ok) return apiFailure(requested);
  return Response.json({ message: requested.message }, { status: 202 });
}
