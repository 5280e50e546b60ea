// The home page's contact form, server side. It lives in a .server module so that none of it (nor zod)
// reaches the home page's JavaScript, which must stay small.
import type { ActionFunctionArgs } from "@remix-run/node";
import { CONTACT_INTENT } from "~/components/site/landing/Contact";
import { parseContactForm, sendContactMessage } from "~/models/contact.server";
import { replyToForm } from "~/services/form-reply.server";
import { isNativeFormPost, redirectWithSuccess } from "~/services/toast.server";
import { readFormData } from "~/utils/form.server";

const SUCCESS_TOAST = {
  title: "Message sent successfully!",
  description: "Thank you for contacting us. We'll get back to you soon.",
};
const FAILURE_TOAST = { title: "Error sending message", description: "Please try again later." };

/** The contact form's post: stored and forwarded, or the form again with its errors. */
export async function contactFormAction({ request, context }: ActionFunctionArgs) {
  const { submission, toast } = parseContactForm(await readFormData(request));
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent: CONTACT_INTENT, submission, toast: toast ?? undefined });
  }
  try {
    sendContactMessage(submission.value);
  } catch (error) {
    console.error("Storing a contact message failed:", error);
    return replyToForm(request, context, { intent: CONTACT_INTENT, submission, status: 500, toast: FAILURE_TOAST });
  }
  // Without JavaScript: post/redirect/get back to the form. With it: stay, and the form clears itself.
  if (isNativeFormPost(request)) return redirectWithSuccess("/#contact", SUCCESS_TOAST);
  return replyToForm(request, context, { intent: CONTACT_INTENT, submission, resetForm: true, toast: SUCCESS_TOAST });
}
