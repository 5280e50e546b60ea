import type { ActionFunctionArgs } from "@remix-run/node";
import { C2B_BODY_MAX_BYTES, C2B_RESULT } from "~/config/fees";
import { c2bAccess, validateC2b } from "~/models/fees/paybill.server";
import { c2bBodySchema } from "~/schemas/fees";
import { apiError, apiFailure } from "~/utils/api.server";

/**
 * POST (public: Daraja, guarded by the path secret and the source allowlist) may this Paybill payment go
 * ahead? Always 200 with Daraja's answer once past the guard: ResultCode "0" accepts, "C2B00012" refuses
 * an unknown account number (M-Pesa then cancels the payment). A body that is not a C2B request is
 * refused with "C2B00016", never a 500.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const access = c2bAccess(params.secret ?? "", context.clientIp ?? "unknown");
  if (!access.ok) return apiFailure(access);
  if (request.method !== "POST") return apiError(405, "Use POST");
  const text = await request.text();
  if (Buffer.byteLength(text) > C2B_BODY_MAX_BYTES) return Response.json(C2B_RESULT.otherError);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return Response.json(C2B_RESULT.otherError);
  }
  const body = c2bBodySchema.safeParse(parsed);
  return Response.json(validateC2b(body.success ? body.data : null));
}
