import type { MetaFunction } from "@remix-run/node";
import { club } from "~/config/club";

export const meta: MetaFunction = () => [
  { title: `${club.name} | ${club.city}` },
  { name: "description", content: club.tagline },
];

export default function HomePage() {
  return (
    <section id="home" className="relative isolate overflow-hidden bg-slate-900 text-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <img src={club.logoUrl} alt="" width={96} height={96} className="h-24 w-24" />
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{club.name}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{club.tagline}</p>
      </div>
    </section>
  );
}
