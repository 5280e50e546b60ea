// The audit log's vocabulary: every action that is recorded, named `area.what`. The area (the part
// before the first dot) is what the audit log filters by, so a new action starts here: `recordAudit`
// accepts only these names, and a new area needs its label and its permission below before it compiles.
import { hasPermission, type Permission } from "~/config/admin-sections";
import type { Role } from "~/config/roles";

export const AUDIT_ACTIONS = [
  "academy.approve",
  "academy.reject",
  "blog.create",
  "blog.update",
  "blog.publish",
  "blog.unpublish",
  "blog.delete",
  "blog.comment.approve",
  "blog.comment.reject",
  "database.check",
  "database.backup",
  "database.download-backup",
  "email.send",
  "email.welcome",
  "email.sponsorship",
  "email.match-notification",
  "email-template.update",
  "email-template.activate",
  "email-template.deactivate",
  "email-template.delete",
  "fee.plan",
  "fee.bursary",
  "fee.invoice",
  "fee.invoice-void",
  "fee.payment",
  "fee.assign",
  "fee.unassign",
  "fee.not-fee",
  "fee.cash",
  "fee.import",
  "fee.c2b-register",
  "fee.remind",
  "fee.export",
  "fixture.create",
  "fixture.update",
  "fixture.postpone",
  "fixture.cancel",
  "fixture.reinstate",
  "fixture.result",
  "fixture.league-result",
  "fixture.team.create",
  "fixture.team.update",
  "fixture.team.delete",
  "fixture.competition.create",
  "fixture.competition.update",
  "fixture.competition.delete",
  "gallery.add",
  "gallery.upload",
  "gallery.update",
  "gallery.move",
  "gallery.delete",
  "mail.test",
  "membership.activate",
  "membership.suspend",
  "membership.expire",
  "membership.renew",
  "membership.award-points",
  "membership.benefit-create",
  "membership.benefit-update",
  "membership.content-create",
  "membership.content-update",
  "membership.content-publish",
  "membership.content-unpublish",
  "payment.settle",
  "payment.expire",
  "payment.late-result",
  "payment.recheck",
  "payment.finish",
  "push.send",
  "session.sign-out-others",
  "settings.club-facts",
  "settings.season-cutoff",
  "shop.product.create",
  "shop.product.update",
  "shop.product.archive",
  "shop.product.restore",
  "shop.order.status",
  "shop.order.confirm",
  "shop.order.expire",
  "squad.player.add",
  "squad.player.move",
  "squad.player.archive",
  "squad.player.erase",
  "squad.guardian.add",
  "squad.guardian.update",
  "squad.coach.assign",
  "squad.coach.remove",
  "squad.export",
  "squad.message",
  "squad.training-cancel",
  "squad.training-reinstate",
  "squad.availability-request",
  "squad.availability-remind",
  "squad.availability-scheduled-reminder",
  "squad.match-squad",
  "squad.training-attendance",
  "sponsor.create",
  "sponsor.update",
  "sponsor.delete",
  "staff-email.add",
  "staff-email.update",
  "staff-email.deactivate",
  "staff-email.reactivate",
  "staff-email.remove",
  "user.create",
  "user.role",
  "user.reset-password",
  "user.disable",
  "user.enable",
  "user.sign-out",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

type AreaOf<Action extends string> = Action extends `${infer Area}.${string}` ? Area : never;
export type AuditArea = AreaOf<AuditAction>;

const areaOf = (action: AuditAction) => action.slice(0, action.indexOf(".")) as AuditArea;

/** Every area, in the order of the list above. */
export const AUDIT_AREAS = [...new Set(AUDIT_ACTIONS.map(areaOf))] as [AuditArea, ...AuditArea[]];

/** How the audit filter names each area. */
export const AUDIT_AREA_LABELS: Record<AuditArea, string> = {
  academy: "Academy registrations",
  blog: "Blog",
  database: "Database",
  email: "E-mails sent",
  "email-template": "E-mail templates",
  fee: "Academy fees",
  fixture: "Fixtures and results",
  gallery: "Gallery",
  mail: "Test e-mails",
  membership: "Fan members",
  payment: "M-Pesa payments",
  push: "Push notifications",
  session: "Sessions",
  settings: "Settings",
  shop: "Shop",
  sponsor: "Sponsors",
  squad: "Squads and families",
  "staff-email": "Staff e-mails",
  user: "Users",
};

/**
 * Who may read an area's entries outside the audit log (which is admins' only): the permission of the
 * admin section whose work the entries record. An entry tells what was done to what (names, addresses,
 * accounts), so a user sees only the entries of sections they may open themselves: staff see the
 * day-to-day areas; accounts, passwords, sessions, settings, backups, the test e-mail, the templates
 * and staff e-mail accounts are admins' (admin-only sections, or parts of them).
 */
const AUDIT_AREA_PERMISSIONS: Record<AuditArea, Permission> = {
  academy: "academy",
  blog: "blog",
  database: "database",
  email: "email",
  "email-template": "email-templates",
  fee: "fees",
  fixture: "fixtures",
  gallery: "gallery",
  mail: "users",
  membership: "membership",
  payment: "shop",
  push: "push",
  session: "users",
  settings: "users",
  shop: "shop",
  sponsor: "sponsors",
  // The academy's (staff and admins), not every user with "squads": a coach must not read of other
  // teams' children and families on the dashboard.
  squad: "academy",
  "staff-email": "staff-accounts",
  user: "users",
};

/** The audit areas a role may read entries of. */
export function auditAreasFor(role: Role): AuditArea[] {
  return AUDIT_AREAS.filter((area) => hasPermission(role, AUDIT_AREA_PERMISSIONS[area]));
}
