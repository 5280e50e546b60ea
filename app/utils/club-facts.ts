// The club facts the office edits in Settings (phone, e-mail, hours, address), as the root loader
// provides them; the defaults in config/club.ts stand in where the root's data is missing (an error page).
import { useRouteLoaderData } from "@remix-run/react";
import { club } from "~/config/club";

export type PublicClubFacts = { phone: string; email: string; officeHours: string; address: string };

export function useClubFacts(): PublicClubFacts {
  const root = useRouteLoaderData("root") as { clubFacts?: PublicClubFacts } | undefined;
  return root?.clubFacts ?? { phone: club.phone, email: club.email, officeHours: club.officeHours, address: club.address };
}
