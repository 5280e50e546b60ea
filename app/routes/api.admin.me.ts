import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/services/auth.server";

/** Who the cookie or Bearer token belongs to; lets API clients check a token. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "dashboard");
  return Response.json(
    { user: { username: user.username, role: user.role, displayName: user.displayName } },
    { headers: { "Cache-Control": "no-store" } },
  );
}
