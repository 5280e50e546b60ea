// The server half of the /membership pages: /membership itself (registering, signing out),
// /membership/lookup (the rate-limited lookup, which renders the same page) and /membership/sign-in
// (asking for a sign-in link, and opening one). The routes import it from here so that zod and the
// schemas stay out of the page's scripts.
import { getZodConstraint } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { listActiveBenefits } from "~/models/membership/benefits.server";
import { listPublishedContent } from "~/models/membership/content.server";
import { getMember, lookUpMember, publicView, readerView, registerMember } from "~/models/membership/members.server";
import { checkSignInToken, redeemSignInToken, requestSignInLink } from "~/models/sign-in-links.server";
import { awaitsOnlinePayment, mpesaAvailable, registerMemberPayingNow } from "~/models/payments/mpesa.server";
import { lookupSchema, registrationFormSchema, signInRequestSchema, signInTokenSchema } from "~/schemas/membership";
import { LOOKUP_MESSAGES, REGISTRATION_FAILED, SIGN_IN_MESSAGES } from "~/config/membership";
import { FAMILY_SIGN_IN_MESSAGES } from "~/config/family";
import { safeRedirect } from "~/utils/safe-redirect";
import { replyToForm } from "~/services/form-reply.server";
import { forgetSignIn, rememberedMember, rememberSignIn } from "~/services/sign-in-cookie.server";
import { membershipPaymentPath, registeredHere, rememberPayingMember } from "~/services/membership-payment.server";
import { redirectWithError, redirectWithSuccess } from "~/services/toast.server";
import { parseForm, readFormData } from "~/utils/form.server";
import { MEMBERSHIP_TYPES, WELCOME_BONUS_POINTS, type MembershipType } from "~/utils/membership";
import { languageOfRequest } from "~/services/language.server";
import { SIGN_IN_TOKEN_PARAM } from "~/config/secret-links";

export const MEMBERSHIP_TABS = ["overview", "register", "lookup", "content"] as const;
export type MembershipTab = (typeof MEMBERSHIP_TABS)[number];

export function tabFrom(url: URL): MembershipTab {
  const tab = url.searchParams.get("tab");
  return (MEMBERSHIP_TABS as readonly string[]).includes(tab ?? "") ? (tab as MembershipTab) : "overview";
}

export async function loadMembershipPage(request: Request, tab: MembershipTab) {
  const url = new URL(request.url);
  const member = tab === "lookup" || tab === "content" ? await rememberedMember(request) : null;
  // The browser that has just registered a member (and is not signed in) sees that member's card.
  const registeredId = tab === "lookup" && !member ? await registeredHere(request) : null;
  const registered = registeredId ? getMember(registeredId) : null;
  const chosenTier = url.searchParams.get("tier");
  return {
    tab,
    // The form's HTML constraints (required, maxlength, type), computed here so zod stays on the server.
    registerConstraint: tab === "register" ? getZodConstraint(registrationFormSchema) : {},
    // Premium and VIP may pay now with M-Pesa only when it is configured.
    mpesa: tab === "register" && mpesaAvailable(),
    tier: (MEMBERSHIP_TYPES as readonly string[]).includes(chosenTier ?? "") ? (chosenTier as MembershipType) : "regular",
    benefits: tab === "overview" ? listActiveBenefits().map(({ id, membershipType, benefitName, description }) => ({ id, membershipType, benefitName, description })) : [],
    content: tab === "content" ? listPublishedContent(member) : [],
    // The member this browser signed in as (by their e-mailed link): their own whole card.
    me: member
      ? {
          ...readerView(member),
          // Pending on a paid tier: "Pay now with M-Pesa" leads to the payment page their sign-in opens.
          payPath: awaitsOnlinePayment(member) ? membershipPaymentPath(member.id) : null,
        }
      : null,
    // The member this browser registered within the hour: the card as the registration answer gives it,
    // and the next step (pay at the office or with M-Pesa, sign in by the e-mailed link).
    registered: registered
      ? { ...publicView(registered), payPath: awaitsOnlinePayment(registered) ? membershipPaymentPath(registered.id) : null }
      : null,
  };
}


