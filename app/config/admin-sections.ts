// The admin area's one registry. The admin navigation, the header's Admin menu and the dashboard tiles
// are all drawn from it, and each section's permission decides who may open it. A new admin screen is
// one route file, one entry here (set `built: true` when its route exists) and its line in
// route-policy.ts. A section that is not built yet shows as "Coming soon", never as a link to a 404.
import type { Role } from "~/config/roles";

/**
 * What a section needs. "dashboard" is any signed-in user of the admin area; "admin" is admins only,
 * the rule for any route that names nothing else. A few permissions guard one part of a section:
 * "email-templates" is changing the e-mail templates, which every message from the club is made of
 * (staff read and use them).
 */
export type Permission =
  | "admin"
  | "dashboard"
  | "academy"
  | "push"
  | "email"
  | "email-templates"
  | "blog"
  | "gallery"
  | "analytics"
  | "staff-accounts"
  | "users"
  | "database"
  | "shop"
  | "membership"
  | "sponsors"
  | "fixtures"
  | "squads"
  | "fees";

/**
 * Staff run the club's day-to-day screens; accounts, settings and the database are for admins. A coach
 * opens the squads of their own teams only (the squads model narrows every list to those teams).
 */
const coachPermissions: ReadonlySet<Permission> = new Set(["dashboard", "squads"]);
const staffPermissions: ReadonlySet<Permission> = new Set([
  "dashboard",
  "academy",
  "push",
  "email",
  "blog",
  "gallery",
  "analytics",
  "shop",
  "membership",
  "sponsors",
  "fixtures",
  "squads",
]);

/**
 * Fees (who owes what, bursaries and their reasons) are for admins and the treasurer only: a treasurer is
 * a staff member with "fees" besides; coaches and other staff never see who owes money.
 */
export function hasPermission(role: Role, permission: Permission): boolean {
  if (role === "coach") return coachPermissions.has(permission);
  if (permission === "fees") return role === "admin" || role === "treasurer";
  return role === "admin" || staffPermissions.has(permission);
}

// Icons are named, not imported, so the public site's header can read this registry without shipping
// the admin area's icons to every visitor (components/admin/AdminIcon.tsx draws them).
export type AdminIconName =
  | "dashboard"
  | "academy"
  | "mail"
  | "image"
  | "book"
  | "bell"
  | "users"
  | "chart"
  | "database"
  | "settings"
  | "shop"
  | "membership"
  | "handshake"
  | "payment"
  | "calendar";

export type AdminSection = {
  id: string;
  title: string;
  description: string;
  href: string;
  icon: AdminIconName;
  permission: Permission;
  /** False until the section's screen exists: then it is listed as "Coming soon" without a link. */
  built: boolean;
  /** Listed in the site header's Admin menu. */
  inSiteMenu?: boolean;
};

