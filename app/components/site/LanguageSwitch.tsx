// The language switch (header and footer) and the page's hreflang addresses. The switch is a pair of
// plain links to this same page with `?lang=`: a full page load that works without JavaScript, and
// the server remembers the choice in a cookie for a year.
import { useLocation, useMatches } from "@remix-run/react";
import { LANGUAGE_NAME, LANGUAGE_PARAM, LANGUAGES, type Language, type TranslationHandle } from "~/config/i18n";
import { useLanguage, useT } from "~/utils/i18n";
import { safeRedirect } from "~/utils/safe-redirect";

/**
 * This page in `language`. The address is the one the visitor asked for, which on a 404 page can be
 * anything ("//evil.com" is another host to the browser): it goes through the same normaliser as the
 * Lite mode switch's way back, and an address that would leave the site links to the home page.
 */
function addressIn(language: Language, pathname: string, search: string) {
  const here = new URL(safeRedirect(pathname + search, "/"), "http://same.site");
  here.searchParams.set(LANGUAGE_PARAM, language);
  return here.pathname + here.search;
}

/** False on the staff's English-only screens: no language to choose there. */
function useLanguageChoice(): boolean {
  return !useMatches().some((match) => (match.handle as TranslationHandle | undefined)?.englishOnly);
}

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const current = useLanguage();
  const t = useT();
  const { pathname, search } = useLocation();
  if (!useLanguageChoice()) return null;
  return (
    <nav aria-label={t("language.switchLabel")} className={className}>
      <ul className="flex items-center gap-1">
        {LANGUAGES.map((language) => (
          <li key={language}>
            {language === current ? (
              <span aria-current="true" lang={language} className="language-option language-option-current">
                {LANGUAGE_NAME[language]}
              </span>
            ) : (
              <a href={addressIn(language, pathname, search)} hrefLang={language} lang={language} className="language-option">
                {LANGUAGE_NAME[language]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The compact switch in the header: only a link to the other language, named in that language (the
 * footer's full switch names both). A plain link, so it works without JavaScript too.
 */
export function OtherLanguageLinks({ className }: { className: string }) {
  const current = useLanguage();
  const { pathname, search } = useLocation();
  if (!useLanguageChoice()) return null;
  return (
    <>
      {LANGUAGES.filter((language) => language !== current).map((language) => (
        <a key={language} href={addressIn(language, pathname, search)} hrefLang={language} lang={language} className={className}>
          {LANGUAGE_NAME[language]}
        </a>
      ))}
    </>
  );
}

/** `<link rel="alternate" hreflang>` for each language and x-default, as the root loader built them. */
export function LanguageAlternates({ alternates }: { alternates: ReadonlyArray<{ hrefLang: string; href: string }> }) {
  return (
    <>
      {alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
    </>
  );
}
