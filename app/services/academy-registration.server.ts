// The /academy-registration page's server side: the form's constraints and its post. It lives in a
// .server module because the compiler keeps a route's other imports (zod and the schema) in the
// browser bundle even when only the action uses them.
import type { Submission } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import {
  AGE_TOAST,
  FORM_UNREADABLE_TOAST,
  KEPT_CERTIFICATE_CHOICE_FIELD,
  KEPT_CERTIFICATE_NAME_FIELD,
  type KeptCertificate,
  NOT_ELIGIBLE_MESSAGE,
  RECEIPT_ANCHOR,
  REGISTERED_TOAST,
  REGISTRATION_INTENT,
} from "~/config/academy";
import { CERTIFICATE_UPLOAD, certificateExists, checkCertificate, type CertificateFailure, type CheckedCertificate } from "~/models/academy/certificates.server";
import { keepCertificateForRetry, type UploadSource } from "~/models/academy/public-uploads.server";
import { registerPlayer, type RegistrationFailure } from "~/models/academy/registrations.server";
import { CERTIFICATE_URL, registrationSchema, uploadParentOf } from "~/schemas/academy";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { FieldTooLargeError, parseUploadForm, type UploadForm } from "~/infra/upload.server";
import { FAILURE_STATUS } from "~/utils/api.server";
import { languageOfRequest } from "~/services/language.server";

/** The form's HTML constraints (required, maxlength, type), computed here so zod stays on the server. */
export function registrationFormData() {
  return { constraint: getZodConstraint(registrationSchema) };
}

/**
 * The registration form's post: with the certificate (no JavaScript) or its uploaded URL. A saved
 * registration leads to the parent's receipt page (JavaScript on or off); a refused one shows the form
 * again with its errors, and the certificate that came with it kept.
 */
export async function academyRegistrationAction({ request, context }: ActionFunctionArgs) {
  let upload;
  try {
    upload = await parseUploadForm(request, CERTIFICATE_UPLOAD);
  } catch (error) {
    const toast = error instanceof FieldTooLargeError ? { ...FORM_UNREADABLE_TOAST, description: error.message } : FORM_UNREADABLE_TOAST;
    return replyToForm(request, context, { intent: REGISTRATION_INTENT, status: 400, toast });
  }
  // "Remove" beside a kept certificate: the registration goes without it.
  if (upload.formData.get(KEPT_CERTIFICATE_CHOICE_FIELD) === "remove") upload.formData.set("birthCertificateUrl", "");
  const submission = parseForm(upload.formData, registrationSchema);
  // Without JavaScript the certificate travels in this form: it is checked even when other fields are
  // wrong, so that every problem shows at once.
  const certificate = await checkCertificate(upload);
  if (submission.status !== "success" || !certificate.ok) {
    const kept = await certificateToKeep(upload, certificate.ok ? certificate.certificate : null, {
      clientIp: context.clientIp ?? "unknown",
      // The parent the refused form names, as far as valid: the kept file is charged to their share.
      parent: uploadParentOf({ email: upload.formData.get("email"), phoneNumber: upload.formData.get("phoneNumber") }),
    });
    return refused(request, context, submission, certificate.ok ? kept.failure : certificate, kept.certificate);
  }
  const registered = await registerPlayer(submission.value, {
    clientIp: context.clientIp ?? "unknown",
    certificate: certificate.certificate,
    language: languageOfRequest(request),
  });
  if (!registered.ok) return refused(request, context, submission, registered, await previouslyKept(upload.formData));
  // A redirect for the browser's own post and for Remix's fetch alike: both land on the receipt. Its
  // own anchor, because a redirect keeps the form's (the error summary's) when it names none.
  return redirectWithSuccess(`${registered.receiptPath}#${RECEIPT_ANCHOR}`, REGISTERED_TOAST);
}

/**
 * The certificate the refused form should carry back: the one that came with this post (stored now),
 * else the one kept from an earlier send, if it still exists.
 */
async function certificateToKeep(
  upload: UploadForm,
  checked: CheckedCertificate | null,
  from: UploadSource,
): Promise<{ certificate?: KeptCertificate; failure?: RegistrationFailure }> {
  if (!checked || !upload.file) return { certificate: await previouslyKept(upload.formData) };
  const kept = await keepCertificateForRetry(checked, from);
  if (!kept.ok) return { failure: kept };
  return { certificate: { url: kept.url, name: shownFileName(upload.file.filename) } };
}

async function previouslyKept(formData: FormData): Promise<KeptCertificate | undefined> {
  const url = formData.get("birthCertificateUrl");
  if (typeof url !== "string" || !CERTIFICATE_URL.test(url) || !(await certificateExists(url))) return undefined;
  return { url, name: shownFileName(formData.get(KEPT_CERTIFICATE_NAME_FIELD)) };
}

/** A file's name as the browser sent it, only ever shown as text: its last part, at most 100 characters. */
function shownFileName(name: FormDataEntryValue | null | undefined): string {
  const base = typeof name === "string" ? (name.split(/[\\/]/).pop() ?? "") : "";
  return base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 100) || "birth-certificate";
}

/**
 * The form again with its errors, what was typed and the kept certificate. Mistakes to correct (the
 * fields, the certificate's problems) show beside their fields and in the summary at the top of the
 * form, with no toast; the age rule keeps its own toast. The same child already waiting for review
 * (409) and too many registrations from one connection (429) are the form's own error; a full upload
 * space (507) shows beside the file input. Those last two also raise a toast: nothing the parent typed
 * is wrong.
 */
function refused(
  request: Request,
  context: AppLoadContext,
  submission: Submission<unknown>,
  failure?: CertificateFailure | RegistrationFailure,
  kept?: KeptCertificate,
) {
  const ageRefused = submission.status === "error" && submission.error?.dateOfBirth?.includes(NOT_ELIGIBLE_MESSAGE);
  const formLevel = failure?.reason === "rate-limited" || failure?.reason === "conflict";
  const serverLimit = failure?.reason === "rate-limited" || failure?.reason === "quota-exceeded";
  const problem = failure ? (failure.toast?.description ?? failure.message) : undefined;
  return replyToForm(request, context, {
    intent: REGISTRATION_INTENT,
    submission,
    status: failure && (formLevel || serverLimit) ? FAILURE_STATUS[failure.reason] : 400,
    fieldErrors: problem && !formLevel ? { birthCertificate: [problem] } : undefined,
    formErrors: problem && formLevel ? [problem] : undefined,
    toast: ageRefused ? AGE_TOAST : serverLimit ? failure.toast : undefined,
    extra: { keptCertificate: kept ?? null },
  });
}
