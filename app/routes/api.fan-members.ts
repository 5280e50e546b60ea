import type { ActionFunctionArgs } from "@remix-run/node";
import { publicView, registerMember } from "~/models/membership/members.server";
import { memberRegistrationSchema } from "~/schemas/membership";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { languageOfRequest } from "~/services/language.server";

/**
 * POST (public): a fan joins. The body is the registration form's fields (confirmEmail optional);
 * 201 with the member's public view and its membershipNumber, 409 when the e-mail is registered.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, memberRegistrationSchema, {
    maxBytes: 16 * 1024,
    invalidMessage: "Please correct the highlighted fields",
  });
  const registered = registerMember(input, { clientIp: context.clientIp ?? "unknown", language: languageOfRequest(request) });
  if (!registered.ok) return apiFailure(registered);
  return Response.json(publicView(registered.member), { status: 201 });
}
