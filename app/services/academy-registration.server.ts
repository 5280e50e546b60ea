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
import { CERTIFICATE_UPLOAD, checkCertificate, registerPlayer, type CertificateFailure, type RegistrationFailure } from "~/models/academy.server";
import { registrationSchema } from "~/schemas/academy";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import { isNativeFormPost, redirectWithSuccess } from "~/services/toast.server";
import { FieldTooLargeError, parseUploadForm } from "~/infra/upload.server";
import { FAILURE_STATUS } from "~/utils/api.server";
import { languageOfRequest } from "~/services/language.server";

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
  const registered = await registerPlayer(submission.value, {
    clientIp: context.clientIp ?? "unknown",
    certificate: certificate.certificate,
    language: languageOfRequest(request),
  });
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
 * The form again with its errors and what was typed. A certificate's problem (the full upload space
 * too, 507) shows beside the file input; too many registrations from one connection (429) is the
 * form's own error. Everything else is 400. The toast names the age rule when that is what failed,
 * else the certificate's, the limit's or the form's problem.
 */
function refused(
  request: Request,
  context: AppLoadContext,
  submission: Submission<unknown>,
  failure?: CertificateFailure | RegistrationFailure,
) {
  const ageRefused = submission.status === "error" && submission.error?.dateOfBirth?.includes(NOT_ELIGIBLE_MESSAGE);
  const limited = failure?.reason === "quota-exceeded" || failure?.reason === "rate-limited";
  const problem = failure ? failure.toast?.description ?? failure.message : undefined;
  return replyToForm(request, context, {
    intent: REGISTRATION_INTENT,
    submission,
    status: limited ? FAILURE_STATUS[failure.reason] : 400,
    fieldErrors: problem && failure?.reason !== "rate-limited" ? { birthCertificate: [problem] } : undefined,
    formErrors: problem && failure?.reason === "rate-limited" ? [problem] : undefined,
    toast: ageRefused ? AGE_TOAST : (failure?.toast ?? REGISTRATION_INVALID_TOAST),
  });
}
