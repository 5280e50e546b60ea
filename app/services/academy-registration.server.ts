// The /academy-registration page's server side: the form's constraints and its post. It lives in a
// .server module because the compiler keeps a route's other imports (zod and the schema) in the
// browser bundle even when only the action uses them.
import type { Submission } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import {
  AGE_TOAST,
  FORM_UNREADABLE_TOAST,
  NOT_ELIGIBLE_MESSAGE,
  REGISTERED_TOAST,
  REGISTRATION_INTENT,
  REGISTRATION_INVALID_TOAST,
} from "~/config/academy";
import { CERTIFICATE_UPLOAD, checkCertificate, registerPlayer, type CertificateFailure } from "~/models/academy.server";
import { registrationSchema } from "~/schemas/academy";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import { isNativeFormPost, redirectWithSuccess } from "~/services/toast.server";
import { FieldTooLargeError, parseUploadForm } from "~/infra/upload.server";
import type { Failure } from "~/utils/result";

/** The form's HTML constraints (required, maxlength, type), computed here so zod stays on the server. */
export function registrationFormData() {
  return { constraint: getZodConstraint(registrationSchema) };
}

/** The registration form's post: with the certificate (no JavaScript) or its uploaded URL. */
export async function academyRegistrationAction({ request, context }: ActionFunctionArgs) {
  let upload;
  try {
    upload = await parseUploadForm(request, CERTIFICATE_UPLOAD);
  } catch (error) {
    const toast = error instanceof FieldTooLargeError ? { ...FORM_UNREADABLE_TOAST, description: error.message } : FORM_UNREADABLE_TOAST;
    return replyToForm(request, context, { intent: REGISTRATION_INTENT, status: 400, toast });
  }
  const submission = parseForm(upload.formData, registrationSchema);
  // Without JavaScript the certificate travels in this form: it is checked even when other fields are
  // wrong, so that every problem shows at once. It is stored only with a registration that is saved.
  const certificate = await checkCertificate(upload);
  if (submission.status !== "success" || !certificate.ok) {
    return refused(request, context, submission, certificate.ok ? undefined : certificate);
  }
  const registered = await registerPlayer(submission.value, certificate.certificate);
  if (!registered.ok) return refused(request, context, submission, registered);

  if (isNativeFormPost(request)) return redirectWithSuccess("/academy-registration", REGISTERED_TOAST);
  return replyToForm(request, context, {
    intent: REGISTRATION_INTENT,
    submission,
    resetForm: true,
    toast: REGISTERED_TOAST,
    extra: { registered: true },
  });
}

/**
 * The form again with its errors (400). A certificate's problem shows beside the file input; the
 * toast names the age rule when that is what failed, else the certificate's or the form's problem.
 */
function refused(
  request: Request,
  context: AppLoadContext,
  submission: Submission<unknown>,
  failure?: CertificateFailure | Failure<"invalid">,
) {
  const ageRefused = submission.status === "error" && submission.error?.dateOfBirth?.includes(NOT_ELIGIBLE_MESSAGE);
  return replyToForm(request, context, {
    intent: REGISTRATION_INTENT,
    submission,
    status: 400,
    fieldErrors: failure ? { birthCertificate: [failure.toast?.description ?? failure.message] } : undefined,
    toast: ageRefused ? AGE_TOAST : (failure?.toast ?? REGISTRATION_INVALID_TOAST),
  });
}
