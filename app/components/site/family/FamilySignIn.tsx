import { Form, Link } from "@remix-run/react";
import { Field } from "~/components/ui/Field";
import { Icon } from "~/components/ui/Icon";
import { StatusButton } from "~/components/ui/StatusButton";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { useMessage, useT } from "~/utils/i18n";

/** What a link request gets back besides its reply: the neutral sentence (the same for every address). */
type LinkRequestReply = { sent?: string };

/**
 * Asks for a sign-in link by e-mail: a native form posting to /family/sign-in, whose answer (the same
 * neutral sentence for any address) is that page, with or without JavaScript.
 */
export function FamilyRequestLinkForm() {
  const reply = useFormReply<LinkRequestReply>("request-link");
  const t = useT("family");
  const message = useMessage();
  return (
    <div>
      <Form method="post" action="/family/sign-in" className="grid gap-3">
        <input type="hidden" name="intent" value="request-link" />
        <Field
          labelProps={{ children: t("signIn.emailLabel") }}
          inputProps={{
            id: "family-sign-in-email",
            name: "email",
            type: "email",
            autoComplete: "email",
            required: true,
            maxLength: 254,
            defaultValue: replyValue(reply, "email"),
            autoFocus: Boolean(replyErrors(reply, "email")),
          }}
          errors={replyErrors(reply, "email") ?? replyErrors(reply, "")}
        />
        <StatusButton type="submit" pendingLabel={t("signIn.sending")} className="justify-self-start">
          <Icon name="mail" />
          {t("signIn.send")}
        </StatusButton>
      </Form>
      <div aria-live="polite">
        {reply?.sent ? (
          <p className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-900" data-testid="family-link-sent">
            {message(reply.sent)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The "ask for a link" box: on /family/sign-in and on /family for a visitor not signed in. */
export function RequestLinkBox({ problem }: { problem?: string | null }) {
  const t = useT("family");
  const message = useMessage();
  return (
    <section aria-labelledby="family-request-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {problem ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {message(problem)}
        </p>
      ) : null}
      <h2 id="family-request-heading" className="text-lg font-bold">
        {t("signIn.requestHeading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("signIn.intro")}</p>
      <div className="mt-4">
        <FamilyRequestLinkForm />
      </div>
    </section>
  );
}

export type FamilySignInProps = { token: string | null; linkProblem: string | null };

/** /family/sign-in: the page a sign-in link opens (one button), or the form to ask for a link. */
export function FamilySignInPage({ token, linkProblem }: FamilySignInProps) {
  const failed = useFormReply("sign-in");
  const problem = linkProblem ?? replyErrors(failed, "")?.[0] ?? replyErrors(failed, "token")?.[0];
  const t = useT("family");
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-xl px-4 py-8 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight">{t("signIn.title")}</h1>
        {token && !failed ? (
          <section aria-labelledby="family-open-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="family-open-heading" className="text-lg font-bold">
              {t("signIn.openHeading")}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t("signIn.ready")}</p>
            <Form method="post" action="/family/sign-in" className="mt-4">
              <input type="hidden" name="token" value={token} />
              <StatusButton name="intent" value="sign-in" pendingLabel={t("signIn.signingIn")}>
                {t("signIn.signIn")}
              </StatusButton>
            </Form>
          </section>
        ) : (
          <div className="mt-6">
            <RequestLinkBox problem={problem} />
          </div>
        )}
        <p className="mt-6 text-sm">
          <Link to="/academy-registration" className="font-semibold underline">
            {t("signIn.register")}
          </Link>
        </p>
      </div>
    </div>
  );
}
