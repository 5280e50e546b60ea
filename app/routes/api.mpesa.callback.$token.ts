import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveCallback } from "~/models/payments/mpesa.server";
import { stkCallbackSchema } from "~/schemas/mpesa";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * POST (public: Daraja) the result of an M-Pesa Express prompt. The path's token names the payment;
 * an unknown one is 404, a body that is not a callback or not this payment's 400. A known callback is
 * acknowledged the way Daraja expects, whether or not it changed anything.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST");
  const body = await parseJsonBody(request, stkCallbackSchema, { maxBytes: 8 * 1024 });
  const received = await receiveCallback(params.token ?? "", body.Body.stkCallback);
  if (!received.ok) return apiFailure(received);
  return Response.json({ ResultCode: 0, ResultDesc: "Accepted" });
}
