// The footer's "Lite mode" switch: a plain form post (it must work without JavaScript, since Lite
// pages have none), then back to the page it came from.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "~/utils/safe-redirect";
import { getEnv } from "~/config/env.server";
import { liteModeCookie } from "~/services/lite-mode.server";
import { readFormData } from "~/utils/form.server";

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const lite = form.get("lite");
  if (lite !== "on" && lite !== "off") {
    return Response.json({ message: 'Choose Lite mode "on" or "off".' }, { status: 400 });
  }
  return redirect(safeRedirect(form.get("redirectTo"), "/"), {
    status: 303,
    headers: { "Set-Cookie": liteModeCookie(lite === "on", getEnv().SECURE_COOKIES) },
  });
}
