// The /academy-registration page's server side: the form's constraints and its post.
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { CERTIFICATE_UPLOAD, checkCertificate, registerPlayer } from "~/models/academy.server";
import { AGE_TOAST, NOT_ELIGIBLE_MESSAGE, registrationSchema } from "~/schemas/academy";
import { isNativeFormPost, redirectWithSuccess, toastHeaders } from "~/services/toast.server";
import { FieldTooLargeError, parseUploadForm } from "~/services/upload.server";
import type { Failure } from "~/utils/result";

/** The form's HTML constraints (required, maxlength, type), computed here so zod stays on the server. */
export function registrationFormData() {
  return { constraint: getZodConstraint(registrationSchema) };
}

const SUCCESS_TOAST = {
  title: "Registration Successful!",
  description: "Your academy registration has been submitted. We'll contact you within 48 hours.",
};
const INVALID_TOAST = { title: "Registration Failed", description: "Please correct the highlighted fields and try again." };

/** The registration form's post: with the certificate (no JavaScript) or its uploaded URL. */
export async function academyRegistrationAction({ request, context }: ActionFunctionArgs) {
  let upload;
  try {
    upload = await parseUploadForm(request, CERTIFICATE_UPLOAD);
  } catch (error) {
    const message = error instanceof FieldTooLargeError ? error.message : "The form could not be read";
    const toast = { title: "Registration Failed", description: message };
    return data({ result: null, registered: false }, { status: 400, headers: await toastHeaders(request, context, toast, "destructive") });
  }
  const submission = parseWithZod(upload.formData, { schema: registrationSchema });

  /** 400: the form again with its errors; a certificate's problem shows beside the file input. */
  async function rejected(failure: Failure | null) {
    const ageProblem = submission.status === "error" && submission.error?.dateOfBirth?.includes(NOT_ELIGIBLE_MESSAGE);
    const toast = ageProblem ? AGE_TOAST : (failure?.toast ?? INVALID_TOAST);
    const fieldErrors = failure ? { birthCertificate: [failure.toast?.description ?? failure.message] } : undefined;
    return data(
      {
        result: submission.reply(fieldErrors ? { fieldErrors } : undefined),
        registered: false,
      },
      { status: 400, headers: await toastHeaders(request, context, toast, "destructive") },
    );
  }

  // Without JavaScript the certificate travels in this form: it is checked even when other fields are
  // wrong, so that every problem shows at once.
  const certificate = await checkCertificate(upload);
  if (submission.status !== "success" || !certificate.ok) return rejected(certificate.ok ? null : certificate);
  const registered = await registerPlayer(submission.value, certificate.certificate);
  if (!registered.ok) return rejected(registered);

  if (isNativeFormPost(request)) return redirectWithSuccess("/academy-registration", SUCCESS_TOAST);
  return data(
    { result: submission.reply({ resetForm: true }), registered: true },
    { headers: await toastHeaders(request, context, SUCCESS_TOAST, "default") },
  );
}
