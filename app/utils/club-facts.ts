// The club facts the office edits in Settings (phone, e-mail, hours, address), as the root loader
// provides them; the defaults in config/club.ts stand in where the root's data is missing (an error page).
import { useRouteLoaderData } from "@remix-run/react";
import { club, defaultOfficeHours } from "~/config/club";
import { useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";

export type PublicClubFacts = { phone: string; email: string; officeHours: string; address: string };

export function useClubFacts(): PublicClubFacts {
  const root = useRouteLoaderData("root") as { clubFacts?: PublicClubFacts } | undefined;
  const t = useT();
  const format = useFormat();
  const facts = root?.clubFacts ?? { phone: club.phone, email: club.email, officeHours: club.officeHours, address: club.address };
  // The default hours and address read in the page's language (times in its one time format); what
  // the office typed in Settings stays as written.
  return {
    ...facts,
    officeHours:
      facts.officeHours === club.officeHours
        ? `${t("club.officeDays")}, ${format.clockRange(defaultOfficeHours.from, defaultOfficeHours.to)}`
        : facts.officeHours,
    address: facts.address === club.address ? t("club.address") : facts.address,
  };
}
