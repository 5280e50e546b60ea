import type { ActionFunctionArgs } from "@remix-run/node";
import { sendContactMessage } from "~/models/contact.server";
import { contactSchema, describeInvalidContact } from "~/schemas/contact";
import { apiError, parseJsonBody } from "~/utils/api.server";

export async function loader() {
  return apiError(405, "Use POST");
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, contactSchema, {
    maxBytes: 64 * 1024,
    invalidMessage: (errors) => describeInvalidContact(errors).message,
  });
  const sent = sendContactMessage(input, context.clientIp ?? "unknown");
  return Response.json({ id: sent.id }, { status: 201 });
}
