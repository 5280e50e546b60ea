// The public site's languages. The admin area stays English.
export const LANGUAGES = ["en", "sw"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The query parameter that asks for a language (`/blog?lang=sw`): each language's own address. */
export const LANGUAGE_PARAM = "lang";
/** "?lang=sw" to send a link or feed address in Swahili; nothing for English, which an address without it gets. */
export const languageQuery = (language: Language) => (language === DEFAULT_LANGUAGE ? "" : `?${LANGUAGE_PARAM}=${language}`);
/** The cookie that remembers the visitor's choice for a year. */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The locale `Intl` formats dates, times, numbers and shillings with. */
export const INTL_LOCALE: Record<Language, string> = { en: "en-KE", sw: "sw-KE" };

/** Each language named in itself, as the language switch shows it. */
export const LANGUAGE_NAME: Record<Language, string> = { en: "English", sw: "Kiswahili" };

/**
 * What a route's `handle` says about translations: the namespaces its page needs (the common one is
 * always there), or that it belongs to the staff's screens, which stay English.
 */
export type TranslationHandle = { i18n?: readonly string[]; englishOnly?: boolean };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
