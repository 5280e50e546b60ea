import { Form, Link } from "@remix-run/react";
import { Field } from "~/components/ui/Field";
import { Icon } from "~/components/ui/Icon";
import { StatusButton } from "~/components/ui/StatusButton";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { useT } from "~/utils/i18n";
import { LinkSentNote, RequestLinkSection, SignInLinkPage } from "../SignInLinkPage";

/** What a link request gets back besides its reply: the neutral sentence (the same for every address). */
type LinkRequestReply = { sent?: string };

/**
 * Asks for a sign-in link by e-mail: a native form posting to /family/sign-in, whose answer (the same
 * neutral sentence for any address) is that page, with or without JavaScript.
 */
export function FamilyRequestLinkForm() {
  const reply = useFormReply<LinkRequestReply>("request-link");
  const t = useT("family");
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
      <LinkSentNote sent={reply?.sent} testId="family-link-sent" />
    </div>
  );
}

/** The "ask for a link" box: on /family/sign-in and on /family for a visitor not signed in. */
export function RequestLinkBox({ problem }: { problem?: string | null }) {
  const t = useT("family");
  return (
    <RequestLinkSection id="family-request-heading" problem={problem} heading={t("signIn.requestHeading")} intro={t("signIn.intro")}>
      <FamilyRequestLinkForm />
    </RequestLinkSection>
  );
}

export type FamilySignInProps = { token: string | null; linkProblem: string | null };

/** /family/sign-in: the page a sign-in link opens (one button), or the form to ask for a link. */
export function FamilySignInPage({ token, linkProblem }: FamilySignInProps) {
  const t = useT("family");
  return (
    <SignInLinkPage
      area="family"
      words={{ title: t("signIn.title"), openHeading: t("signIn.openHeading"), ready: t("signIn.ready"), signIn: t("signIn.signIn"), signingIn: t("signIn.signingIn") }}
      token={token}
      linkProblem={linkProblem}
      requestBox={(problem) => <RequestLinkBox problem={problem} />}
      footer={
        <Link to="/academy-registration" className="font-semibold underline">
          {t("signIn.register")}
        </Link>
      }
    />
  );
}
