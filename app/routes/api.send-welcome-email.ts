import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { sendAcademyWelcome } from "~/models/academy.server";
import { toLogView } from "~/models/mail-queue.server";
import { welcomeEmailSchema } from "~/schemas/email";
import { QUICK_REQUIRED_MESSAGE } from "~/config/email";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/** POST { playerName, email, trainingDate, trainingTime }: queues the welcome e-mail; 202 with its log row. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "email");
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, welcomeEmailSchema, { maxBytes: 8 * 1024, invalidMessage: QUICK_REQUIRED_MESSAGE });
  const sent = sendAcademyWelcome(user, input);
  if (!sent.ok) return apiFailure(sent);
  return Response.json(toLogView(sent.log), { status: 202 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "email");
  return apiError(405, "Use POST");
}
