import type { LoaderFunctionArgs } from "@remix-run/node";
import { fieldErrorsOf } from "~/utils/field-errors";
import { listEmailLogs } from "~/models/mail-queue.server";
import { emailLogQuerySchema } from "~/schemas/email";
import { requireUser } from "~/services/auth.server";
import { apiError } from "~/utils/api.server";

/** GET: the send log, newest first; `limit` (default 50, at most 200), `offset`, `status` (sent, failed, queued). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "email");
  const query = emailLogQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, "Invalid query", fieldErrorsOf(query.error));
  const { rows, total } = listEmailLogs(query.data);
  return Response.json(rows, { headers: { "X-Total-Count": String(total), "Cache-Control": "no-store" } });
}
