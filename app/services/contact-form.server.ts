// The home page's contact form, server side. It lives in a .server module so that none of it (nor zod)
// reaches the home page's JavaScript, which must stay small.
import type { ActionFunctionArgs } from "@remix-run/node";
import { CONTACT_INTENT, CONTACT_TOASTS } from "~/config/contact";
import { parseContactForm, sendContactMessage } from "~/models/contact.server";
import { replyToForm } from "~/services/form-reply.server";
import { isNativeFormPost, redirectWithSuccess } from "~/services/toast.server";
import { readFormData } from "~/utils/form.server";

/** The contact form's post: stored and forwarded, or the form again with its errors. */
export async function contactFormAction({ request, context }: ActionFunctionArgs) {
  const { submission, toast } = parseContactForm(await readFormData(request));
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent: CONTACT_INTENT, submission, toast: toast ?? undefined });
  }
  try {
    sendContactMessage(submission.value, context.clientIp ?? "unknown");
  } catch (error) {
    console.error("Storing a contact message failed:", error);
    return replyToForm(request, context, { intent: CONTACT_INTENT, submission, status: 500, toast: CONTACT_TOASTS.failed });
  }
  // Without JavaScript: post/redirect/get back to the form. With it: stay, and the form clears itself.
  if (isNativeFormPost(request)) return redirectWithSuccess("/#contact", CONTACT_TOASTS.sent);
  return replyToForm(request, context, { intent: CONTACT_INTENT, submission, resetForm: true, toast: CONTACT_TOASTS.sent });
}
