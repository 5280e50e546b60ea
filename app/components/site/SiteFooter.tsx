import { Link, useLocation } from "@remix-run/react";
import { ServerRendered } from "~/components/server-rendered";
import { FooterColumns } from "~/components/site/FooterColumns.server";
import { LanguageSwitch } from "~/components/site/LanguageSwitch";
import { club } from "~/config/club";
import { useLiteModeSetting } from "~/utils/lite-mode";
import { useT } from "~/utils/i18n";

// The columns are rendered by the server only; the bottom bar's links and forms follow the page the
// visitor is on, so React keeps rendering them.

export function SiteFooter() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-club-navy text-slate-300">
      <ServerRendered id="footer-columns" render={() => <FooterColumns />} />
      <div className="border-t border-white/10">
        <div
          className={
            "mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-5 text-xs text-slate-400 " +
            "sm:flex-row sm:justify-between sm:px-6"
          }
        >
          <p>{t("footer.copyright", { year, club: club.name, founded: club.foundedYear })}</p>
          <LanguageSwitch />
          <LiteModeSwitch />
          <Link discover="none" to="/admin-login" className="footer-link inline-flex min-h-6 items-center">
            {t("footer.staffLogin")}
          </Link>
        </div>
      </div>
    </footer>
  );
}

/**
 * Lite mode on or off: a plain form (a full page load, since the mode changes the whole page). When the
 * browser itself asks to save data (Save-Data), the page says so instead: only the browser can change it.
 */
function LiteModeSwitch() {
  const mode = useLiteModeSetting();
  const location = useLocation();
  const t = useT();
  if (mode === "save-data") return <p>{t("footer.lite.onByBrowser")}</p>;
  const hint = t("footer.lite.hint");
  return (
    <form method="post" action="/lite-mode" className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <input type="hidden" name="lite" value={mode === "on" ? "off" : "on"} />
      <span id="lite-mode-hint">{mode === "on" ? t("footer.lite.isOn") : hint}</span>
      <button
        type="submit"
        aria-describedby="lite-mode-hint"
        className="footer-link font-semibold text-white underline"
      >
        {mode === "on" ? t("footer.lite.turnOff") : t("footer.lite.turnOn")}
      </button>
    </form>
  );
}
