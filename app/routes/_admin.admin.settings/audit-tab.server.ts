// The Audit log tab: who changed what, filtered by area (or one action), user and text, a page at a time.
import type { z } from "zod";
import { listAudit } from "~/models/audit.server";
import { listUsersForAdmin } from "~/models/user.server";
import type { settingsPageQuerySchema } from "~/schemas/settings";
import { AUDIT_AREA_LABELS, AUDIT_AREAS } from "~/utils/audit";

const AUDIT_PAGE_SIZE = 25;

export function loadAuditTab(query: z.infer<typeof settingsPageQuerySchema>) {
  const page = query.page ?? 1;
  const { entries, total } = listAudit({
    action: query.area,
    userId: query.user,
    q: query.q,
    limit: AUDIT_PAGE_SIZE,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
  });
  return {
    tab: "audit" as const,
    audit: {
      entries: entries.map(({ details: _details, ...entry }) => entry),
      total,
      page,
      pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
      filter: { area: query.area ?? "", user: query.user ?? null, q: query.q ?? "" },
      areas: AUDIT_AREAS.map((area) => ({ value: area, label: AUDIT_AREA_LABELS[area] })).sort((a, b) => a.label.localeCompare(b.label)),
    },
    users: listUsersForAdmin().map(({ id, username }) => ({ id, username })),
  };
}
