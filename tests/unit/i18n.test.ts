// The translation catalogues and the code that reads them:
//   - English and Swahili have the same keys in every namespace, and Swahili takes no {{value}} English lacks;
//   - every key the code asks for exists;
//   - the page's translator (utils/i18n.ts) gives exactly what i18next gives the server (mail, messages);
//   - the request's language follows ?lang=, the cookie, then Accept-Language.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/config/i18n";
import { CATALOGUES, SWAHILI_MESSAGE_FILES } from "~/locales/index.server";
import { allTexts, pageTexts, serverT } from "~/services/i18n.server";
import { languageInAcceptLanguage, languageOf } from "~/services/language.server";
import { MESSAGES_NAMESPACE, translate, translateMessage, type NamespaceTexts } from "~/utils/i18n";
import { sourceFiles } from "../support/source-files";

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

const namespaces = Object.keys(CATALOGUES.en).filter((namespace) => namespace !== MESSAGES_NAMESPACE);

describe("the catalogues", () => {
  it("have the same namespaces in both languages", () => {
    expect(Object.keys(CATALOGUES.sw).sort()).toEqual(Object.keys(CATALOGUES.en).sort());
  });

  it.each(namespaces)("%s: same keys in English and Swahili, none empty, no unknown values", (namespace) => {
    const english = allTexts("en")[namespace];
    const swahili = allTexts("sw")[namespace];
    // Plural forms may differ by language (both have one and other today); the base keys may not.
    const base = (texts: NamespaceTexts) => [...new Set(Object.keys(texts).map((key) => key.replace(PLURAL, "")))].sort();
    expect(base(swahili)).toEqual(base(english));
    for (const [key, text] of Object.entries(swahili)) {
      expect(text.trim(), `sw ${namespace}:${key}`).not.toBe("");
      const englishText = english[key] ?? english[key.replace(PLURAL, "_other")];
      // A translation may leave a value out (Swahili often says it another way), never add one English lacks.
      const unknown = placeholders(text).filter((name) => !placeholders(englishText).includes(name));
      expect(unknown, `sw ${namespace}:${key} takes only values English gives`).toEqual([]);
    }
  });

  it("a message two areas both translate reads the same in both", () => {
    const seen = new Map<string, { area: string; text: string }>();
    const differing: string[] = [];
    for (const [area, messages] of Object.entries(SWAHILI_MESSAGE_FILES)) {
      for (const [english, swahili] of Object.entries(messages)) {
        const earlier = seen.get(english);
        if (earlier && earlier.text !== swahili) differing.push(`"${english}": ${earlier.area} "${earlier.text}", ${area} "${swahili}"`);
        seen.set(english, { area, text: swahili });
      }
    }
    expect(differing).toEqual([]);
  });

  it("Swahili messages take the same values as the English they translate", () => {
    for (const [english, swahili] of Object.entries(allTexts("sw")[MESSAGES_NAMESPACE])) {
      expect(swahili.trim(), english).not.toBe("");
      expect(placeholders(swahili), english).toEqual(placeholders(english));
    }
  });
});

// ---- keys the code asks for ------------------------------------------------------------------

/** Each translator in a file (`const t = useT("shop")`, `metaTranslator(matches, "blog")`) and its namespace. */
function translatorsIn(source: string): Map<string, string> {
  const translators = new Map<string, string>();
  for (const match of source.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*(?:useT|metaTranslator)\(([^)]*)\)/g)) {
    const namespace = /["'](\w+)["']\s*$/.exec(match[2].trim())?.[1] ?? "common";
    translators.set(match[1], namespace);
  }
  return translators;
}

/** The keys a file asks for: literal keys, and the fixed start of template-literal ones. */
function keysAskedIn(file: string): Array<{ key: string; namespace: string; prefixOnly: boolean }> {
  const source = fs.readFileSync(file, "utf8");
  const asked: Array<{ key: string; namespace: string; prefixOnly: boolean }> = [];
  for (const [name, namespace] of translatorsIn(source)) {
    for (const call of source.matchAll(new RegExp(`\\b${name}\\(\\s*(["'\`])((?:(?!\\1).)*)\\1`, "g"))) {
      const [, quote, raw] = call;
      const dynamic = quote === "`" && raw.includes("${");
      const key = dynamic ? raw.slice(0, raw.indexOf("${")) : raw;
      asked.push({ key, namespace, prefixOnly: dynamic });
    }
  }
  return asked;
}

