// The server half of the family pages: /family (the guardian's children's teams, their contact details,
// signing out), /family/sign-in (asking for a sign-in link, opening one) and /family/email-change (the
// link that confirms a new address). The routes import it from here so that zod and the schemas stay out
// of the pages' scripts.
import { getZodConstraint } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import { AVAILABILITY_MESSAGES, AVAILABILITY_TOASTS } from "~/config/availability";
import { CONTACT_MESSAGES, FAMILY_SIGN_IN_MESSAGES } from "~/config/family";
import { FEE_PAY_MESSAGES, FEE_PAY_TOASTS } from "~/config/fees";
import { SIGN_IN_MESSAGES } from "~/config/membership";
import { SIGN_IN_TOKEN_PARAM } from "~/config/secret-links";
import { answerForOwnChild, openQuestionsForGuardian } from "~/models/availability/answers.server";
import { checkEmailChangeToken, confirmGuardianEmailChange, requestGuardianEmailChange, updateOwnContact } from "~/models/squads/family-contact.server";
import { familyPage, followOwnTeamsOnDevice } from "~/models/squads/family.server";
import { familyFees } from "~/models/fees/family-fees.server";
import { startOwnInvoicePayment } from "~/models/fees/paying.server";
import { invoicePayPath } from "~/models/fees/pay-links.server";
import { ownChildrenSeasons } from "~/models/matches/player-stats.server";
import { awaitsOnlinePayment } from "~/models/payments/mpesa.server";
import { checkSignInToken, redeemSignInToken, requestSignInLink } from "~/models/sign-in-links.server";
import { familyAnswerSchema } from "~/schemas/availability";
import { familyFeePaySchema } from "~/schemas/fees-paying";
import { emailChangeSchema, familySignInRequestSchema, linkTokenSchema, ownContactSchema, teamPushSchema } from "~/schemas/family";
import { replyToForm } from "~/services/form-reply.server";
import { languageOfRequest } from "~/services/language.server";
import { membershipPaymentPath } from "~/services/membership-payment.server";
import { forgetSignIn, rememberedGuardian, rememberSignIn } from "~/services/sign-in-cookie.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { parseForm, readFormData } from "~/utils/form.server";

const signInTokenSchema = linkTokenSchema(FAMILY_SIGN_IN_MESSAGES.badLink.description);
const confirmTokenSchema = linkTokenSchema(CONTACT_MESSAGES.badConfirmLink);

// The forms' HTML constraints (required, maxlength), computed here so zod stays on the server; the same
// for everyone, so once.
let contactConstraints: ReturnType<typeof getZodConstraint> | undefined;
const contactConstraint = () => (contactConstraints ??= getZodConstraint(ownContactSchema));

type Guardian = NonNullable<Awaited<ReturnType<typeof rememberedGuardian>>>;

/**
 * The guardian's page in the request's language, with the coaches' open questions about their children
 * and each child's season figures, read for the children the page already narrowed to this guardian (ADR 0028).
 */
function guardianPage(guardian: Guardian, request: Request) {
  const page = familyPage(guardian, languageOfRequest(request));
  const seasons = ownChildrenSeasons(page.teams.map((team) => ({ teamId: team.id, childIds: team.children.map((child) => child.id) })));
  return { ...page, availability: openQuestionsForGuardian(guardian.id), seasons, fees: familyFees(guardian.id) };
}

/**
 * GET /family: the signed-in guardian's page, or (signed in as nobody's guardian) the form that asks for
 * a link. For the copy the page cache shares among guardians (`context.familyInPage`, rendered without
 * anyone's cookie) the guardian's part is left out: familyPart fills it for each one as it is served.
 */
export async function loadFamilyPage(request: Request, context: AppLoadContext) {
  const guardian = await rememberedGuardian(request);
  return {
    family: guardian ? guardianPage(guardian, request) : null,
    familyInPage: !guardian && context.familyInPage === true,
    contactConstraint: contactConstraint(),
  };
}

/** A guardian's own part of /family, in the request's language: what the page cache writes into the shared copy. */
export function familyPart(guardian: Guardian, request: Request) {
  return { family: guardianPage(guardian, request), contactConstraint: contactConstraint() };
}

