import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { liteSources } from "~/utils/image-sources";
import { useLiteMode } from "~/utils/lite-mode";
import { useT } from "~/utils/i18n";
import { Section, SectionMessage } from "./Section";

type GalleryImage = {
  id: number;
  imageUrl: string;
  alt: string;
  caption: string | null;
  width: number | null;
  height: number | null;
};

/** Seeded images ship with the site with a 600-wide copy next to them (`name-600.webp`). */
function smallCopyOf(url: string) {
  return /^\/images\/gallery\/[\w-]+\.webp$/.test(url) ? url.replace(/\.webp$/, "-600.webp") : null;
}

const GALLERY_SIZES = "(min-width: 1024px) 25vw, 33vw";

export function Gallery({ images }: { images: GalleryImage[] | null }) {
  const lite = useLiteMode();
  const t = useT("landing");
  return (
    <Section id="gallery" title={t("gallery.title")} lead={t("gallery.lead")} tone="grey">
      {images && images.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:gap-4 lg:grid-cols-4">
          {images.map((image) => {
            const small = smallCopyOf(image.imageUrl);
            return (
              <li key={image.id}>
                <figure className="gallery-card">
                  {small ? (
                    <img
                      {...liteSources(
                        { src: small, srcSet: `${small} 600w, ${image.imageUrl} 1200w`, sizes: GALLERY_SIZES },
                        lite,
                        small,
                      )}
                      alt={image.alt}
                      width={image.width ?? 600}
                      height={image.height ?? 400}
                      loading="lazy"
                    />
                  ) : (
                    // Uploaded photos: every stored width in srcset; external https links as they are.
                    <ResponsiveImage
                      src={image.imageUrl}
                      alt={image.alt}
                      sizes={GALLERY_SIZES}
                      width={image.width ?? 600}
                      height={image.height ?? 400}
                    />
                  )}
                  {image.caption ? (
                    <figcaption>{image.caption}</figcaption>
                  ) : null}
                </figure>
              </li>
            );
          })}
        </ul>
      ) : (
        <SectionMessage retryHref={images ? undefined : "/?retry=gallery#gallery"}>
          {t("gallery.empty")}
        </SectionMessage>
      )}
    </Section>
  );
}
