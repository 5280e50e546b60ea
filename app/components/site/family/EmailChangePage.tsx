import { Form, Link } from "@remix-run/react";
import { StatusButton } from "~/components/ui/StatusButton";
import { replyErrors, useFormReply } from "~/utils/form-reply";
import { useMessage, useT } from "~/utils/i18n";

export type EmailChangeProps = { token: string | null; newEmail: string | null; linkProblem: string | null };

/**
 * /family/email-change: the page the link sent to a new address opens. One "Confirm" button that posts
 * the token (mail scanners fetch links; a GET changes nothing), or why the link no longer works.
 */
export function EmailChangePage({ token, newEmail, linkProblem }: EmailChangeProps) {
  const failed = useFormReply("confirm");
  const problem = linkProblem ?? replyErrors(failed, "")?.[0] ?? replyErrors(failed, "token")?.[0];
  const t = useT("family");
  const message = useMessage();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-xl px-4 py-8 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight">{t("confirm.title")}</h1>
        <div className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          {token && newEmail && !problem ? (
            <>
              <p className="text-slate-700">{t("confirm.intro", { email: newEmail })}</p>
              <Form method="post" className="mt-4">
                <input type="hidden" name="token" value={token} />
                <StatusButton pendingLabel={t("confirm.confirming")}>{t("confirm.button")}</StatusButton>
              </Form>
            </>
          ) : !token && !problem ? (
            <p className="text-slate-700">{t("confirm.noLink")}</p>
          ) : (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
              {message(problem ?? "")}
            </p>
          )}
        </div>
        <p className="mt-6 text-sm">
          <Link to="/family" className="font-semibold underline">
            {t("confirm.back")}
          </Link>
        </p>
      </div>
    </div>
  );
}
