// Which language a request is answered in. One decision for the render and for the page cache key,
// so a shared copy is never handed to a visitor in the other language:
//   1. `?lang=sw` / `?lang=en`: each language's own address (search engines follow it from hreflang);
//      visiting it also stores the choice (server.ts sets the cookie);
//   2. the `lang` cookie: the visitor's choice, kept a year;
//   3. Accept-Language: Swahili when the browser prefers Swahili (sw, sw-KE…) to English;
//   4. English.
import type { RequestHandler } from "express";
import { getEnv } from "~/config/env.server";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_PARAM,
  LANGUAGES,
  type Language,
} from "~/config/i18n";

/** The language asked for in a query string ("?lang=sw&team=u13"), if any. */
export function languageInQuery(search: string): Language | null {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(asked) ? asked : null;
}

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/** The language the visitor chose earlier (the cookie), if any. */
export function chosenLanguage(cookieHeader: string | null | undefined): Language | null {
  const value = COOKIE_VALUE.exec(cookieHeader ?? "")?.[1];
  return isLanguage(value) ? value : null;
}

/** The language the browser prefers among ours: the supported entry with the highest q, else null. */
export function languageInAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(",").slice(0, 20)) {
    const [tag, ...parameters] = part.trim().toLowerCase().split(";");
    const primary = tag.split("-")[0];
    if (!isLanguage(primary)) continue;
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!(q > 0)) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? null;
}

/** The request's language; `header` reads a request header by name (Fetch or Express). */
export function languageOf(header: (name: string) => string | null | undefined, search: string): Language {
  return (
    languageInQuery(search) ??
    chosenLanguage(header("cookie")) ??
    languageInAcceptLanguage(header("accept-language")) ??
    DEFAULT_LANGUAGE
  );
}

/** The language of a Fetch request (loaders and actions). */
export const languageOfRequest = (request: Request): Language =>
  languageOf((name) => request.headers.get(name), new URL(request.url).search);

/** The Set-Cookie header that remembers a language for a year. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Express middleware: a GET for a page in a language (`?lang=sw`: the language switch's links and the
 * hreflang addresses) stores that choice, unless the visitor's cookie already says so.
 */
export function rememberLanguageChoice(secure: boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") {
      const query = req.originalUrl.indexOf("?");
      const asked = query < 0 ? null : languageInQuery(req.originalUrl.slice(query));
      if (asked && asked !== chosenLanguage(req.get("Cookie"))) res.append("Set-Cookie", languageCookie(asked, secure));
    }
    next();
  };
}

/** The page's address in each language (hreflang), from PUBLIC_URL; x-default lets the browser decide. */
export function languageAlternates(requestUrl: string, pageParams?: readonly string[]): Array<{ hrefLang: string; href: string }> {
  const url = new URL(requestUrl);
  const query = new URLSearchParams(url.search);
  query.delete(LANGUAGE_PARAM);
  // A shared page names only the parameters that make it another page, so every visitor's render of it
  // (an unknown ?utm_source= included) carries the same alternates as the cached copy.
  if (pageParams) for (const name of [...query.keys()]) if (!pageParams.includes(name)) query.delete(name);
  const base = `${getEnv().PUBLIC_URL.replace(/\/$/, "")}${url.pathname}`;
  const withLanguage = (language: Language | null) => {
    const search = new URLSearchParams(query);
    if (language) search.set(LANGUAGE_PARAM, language);
    const text = search.toString();
    return text ? `${base}?${text}` : base;
  };
  return [
    ...LANGUAGES.map((language) => ({ hrefLang: language, href: withLanguage(language) })),
    { hrefLang: "x-default", href: withLanguage(null) },
  ];
}
