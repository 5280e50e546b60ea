// A push whose target is a family's answer link (ADR 0028) carries the three answers as notification
// actions: public/sw.js posts the tapped one to that link, as the answer page's form does, and then
// shows `saved`. The buttons' words are the answer page's, in the link's language. Pure, so the
// delivery worker and the tests read the same rule.
import { AVAILABILITY_ANSWERS, type AvailabilityAnswer } from "~/config/availability";
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, isLanguage, type Language } from "~/config/i18n";
import enAvailability from "~/locales/en/availability.json";
import swAvailability from "~/locales/sw/availability.json";

const WORDS = { en: enAvailability, sw: swAvailability } as const;
const ANSWER_PATH = /^\/availability\/[A-Za-z0-9_-]{43}$/;

type AnswerPushExtras = { actions: { action: AvailabilityAnswer; title: string }[]; saved: string };

/** The actions and the "saved" words of a push to `targetUrl`, when it is an answer link on this site; null otherwise. */
export function answerPushExtras(targetUrl: string | null): AnswerPushExtras | null {
  if (!targetUrl?.startsWith("/availability/")) return null;
  const url = new URL(targetUrl, "http://site.invalid");
  if (!ANSWER_PATH.test(url.pathname)) return null;
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  const language: Language = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
  const words = WORDS[language];
  return { actions: AVAILABILITY_ANSWERS.map((answer) => ({ action: answer, title: words.answers[answer] })), saved: words.push.saved };
}
