import type { AdministrativeStaffMember, Coach } from "~/config/club";
import { Icon } from "~/components/ui/Icon";
import { CardRow } from "./CardRow";
import { ProfileCard } from "./ProfileCard";
import { Section } from "./Section";

// The lists come from the loader (club.ts on the server), which keeps their text out of the JavaScript.
export function CoachingStaff({ coachingStaff }: { coachingStaff: Coach[] }) {
  return (
    <Section id="coaching-staff" title="Coaching Staff" lead="Qualified coaches who put player development first." tone="grey">
      <CardRow
        id="coaching-staff-list"
        label="Coaches"
        seeAll={`See all ${coachingStaff.length} coaches`}
        grid="sm:grid-cols-2 lg:grid-cols-4"
      >
        {coachingStaff.map((coach) => (
          <ProfileCard key={coach.name} name={coach.name} imageUrl={coach.imageUrl} subtitle={coach.position}>
            <p className="mt-1 text-sm text-slate-600">Experience: {coach.experience}</p>
            <p className="bio">{coach.bio}</p>
            <h4>Certifications</h4>
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
  return (
    <Section id="administrative-staff" title="Administrative Staff" lead="The team that keeps the club running every day.">
      <CardRow
        id="administrative-staff-list"
        label="Administrative staff"
        seeAll={`See all ${administrativeStaff.length} staff`}
        grid="md:grid-cols-2 lg:grid-cols-3"
        from="md"
      >
        {administrativeStaff.map((person) => (
          <li key={person.email} className="person-card">
            <img
              src={person.imageUrl}
              alt={`Portrait of ${person.name}`}
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
