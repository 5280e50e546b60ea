import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { sendCustomEmail } from "~/models/email.server";
import { toLogView } from "~/models/mail-queue.server";
import { customEmailSchema } from "~/schemas/email";
import { CUSTOM_REQUIRED_TOAST } from "~/config/email";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * POST { to, subject, content, templateId?, templateData? }: queues the e-mail. 202 with the queued
 * log row; GET /api/email-logs shows when it is delivered.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "email");
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, customEmailSchema, { invalidMessage: CUSTOM_REQUIRED_TOAST.description });
  const sent = sendCustomEmail(user, input);
  if (!sent.ok) return apiFailure(sent);
  return Response.json(toLogView(sent.log), { status: 202 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "email");
  return apiError(405, "Use POST");
}
