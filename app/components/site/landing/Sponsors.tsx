import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { useT } from "~/utils/i18n";
import { Section } from "./Section";

type LandingSponsor = { id: number; name: string; tier: string; websiteUrl: string | null; logoUrl: string | null };

/** "Our Sponsors": the active sponsors in tier order, a logo or the name, linked to their site. Nothing when there are none. */
export function Sponsors({ sponsors }: { sponsors: LandingSponsor[] | null }) {
  const t = useT("landing");
  if (!sponsors?.length) return null;
  return (
    <Section id="sponsors" title={t("sponsors.title")} lead={t("sponsors.lead")} tone="grey">
      <ul className="sponsor-list">
        {sponsors.map((sponsor) => {
          const face = sponsor.logoUrl ? (
            <ResponsiveImage src={sponsor.logoUrl} alt={sponsor.name} sizes="10rem" className="h-12 w-auto" />
          ) : (
            <span className="font-semibold">{sponsor.name}</span>
          );
          return (
            <li key={sponsor.id}>
              {sponsor.websiteUrl ? (
                <a href={sponsor.websiteUrl} rel="noopener sponsored">
                  {face}
                </a>
              ) : (
                face
              )}
              <small>{t(`sponsors.tiers.${sponsor.tier}`)}</small>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
