// Site links use discover="none": Remix finds a link's route when it is clicked instead of when it is
// rendered, so the ~50 links in the header and footer of every page add no attribute each and no
// manifest request after the page loads on a slow phone.
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from "react";
import { cx } from "~/components/ui/cx";
import type { StaffMenu } from "~/config/admin-sections";
import { club } from "~/config/club";
import { Icon } from "~/components/ui/Icon";
import { OtherLanguageLinks } from "~/components/site/LanguageSwitch";
import { useT } from "~/utils/i18n";

// Labels are keys in the common namespace ("header.links.*"), shown in the page's language. The
// Admin group lists the admin sections by id ("header.adminSections.<id>"); the admin area's own
// navigation keeps the registry's English titles.
type NavLinkItem = {
  label: string;
  href: string;
  /** Only in the mobile menu (the mobile Admin group has two more links). */
  mobileOnly?: boolean;
  /** An admin screen that is not built yet: listed, but not a link. */
  comingSoon?: boolean;
};
type NavGroupItem = { label: string; items: NavLinkItem[] };
export type NavItem = NavLinkItem | NavGroupItem;

/**
 * The navigation bar, in order; both the desktop bar and the mobile menu render it. The admin links
 * (the Admin group, the academy's admin screen) are only for signed-in staff, and only the screens their
 * role may open (`staffMenu`, from the root loader); visitors find "Staff login" in the footer.
 */
export function siteNavigationFor(staffMenu: StaffMenu | null): NavItem[] {
  const adminLinks: NavLinkItem[] = [
    ...(staffMenu?.sections ?? []).map((section) => ({
      label: `header.adminSections.${section.id}`,
      href: section.href,
      comingSoon: !section.built,
    })),
    { label: "header.links.adminDashboard", href: "/admin-dashboard", mobileOnly: true },
  ];
  return [
    { label: "header.links.home", href: "/#home" },
    { label: "header.links.about", href: "/#about" },
    {
      label: "header.links.team",
      items: [
        { label: "header.links.players", href: "/#team" },
        { label: "header.links.coachingStaff", href: "/#coaching-staff" },
        { label: "header.links.administrativeStaff", href: "/#administrative-staff" },
      ],
    },
    {
      label: "header.links.academy",
      items: [
        { label: "header.links.playerRegistration", href: "/academy-registration" },
        ...(staffMenu?.academyAdmin ? [{ label: "header.links.academyAdmin", href: "/academy-admin" }] : []),
      ],
    },
    { label: "header.links.news", href: "/#news" },
    { label: "header.links.blog", href: "/blog" },
    { label: "header.links.shop", href: "/shop" },
    { label: "header.links.membership", href: "/membership" },
    { label: "header.links.gallery", href: "/#gallery" },
    { label: "header.links.contact", href: "/#contact" },
    ...(staffMenu ? [{ label: "header.links.admin", items: adminLinks }] : []),
  ];
}

function isGroup(item: NavItem): item is NavGroupItem {
  return "items" in item;
}

/** Page links (not in-page anchors) are "current" on their own path. */
// The home page's sections are HTML only the server renders (ADR 0025): a link into them from another
// page loads the document, and on the home page itself it is the browser's own jump to the anchor.
const intoHomeSections = (href: string) => href.startsWith("/#");

function isCurrent(href: string, pathname: string): boolean {
  return !href.includes("#") && href === pathname;
}

/** Closes the <details> (dropdown, group, mobile menu) around a chosen link. */
function closeEnclosingDetails(from: Element) {
  let details = from.closest("details");
  while (details) {
    details.open = false;
    details = details.parentElement?.closest("details") ?? null;
  }
}

