import { Link, useFetcher } from "@remix-run/react";
import { Field } from "~/components/ui/Field";
import { Icon } from "~/components/ui/Icon";
import { StatusButton } from "~/components/ui/StatusButton";
import { replyErrors, replyFor, replyValue, useFormReply } from "~/utils/form-reply";
import { useT } from "~/utils/i18n";
import { LinkSentNote, RequestLinkSection, SignInLinkPage } from "../SignInLinkPage";

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
      <LinkSentNote sent={reply?.sent} testId="sign-in-link-sent" />
    </div>
  );
}

export type SignInPageProps = { token: string | null; linkProblem: string | null };

/** /membership/sign-in: the page a sign-in link opens (one button), or the form to ask for a link. */
export function SignInPage({ token, linkProblem }: SignInPageProps) {
  const t = useT("membership");
  return (
    <SignInLinkPage
      area="membership"
      words={{ title: t("signIn.title"), openHeading: t("signIn.openHeading"), ready: t("signIn.ready"), signIn: t("signIn.signIn"), signingIn: t("signIn.signingIn") }}
      token={token}
      linkProblem={linkProblem}
      requestBox={(problem) => (
        <RequestLinkSection id="request-link-heading" problem={problem} heading={t("signIn.requestHeading")} intro={t("signIn.requestIntro")}>
          <RequestLinkForm idPrefix="sign-in-page" />
        </RequestLinkSection>
      )}
      footer={
        <Link to="/membership?tab=content" className="font-semibold underline">
          {t("signIn.back")}
        </Link>
      }
    />
  );
}