describe("keys used in the code", () => {
  const files = sourceFiles(path.resolve("app"));

  it("finds the translators and their keys", () => {
    expect(files.some((file) => translatorsIn(fs.readFileSync(file, "utf8")).size > 0)).toBe(true);
    expect(keysAskedIn(path.resolve("app/components/site/FooterColumns.server.tsx")).map(({ key }) => key)).toContain("footer.academyText");
  });

  it("all exist in the catalogues", () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const { key, namespace, prefixOnly } of keysAskedIn(file)) {
        const separator = key.indexOf(":");
        const ns = separator > 0 ? key.slice(0, separator) : namespace;
        const pathKey = separator > 0 ? key.slice(separator + 1) : key;
        const texts = allTexts("en")[ns] ?? {};
        const keys = Object.keys(texts);
        const found = prefixOnly
          ? keys.some((known) => known.startsWith(pathKey))
          : pathKey in texts || keys.some((known) => known.replace(PLURAL, "") === pathKey);
        if (!found) missing.push(`${path.relative(process.cwd(), file)}: ${ns}:${pathKey}${prefixOnly ? "…" : ""}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

// ---- the page's translator and i18next agree ------------------------------------------------------

describe("the page's translator gives what i18next gives", () => {
  for (const language of LANGUAGES) {
    it.each(namespaces)(`${language} %s`, async (namespace) => {
      const t = await serverT(language, namespace);
      const texts = allTexts(language);
      for (const key of Object.keys(texts[namespace])) {
        const plural = PLURAL.exec(key);
        const base = key.replace(PLURAL, "");
        const values = Object.fromEntries(placeholders(texts[namespace][key]).map((name) => [name, `«${name}»`]));
        for (const count of plural ? [0, 1, 2, 5] : [undefined]) {
          const withCount = count === undefined ? values : { ...values, count };
          const ours = translate(texts, language, base, withCount, namespace);
          expect(ours, `${language} ${namespace}:${base} ${JSON.stringify(withCount)}`).toBe(t(base, withCount as never));
        }
      }
    });
  }
});

describe("messages written in English", () => {
  const texts = { [MESSAGES_NAMESPACE]: { "Only {{count}} left in stock": "Zimebaki {{count}} tu", "Exact message.": "Ujumbe kamili." } };

  it("are found by their exact text or by their template", () => {
    expect(translateMessage(texts, "Exact message.")).toBe("Ujumbe kamili.");
    expect(translateMessage(texts, "Only 3 left in stock")).toBe("Zimebaki 3 tu");
  });

  it("stay as they are when there is no translation (English pages, admin, new messages)", () => {
    expect(translateMessage(texts, "Something new.")).toBe("Something new.");
    expect(translateMessage({}, "Exact message.")).toBe("Exact message.");
  });
});

describe("the texts a page carries", () => {
  it("are the common namespace, the namespaces it declares and only the message areas it declares", () => {
    const swahili = pageTexts("sw", ["shop", "messages/common", "messages/shop"]);
    expect(Object.keys(swahili).sort()).toEqual(["common", MESSAGES_NAMESPACE, "shop"]);
    expect(swahili[MESSAGES_NAMESPACE]).toEqual({ ...SWAHILI_MESSAGE_FILES.common, ...SWAHILI_MESSAGE_FILES.shop });
    expect(Object.keys(SWAHILI_MESSAGE_FILES.academy).filter((message) => message in swahili[MESSAGES_NAMESPACE])).toEqual(
      Object.keys(SWAHILI_MESSAGE_FILES.academy).filter((message) => message in SWAHILI_MESSAGE_FILES.common || message in SWAHILI_MESSAGE_FILES.shop),
    );
    // English messages are their own translation: an English page carries none.
    expect(Object.keys(pageTexts("en", ["shop", "messages/shop"])).sort()).toEqual(["common", "shop"]);
  });

  it("refuse an unknown namespace or message area, and the whole messages namespace", () => {
    expect(() => pageTexts("sw", ["no-such-area"])).toThrow(/no-such-area/);
    expect(() => pageTexts("sw", ["messages/no-such-area"])).toThrow(/no-such-area/);
    expect(() => pageTexts("sw", [MESSAGES_NAMESPACE])).toThrow(/message areas/);
  });
});

describe("the request's language", () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];

  it("follows Accept-Language: Swahili when preferred, English otherwise", () => {
    expect(languageInAcceptLanguage("sw-KE,sw;q=0.9,en;q=0.8")).toBe("sw");
    expect(languageInAcceptLanguage("sw")).toBe("sw");
    expect(languageInAcceptLanguage("en-GB,en;q=0.9,sw;q=0.5")).toBe("en");
    expect(languageInAcceptLanguage("fr-FR, sw;q=0.7")).toBe("sw");
    expect(languageInAcceptLanguage("fr-FR, de")).toBeNull();
    expect(languageInAcceptLanguage("sw;q=0, en")).toBe("en");
    expect(languageInAcceptLanguage("")).toBeNull();
  });

  it("puts ?lang= before the cookie, and the cookie before Accept-Language", () => {
    const swahiliBrowser = { "accept-language": "sw-KE" };
    expect(languageOf(headers(swahiliBrowser), "")).toBe("sw");
    expect(languageOf(headers({ ...swahiliBrowser, cookie: "lang=en" }), "")).toBe("en");
    expect(languageOf(headers({ ...swahiliBrowser, cookie: "cart=abc; lang=en" }), "?lang=sw")).toBe("sw");
    expect(languageOf(headers({ cookie: "lang=sw" }), "?lang=fr")).toBe("sw");
    expect(languageOf(headers({ cookie: "lang=xx" }), "")).toBe("en");
    expect(languageOf(headers({}), "")).toBe("en");
  });
});
