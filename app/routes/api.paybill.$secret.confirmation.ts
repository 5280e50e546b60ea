import type { ActionFunctionArgs } from "@remix-run/node";
import { C2B_BODY_MAX_BYTES } from "~/config/fees";
import { c2bAccess, confirmC2b } from "~/models/fees/paybill.server";
import { c2bConfirmationSchema } from "~/schemas/fees";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * POST (public: Daraja, guarded by the path secret and the source allowlist) a Paybill payment has
 * completed: recorded once per TransID and acknowledged (a repeat gets the same answer). A body that is
 * not a confirmation is 400 and writes nothing.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const access = c2bAccess(params.secret ?? "", context.clientIp ?? "unknown");
  if (!access.ok) return apiFailure(access);
  if (request.method !== "POST") return apiError(405, "Use POST");
  const body = await parseJsonBody(request, c2bConfirmationSchema, { maxBytes: C2B_BODY_MAX_BYTES, invalidMessage: "Not a C2B confirmation" });
  const confirmed = confirmC2b(body);
  if (!confirmed.ok) return apiFailure(confirmed);
  return Response.json(confirmed.answer);
}
