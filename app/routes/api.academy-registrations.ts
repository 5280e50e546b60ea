import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { REGISTRATION_MESSAGES } from "~/config/academy";
import { registerPlayer } from "~/models/academy/registrations.server";
import { listRegistrations } from "~/models/academy/review.server";
import { registrationListQuerySchema, registrationSchema } from "~/schemas/academy";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { fieldErrorsOf } from "~/utils/field-errors";
import { languageOfRequest } from "~/services/language.server";

/** GET (admin): registrations newest first; `q`, `status`, `limit`, `offset`. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "academy");
  const query = registrationListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, "Invalid query", fieldErrorsOf(query.error));
  const { rows, total } = listRegistrations(query.data);
  return Response.json(rows, {
    headers: { "X-Total-Count": String(total) },
  });
}

/** POST (public): a registration as JSON, the certificate uploaded before through its own endpoint. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    // Only POST is public here: anything else is for the academy's staff (and then not supported).
    await requireUser(request, "academy");
    return apiError(405, "Use POST");
  }
  const input = await parseJsonBody(request, registrationSchema, {
    maxBytes: 32 * 1024,
    invalidMessage: REGISTRATION_MESSAGES.invalid,
  });
  const registered = await registerPlayer(input, { clientIp: context.clientIp ?? "unknown", language: languageOfRequest(request) });
  if (!registered.ok) return apiFailure(registered);
  return Response.json(registered.registration, { status: 201 });
}
