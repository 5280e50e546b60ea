import { Form, Link, useFetcher } from "@remix-run/react";
import { Field } from "~/components/ui/Field";
import { Icon } from "~/components/ui/Icon";
import { StatusButton } from "~/components/ui/StatusButton";
import { replyErrors, replyFor, replyValue, useFormReply } from "~/utils/form-reply";
import { useMessage, useT } from "~/utils/i18n";

/** What a link request gets back besides its reply: the neutral sentence (the same for every address). */
type LinkRequestReply = { sent?: string };

/**
 * Asks for a sign-in link by e-mail. It posts to /membership/sign-in: with JavaScript through a fetcher
 * (the page stays and the answer appears under the form), without it as a page of its own.
 */
export function RequestLinkForm({ idPrefix = "sign-in" }: { idPrefix?: string }) {
  const fetcher = useFetcher({ key: `member-sign-in-${idPrefix}` });
  const posted = useFormReply<LinkRequestReply>("request-link");
  const reply = replyFor<LinkRequestReply>(fetcher.data, "request-link") ?? posted;
  const t = useT("membership");
  const message = useMessage();
  return (
    <div>
      <fetcher.Form method="post" action="/membership/sign-in" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <input type="hidden" name="intent" value="request-link" />
        <Field
          labelProps={{ children: t("signIn.emailLabel") }}
          inputProps={{
            id: `${idPrefix}-email`,
            name: "email",
            type: "email",
            autoComplete: "email",
            required: true,
            maxLength: 254,
            defaultValue: replyValue(reply, "email"),
          }}
          errors={replyErrors(reply, "email") ?? replyErrors(reply, "")}
        />
        <StatusButton type="submit" pending={fetcher.state !== "idle"} pendingLabel={t("signIn.sending")} className="sm:mt-7">
          <Icon name="mail" />
          {t("signIn.send")}
        </StatusButton>
      </fetcher.Form>
      <div aria-live="polite">
        {reply?.sent ? (
          <p className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-900" data-testid="sign-in-link-sent">
            {message(reply.sent)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export type SignInPageProps = { token: string | null; linkProblem: string | null };

/** /membership/sign-in: the page a sign-in link opens (one button), or the form to ask for a link. */
export function SignInPage({ token, linkProblem }: SignInPageProps) {
  const failed = useFormReply("sign-in");
  const problem = linkProblem ?? replyErrors(failed, "")?.[0] ?? replyErrors(failed, "token")?.[0];
  const t = useT("membership");
  const message = useMessage();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight">{t("signIn.title")}</h1>
        {token && !failed ? (
          <section aria-labelledby="open-link-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="open-link-heading" className="text-lg font-bold">
              {t("signIn.openHeading")}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t("signIn.ready")}</p>
            <Form method="post" action="/membership/sign-in" className="mt-4">
              <input type="hidden" name="token" value={token} />
              <StatusButton name="intent" value="sign-in" pendingLabel={t("signIn.signingIn")}>
                {t("signIn.signIn")}
              </StatusButton>
            </Form>
          </section>
        ) : (
          <section aria-labelledby="request-link-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            {problem ? (
              <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
                {message(problem)}
              </p>
            ) : null}
            <h2 id="request-link-heading" className="text-lg font-bold">
              {t("signIn.requestHeading")}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t("signIn.requestIntro")}</p>
            <div className="mt-4">
              <RequestLinkForm idPrefix="sign-in-page" />
            </div>
          </section>
        )}
        <p className="mt-6 text-sm">
          <Link to="/membership?tab=content" className="font-semibold underline">
            {t("signIn.back")}
          </Link>
        </p>
      </div>
    </div>
  );
}
