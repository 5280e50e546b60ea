import { club } from "~/config/club";
import { buttonClasses } from "~/components/ui/Button";
import { liteSources } from "~/utils/image-sources";
import { useLiteMode } from "~/utils/lite-mode";
import { useT } from "~/utils/i18n";
import { heroImage } from "./hero-image";


export function Hero() {
  const t = useT("landing");
  return (
    <section id="home" aria-labelledby="home-heading" className="relative isolate overflow-hidden bg-club-navy text-white">
      <img
        {...liteSources(heroImage, useLiteMode(), "/images/hero-800.webp")}
        width={1600}
        height={900}
        alt=""
        // React 18 only passes the lowercase attribute through without a warning.
        {...{ fetchpriority: "high" }}
        decoding="async"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-950/70 via-slate-900/60 to-slate-950/85" />
      <div className="mx-auto flex min-h-[28rem] max-w-5xl flex-col items-center justify-center px-4 py-14 text-center sm:min-h-[38rem] sm:py-20">
        <img src={club.logoUrl} alt={t("common:club.crest", { name: club.shortName })} width={112} height={112} className="h-24 w-24 sm:h-28 sm:w-28" />
        <h1 id="home-heading" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">
          {club.name}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-100 sm:text-xl">{t("common:club.tagline")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="#team" className={buttonClasses("default", "lg")}>
            {t("hero.viewTeam")}
          </a>
          <a href="#news" className={`${buttonClasses("secondary", "lg")} ring-1 ring-white/70`}>
            {t("hero.latestNews")}
          </a>
        </div>
      </div>
    </section>
  );
}
