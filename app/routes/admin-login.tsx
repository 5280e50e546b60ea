import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useSearchParams } from "@remix-run/react";
import LogIn from "lucide-react/dist/esm/icons/log-in.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/Card";
import { ErrorList, Field } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { club } from "~/config/club";
import type { TranslationHandle } from "~/config/i18n";
import { loginSchema } from "~/schemas/auth";
import { getOptionalUser, logIn } from "~/services/auth.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { parseForm, readFormData } from "~/utils/form.server";
import { useFormReply } from "~/utils/form-reply";
import { sendOrToastWhenUnreachable, skipRevalidationWhenUnreachable } from "~/components/unreachable-server";

export const meta: MetaFunction = () => [{ title: `Admin Login | ${club.shortName}` }];

// The staff's sign-in is English, like their screens.
export const handle: TranslationHandle = { englishOnly: true };

// A throttled sign-in says when to try again, on the page answer too (a route's own action headers
// reach the document only through this export).
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getOptionalUser(request)) {
    const redirectTo = new URL(request.url).searchParams.get("redirectTo");
    throw redirect(safeRedirect(redirectTo));
  }
  return null;
}

/** The login form is the page's one form; its replies carry this intent. */
const LOGIN_FORM = "login";

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const submission = parseForm(formData, loginSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent: LOGIN_FORM, submission, hideFields: ["password"] });
  }
  const login = await logIn(request, formData, context.clientIp ?? "unknown");
  if (!login.ok) {
    return replyToForm(request, context, {
      intent: LOGIN_FORM,
      submission,
      formErrors: [login.message],
      hideFields: ["password"],
      status: login.reason === "throttled" ? 429 : 401,
      headers: login.reason === "throttled" ? { "Retry-After": String(login.retryAfterSeconds) } : undefined,
      toast: { title: "Login Failed", description: login.message },
    });
  }
  return redirectWithSuccess(
    safeRedirect(submission.value.redirectTo),
    { title: "Login Successful", description: "Welcome to the admin dashboard." },
    { headers: { "Set-Cookie": login.setCookie } },
  );
}

export const clientAction = sendOrToastWhenUnreachable({
  title: "Login Error",
  description: "Unable to connect to the server. Please try again.",
});
export const shouldRevalidate = skipRevalidationWhenUnreachable;

export default function AdminLoginPage() {
  const reply = useFormReply(LOGIN_FORM);
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    id: "admin-login",
    lastResult: reply?.result,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle as="h1" className="flex items-center gap-2 text-2xl">
            <LogIn aria-hidden="true" className="h-6 w-6 text-orange-600" />
            Admin Login
          </CardTitle>
          <CardDescription>Sign in to manage the club website.</CardDescription>
        </CardHeader>
        <CardContent>
          {searchParams.get("expired") ? (
            <p role="status" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              Your session has expired. Please log in again; you will be taken back to the page you were on.
            </p>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
            <Field
              labelProps={{ children: "Username" }}
              inputProps={{ ...getInputProps(fields.username, { type: "text" }), autoComplete: "username" }}
              errors={fields.username.errors}
            />
            <Field
              labelProps={{ children: "Password" }}
              inputProps={{
                ...getInputProps(fields.password, { type: "password" }),
                autoComplete: "current-password",
              }}
              errors={fields.password.errors}
            />
            <ErrorList id={form.errorId} errors={form.errors} />
            <StatusButton type="submit" className="w-full" pendingLabel="Logging in...">
              Log in
            </StatusButton>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
