import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RegistrationForm, type RegistrationReply } from "~/components/site/academy/RegistrationForm";
import { ACADEMY_MAX_AGE, REGISTRATION_INTENT, REGISTRATION_UNREACHABLE_TOAST } from "~/config/academy";
import { club } from "~/config/club";
import { academyRegistrationAction, registrationFormData } from "~/services/academy-registration.server";
import { useFormReply } from "~/utils/form-reply";
import { metaTranslator, useT } from "~/utils/i18n";
import { sendOrToastWhenUnreachable, skipRevalidationWhenUnreachable } from "~/components/unreachable-server";

// The page's texts, and the server's messages it shows (form errors, the certificate's problems).
export const handle = { i18n: ["academy", "messages/common", "messages/academy"] };

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches, "academy");
  return [
    { title: t("meta.title", { club: club.shortName }) },
    { name: "description", content: t("meta.description", { max: ACADEMY_MAX_AGE, club: club.name, city: club.city }) },
  ];
};

// The loader and action live in a .server module (zod stays out of the browser bundle).
export const loader = () => registrationFormData();
export const action = (args: ActionFunctionArgs) => academyRegistrationAction(args);
export const clientAction = sendOrToastWhenUnreachable(REGISTRATION_UNREACHABLE_TOAST);
export const shouldRevalidate = skipRevalidationWhenUnreachable;

export default function AcademyRegistrationPage() {
  const reply: RegistrationReply | undefined = useFormReply(REGISTRATION_INTENT);
  const { constraint } = useLoaderData<typeof loader>();
  const t = useT("academy");
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">{t("intro", { max: ACADEMY_MAX_AGE, club: club.name })}</p>
        </header>
        <RegistrationForm actionReply={reply} constraint={constraint} />
      </div>
    </div>
  );
}