export function SiteHeader({ staffMenu }: { staffMenu: StaffMenu | null }) {
  const headerRef = useRef<HTMLElement>(null);
  const { pathname, hash, key } = useLocation();
  const t = useT();

  // With JS: a click outside closes an open dropdown (or the mobile menu); Escape closes and
  // returns focus to the summary. Without JS the <details> still open and close on click/Enter.
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;

    function onDocumentClick(event: globalThis.MouseEvent) {
      const target = event.target as Node | null;
      header!.querySelectorAll<HTMLDetailsElement>("details[data-nav-dropdown][open], details[data-mobile-menu][open]")
        .forEach((details) => {
          if (!target || !details.contains(target)) details.open = false;
        });
    }

    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== "Escape") return;
      const open = [...header!.querySelectorAll<HTMLDetailsElement>("details[open]")];
      if (!open.length) return;
      const focused = document.activeElement;
      const outermostWithFocus = open.find((details) => focused && details.contains(focused));
      open.forEach((details) => (details.open = false));
      outermostWithFocus?.querySelector<HTMLElement>(":scope > summary")?.focus();
    }

    document.addEventListener("click", onDocumentClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("click", onDocumentClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  // Any navigation (including a hash change) closes whatever is open. Only a real change: the scripts
  // may load on the visitor's first tap (the one that opened the menu), and the effect's first run at
  // start-up must not close it again.
  const shownLocation = useRef(`${key}${pathname}${hash}`);
  useEffect(() => {
    const location = `${key}${pathname}${hash}`;
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    headerRef.current?.querySelectorAll("details[open]").forEach((details) => {
      (details as HTMLDetailsElement).open = false;
    });
  }, [pathname, hash, key]);

  function onChooseLink(event: MouseEvent<HTMLAnchorElement>) {
    closeEnclosingDetails(event.currentTarget);
  }

  /** Opening one desktop dropdown closes the others. */
  function onDropdownToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    const opened = event.currentTarget;
    if (!opened.open) return;
    headerRef.current?.querySelectorAll<HTMLDetailsElement>("details[data-nav-dropdown][open]").forEach((details) => {
      if (details !== opened) details.open = false;
    });
  }

  const siteNavigation = siteNavigationFor(staffMenu);
  const desktopItems = siteNavigation;
  const lastGroupIndex = desktopItems.reduce((last, item, index) => (isGroup(item) ? index : last), -1);

  return (
    <header ref={headerRef} className="sticky top-0 z-40 bg-club-navy text-white shadow-md shadow-black/20">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          discover="none"
          to="/"
          className="focus-ring flex min-w-0 items-center gap-2.5 rounded-md py-1 pr-1"
          onClick={onChooseLink}
        >
          <img src={club.logoUrl} width={40} height={40} alt="" className="size-10 shrink-0" />
          <span className="text-base font-extrabold leading-tight tracking-tight sm:text-lg lg:hidden xl:inline">
            {club.name}
          </span>
          <span className="hidden text-base font-extrabold leading-tight tracking-tight lg:inline xl:hidden">
            {club.shortName}
          </span>
        </Link>

        <nav aria-label={t("header.navLabel")} className="flex items-center">
          {/* Desktop bar */}
          <ul className="hidden items-center gap-0.5 lg:flex">
            {desktopItems.map((item, index) =>
              isGroup(item) ? (
                <li key={item.label} className="relative">
                  <details data-nav-dropdown className="group/dropdown" onToggle={onDropdownToggle}>
                    <summary
                      data-active={item.items.some((child) => isCurrent(child.href, pathname)) || undefined}
                      className="nav-group"
                    >
                      {t(item.label)}
                      <Icon name="chevron-down" />
                    </summary>
                    <ul
                      className={index === lastGroupIndex ? "nav-dropdown right-0" : "nav-dropdown left-0"}
                    >
                      {item.items
                        .filter((child) => !child.mobileOnly)
                        .map((child) => (
                          <li key={child.href}>
                            {child.comingSoon ? (
                              <ComingSoon label={t(child.label)} className="px-4 py-2.5 text-sm text-slate-500" />
                            ) : (
                              <Link
                                discover="none"
                                to={child.href}
                                reloadDocument={intoHomeSections(child.href)}
                                onClick={onChooseLink}
                                aria-current={isCurrent(child.href, pathname) ? "page" : undefined}
                                className="nav-dropdown-link"
                              >
                                {t(child.label)}
                              </Link>
                            )}
                          </li>
                        ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.href}>
                  <Link
                    discover="none"
                    to={item.href}
                    reloadDocument={intoHomeSections(item.href)}
                    onClick={onChooseLink}
                    aria-current={isCurrent(item.href, pathname) ? "page" : undefined}
                    className="nav-link"
                  >
                    {t(item.label)}
                  </Link>
                </li>
              ),
            )}
          </ul>
          {/* Not an item of the bar: the same page in the other language. */}
          <div className="hidden lg:block">
            <OtherLanguageLinks className="nav-link" />
          </div>

          {/* Mobile menu */}
          <details data-mobile-menu className="group/menu lg:hidden">
            <summary
              className="summary-reset focus-ring flex h-11 items-center gap-2 rounded-md border border-white/20 px-3 text-sm font-semibold hover:border-club-orange hover:text-club-orange"
            >
              <Icon name="menu" className="size-5 group-open/menu:hidden" />
              <Icon name="x" className="hidden size-5 group-open/menu:block" />
              {t("header.menu")}
            </summary>
            <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-club-navy shadow-xl shadow-black/30">
              <ul className="mx-auto flex max-w-7xl flex-col gap-0.5 px-4 py-3 sm:px-6">
                {siteNavigation.map((item) =>
                  isGroup(item) ? (
                    <li key={item.label}>
                      <details className="group/section">
                        <summary
                          className="menu-group"
                        >
                          {t(item.label)}
                          <Icon name="chevron-down" />
                        </summary>
                        <ul className="menu-sublist">
                          {item.items.map((child) => (
                            <li key={child.href}>
                              {child.comingSoon ? (
                                <ComingSoon label={t(child.label)} className="min-h-11 px-3 py-2 text-base text-slate-300" />
                              ) : (
                                <MobileLink href={child.href} label={t(child.label)} pathname={pathname} onClick={onChooseLink} />
                              )}
                            </li>
                          ))}
                        </ul>
                      </details>
                    </li>
                  ) : (
                    <li key={item.href}>
                      <MobileLink href={item.href} label={t(item.label)} pathname={pathname} onClick={onChooseLink} />
                    </li>
                  ),
                )}
                <li className="mt-1 border-t border-white/15 pt-1">
                  <OtherLanguageLinks className="menu-link" />
                </li>
              </ul>
            </div>
          </details>
        </nav>
      </div>
    </header>
  );
}

function MobileLink({
  href,
  label,
  pathname,
  onClick,
}: {
  href: string;
  label: string;
  pathname: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <Link
      discover="none"
      to={href}
      reloadDocument={intoHomeSections(href)}
      onClick={onClick}
      aria-current={isCurrent(href, pathname) ? "page" : undefined}
      className="menu-link"
    >
      {label}
    </Link>
  );
}

function ComingSoon({ label, className }: { label: string; className: string }) {
  const t = useT();
  return (
    <span className={cx("flex items-center gap-2", className)}>
      {label} <span className="text-xs">{t("header.comingSoon")}</span>
    </span>
  );
}
