import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { logOut } from "~/services/auth.server";
import { redirectWithSuccess } from "~/services/toast.server";

// Logging out changes state, so it is a POST; a stray GET just goes home.
export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const clearCookie = await logOut(request);
  return redirectWithSuccess("/", { title: "Logged Out" }, { headers: { "Set-Cookie": clearCookie } });
}
