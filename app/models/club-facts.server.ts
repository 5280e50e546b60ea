// The club facts the office changes (phone, e-mail, opening hours, address): stored in `settings`,
// with the values in app/config/club.ts as the fallback. The footer and the contact section show them
// on every page, so they are kept in memory and read again only after a change.
import { club } from "~/config/club";
import { noteRead } from "~/db/table-tracking.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { readSettings, writeSetting } from "~/models/settings.server";
import { clubFactsSchema, type ClubFacts } from "~/schemas/settings";
import { invalidInput } from "~/utils/field-errors";
import type { Result } from "~/utils/result";
import { singleton } from "~/utils/singleton.server";

export const CLUB_FACT_KEYS: Record<keyof ClubFacts, string> = {
  phone: "club.phone",
  email: "club.email",
  officeHours: "club.officeHours",
  address: "club.address",
};

export const DEFAULT_CLUB_FACTS: ClubFacts = {
  phone: club.phone,
  email: club.email,
  officeHours: club.officeHours,
  address: club.address,
};

const cache = () => singleton("club-facts-cache", () => ({ facts: null as ClubFacts | null }));

export function getClubFacts(): ClubFacts {
  const cached = cache();
  // Memoised, so no statement runs: tell the page cache these pages depend on the settings anyway.
  noteRead("settings");
  if (cached.facts) return cached.facts;
  const stored = readSettings(Object.values(CLUB_FACT_KEYS));
  const facts = { ...DEFAULT_CLUB_FACTS };
  for (const [field, key] of Object.entries(CLUB_FACT_KEYS) as Array<[keyof ClubFacts, string]>) {
    const raw = stored.get(key);
    if (raw === undefined) continue;
    try {
      const value = JSON.parse(raw);
      if (typeof value === "string" && value.trim()) facts[field] = value;
    } catch {
      // A hand-edited row that is not JSON: the default stands.
    }
  }
  cached.facts = facts;
  return facts;
}

export function updateClubFacts(
  input: unknown,
  actor: AuditActor,
): Result<{ facts: ClubFacts }, "invalid"> {
  const parsed = clubFactsSchema.safeParse(input);
  if (!parsed.success) {
    return invalidInput(parsed.error);
  }
  const before = getClubFacts();
  const changed = (Object.keys(CLUB_FACT_KEYS) as Array<keyof ClubFacts>).filter((f) => before[f] !== parsed.data[f]);
  for (const field of changed) writeSetting(CLUB_FACT_KEYS[field], parsed.data[field]);
  cache().facts = null;
  if (changed.length) {
    recordAudit(actor, "settings.club-facts", { type: "settings", id: "club" }, `Changed the club's ${changed.join(", ")}`, {
      before: Object.fromEntries(changed.map((f) => [f, before[f]])),
      after: Object.fromEntries(changed.map((f) => [f, parsed.data[f]])),
    });
  }
  return { ok: true, facts: parsed.data };
}
