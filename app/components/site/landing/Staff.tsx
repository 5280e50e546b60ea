import { coachAnchor, type AdministrativeStaffMember, type Coach } from "~/config/club-staff";
import { useTeamName } from "~/components/site/matches/team-name";
import { Icon } from "~/components/ui/Icon";
import { CardRow } from "./CardRow";
import { ProfileCard } from "./ProfileCard";
import { useT } from "~/utils/i18n";
import { Section } from "./Section";

/** A coach with the teams the public pages name them coach of (models/matches/season.server.ts `teamsByCoach`). */
export type CoachWithTeams = Coach & { teams: { slug: string; name: string }[] };

// The lists come from the loader, already in the page's language (services/club-staff.server.ts),
// which keeps their text out of the JavaScript.
export function CoachingStaff({ coachingStaff }: { coachingStaff: CoachWithTeams[] }) {
  const t = useT("landing");
  const teamName = useTeamName();
  return (
    <Section id="coaching-staff" title={t("staff.coachingTitle")} lead={t("staff.coachingLead")} tone="grey">
      <CardRow
        id="coaching-staff-list"
        label={t("staff.coachesLabel")}
        seeAll={t("staff.seeAllCoaches", { count: coachingStaff.length })}
        grid="sm:grid-cols-2 lg:grid-cols-4"
      >
        {coachingStaff.map((coach) => (
          <ProfileCard key={coach.name} id={coachAnchor(coach.name)} name={coach.name} imageUrl={coach.imageUrl} subtitle={coach.position}>
            <p className="mt-1 text-sm text-slate-600">{t("staff.experience", { years: coach.experience })}</p>
            {coach.teams.length ? (
              <p className="mt-1 text-sm">
                {t("staff.coachOf")}{" "}
                {coach.teams.map((team, index) => (
                  <span key={team.slug}>
                    {index ? ", " : null}
                    <a href={`/teams/${team.slug}`} className="font-semibold underline">
                      {teamName(team.name)}
                    </a>
                  </span>
                ))}
              </p>
            ) : null}
            <p className="bio">{coach.bio}</p>
            <h4>{t("staff.certifications")}</h4>
            <ul className="card-list mt-1">
              {coach.certifications.map((certification) => (
                <li key={certification}>{certification}</li>
              ))}
            </ul>
          </ProfileCard>
        ))}
      </CardRow>
    </Section>
  );
}

export function AdministrativeStaff({ administrativeStaff }: { administrativeStaff: AdministrativeStaffMember[] }) {
  const t = useT("landing");
  return (
    <Section id="administrative-staff" title={t("staff.administrativeTitle")} lead={t("staff.administrativeLead")}>
      <CardRow
        id="administrative-staff-list"
        label={t("staff.administrativeLabel")}
        seeAll={t("staff.seeAllStaff", { count: administrativeStaff.length })}
        grid="md:grid-cols-2 lg:grid-cols-3"
        from="md"
      >
        {administrativeStaff.map((person) => (
          <li key={person.email} className="person-card">
            <img
              src={person.imageUrl}
              alt={t("staff.portraitOf", { name: person.name })}
              width={80}
              height={80}
              loading="lazy"
            />
            <div className="min-w-0">
              <h3>{person.name}</h3>
              <p className="accent">{person.position}</p>
              <p className="text-sm text-slate-600">{person.department}</p>
              <ul className="card-list mt-2">
                {person.responsibilities.map((responsibility) => (
                  <li key={responsibility}>{responsibility}</li>
                ))}
              </ul>
              <div className="links">
                <a href={`mailto:${person.email}`}>
                  <Icon name="mail" />
                  {person.email}
                </a>
                <a href={`tel:${person.phone.replace(/\s+/g, "")}`}>
                  <Icon name="phone" />
                  {person.phone}
                </a>
              </div>
            </div>
          </li>
        ))}
      </CardRow>
    </Section>
  );
}
