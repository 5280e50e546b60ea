import { Link, useLocation } from "@remix-run/react";
import { ACADEMY_MAX_AGE } from "~/config/academy";
import { club } from "~/config/club";
import { useClubFacts } from "~/utils/club-facts";
import { useLiteModeSetting } from "~/utils/lite-mode";
import { Icon } from "~/components/ui/Icon";
import { LanguageSwitch } from "~/components/site/LanguageSwitch";
import { useT } from "~/utils/i18n";

/** The footer links, in the order the club asked for: plain links into the home page's sections (ADR 0025). */
const quickLinks = [
  { label: "about", href: "/#about" },
  { label: "team", href: "/#team" },
  { label: "fixtures", href: "/#fixtures" },
  { label: "news", href: "/#news" },
  { label: "coaching", href: "/#coaching-staff" },
  { label: "training", href: "/#training" },
] as const;

// The links take the footer's text colour (slate-300).
const linkClasses = "footer-link";

export function SiteFooter() {
  const facts = useClubFacts();
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-club-navy text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="sm:col-span-2 lg:col-span-1">
          <Link discover="none" to="/" className={`inline-flex items-center gap-3 ${linkClasses}`}>
            <img src={club.logoUrl} width={48} height={48} alt="" loading="lazy" className="size-12" />
            <span className="text-lg font-extrabold leading-tight text-white">{club.name}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            {t("footer.about", { city: club.city, year: club.foundedYear, tagline: t("club.tagline") })}
          </p>
        </div>

        <nav aria-label={t("footer.navLabel")}>
          <h2 className="footer-heading">{t("footer.quickLinks")}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-1">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClasses}>
                  {t(`footer.links.${link.label}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="footer-heading">{t("footer.academy")}</h2>
          <p className="mt-4 text-sm leading-relaxed">{t("footer.academyText", { age: ACADEMY_MAX_AGE })}</p>
          <p className="mt-3 text-sm">
            <Link discover="none" to="/academy-registration" className="footer-link font-semibold text-club-orange underline-offset-4 hover:underline">
              {t("footer.playerRegistration")}
            </Link>
          </p>
        </div>

        <div>
          <h2 className="footer-heading">{t("footer.contact")}</h2>
          <address className="mt-4 flex flex-col gap-3 text-sm not-italic [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-club-orange">
            <p className="flex gap-2">
              <Icon name="map-pin" />
              <span>{facts.address}</span>
            </p>
            <p className="flex gap-2">
              <Icon name="phone" />
              <a href={`tel:${facts.phone.replace(/\s+/g, "")}`} className={linkClasses}>
                {facts.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Icon name="mail" />
              <a href={`mailto:${facts.email}`} className={`break-all ${linkClasses}`}>
                {facts.email}
              </a>
            </p>
            <p className="flex gap-2">
              <Icon name="clock" />
              <span>
                <span className="sr-only">{t("footer.officeHours")}</span>
                {facts.officeHours}
              </span>
            </p>
          </address>
        </div>
      </div>
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
