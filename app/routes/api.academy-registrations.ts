import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { certificateExists, createRegistration, listRegistrations } from "~/models/academy.server";
import { CERTIFICATE_MESSAGES, registrationListQuerySchema, registrationSchema } from "~/schemas/academy";
import { requireUser } from "~/services/auth.server";
import { apiError, parseJsonBody } from "~/utils/api.server";

/** GET (admin): registrations newest first; `q`, `status`, `limit`, `offset`. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "academy");
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = registrationListQuerySchema.safeParse(params);
  if (!query.success) {
    return apiError(400, "Invalid query", query.error.flatten().fieldErrors as Record<string, string[]>);
  }
  const { rows, total } = listRegistrations(query.data);
  return Response.json(rows, {
    headers: { "X-Total-Count": String(total), "Cache-Control": "no-store" },
  });
}

/** POST (public): a registration as JSON, the certificate uploaded before through its own endpoint. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    // Only POST is public here: anything else is for the academy's staff (and then not supported).
    await requireUser(request, "academy");
    return apiError(405, "Use POST");
  }
  const input = await parseJsonBody(request, registrationSchema, {
    maxBytes: 32 * 1024,
    invalidMessage: "Please correct the highlighted fields",
  });
  if (input.birthCertificateUrl && !(await certificateExists(input.birthCertificateUrl))) {
    return apiError(400, "Please correct the highlighted fields", {
      birthCertificateUrl: [CERTIFICATE_MESSAGES.missing.description],
    });
  }
  return Response.json(createRegistration(input), { status: 201 });
}
