// The server's side of translations: the texts a page carries, and i18next (through remix-i18next)
// for the texts the server writes outside React — e-mails, and messages built in a loader or action.
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/config/i18n";
import { CATALOGUES, SWAHILI_MESSAGE_FILES, type Catalogue } from "~/locales/index.server";
import { MESSAGES_NAMESPACE, translateMessage, type NamespaceTexts, type PageTexts } from "~/utils/i18n";
import { languageOfRequest } from "~/services/language.server";

/** The namespace every page carries: the header, footer, language switch, error pages, push panel. */
export const COMMON_NAMESPACE = "common";

function flatten(catalogue: Catalogue, prefix = "", into: NamespaceTexts = {}): NamespaceTexts {
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === "string") into[prefix + key] = value;
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

// Messages are keyed by their English text, dots and all: never split into groups.
const FLAT: Record<Language, Record<string, NamespaceTexts>> = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      Object.entries(CATALOGUES[language]).map(([namespace, catalogue]) => [
        namespace,
        namespace === MESSAGES_NAMESPACE ? (catalogue as NamespaceTexts) : flatten(catalogue),
      ]),
    ),
  ]),
) as Record<Language, Record<string, NamespaceTexts>>;

const MESSAGE_AREA_PREFIX = `${MESSAGES_NAMESPACE}/`;
// English messages are their own keys: each English area is empty.
const MESSAGE_AREAS: Record<Language, Record<string, NamespaceTexts>> = {
  en: Object.fromEntries(Object.keys(SWAHILI_MESSAGE_FILES).map((area) => [area, {}])),
  sw: SWAHILI_MESSAGE_FILES,
};

/**
 * The texts a page in `language` carries: the common namespace and the ones its routes declare. Messages
 * come by area ("messages/shop"), merged into the one messages namespace, so a page carries only the
 * messages its forms and results can show.
 */
export function pageTexts(language: Language, namespaces: readonly string[]): PageTexts {
  const texts: PageTexts = {};
  for (const namespace of new Set([COMMON_NAMESPACE, ...namespaces])) {
    if (namespace.startsWith(MESSAGE_AREA_PREFIX)) {
      const area = namespace.slice(MESSAGE_AREA_PREFIX.length);
      const messages = MESSAGE_AREAS[language][area];
      if (!messages) throw new Error(`No "${area}" messages: add app/locales/sw/messages/${area}.json`);
      if (Object.keys(messages).length) texts[MESSAGES_NAMESPACE] = { ...texts[MESSAGES_NAMESPACE], ...messages };
      continue;
    }
    if (namespace === MESSAGES_NAMESPACE) throw new Error(`Declare message areas ("${MESSAGE_AREA_PREFIX}<area>"), not the whole "${MESSAGES_NAMESPACE}" namespace`);
    const table = FLAT[language][namespace];
    if (!table) throw new Error(`No "${namespace}" translations: add app/locales/<language>/${namespace}.json`);
    texts[namespace] = table;
  }
  return texts;
}

/** Every text of a language (for a message built on the server, where the page's subset may lack it). */
export const allTexts = (language: Language): PageTexts => FLAT[language];

/** An English message from a model or schema, in `language`. */
export const messageIn = (language: Language, message: string): string => translateMessage(FLAT[language], message);

const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    // One decision for every part of the server (see language.server.ts).
    order: ["custom"],
    findLocale: async (request) => languageOfRequest(request),
  },
  i18next: {
    resources: Object.fromEntries(LANGUAGES.map((language) => [language, CATALOGUES[language]])),
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    // React and the mail templates escape; i18next must not do it twice.
    interpolation: { escapeValue: false },
  },
});

/** A `t` fixed to a language and namespace, for texts written on the server (e-mails, messages). */
export const serverT = (language: Language, namespace = COMMON_NAMESPACE) => i18next.getFixedT(language, namespace);
