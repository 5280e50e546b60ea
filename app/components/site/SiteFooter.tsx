import { Link, useLocation } from "@remix-run/react";
import { ACADEMY_MAX_AGE } from "~/config/academy";
import { club } from "~/config/club";
import { useClubFacts } from "~/utils/club-facts";
import { useLiteModeSetting } from "~/utils/lite-mode";
import { Icon } from "~/components/ui/Icon";

/** The footer links, in the order the club asked for. */
const quickLinks = [
  { label: "About Us", href: "/#about" },
  { label: "Our Team", href: "/#team" },
  { label: "Fixtures", href: "/#fixtures" },
  { label: "News", href: "/#news" },
  { label: "Coaching", href: "/#coaching-staff" },
  { label: "Training", href: "/#training" },
] as const;

// The links take the footer's text colour (slate-300).
const linkClasses = "footer-link";

export function SiteFooter() {
  const facts = useClubFacts();
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
            A {club.city} football club and youth academy since {club.foundedYear}. {club.tagline}.
          </p>
        </div>

        <nav aria-label="Footer">
          <h2 className="footer-heading">Quick Links</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-1">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link discover="none" to={link.href} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="footer-heading">Academy</h2>
          <p className="mt-4 text-sm leading-relaxed">
            Young players aged {ACADEMY_MAX_AGE} and under can join our youth academy.
          </p>
          <p className="mt-3 text-sm">
            <Link discover="none" to="/academy-registration" className="footer-link font-semibold text-club-orange underline-offset-4 hover:underline">
              Player Registration
            </Link>
          </p>
        </div>

        <div>
          <h2 className="footer-heading">Contact</h2>
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
                <span className="sr-only">Office hours: </span>
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
          <p>
            © {year} {club.name}. Founded {club.foundedYear}.
          </p>
          <LiteModeSwitch />
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
  if (mode === "save-data") return <p>Lite mode: on, as your browser asks to save data.</p>;
  const hint = "No scripts, smaller pictures: for slow or costly data.";
  return (
    <form method="post" action="/lite-mode" className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <input type="hidden" name="lite" value={mode === "on" ? "off" : "on"} />
      <span id="lite-mode-hint">{mode === "on" ? "Lite mode is on." : hint}</span>
      <button
        type="submit"
        aria-describedby="lite-mode-hint"
        className="footer-link font-semibold text-white underline"
      >
        {mode === "on" ? "Turn Lite mode off" : "Turn on Lite mode"}
      </button>
    </form>
  );
}
