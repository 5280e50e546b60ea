import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { recordClick } from "~/models/push/notifications.server";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { parseId } from "~/utils/ids";

const clickSchema = z.object({ endpoint: z.string().min(1).max(2048) });

/** POST (public, from the service worker) { endpoint }: a subscriber clicked this notification. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    // Only POST is public here: anything else is for admins (and then not supported).
    await requireUser(request, "admin");
    return apiError(405, "Use POST");
  }
  const id = parseId(params.id);
  if (!id) return apiError(404, "No delivered notification to record");
  const { endpoint } = await parseJsonBody(request, clickSchema, { maxBytes: 4096 });
  const counted = recordClick(id, endpoint);
  if (!counted.ok) return apiFailure(counted);
  return new Response(null, { status: 204 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return apiError(405, "Use POST");
}
