import { hasPermission, sectionsFor, type StaffMenu } from "~/config/admin-sections";
import type { Role } from "~/config/roles";

/**
 * The admin links the public header shows a signed-in staff member: the menu's sections their role may
 * open, and whether they may open the academy's admin screen. Computed on the server (the root loader),
 * so the admin registry never reaches a visitor's browser.
 */
export function staffMenuFor(role: Role): StaffMenu {
  return {
    sections: sectionsFor(role)
      .filter((section) => section.inSiteMenu)
      .map(({ id, href, built }) => ({ id, href, built })),
    academyAdmin: hasPermission(role, "academy"),
  };
}
