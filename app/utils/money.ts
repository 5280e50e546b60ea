// Money shown to people: whole Kenyan shillings ("KES 2,500") in the page's language (en-KE, sw-KE),
// the same on the server and in the browser.
import { DEFAULT_LANGUAGE, INTL_LOCALE, LANGUAGES, type Language } from "~/config/i18n";

const kes = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.NumberFormat(INTL_LOCALE[language], { style: "currency", currency: "KES", currencyDisplay: "code", maximumFractionDigits: 0 }),
  ]),
) as Record<Language, Intl.NumberFormat>;

/** 2500 → "KES 2,500" (with an ordinary space, so texts and tests can match it). */
export const formatKes = (shillings: number, language: Language = DEFAULT_LANGUAGE) =>
  kes[language].format(shillings).replace(/\s/g, " ");
