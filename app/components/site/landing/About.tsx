import { ACADEMY_MAX_AGE } from "~/config/academy";
import { club } from "~/config/club";
import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { Section } from "./Section";

const achievements = [
  { value: "12", label: "Championships won", icon: "trophy" },
  { value: "200+", label: "Players developed", icon: "users" },
  { value: "15", label: "Years of excellence", icon: "medal" },
  { value: `U-${ACADEMY_MAX_AGE}`, label: "Youth academy", icon: "star" },
] as const;

const coreValues = [
  { title: "Excellence", text: "We train with purpose and hold ourselves to high standards on and off the pitch.", icon: "award" },
  { title: "Community", text: "We are rooted in Nairobi's neighbourhoods and open our doors to every family.", icon: "heart" },
  { title: "Development", text: "Every player gets coaching, schooling support and a path to the next level.", icon: "sprout" },
  { title: "Integrity", text: "We play fair, keep our promises and protect the young people in our care.", icon: "shield" },
] as const;

export function About() {
  return (
    <Section id="about" title={`About ${club.shortName}`} lead={`Founded in ${club.foundedYear} in ${club.city}, Kenya.`}>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <h3 className="text-xl font-bold">Our story</h3>
          <p className="mt-2 text-slate-700">
            Rising Stars began in {club.foundedYear} as a Saturday kick-about for thirty children on a dusty pitch
            off Ngong Road. Parents volunteered as coaches, a local school lent us its field, and within three years we
            were fielding teams in the Nairobi youth leagues. Today the club runs a youth academy for players up to {ACADEMY_MAX_AGE},
            a senior side, and community programmes across the city.
          </p>
        </div>
        <div>
          <h3 className="text-xl font-bold">Our mission</h3>
          <p className="mt-2 text-slate-700">
            To develop young footballers into skilled players and responsible citizens through quality coaching,
            education support and a safe, welcoming environment.
          </p>
        </div>
        <div>
          <h3 className="text-xl font-bold">Our vision</h3>
          <p className="mt-2 text-slate-700">
            To be East Africa&apos;s most trusted youth football club: the place where talent from every Nairobi
            neighbourhood gets a fair chance to shine.
          </p>
        </div>
      </div>

      <ul className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Achievements">
        {achievements.map((item) => (
          <li key={item.label} className="achievement">
            <Icon name={item.icon} />
            <p>{item.value}</p>
            <p>{item.label}</p>
          </li>
        ))}
      </ul>

      <h3 className="mt-12 text-center text-2xl font-bold">Our core values</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {coreValues.map((value) => (
          <li key={value.title} className="core-value">
            <Icon name={value.icon} />
            <h4>{value.title}</h4>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <a href="#contact" className={buttonClasses("secondary", "lg")}>
          Get In Touch
        </a>
        <a href="/academy-registration" className={buttonClasses("default", "lg")}>
          Join Our Academy
        </a>
      </div>
    </Section>
  );
}
