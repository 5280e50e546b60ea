import type { ActionFunctionArgs } from "@remix-run/node";
import { createContactMessage } from "~/models/contact.server";
import { CONTACT_REQUIRED_TOAST, contactSchema, isMissingFieldsOnly } from "~/schemas/contact";
import { apiError, parseJsonBody } from "~/utils/api.server";

export async function loader() {
  return apiError(405, "Use POST");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, contactSchema, {
    maxBytes: 64 * 1024,
    invalidMessage: (errors) =>
      isMissingFieldsOnly(errors) ? CONTACT_REQUIRED_TOAST.description : "Please check the highlighted fields.",
  });
  const { id } = createContactMessage(input);
  return Response.json({ id }, { status: 201 });
}
