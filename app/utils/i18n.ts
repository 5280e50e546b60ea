// Translations on the page, the same code on the server and in the browser (so hydration always
// agrees). The page carries only the texts of the namespaces its routes declare
// (`handle.i18n`), already in the visitor's language; i18next, which the server uses for mail and
// messages, reads the same catalogues, and tests/unit/i18n.test.ts checks both give the same text.
// Keys are "namespace:path.to.key" or a path in the hook's namespace; a plural uses `key_one` /
// `key_other` with a numeric `count`; `{{name}}` takes a value.
import { createContext, useContext } from "react";
import { INTL_LOCALE, type Language } from "~/config/i18n";

/** One namespace's texts, flat: "cart.title" → "Your cart". */
export type NamespaceTexts = Record<string, string>;
/** The texts a page carries, by namespace. */
export type PageTexts = Record<string, NamespaceTexts>;
export type TranslationValues = Record<string, string | number>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export function interpolate(text: string, values?: TranslationValues): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(INTL_LOCALE[language])));
  return rules.select(count);
}

/** The text of `key` in the page's texts; the key itself when there is none (as i18next does). */
export function translate(
  texts: PageTexts,
  language: Language,
  key: string,
  values?: TranslationValues,
  defaultNamespace = "common",
): string {
  const separator = key.indexOf(":");
  const namespace = separator > 0 ? key.slice(0, separator) : defaultNamespace;
  const path = separator > 0 ? key.slice(separator + 1) : key;
  const table = texts[namespace];
  if (!table) return key;
  const count = values?.count;
  const text = (typeof count === "number" ? table[`${path}_${pluralCategory(language, count)}`] : undefined) ?? table[path];
  return text === undefined ? key : interpolate(text, values);
}

/**
 * The namespace of messages written in English by the server and the shared schemas (validation
 * errors, use-case results, toasts): keyed by the English text itself, so the same message reads
 * in English to an API client and in the visitor's language on a page. A message with values in it
 * ("Only 3 left") is found by its template ("Only {{count}} left").
 */
export const MESSAGES_NAMESPACE = "messages";

const templateMatchers = new WeakMap<NamespaceTexts, Array<{ pattern: RegExp; names: string[]; key: string }>>();
function matchersOf(table: NamespaceTexts) {
  let matchers = templateMatchers.get(table);
  if (!matchers) {
    matchers = Object.keys(table)
      .filter((key) => key.includes("{{"))
      .map((key) => {
        const names: string[] = [];
        const source = key
          .split(PLACEHOLDER)
          .map((piece, index) => (index % 2 === 1 ? (names.push(piece), "(.+?)") : piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
          .join("");
        return { pattern: new RegExp(`^${source}$`, "s"), names, key };
      });
    templateMatchers.set(table, matchers);
  }
  return matchers;
}

/** An English server message in the page's language: the message itself when it has no translation. */
export function translateMessage(texts: PageTexts, message: string): string {
  const table = texts[MESSAGES_NAMESPACE];
  if (!table) return message;
  const exact = table[message];
  if (exact !== undefined) return exact;
  for (const { pattern, names, key } of matchersOf(table)) {
    const found = pattern.exec(message);
    if (found) return interpolate(table[key], Object.fromEntries(names.map((name, index) => [name, found[index + 1]])));
  }
  return message;
}

export type I18n = { language: Language; texts: PageTexts };
export const I18nContext = createContext<I18n>({ language: "en", texts: {} });

export const useLanguage = (): Language => useContext(I18nContext).language;

/** `t(key, values)` in the page's language; keys without a "namespace:" prefix are in `namespace`. */
export function useT(namespace = "common") {
  const { language, texts } = useContext(I18nContext);
  return (key: string, values?: TranslationValues) => translate(texts, language, key, values, namespace);
}

/** Translates messages the server or a schema wrote in English (errors, results, toasts). */
export function useMessage() {
  const { texts } = useContext(I18nContext);
  return (message: string) => translateMessage(texts, message);
}

/** `t` for a route's `meta` function, from the root's data (`meta` runs outside React). */
export function metaTranslator(matches: ReadonlyArray<{ id: string; data: unknown }>, namespace = "common") {
  const root = matches.find((match) => match.id === "root")?.data as Partial<I18n> | undefined;
  return (key: string, values?: TranslationValues) =>
    translate(root?.texts ?? {}, root?.language ?? "en", key, values, namespace);
}
