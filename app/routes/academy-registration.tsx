import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { RegistrationForm } from "~/components/site/academy/RegistrationForm";
import { club } from "~/config/club";
import {
  certificateExists,
  certificateTypeOf,
  createRegistration,
  MAX_CERTIFICATE_BYTES,
  storeBirthCertificate,
} from "~/models/academy.server";
import { AGE_TOAST, CERTIFICATE_MESSAGES, NOT_ELIGIBLE_MESSAGE, registrationSchema } from "~/schemas/academy";
import { isNativeFormPost, redirectWithSuccess, toastHeaders, type Toast } from "~/services/toast.server";
import { FieldTooLargeError, parseUploadForm } from "~/services/upload.server";

export const meta: MetaFunction = () => [
  { title: `Academy Registration | ${club.shortName}` },
  {
    name: "description",
    content: `Register a player aged 19 or under for the ${club.name} youth academy in ${club.city}.`,
  },
];

const SUCCESS_TOAST = {
  title: "Registration Successful!",
  description: "Your academy registration has been submitted. We'll contact you within 48 hours.",
};
const INVALID_TOAST = { title: "Registration Failed", description: "Please correct the highlighted fields and try again." };

export async function action({ request, context }: ActionFunctionArgs) {
  let upload;
  try {
    upload = await parseUploadForm(request, { fileField: "birthCertificate", maxFileBytes: MAX_CERTIFICATE_BYTES });
  } catch (error) {
    const message = error instanceof FieldTooLargeError ? error.message : "The form could not be read";
    const toast = { title: "Registration Failed", description: message };
    return data({ result: null, registered: false }, { status: 400, headers: await toastHeaders(request, context, toast, "destructive") });
  }
  const submission = parseWithZod(upload.formData, { schema: registrationSchema });

  // The certificate: a file in this form (no JavaScript) or a URL from the upload API (JavaScript).
  let certificateProblem: Required<Toast> | null = null;
  if (upload.problem) {
    certificateProblem = upload.problem.kind === "too-large" ? CERTIFICATE_MESSAGES.tooLarge : CERTIFICATE_MESSAGES.empty;
  } else if (upload.file && !(await certificateTypeOf(upload.file.bytes))) {
    certificateProblem = CERTIFICATE_MESSAGES.wrongType;
  } else if (submission.status === "success" && submission.value.birthCertificateUrl) {
    if (!(await certificateExists(submission.value.birthCertificateUrl))) certificateProblem = CERTIFICATE_MESSAGES.missing;
  }

  if (submission.status !== "success" || certificateProblem) {
    const ageProblem = submission.status === "error" && submission.error?.dateOfBirth?.includes(NOT_ELIGIBLE_MESSAGE);
    const toast = ageProblem ? AGE_TOAST : (certificateProblem ?? INVALID_TOAST);
    return data(
      {
        result: submission.reply(
          certificateProblem ? { fieldErrors: { birthCertificate: [certificateProblem.description] } } : undefined,
        ),
        registered: false,
      },
      { status: 400, headers: await toastHeaders(request, context, toast, "destructive") },
    );
  }

  // Only a valid registration keeps its file: nothing is stored for a form that failed.
  let birthCertificateUrl = submission.value.birthCertificateUrl;
  if (upload.file) {
    const stored = await storeBirthCertificate(upload.file.bytes);
    if ("fileUrl" in stored) birthCertificateUrl = stored.fileUrl;
  }
  createRegistration({ ...submission.value, birthCertificateUrl });

  if (isNativeFormPost(request)) return redirectWithSuccess("/academy-registration", SUCCESS_TOAST);
  return data(
    { result: submission.reply({ resetForm: true }), registered: true },
    { headers: await toastHeaders(request, context, SUCCESS_TOAST, "default") },
  );
}

export default function AcademyRegistrationPage() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Youth Academy Registration</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">
            Register a player aged 19 or under for the {club.name} academy. We review every application and will
            contact you within 48 hours.
          </p>
        </header>
        <RegistrationForm actionResult={actionData?.result ?? undefined} />
      </div>
    </div>
  );
}
