// The club facts the office edits in Settings (phone, e-mail, hours, address), as the root loader
// provides them; the defaults in config/club.ts stand in where the root's data is missing (an error page).
import { useRouteLoaderData } from "@remix-run/react";
import { club } from "~/config/club";
import { useT } from "~/utils/i18n";

export type PublicClubFacts = { phone: string; email: string; officeHours: string; address: string };

export function useClubFacts(): PublicClubFacts {
  const root = useRouteLoaderData("root") as { clubFacts?: PublicClubFacts } | undefined;
  const t = useT();
  const facts = root?.clubFacts ?? { phone: club.phone, email: club.email, officeHours: club.officeHours, address: club.address };
  // The default hours read in the page's language; hours the office typed in Settings stay as written.
  return facts.officeHours === club.officeHours ? { ...facts, officeHours: t("club.officeHours") } : facts;
}
