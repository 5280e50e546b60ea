import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { StatusButton } from "~/components/ui/StatusButton";
import { replyErrors, useFormReply } from "~/utils/form-reply";
import { useMessage } from "~/utils/i18n";

type SignInArea = "family" | "membership";

/** The page's words, in the area's namespace (each area's catalogue has them under `signIn.`). */
type SignInLinkWords = { title: string; openHeading: string; ready: string; signIn: string; signingIn: string };

/**
 * The page an e-mailed sign-in link opens (/family/sign-in, /membership/sign-in): one button that posts
 * the link's token, so a mail scanner opening the link signs no one in. Without a token, or after the
 * token was refused, the area's box that asks for a new link, with the reason.
 */
export function SignInLinkPage({
  area,
  words,
  token,
  linkProblem,
  requestBox,
  footer,
}: {
  area: SignInArea;
  words: SignInLinkWords;
  token: string | null;
  linkProblem: string | null;
  requestBox: (problem: string | undefined) => ReactNode;
  footer: ReactNode;
}) {
  const failed = useFormReply("sign-in");
  const problem = linkProblem ?? replyErrors(failed, "")?.[0] ?? replyErrors(failed, "token")?.[0];
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-xl px-4 py-8 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight">{words.title}</h1>
        {token && !failed ? (
          <section aria-labelledby={`${area}-open-heading`} className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id={`${area}-open-heading`} className="text-lg font-bold">
              {words.openHeading}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{words.ready}</p>
            <Form method="post" action={`/${area}/sign-in`} className="mt-4">
              <input type="hidden" name="token" value={token} />
              <StatusButton name="intent" value="sign-in" pendingLabel={words.signingIn}>
                {words.signIn}
              </StatusButton>
            </Form>
          </section>
        ) : (
          <div className="mt-6">{requestBox(problem)}</div>
        )}
        <p className="mt-6 text-sm">{footer}</p>
      </div>
    </div>
  );
}

/** The box around a link request form, with the reason a link did not work above it. */
export function RequestLinkSection({ id, problem, heading, intro, children }: { id: string; problem?: string | null; heading: string; intro: string; children: ReactNode }) {
  const message = useMessage();
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {problem ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {message(problem)}
        </p>
      ) : null}
      <h2 id={id} className="text-lg font-bold">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{intro}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The neutral "if that address is known, a link is on its way" sentence, announced when it appears. */
export function LinkSentNote({ sent, testId }: { sent: string | undefined; testId: string }) {
  const message = useMessage();
  return (
    <div aria-live="polite">
      {sent ? (
        <p className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-900" data-testid={testId}>
          {message(sent)}
        </p>
      ) : null}
    </div>
  );
}
