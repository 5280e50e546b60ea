import type { ActionFunctionArgs } from "@remix-run/node";
import { loginSchema } from "~/schemas/auth";
import { logIn } from "~/services/auth.server";
import { apiError, parseJsonBody } from "~/utils/api.server";

export async function loader() {
  return apiError(405, "Use POST");
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST");
  const credentials = await parseJsonBody(request, loginSchema, { maxBytes: 4 * 1024 });
  // The same remix-auth form strategy as the login page, fed from the JSON body.
  const formData = new FormData();
  formData.set("username", credentials.username);
  formData.set("password", credentials.password);
  const login = await logIn(request, formData, context.clientIp ?? "unknown");
  if (!login.ok && login.reason === "throttled") {
    const response = apiError(429, login.message);
    response.headers.set("Retry-After", String(login.retryAfterSeconds));
    return response;
  }
  if (!login.ok) return apiError(401, login.message);
  return Response.json(
    { token: login.token, user: { username: login.user.username, role: login.user.role } },
    { headers: { "Set-Cookie": login.setCookie, "Cache-Control": "no-store" } },
  );
}
