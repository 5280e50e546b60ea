// The footer's columns (the club, quick links, the academy, contact): HTML only the server renders
// (ADR 0025). Nothing in them changes while the visitor moves between pages (the language and lite mode
// each load a new document), so the browser keeps them as they came and gets none of this code.
import { ACADEMY_MAX_AGE } from "~/config/academy";
import { club } from "~/config/club";
import { useClubFacts } from "~/utils/club-facts";
import { Icon } from "~/components/ui/Icon";
import { useT } from "~/utils/i18n";

/** The footer links, in the order the club asked for: plain links into the home page's sections, and the fixtures page. */
const quickLinks = [
  { label: "about", href: "/#about" },
  { label: "team", href: "/#team" },
  { label: "fixtures", href: "/fixtures" },
  { label: "news", href: "/#news" },
  { label: "coaching", href: "/#coaching-staff" },
  { label: "training", href: "/#training" },
] as const;

// The links take the footer's text colour (slate-300).
const linkClasses = "footer-link";

export function FooterColumns() {
  const facts = useClubFacts();
  const t = useT();
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:gap-10 sm:px-6 sm:py-12 lg:grid-cols-4">
      <div className="sm:col-span-2 lg:col-span-1">
        <a href="/" className={`inline-flex items-center gap-3 ${linkClasses}`}>
          <img src={club.logoUrl} width={48} height={48} alt="" loading="lazy" className="size-12" />
          <span className="text-lg font-extrabold leading-tight text-white">{club.name}</span>
        </a>
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
          <a href="/academy-registration" className="footer-link font-semibold text-club-orange underline-offset-4 hover:underline">
            {t("footer.playerRegistration")}
          </a>
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
  );
}
