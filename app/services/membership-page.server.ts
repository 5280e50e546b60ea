// The server half of the /membership page, shared by its two routes: /membership itself (registering,
// unlocking) and /membership/lookup (the rate-limited lookup, which renders the same page). The routes
// import it from here so that zod and the schemas stay out of the page's scripts.
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import {
  listActiveBenefits,
  listPublishedContent,
  lookUpMember,
  publicView,
  registerMember,
  unlockMembership,
} from "~/models/membership.server";
import { lookupSchema, memberRegistrationSchema, unlockSchema } from "~/schemas/membership";
import { LOOKUP_MESSAGES, REGISTRATION_FAILED, UNLOCK_MESSAGES } from "~/config/membership";
import { safeRedirect } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { forgetMember, rememberedMember, rememberMember } from "~/services/member-access.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { parseForm, readFormData } from "~/utils/form.server";
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


/** The /membership form posts: register, unlock members-only content, forget this device. */
export async function membershipAction({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "register") {
    const submission = parseForm(formData, memberRegistrationSchema);
    if (submission.status !== "success") {
      const toast = { title: REGISTRATION_FAILED.title, description: "Please correct the highlighted fields and try again." };
      return replyToForm(request, context, { intent, submission, toast });
    }
    const registered = registerMember(submission.value);
    if (!registered.ok) {
      const toast = { title: REGISTRATION_FAILED.title, description: registered.message };
      return replyToForm(request, context, { intent, submission, failure: registered, toast });
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
    const submission = parseForm(formData, unlockSchema);
    if (submission.status !== "success") return replyToForm(request, context, { intent, submission, toast: UNLOCK_MESSAGES.invalid });
    const unlocked = unlockMembership(submission.value);
    if (!unlocked.ok) return replyToForm(request, context, { intent, submission, failure: unlocked, toast: unlocked.toast });
    return redirectWithSuccess(safeRedirect(formData.get("redirectTo"), "/membership?tab=content"), UNLOCK_MESSAGES.unlocked, {
      headers: { "Set-Cookie": await rememberMember(unlocked.member) },
    });
  }

  if (intent === "forget") {
    return redirectWithSuccess(safeRedirect(formData.get("redirectTo"), "/membership?tab=content"), UNLOCK_MESSAGES.forgotten, {
      headers: { "Set-Cookie": await forgetMember() },
    });
  }

  return replyToForm(request, context, { intent: null, formErrors: ["Unknown action"] });
}

/** The Member Lookup tab's search (POST /membership/lookup, rate-limited per client): the member's public view. */
export async function lookupAction({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await readFormData(request), lookupSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent: "lookup", submission, toast: LOOKUP_MESSAGES.missing });
  }
  const found = lookUpMember(submission.value.query);
  if (!found.ok) return replyToForm(request, context, { intent: "lookup", submission, failure: found, toast: found.toast });
  return replyToForm(request, context, {
    intent: "lookup",
    submission,
    extra: { member: found.member },
    headers: { "Cache-Control": "no-store" },
  });
}
