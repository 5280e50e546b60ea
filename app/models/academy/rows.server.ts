// The academy registrations as the screens, lists and APIs read them (without the columns only the
// caps, the mails and the receipt link use), and a registration with the player's age.
import { getTableColumns } from "drizzle-orm";
import { academyRegistrations } from "~/db/schema";
import { ageOn, todayInNairobi } from "~/utils/age";

// The client IP and the parent's language serve the caps and the mails, and the receipt link's token
// hash opens the parent's receipt: no screen, list or API answer carries them.
const {
  clientIp: _clientIp,
  language: _language,
  accessTokenHash: _accessTokenHash,
  ...publicColumns
} = getTableColumns(academyRegistrations);
export const registrationColumns = publicColumns;
export type Registration = Omit<typeof academyRegistrations.$inferSelect, "clientIp" | "language" | "accessTokenHash">;

export function withAge<T extends { dateOfBirth: string }>(registration: T, today = todayInNairobi()) {
  return { ...registration, age: ageOn(registration.dateOfBirth, today) };
}
