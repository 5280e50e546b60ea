// Site links use discover="none": Remix finds a link's route when it is clicked instead of when it is
// rendered, so the ~50 links in the header and footer of every page add no attribute each and no
// manifest request after the page loads on a slow phone.
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode, type SyntheticEvent } from "react";
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
  /** Only in the phone menu, hidden from the desktop bar (the Admin group's dashboard link). */
  mobileOnly?: boolean;
  /** An admin screen that is not built yet: listed, but not a link. */
  comingSoon?: boolean;
};
type NavGroupItem = { label: string; items: NavLinkItem[] };
export type NavItem = NavLinkItem | NavGroupItem;

/**
 * The navigation bar, in order: one list, the desktop bar on wide screens and the phone menu on narrow
 * ones. The admin links (the Admin group, the academy's admin screen) are only for signed-in staff, and
 * only the screens their role may open (`staffMenu`, from the root loader); visitors find "Staff login"
 * in the footer.
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
    { label: "header.links.fixtures", href: "/fixtures" },
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

// The phone's Menu toggle is a <details> whose summary shows the list after it (`peer-open:`), not
// content of its own: a closed <details> hides its content in a way CSS cannot undo in some browsers,
// and from lg the same list is the bar. The summary names that list in aria-controls.
const MENU_ID = "site-menu";

/** The elements a <details> opens: itself, and for the Menu toggle the list its summary controls. */
function regionOf(details: HTMLDetailsElement): Element[] {
  const controls = details.querySelector(":scope > summary")?.getAttribute("aria-controls");
  const controlled = controls ? document.getElementById(controls) : null;
  return controlled ? [details, controlled] : [details];
}

const holds = (details: HTMLDetailsElement, node: Node) => regionOf(details).some((element) => element.contains(node));

/** True when the list is the desktop bar (the Menu toggle is hidden), false in the phone menu. */
function isBar(header: HTMLElement): boolean {
  const toggle = header.querySelector("details[data-mobile-menu]");
  return !toggle || getComputedStyle(toggle).display === "none";
}

/** Closes every open <details> of the header: the menu, its groups, a dropdown. */
function closeAll(header: HTMLElement | null) {
  header?.querySelectorAll<HTMLDetailsElement>("details[open]").forEach((details) => (details.open = false));
}

/** `actions`: controls beside the menu (the notification button, which floats from lg). */
export function SiteHeader({ staffMenu, actions }: { staffMenu: StaffMenu | null; actions?: ReactNode }) {
  const headerRef = useRef<HTMLElement>(null);
  const { pathname, hash, key } = useLocation();
  const t = useT();

  // With JS: a click outside closes an open dropdown of the bar, or the phone menu (a click inside the
  // menu, on one of its groups, keeps it open); Escape closes and returns focus to the summary of what
  // held the focus. Without JS the <details> still open and close on click/Enter/Space.
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;

    function onDocumentClick(event: globalThis.MouseEvent) {
      const target = event.target as Node | null;
      const outside = (details: HTMLDetailsElement) => !target || !holds(details, target);
      if (isBar(header!)) {
        header!.querySelectorAll<HTMLDetailsElement>("details[data-nav-dropdown][open]").forEach((details) => {
          if (outside(details)) details.open = false;
        });
        return;
      }
      const menu = header!.querySelector<HTMLDetailsElement>("details[data-mobile-menu][open]");
      if (menu && outside(menu)) closeAll(header);
    }

    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== "Escape") return;
      const open = [...header!.querySelectorAll<HTMLDetailsElement>("details[open]")];
      if (!open.length) return;
      const focused = document.activeElement;
      // In document order: the Menu toggle comes before its groups, so it is the one focus returns to.
      const outermostWithFocus = open.find((details) => focused && holds(details, focused));
      closeAll(header);
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
    closeAll(headerRef.current);
  }, [pathname, hash, key]);

  /** A chosen link closes the menu and the group or dropdown it was in. */
  function onChooseLink() {
    closeAll(headerRef.current);
  }

  /** Opening one dropdown of the bar closes the others (the phone menu's groups open independently). */
  function onDropdownToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    const opened = event.currentTarget;
    const header = headerRef.current;
    if (!opened.open || !header || !isBar(header)) return;
    header.querySelectorAll<HTMLDetailsElement>("details[data-nav-dropdown][open]").forEach((details) => {
      if (details !== opened) details.open = false;
    });
  }

  const siteNavigation = siteNavigationFor(staffMenu);
  const lastGroupIndex = siteNavigation.reduce((last, item, index) => (isGroup(item) ? index : last), -1);

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

        <div className="flex shrink-0 items-center gap-2">
          {actions}
          <nav aria-label={t("header.navLabel")} className="flex items-center">
            <details data-mobile-menu className="peer group/menu lg:hidden">
              <summary
                aria-controls={MENU_ID}
                className="summary-reset focus-ring flex h-11 items-center gap-2 rounded-md border border-white/20 px-3 text-sm font-semibold hover:border-club-orange hover:text-club-orange"
              >
                <Icon name="menu" className="size-5 group-open/menu:hidden" />
                <Icon name="x" className="hidden size-5 group-open/menu:block" />
                {t("header.menu")}
              </summary>
            </details>
            <div id={MENU_ID} className="site-menu">
              <ul className="nav-list">
                {siteNavigation.map((item, index) =>
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
                        <ul className={cx("nav-dropdown", index === lastGroupIndex ? "right-0" : "left-0")}>
                          {item.items.map((child) => (
                            <li key={child.href} className={child.mobileOnly ? "lg:hidden" : undefined}>
                              {child.comingSoon ? (
                                <ComingSoon label={t(child.label)} />
                              ) : (
                                <NavLink href={child.href} label={t(child.label)} pathname={pathname} onClick={onChooseLink} className="nav-dropdown-link" />
                              )}
                            </li>
                          ))}
                        </ul>
                      </details>
                    </li>
                  ) : (
                    <li key={item.href}>
                      <NavLink href={item.href} label={t(item.label)} pathname={pathname} onClick={onChooseLink} className="nav-link" />
                    </li>
                  ),
                )}
              </ul>
              {/* Not an item of the list: the same page in the other language. */}
              <div className="nav-language">
                <OtherLanguageLinks className="nav-link" />
              </div>
            </div>
          </nav>
        </div>
      </div>
    </header>
  );
}

function NavLink({
  href,
  label,
  pathname,
  onClick,
  className,
}: {
  href: string;
  label: string;
  pathname: string;
  onClick: () => void;
  className: string;
}) {
  return (
    <Link
      discover="none"
      to={href}
      reloadDocument={intoHomeSections(href)}
      onClick={onClick}
      aria-current={isCurrent(href, pathname) ? "page" : undefined}
      className={className}
    >
      {label}
    </Link>
  );
}

function ComingSoon({ label }: { label: string }) {
  const t = useT();
  return (
    <span className="nav-coming-soon">
      {label} <span className="text-xs">{t("header.comingSoon")}</span>
    </span>
  );
}
