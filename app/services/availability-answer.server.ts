// The server half of the answer page /availability/<token> (ADR 0028): the route imports it from here so
// zod and the schemas stay out of the page's scripts. A GET only shows the choice; a POST records it.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { AVAILABILITY_ANSWERS, AVAILABILITY_TOASTS, type AvailabilityAnswer } from "~/config/availability";
import { languageQuery, type Language } from "~/config/i18n";
import { answerByToken, answerPageByToken, type AnswerPage } from "~/models/availability/answers.server";
import { answerSchema } from "~/schemas/availability";
import { replyToForm } from "~/services/form-reply.server";
import { languageOfRequest } from "~/services/language.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { parseFlatFields, parseForm, readFormData, requirePost } from "~/utils/form.server";

export const ANSWER_FORM = "answer";

export type AnswerPageData = { page: AnswerPage | null; problem: { gone: boolean; training?: boolean } | null; suggested: AvailabilityAnswer | null };

const suggestedOf = (request: Request): AvailabilityAnswer | null => {
  const asked = new URL(request.url).searchParams.get("answer");
  return AVAILABILITY_ANSWERS.find((answer) => answer === asked) ?? null;
};

/** GET: the child's match and the three answers; 404 for a link that never was, 410 once the match has started. Records nothing. */
export function loadAnswerPage({ request, params }: LoaderFunctionArgs) {
  const found = answerPageByToken(params.token ?? "");
  if (!found.ok) return data<AnswerPageData>({ page: null, problem: { gone: found.gone, training: found.training }, suggested: null }, { status: found.gone ? 410 : 404 });
  return data<AnswerPageData>({ page: found.page, problem: null, suggested: suggestedOf(request) });
}

/** The answer form read through the answer schema. */
const parseAnswerForm = (formData: FormData) => parseForm(formData, answerSchema);

/** The answer form's fields (just `answer` and `reason`, once each) as this action reads them: the answer, or null when invalid (the Express fast path, services/answer-link-post.server.ts). */
export const answerOfFields = (fields: Record<string, string>) => parseFlatFields(fields, answerSchema);

/** The reply to a recorded answer: the link's page again, in the visitor's language, with the "Answer saved" toast. */
export const answerSavedRedirect = (token: string, language: Language) =>
  redirectWithSuccess(`/availability/${token}${languageQuery(language)}`, AVAILABILITY_TOASTS.answerSaved);

/** POST: records the answer for this link's child and request, then the page again with a toast (no JavaScript needed). */
export async function answerAction({ request, context, params }: ActionFunctionArgs) {
  requirePost(request);
  const token = params.token ?? "";
  const submission = parseAnswerForm(await readFormData(request));
  if (submission.status !== "success") return replyToForm(request, context, { intent: ANSWER_FORM, submission });
  const answered = await answerByToken(token, submission.value);
  if (!answered.ok) {
    // The page shows why (from its loader); a link that answers nothing says 404 or 410 here too.
    const status = "gone" in answered ? (answered.gone ? 410 : 404) : undefined;
    return replyToForm(request, context, { intent: ANSWER_FORM, submission, failure: answered, status });
  }
  return answerSavedRedirect(token, languageOfRequest(request));
}