export const adminSections: readonly AdminSection[] = [
  {
    id: "dashboard",
    title: "Admin Dashboard",
    description: "System status and recent activity",
    href: "/admin-dashboard",
    icon: "dashboard",
    permission: "dashboard",
    built: true,
  },
  {
    id: "academy",
    title: "Academy Registrations",
    description: "Review and approve applications",
    href: "/academy-admin",
    icon: "academy",
    permission: "academy",
    built: true,
  },
  {
    id: "email",
    title: "Email Management",
    description: "Send e-mails, use templates, read the send log",
    href: "/email-management",
    icon: "mail",
    permission: "email",
    built: true,
    inSiteMenu: true,
  },
  {
    id: "gallery",
    title: "Photo Management",
    description: "Add, edit and remove gallery photos",
    href: "/gallery-admin",
    icon: "image",
    permission: "gallery",
    built: true,
    inSiteMenu: true,
  },
  {
    id: "blog",
    title: "Blog Management",
    description: "Write posts and moderate comments",
    href: "/blog-admin",
    icon: "book",
    permission: "blog",
    built: true,
    inSiteMenu: true,
  },
  {
    id: "push",
    title: "Push Notifications",
    description: "Send notifications to subscribers",
    href: "/admin",
    icon: "bell",
    permission: "push",
    built: true,
    inSiteMenu: true,
  },
  {
    id: "products",
    title: "Shop Products",
    description: "Products, prices and stock",
    href: "/admin/products",
    icon: "shop",
    permission: "shop",
    built: true,
  },
  {
    id: "orders",
    title: "Shop Orders",
    description: "Fulfil and track orders",
    href: "/admin/orders",
    icon: "shop",
    permission: "shop",
    built: true,
  },
  {
    id: "payments",
    title: "M-Pesa Payments",
    description: "Payments, re-checks and reconciliation",
    href: "/admin/payments",
    icon: "payment",
    permission: "shop",
    built: true,
  },
  {
    id: "members",
    title: "Fan Members",
    description: "Members, renewals and exclusive content",
    href: "/admin/members",
    icon: "membership",
    permission: "membership",
    built: true,
  },
  {
    id: "sponsors",
    title: "Sponsors",
    description: "The club's sponsors, thanked on the home page",
    href: "/admin/sponsors",
    icon: "handshake",
    permission: "sponsors",
    built: true,
  },
  {
    id: "fixtures",
    title: "Fixtures & Results",
    description: "Matches, results, other clubs' results for the tables; tell the fans",
    href: "/admin/fixtures",
    icon: "calendar",
    permission: "fixtures",
    built: true,
  },
  {
    id: "squads",
    title: "Squads & Families",
    description: "Players, their families and coaches, team by team",
    href: "/admin/squads",
    icon: "users",
    permission: "squads",
    built: true,
  },
  {
    id: "fees",
    title: "Academy Fees",
    description: "Who paid, who owes, Paybill payments to match, cash and reminders",
    href: "/admin/fees",
    icon: "payment",
    permission: "fees",
    built: true,
  },
  {
    id: "staff-emails",
    title: "Staff Emails",
    description: "Staff and administrator e-mail accounts",
    href: "/staff-emails",
    icon: "users",
    permission: "staff-accounts",
    built: true,
  },
  {
    id: "analytics",
    title: "Analytics",
    description: "Visitor and engagement figures",
    href: "/admin/analytics",
    icon: "chart",
    permission: "analytics",
    built: true,
  },
  {
    id: "database",
    title: "Database",
    description: "Storage, health checks and backups",
    href: "/admin/database",
    icon: "database",
    permission: "database",
    built: true,
  },
  {
    id: "settings",
    title: "Settings",
    description: "Users and site configuration",
    href: "/admin/settings",
    icon: "settings",
    permission: "users",
    built: true,
  },
];

/**
 * A screen's `handle` may name its page title when it differs from the section's navigation label
 * (the gallery's section is "Photo Management"; its page is "Photo Gallery Management", and the blog's
 * "Blog Management" is the page "Blog Administration"), or title a
 * screen that has no section of its own (the photo upload demo).
 */
export type AdminRouteHandle = { pageTitle?: string };

export type AdminSectionId = (typeof adminSections)[number]["id"];

export function sectionsFor(role: Role): AdminSection[] {
  return adminSections.filter((section) => hasPermission(role, section.permission));
}

/** The admin sections the public header's Admin menu may list (each has a "header.adminSections.<id>" text). */
export const siteMenuSections = adminSections.filter((section) => section.inSiteMenu);

/** The admin links the public header shows a signed-in staff member (services/staff-menu.server.ts). */
export type StaffMenu = { sections: Array<{ id: string; href: string; built: boolean }>; academyAdmin: boolean };

/** The section a path belongs to: the longest href that is the path or a parent of it. */
export function sectionForPath(pathname: string): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return adminSections
    .filter((section) => path === section.href || path.startsWith(`${section.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}
