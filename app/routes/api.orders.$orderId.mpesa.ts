import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { orderPaymentStatus, startOrderPayment } from "~/models/payments/mpesa.server";
import { orderPaymentSchema } from "~/schemas/mpesa";
import { SHOP_MESSAGES } from "~/schemas/shop";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { parseId } from "~/utils/ids";
import { LINK_TOKEN_PARAM } from "~/config/secret-links";

/** GET (public, with the order link's token `?t=`): the order's latest M-Pesa payment (or null), and whether it may be paid now. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const orderId = parseId(params.orderId);
  const token = new URL(request.url).searchParams.get(LINK_TOKEN_PARAM) ?? "";
  if (!orderId || !token || token.length > 200) return apiError(404, SHOP_MESSAGES.orderNotFound);
  const status = orderPaymentStatus(orderId, token);
  if (!status.ok) return apiFailure(status);
  return Response.json({ payment: status.payment, canPay: status.canPay });
}

/** POST (public) { token, phone }: prompts that phone to pay the order's total with M-Pesa. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST");
  const { token, phone } = await parseJsonBody(request, orderPaymentSchema, { maxBytes: 1024 });
  const orderId = parseId(params.orderId);
  if (!orderId) return apiError(404, SHOP_MESSAGES.orderNotFound);
  const started = await startOrderPayment(orderId, token, phone, { clientIp: context.clientIp ?? "unknown" });
  if (!started.ok) return apiFailure(started);
  return Response.json({ payment: started.payment }, { status: 201 });
}