/** POST /family: the guardian's phone and language, a change of e-mail, team news on this phone, signing out. */
export async function familyAction({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "sign-out") {
    return redirectWithSuccess("/family", FAMILY_SIGN_IN_MESSAGES.signedOut, { headers: { "Set-Cookie": await forgetSignIn(request) } });
  }
  if (intent === "availability") return familyAvailabilityAction(request, context, formData);
  if (intent === "fee-pay") return familyFeePayAction(request, context, formData);
  if (intent !== "contact" && intent !== "email" && intent !== "team-push") return replyToForm(request, context, { intent: null, formErrors: ["Unknown action"] });

  const guardian = await rememberedGuardian(request);
  if (!guardian) return replyToForm(request, context, { intent, status: 401, formErrors: [CONTACT_MESSAGES.notSignedIn] });

  if (intent === "team-push") {
    // Sent by the page's script (push needs one), never by a form without it.
    const submission = parseForm(formData, teamPushSchema);
    if (submission.status !== "success") return replyToForm(request, context, { intent, submission });
    const { endpoint, auth, follow } = submission.value;
    const followed = followOwnTeamsOnDevice(guardian, endpoint, auth, follow === "on");
    if (!followed.ok) return replyToForm(request, context, { intent, submission, failure: followed });
    return replyToForm(request, context, { intent, submission, resetForm: true });
  }

  if (intent === "contact") {
    const submission = parseForm(formData, ownContactSchema);
    if (submission.status !== "success") return replyToForm(request, context, { intent, submission, toast: CONTACT_MESSAGES.failed });
    const saved = updateOwnContact(guardian.id, submission.value);
    if (!saved.ok) return replyToForm(request, context, { intent, submission, failure: saved, toast: CONTACT_MESSAGES.failed });
    // The page follows the language the guardian chose for the club's mails.
    return redirectWithSuccess(`/family?lang=${saved.guardian.language}#contact`, CONTACT_MESSAGES.saved);
  }

  const submission = parseForm(formData, emailChangeSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent, submission, toast: CONTACT_MESSAGES.failed });
  const asked = requestGuardianEmailChange(guardian, submission.value.email, { clientIp: context.clientIp ?? "unknown" });
  if (!asked.ok) return replyToForm(request, context, { intent, submission, failure: asked, toast: CONTACT_MESSAGES.failed });
  return redirectWithSuccess("/family#contact", CONTACT_MESSAGES.confirmSent);
}

/** POST /family, intent "availability": the guardian answers for their own child (the same three answers as the e-mail's link). */
async function familyAvailabilityAction(request: Request, context: AppLoadContext, formData: FormData) {
  const guardian = await rememberedGuardian(request);
  const intent = "availability";
  if (!guardian) return replyToForm(request, context, { intent, status: 401, formErrors: [AVAILABILITY_MESSAGES.notSignedIn] });
  const submission = parseForm(formData, familyAnswerSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent, submission });
  const answered = await answerForOwnChild(guardian.id, submission.value);
  if (!answered.ok) return replyToForm(request, context, { intent, submission, failure: answered });
  const { requestId, playerId } = submission.value;
  return redirectWithSuccess(`/family#availability-${requestId}-${playerId}`, AVAILABILITY_TOASTS.answerSaved);
}

/**
 * POST /family, intent "fee-pay": the guardian pays one of their own children's invoices by STK push
 * (403 for another family's), then watches it on the invoice's pay page, as the e-mail's link would show it.
 */
async function familyFeePayAction(request: Request, context: AppLoadContext, formData: FormData) {
  const intent = "fee-pay";
  const guardian = await rememberedGuardian(request);
  if (!guardian) return replyToForm(request, context, { intent, status: 401, formErrors: [FEE_PAY_MESSAGES.notSignedIn] });
  const submission = parseForm(formData, familyFeePaySchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent, submission });
  const { invoiceId, phone, amount } = submission.value;
  const started = await startOwnInvoicePayment(guardian.id, invoiceId, phone, amount, { clientIp: context.clientIp ?? "unknown" });
  if (!started.ok) return replyToForm(request, context, { intent, submission, failure: started });
  return redirectWithSuccess(invoicePayPath(invoiceId), FEE_PAY_TOASTS.sent);
}

