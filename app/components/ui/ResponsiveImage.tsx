import type { ImgHTMLAttributes } from "react";
import { imageSources, liteSources } from "~/utils/image-sources";
import { useLiteMode } from "~/utils/lite-mode";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt"> & {
  src: string;
  alt: string;
  /** How wide the picture is drawn, as in the `sizes` attribute: "(min-width: 768px) 33vw, 100vw". */
  sizes?: string;
  /** The picture is the first thing seen (a hero): load it at once and before others. */
  priority?: boolean;
};

/**
 * A picture that costs a phone only the bytes it needs: every stored width in `srcset`, its shape in
 * `width`/`height` (no jump as it loads) and lazy loading unless it is a priority picture. External
 * addresses are drawn as they are, with whatever width/height the caller gives. Lite mode draws only
 * the smallest stored width.
 */
export function ResponsiveImage({ src, alt, sizes, priority = false, width, height, ...rest }: Props) {
  const sources = liteSources(imageSources(src, sizes), useLiteMode());
  return (
    <img
      {...rest}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sources.sizes : undefined}
      width={sources.width ?? width}
      height={sources.height ?? height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      // React 18 knows the attribute only in lower case.
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
}
