import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MembershipPage } from "~/components/site/membership/MembershipPage";
import { club } from "~/config/club";
import { registerMember, unlockMembership } from "~/models/membership.server";
import { memberRegistrationSchema, REGISTRATION_FAILED, UNLOCK_MESSAGES, unlockSchema } from "~/schemas/membership";
import { safeRedirect } from "~/services/auth.server";
import { forgetMember, rememberMember } from "~/services/member-access.server";
import { loadMembershipPage, tabFrom } from "~/services/membership-page.server";
import { redirectWithSuccess, toastHeaders } from "~/services/toast.server";
import { FAILURE_STATUS } from "~/utils/api.server";
import { readFormData } from "~/utils/form.server";
import { WELCOME_BONUS_POINTS } from "~/utils/membership";

export const meta: MetaFunction = () => [
  { title: `Fan Membership | ${club.shortName}` },
  {
    name: "description",
    content: `Join the ${club.name} fan club: Regular (free), Premium and VIP memberships, loyalty points and members-only content.`,
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadMembershipPage(request, tabFrom(new URL(request.url)));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "register") {
    const submission = parseWithZod(formData, { schema: memberRegistrationSchema });
    if (submission.status !== "success") {
      const toast = { title: REGISTRATION_FAILED.title, description: "Please correct the highlighted fields and try again." };
      return data(
        { register: submission.reply(), unlockErrors: null },
        { status: 400, headers: await toastHeaders(request, context, toast, "destructive") },
      );
    }
    const registered = registerMember(submission.value);
    if (!registered.ok) {
      const toast = { title: REGISTRATION_FAILED.title, description: registered.message };
      return data(
        { register: submission.reply({ fieldErrors: registered.errors }), unlockErrors: null },
        { status: FAILURE_STATUS[registered.reason], headers: await toastHeaders(request, context, toast, "destructive") },
      );
    }
    const { member } = registered;
    // The new member is remembered on this device: the Lookup tab shows them, and their content opens.
    return redirectWithSuccess(
      "/membership?tab=lookup",
      {
        title: "Welcome to the Fan Club!",
        description: `Your membership number is ${member.membershipNumber}. Welcome bonus of ${WELCOME_BONUS_POINTS} loyalty points added!`,
      },
      { headers: { "Set-Cookie": await rememberMember(member) } },
    );
  }

  if (intent === "unlock") {
    const parsed = unlockSchema.safeParse(Object.fromEntries(formData));
    const unlocked = parsed.success ? unlockMembership(parsed.data) : null;
    if (!unlocked?.ok) {
      const toast = parsed.success ? UNLOCK_MESSAGES.notFound : UNLOCK_MESSAGES.invalid;
      const errors = parsed.success
        ? { membershipNumber: [UNLOCK_MESSAGES.notFound.description] }
        : (parsed.error.flatten().fieldErrors as Record<string, string[]>);
      return data(
        { register: null, unlockErrors: errors },
        { status: parsed.success ? 404 : 400, headers: await toastHeaders(request, context, toast, "destructive") },
      );
    }
    return redirectWithSuccess(safeRedirect(formData.get("redirectTo"), "/membership?tab=content"), UNLOCK_MESSAGES.unlocked, {
      headers: { "Set-Cookie": await rememberMember(unlocked.member) },
    });
  }

  if (intent === "forget") {
    return redirectWithSuccess(safeRedirect(formData.get("redirectTo"), "/membership?tab=content"), UNLOCK_MESSAGES.forgotten, {
      headers: { "Set-Cookie": await forgetMember() },
    });
  }

  return data({ register: null, unlockErrors: null }, { status: 400 });
}

export default function MembershipRoute() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <MembershipPage
      {...page}
      registerResult={actionData?.register ?? undefined}
      unlockErrors={actionData?.unlockErrors}
    />
  );
}