/** The /membership form posts: register, sign out on this device. */
export async function membershipAction({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "register") {
    const submission = parseForm(formData, registrationFormSchema);
    if (submission.status !== "success") {
      const toast = { title: REGISTRATION_FAILED.title, description: "Please correct the highlighted fields and try again." };
      return replyToForm(request, context, { intent, submission, toast });
    }
    const from = { clientIp: context.clientIp ?? "unknown", language: languageOfRequest(request) };
    const { member: input, mpesaPhone } = submission.value;
    const registered = mpesaPhone ? await registerMemberPayingNow(input, from, mpesaPhone) : { ...registerMember(input, from), prompt: null };
    if (!registered.ok) {
      const toast = { title: REGISTRATION_FAILED.title, description: registered.message };
      return replyToForm(request, context, { intent, submission, failure: registered, toast });
    }
    const { member, prompt } = registered;
    // This browser sees the new member's card (and may follow their payment) for an hour.
    const init = { headers: { "Set-Cookie": await rememberPayingMember(member.id), "Cache-Control": "private, no-store" } };
    const welcome = {
      title: "Welcome to the Fan Club!",
      description: `Your membership number is ${member.membershipNumber}. Welcome bonus of ${WELCOME_BONUS_POINTS} loyalty points added!`,
    };
    // Paying now: the payment's page, which only this browser may open (its cookie names the member).
    if (prompt) {
      const path = membershipPaymentPath(member.id);
      return prompt.ok ? redirectWithSuccess(path, welcome, init) : redirectWithError(path, { title: welcome.title, description: prompt.message }, init);
    }
    // Registering signs nobody in (the welcome e-mail carries the member's first sign-in link), but
    // the Lookup tab shows this browser the card it has just registered, with the next step.
    return redirectWithSuccess("/membership?tab=lookup", welcome, init);
  }

  if (intent === "forget") {
    return redirectWithSuccess(safeRedirect(formData.get("redirectTo"), "/membership?tab=content"), SIGN_IN_MESSAGES.signedOut, {
      headers: { "Set-Cookie": await forgetSignIn(request) },
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
  });
}

// ---------------------------------------------------------------- signing in by e-mailed link

/**
 * GET /membership/sign-in: without a token, the form that asks for a link; with one, the page the link
 * opens. It only checks the token and shows a "Sign in" button that posts it: mail scanners that fetch
 * every link in a message must not use it up. An unknown, used or expired token answers 400 with the
 * form to ask for a new link.
 */
export function loadSignInPage(request: Request) {
  const token = new URL(request.url).searchParams.get(SIGN_IN_TOKEN_PARAM);
  if (token === null) return data({ token: null, linkProblem: null });
  const checked = checkSignInToken(token);
  return data(
    { token: checked.ok ? token : null, linkProblem: checked.ok ? null : checked.message },
    { status: checked.ok ? 200 : 400 },
  );
}

/** POST /membership/sign-in: ask for a link (intent "request-link") or open one (intent "sign-in"). */
export async function signInAction({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "sign-in") {
    const submission = parseForm(formData, signInTokenSchema);
    const redeemed = submission.status === "success" ? redeemSignInToken(submission.value.token) : null;
    if (!redeemed?.ok) {
      const failure = redeemed ?? { ok: false as const, reason: "invalid" as const, message: SIGN_IN_MESSAGES.badLink.description };
      return replyToForm(request, context, { intent, submission, failure, toast: SIGN_IN_MESSAGES.badLink, hideFields: ["token"] });
    }
    const { member } = redeemed;
    // A membership still to be paid: straight to paying it (members-only content opens once it is active).
    // An address that is only a parent's (the link signs in whoever the address is): their family page.
    const landing = !member ? "/family" : awaitsOnlinePayment(member) ? membershipPaymentPath(member.id) : "/membership?tab=content";
    return redirectWithSuccess(landing, member ? SIGN_IN_MESSAGES.signedIn : FAMILY_SIGN_IN_MESSAGES.signedIn, {
      headers: { "Set-Cookie": await rememberSignIn(redeemed.linkId) },
    });
  }

  const submission = parseForm(formData, signInRequestSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent: "request-link", submission, toast: SIGN_IN_MESSAGES.invalid });
  }
  // Who the address is (a member, a guardian), the link and the mail come after the answer: see requestSignInLink.
  const requested = requestSignInLink(submission.value.email, context.clientIp ?? "unknown", new Date(), context.afterResponse);
  if (!requested.ok) {
    return replyToForm(request, context, { intent: "request-link", submission, failure: requested, formErrors: [requested.message], toast: SIGN_IN_MESSAGES.tooMany });
  }
  return replyToForm(request, context, {
    intent: "request-link",
    submission,
    resetForm: true,
    extra: { sent: requested.message },
    toast: SIGN_IN_MESSAGES.sent,
  });
}
