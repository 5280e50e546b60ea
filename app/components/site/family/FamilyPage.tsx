import { Form } from "@remix-run/react";
import { useState } from "react";
import { FamilyQuestions } from "~/components/site/availability/FamilyQuestions";
import { Icon } from "~/components/ui/Icon";
import { StatusButton } from "~/components/ui/StatusButton";
import type { FamilyPage as FamilyPageData } from "~/schemas/family-views";
import type { FieldConstraints } from "~/utils/form-reply";
import { useT } from "~/utils/i18n";
import { writtenInPage } from "~/utils/written-in-page";
import { ChildSeasons } from "./ChildSeasons";
import { ContactDetails } from "./ContactDetails";
import { FamilyFees } from "./FamilyFees";
import { RequestLinkBox } from "./FamilySignIn";
import { TeamCard } from "./TeamCard";
import { TeamNewsOnThisPhone } from "./TeamNewsOnThisPhone";

export type FamilyPageProps = {
  family: FamilyPageData | null;
  contactConstraint: FieldConstraints;
  /** The page is the copy guardians share: the guardian's part is written into it (FamilyRegion). */
  inPage?: boolean;
};

/**
 * /family: for a signed-in parent or guardian, each of their children's teams (one card per team, with
 * every child of theirs in it), the academy office and their own contact details; for anyone else, the
 * form that asks for a sign-in link. Phone first: one column, every part a native link or form.
 */
export function FamilyPage(props: FamilyPageProps) {
  return (
    <div className="bg-slate-50">
      <FamilyRegion {...props} />
    </div>
  );
}

/**
 * The page's own part. The page cache serves guardians a copy of the page they share (the site's frame,
 * rendered once per language) with each one's part written into this place as it is served
 * (app/shared-page-regions.server.tsx): in that copy (`inPage`) the place is marked and left empty, and
 * a guardian's part carries their data in `data-family` too, which useFamilyInPage reads back when the
 * page's scripts start, so it hydrates just as if the loader had sent it.
 */
export function FamilyRegion({ family, contactConstraint, inPage = false }: FamilyPageProps) {
  const t = useT("family");
  return (
    <div
      className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12"
      data-family-region={inPage ? "" : undefined}
      data-family={inPage && family ? JSON.stringify(family) : undefined}
    >
      {family ? (
        <>
          <header>
            <h1 className="text-3xl font-extrabold tracking-tight">{t("page.hello", { name: family.guardian.name })}</h1>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
              <span>{t("page.signedInAs", { email: family.guardian.email })}</span>
              <Form method="post">
                <StatusButton name="intent" value="sign-out" variant="outline" size="sm" pendingLabel={t("page.signingOut")}>
                  {t("page.signOut")}
                </StatusButton>
              </Form>
            </div>
          </header>

          <FamilyQuestions questions={family.availability ?? []} />
          {family.teams.map((team) => (
            <TeamCard key={team.id} team={team} />
          ))}
          <ChildSeasons seasons={family.seasons ?? []} teams={family.teams} />
          {family.fees ? <FamilyFees fees={family.fees} phone={family.guardian.phone} /> : null}
          {family.waiting.length ? (
            <p className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200" data-testid="family-waiting">
              {t("page.waiting", { names: family.waiting.map((child) => child.name).join(", ") })}
            </p>
          ) : null}
          {!family.teams.length && !family.waiting.length ? (
            <p className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200">{t("page.noChildren")}</p>
          ) : null}

          {family.teams.length ? <TeamNewsOnThisPhone /> : null}

          <section aria-labelledby="office-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h2 id="office-heading" className="text-xl font-bold">
              {t("office.heading")}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t("office.intro")}</p>
            <ul className="mt-3 space-y-2">
              <li>
                <a href={`tel:${family.academy.phone.replace(/\s+/g, "")}`} className="inline-flex items-center gap-2 font-semibold text-club-orange-dark underline">
                  <Icon name="phone" className="size-4" />
                  {family.academy.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${family.academy.email}`} className="inline-flex items-center gap-2 font-semibold text-club-orange-dark underline">
                  <Icon name="mail" className="size-4" />
                  {family.academy.email}
                </a>
              </li>
            </ul>
          </section>

          <ContactDetails guardian={family.guardian} pendingEmail={family.pendingEmail} constraints={contactConstraint} />
        </>
      ) : inPage ? null : (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight">{t("page.title")}</h1>
          <p className="text-slate-700">{t("page.intro")}</p>
          <RequestLinkBox />
        </>
      )}
    </div>
  );
}

/** The family the page shows: the loader's, or (`inPage`: the page was the copy guardians share) the one written into it. */
export function useFamilyInPage(family: FamilyPageData | null, inPage: boolean): FamilyPageData | null {
  const [written] = useState(() => (inPage ? writtenInPage<FamilyPageData>("data-family") : null));
  return inPage ? written : family;
}
