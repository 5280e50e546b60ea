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
            <p className="mt-2 text-sm text-slate-700">{coach.bio}</p>
            <h4 className="mt-3 text-sm font-semibold">Certifications</h4>
            <ul className="mt-1 list-inside list-disc text-sm text-slate-700">
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
          <li key={person.email} className="flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <img
              src={person.imageUrl}
              alt={`Portrait of ${person.name}`}
              width={80}
              height={80}
              loading="lazy"
              decoding="async"
              className="h-20 w-20 shrink-0 rounded-full bg-slate-100"
            />
            <div className="min-w-0">
              <h3 className="text-lg font-bold">{person.name}</h3>
              <p className="text-sm font-semibold text-club-orange-dark">{person.position}</p>
              <p className="text-sm text-slate-600">{person.department}</p>
              <ul className="mt-2 list-inside list-disc text-sm text-slate-700">
                {person.responsibilities.map((responsibility) => (
                  <li key={responsibility}>{responsibility}</li>
                ))}
              </ul>
              <div className="mt-3 flex flex-col gap-1 text-sm">
                <a href={`mailto:${person.email}`} className="inline-flex items-center gap-2 break-all text-club-orange-dark hover:underline">
                  <Icon name="mail" className="h-4 w-4 shrink-0" />
                  {person.email}
                </a>
                <a href={`tel:${person.phone.replace(/\s+/g, "")}`} className="inline-flex items-center gap-2 text-club-orange-dark hover:underline">
                  <Icon name="phone" className="h-4 w-4 shrink-0" />
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
