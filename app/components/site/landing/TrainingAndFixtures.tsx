import { club, trainingSchedule } from "~/config/club";
import { Icon } from "~/components/ui/Icon";

/** Targets of the footer's "Training" and "Fixtures" links. */
export function TrainingAndFixtures() {
  return (
    <section aria-label="Training and fixtures" className="bg-white px-4 pb-4 pt-14 sm:pt-20">
      <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2">
        <div id="training" className="scroll-mt-20 rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <Icon name="dumbbell" className="h-6 w-6 text-club-orange-dark" />
            Training
          </h2>
          <p className="mt-1 text-slate-600">At the training ground, {club.address.split(",")[1]?.trim()}.</p>
          <ul className="mt-4 divide-y divide-slate-200 *:flex *:flex-wrap *:justify-between *:gap-x-4 *:py-2">
            {trainingSchedule.map((session) => (
              <li key={session.group}>
                <span className="font-semibold">{session.group}</span>
                <span className="text-slate-700">
                  {session.days}, {session.time}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div id="fixtures" className="scroll-mt-20 rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <Icon name="calendar-clock" className="h-6 w-6 text-club-orange-dark" />
            Fixtures
          </h2>
          <p className="mt-3 text-slate-700">
            League and cup fixtures are announced in our news and, for subscribers, as match notifications.
            Home matches are played at the training ground on Ngong Road; entry for academy families is free.
          </p>
          <a href="#news" className="mt-4 inline-block font-semibold text-club-orange-dark underline">
            See the latest match reports
          </a>
        </div>
      </div>
    </section>
  );
}