// ---------------------------------------------------------------- signing in by e-mailed link

/**
 * GET /family/sign-in: without a token, the form that asks for a link; with one, the page the link
 * opens: it only checks the token and shows a "Sign in" button that posts it (mail scanners that fetch
 * every link must not use it up). An unknown, used or expired token answers 400 with the form.
 */
export function loadFamilySignIn(request: Request) {
  const token = new URL(request.url).searchParams.get(SIGN_IN_TOKEN_PARAM);
  if (token === null) return data({ token: null, linkProblem: null });
  const checked = checkSignInToken(token);
  return data({ token: checked.ok ? token : null, linkProblem: checked.ok ? null : checked.message }, { status: checked.ok ? 200 : 400 });
}

/** POST /family/sign-in: ask for a link (intent "request-link") or open one (intent "sign-in"). */
export async function familySignInAction({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "sign-in") {
    const submission = parseForm(formData, signInTokenSchema);
    const redeemed = submission.status === "success" ? redeemSignInToken(submission.value.token) : null;
    if (!redeemed?.ok) {
      const failure = redeemed ?? { ok: false as const, reason: "invalid" as const, message: FAMILY_SIGN_IN_MESSAGES.badLink.description };
      return replyToForm(request, context, { intent, submission, failure, toast: FAMILY_SIGN_IN_MESSAGES.badLink, hideFields: ["token"] });
    }
    const { guardian, member } = redeemed;
    // The link signs in whoever its address is; an address that is only a fan member's lands on the fan club's side.
    const landing = guardian ? "/family" : member && awaitsOnlinePayment(member) ? membershipPaymentPath(member.id) : "/membership?tab=content";
    return redirectWithSuccess(landing, guardian ? FAMILY_SIGN_IN_MESSAGES.signedIn : SIGN_IN_MESSAGES.signedIn, {
      headers: { "Set-Cookie": await rememberSignIn(redeemed.linkId) },
    });
  }

  const submission = parseForm(formData, familySignInRequestSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent: "request-link", submission, toast: FAMILY_SIGN_IN_MESSAGES.invalid });
  }
  // Who the address is (a guardian, a member), the link and the mail come after the answer: see requestSignInLink.
  const requested = requestSignInLink(submission.value.email, context.clientIp ?? "unknown", new Date(), context.afterResponse, "family");
  if (!requested.ok) {
    return replyToForm(request, context, { intent: "request-link", submission, failure: requested, formErrors: [requested.message], toast: FAMILY_SIGN_IN_MESSAGES.tooMany });
  }
  return replyToForm(request, context, {
    intent: "request-link",
    submission,
    resetForm: true,
    extra: { sent: requested.message },
    toast: FAMILY_SIGN_IN_MESSAGES.sent,
  });
}

// ---------------------------------------------------------------- confirming a new address

/**
 * GET /family/email-change?token=…: a "Confirm" button for a link that can still confirm; 400 for one
 * that cannot. Without a token, a page that says what it is for.
 */
export function loadEmailChange(request: Request) {
  const token = new URL(request.url).searchParams.get(SIGN_IN_TOKEN_PARAM);
  if (token === null) return data({ token: null, newEmail: null, linkProblem: null });
  const checked = checkEmailChangeToken(token);
  if (!checked?.ok) return data({ token: null, newEmail: null, linkProblem: CONTACT_MESSAGES.badConfirmLink }, { status: 400 });
  return data({ token, newEmail: checked.newEmail, linkProblem: null });
}

/** POST /family/email-change: the new address is confirmed, and this browser signed in with it. */
export async function emailChangeAction({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await readFormData(request), confirmTokenSchema);
  const confirmed = submission.status === "success" ? confirmGuardianEmailChange(submission.value.token) : null;
  if (!confirmed?.ok) {
    const failure = confirmed ?? { ok: false as const, reason: "invalid" as const, message: CONTACT_MESSAGES.badConfirmLink };
    return replyToForm(request, context, { intent: "confirm", submission, failure, hideFields: ["token"] });
  }
  return redirectWithSuccess("/family#contact", CONTACT_MESSAGES.emailChanged, { headers: { "Set-Cookie": await rememberSignIn(confirmed.linkId) } });
}
