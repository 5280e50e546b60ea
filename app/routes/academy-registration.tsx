import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RegistrationForm } from "~/components/site/academy/RegistrationForm";
import { ACADEMY_AGE_RANGE, REGISTRATION_INTENT, REGISTRATION_UNREACHABLE_TOAST } from "~/config/academy";
import { club } from "~/config/club";
import { academyRegistrationAction, registrationFormData } from "~/services/academy-registration.server";
import { useFormReply } from "~/utils/form-reply";
import { sendOrToastWhenUnreachable, skipRevalidationWhenUnreachable } from "~/components/unreachable-server";

export const meta: MetaFunction = () => [
  { title: `Academy Registration | ${club.shortName}` },
  {
    name: "description",
    content: `Register a player ${ACADEMY_AGE_RANGE} for the ${club.name} youth academy in ${club.city}.`,
  },
];

// The loader and action live in a .server module (zod stays out of the browser bundle).
export const loader = () => registrationFormData();
export const action = (args: ActionFunctionArgs) => academyRegistrationAction(args);
export const clientAction = sendOrToastWhenUnreachable(REGISTRATION_UNREACHABLE_TOAST);
export const shouldRevalidate = skipRevalidationWhenUnreachable;

export default function AcademyRegistrationPage() {
  const reply = useFormReply<{ registered?: boolean }>(REGISTRATION_INTENT);
  const { constraint } = useLoaderData<typeof loader>();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Youth Academy Registration</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">
            Register a player {ACADEMY_AGE_RANGE} for the {club.name} academy. We review every application and will
            contact you within 48 hours.
          </p>
        </header>
        <RegistrationForm actionReply={reply} constraint={constraint} />
      </div>
    </div>
  );
}
