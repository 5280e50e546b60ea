import type { LoaderFunctionArgs } from "@remix-run/node";
import { listTemplates } from "~/models/email.server";
import { requireUser } from "~/services/auth.server";

/** GET (staff with the e-mail permission): every template, active or not. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "email");
  return Response.json(listTemplates(), { headers: { "Cache-Control": "no-store" } });
}
