// The data of the /membership page, shared by its two routes: /membership itself (registering,
// unlocking) and /membership/lookup (the rate-limited lookup, which renders the same page).
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import {
  listActiveBenefits,
  listPublishedContent,
  publicView,
  registerMember,
  unlockMembership,
} from "~/models/membership.server";
import { memberRegistrationSchema, REGISTRATION_FAILED, UNLOCK_MESSAGES, unlockSchema } from "~/schemas/membership";
import { safeRedirect } from "~/services/auth.server";
import { forgetMember, rememberedMember, rememberMember } from "~/services/member-access.server";
import { redirectWithSuccess, toastHeaders } from "~/services/toast.server";
import { FAILURE_STATUS } from "~/utils/api.server";
import { readFormData } from "~/utils/form.server";
import { canReadLevel, MEMBERSHIP_TYPES, WELCOME_BONUS_POINTS, type MembershipType } from "~/utils/membership";

export const MEMBERSHIP_TABS = ["overview", "register", "lookup", "content"] as const;
export type MembershipTab = (typeof MEMBERSHIP_TABS)[number];

export function tabFrom(url: URL): MembershipTab {
  const tab = url.searchParams.get("tab");
  return (MEMBERSHIP_TABS as readonly string[]).includes(tab ?? "") ? (tab as MembershipTab) : "overview";
}

export async function loadMembershipPage(request: Request, tab: MembershipTab) {
  const url = new URL(request.url);
  const member = tab === "lookup" || tab === "content" ? await rememberedMember(request) : null;
  const chosenTier = url.searchParams.get("tier");
  return {
    tab,
    // The form's HTML constraints (required, maxlength, type), computed here so zod stays on the server.
    registerConstraint: tab === "register" ? getZodConstraint(memberRegistrationSchema) : {},
    tier: (MEMBERSHIP_TYPES as readonly string[]).includes(chosenTier ?? "") ? (chosenTier as MembershipType) : "regular",
    benefits: tab === "overview" ? listActiveBenefits().map(({ id, membershipType, benefitName, description }) => ({ id, membershipType, benefitName, description })) : [],
    content: tab === "content" ? listPublishedContent(member) : [],
    // The member this browser unlocked as (or registered as): their own public view only.
    me: member
      ? {
          ...publicView(member),
          reads: MEMBERSHIP_TYPES.filter((level) => canReadLevel(member, level)),
        }
      : null,
  };
}

export type MembershipPageData = Awaited<ReturnType<typeof loadMembershipPage>>;

/** The /membership form posts: register, unlock members-only content, forget this device. */
export async function membershipAction({ request, context }: ActionFunctionArgs) {
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
