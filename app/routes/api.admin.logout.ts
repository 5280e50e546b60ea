import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { logOut, requireUser } from "~/services/auth.server";
import { apiError } from "~/utils/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "dashboard");
  return apiError(405, "Use POST");
}

/** Ends the session of the cookie or Bearer token: the token stops working at once. */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request, "dashboard");
  const clearCookie = await logOut(request);
  return new Response(null, { status: 204, headers: { "Set-Cookie": clearCookie } });
}
