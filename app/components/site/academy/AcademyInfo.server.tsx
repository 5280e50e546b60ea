// The registration page's fixed texts: the academy's policies under the agreements and who to ask for
// help. HTML only the server renders (ADR 0025): the browser keeps them and gets none of this code.
import { ACADEMY_POLICY_ANCHORS } from "~/config/academy";
import { club } from "~/config/club";
import { Icon } from "~/components/ui/Icon";
import { useClubFacts } from "~/utils/club-facts";
import { useT } from "~/utils/i18n";

/** Who to ask for help with the form: the academy's phone and e-mail, and the office hours as the office set them. */
export function AcademyHelp() {
  const t = useT("academy");
  const { officeHours } = useClubFacts();
  return (
    <aside className="lg:col-span-1">
      <div className="rounded-xl bg-club-navy p-6 text-white lg:sticky lg:top-24">
        <h2 className="text-xl font-bold">{t("help.heading")}</h2>
        <p className="mt-2 text-slate-300">{t("help.officeOpen", { hours: officeHours })}</p>
        <div className="mt-4 flex flex-col gap-3">
          <a
            href={`tel:${club.academyPhone.replace(/\s+/g, "")}`}
            className="inline-flex items-center gap-2 font-semibold text-club-orange hover:underline"
          >
            <Icon name="phone" className="h-4 w-4" />
            {t("help.call", { phone: club.academyPhone })}
          </a>
          <a href={`mailto:${club.academyEmail}`} className="inline-flex items-center gap-2 break-all font-semibold text-club-orange hover:underline">
            <Icon name="mail" className="h-4 w-4" />
            {club.academyEmail}
          </a>
        </div>
      </div>
    </aside>
  );
}

/** The academy's terms, code of conduct and safeguarding policy, each at its own anchor. */
export function AcademyPolicies() {
  const t = useT("academy");
  return (
    <div className="space-y-3 rounded-md bg-slate-50 p-4 text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">{t("policies.heading")}</h3>
      {ACADEMY_POLICY_ANCHORS.map((anchor) => (
        <section key={anchor} id={anchor} aria-labelledby={`${anchor}-heading`} className="scroll-mt-24">
          <h4 id={`${anchor}-heading`} className="font-semibold text-slate-900">
            {t(`policies.${anchor}.title`)}
          </h4>
          <p>{t(`policies.${anchor}.text`, { phone: club.academyPhone, email: club.academyEmail })}</p>
        </section>
      ))}
    </div>
  );
}
