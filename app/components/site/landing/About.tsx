import { ACADEMY_MAX_AGE } from "~/config/academy";
import { club, clubYearsActive } from "~/config/club";
import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { useT } from "~/utils/i18n";
import { Section } from "./Section";

// Labels and texts are "landing:about.achievements.<key>" and "landing:about.values.<key>.title/text".
const achievements = [
  { value: "12", key: "championships", icon: "trophy" },
  { value: "200+", key: "players", icon: "users" },
  { value: String(clubYearsActive()), key: "years", icon: "medal" },
  { value: `U-${ACADEMY_MAX_AGE}`, key: "academy", icon: "star" },
] as const;

const coreValues = [
  { key: "excellence", icon: "award" },
  { key: "community", icon: "heart" },
  { key: "development", icon: "sprout" },
  { key: "integrity", icon: "shield" },
] as const;

export function About() {
  const t = useT("landing");
  return (
    <Section
      id="about"
      title={t("about.title", { club: club.shortName })}
      lead={t("about.lead", { year: club.foundedYear, city: club.city })}
    >
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <h3 className="text-xl font-bold">{t("about.storyTitle")}</h3>
          <p className="mt-2 text-slate-700">{t("about.story", { year: club.foundedYear, age: ACADEMY_MAX_AGE })}</p>
        </div>
        <div>
          <h3 className="text-xl font-bold">{t("about.missionTitle")}</h3>
          <p className="mt-2 text-slate-700">{t("about.mission")}</p>
        </div>
        <div>
          <h3 className="text-xl font-bold">{t("about.visionTitle")}</h3>
          <p className="mt-2 text-slate-700">{t("about.vision")}</p>
        </div>
      </div>

      <ul className="mt-8 grid grid-cols-2 gap-3 sm:mt-12 sm:gap-4 lg:grid-cols-4" aria-label={t("about.achievementsLabel")}>
        {achievements.map((item) => (
          <li key={item.key} className="achievement">
            <Icon name={item.icon} />
            <p>{item.value}</p>
            <p>{t(`about.achievements.${item.key}`)}</p>
          </li>
        ))}
      </ul>

      <h3 className="mt-8 text-center text-2xl font-bold sm:mt-12">{t("about.valuesTitle")}</h3>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {coreValues.map((value) => (
          <li key={value.key} className="core-value">
            <Icon name={value.icon} />
            <h4>{t(`about.values.${value.key}.title`)}</h4>
            <p>{t(`about.values.${value.key}.text`)}</p>
          </li>
        ))}
      </ul>

      <div className="mt-8 flex flex-wrap justify-center gap-3 sm:mt-10">
        <a href="#contact" className={buttonClasses("secondary", "lg")}>
          {t("about.getInTouch")}
        </a>
        <a href="/academy-registration" className={buttonClasses("default", "lg")}>
          {t("about.joinAcademy")}
        </a>
      </div>
    </Section>
  );
}
