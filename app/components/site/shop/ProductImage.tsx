import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { cx } from "~/components/ui/cx";

/**
 * A product photo in a square frame. Uploaded pictures come with every stored width (srcset); the
 * club's own pictures are 600×600 WebP. `priority` is for the first picture on screen.
 */
export function ProductImage({
  src,
  alt,
  className,
  priority = false,
  sizes = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
}: {
  src: string | undefined;
  alt: string;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  if (!src) return <div className={cx("aspect-square w-full bg-slate-100", className)} />;
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      sizes={sizes}
      width={600}
      height={600}
      priority={priority}
      className={cx("aspect-square w-full bg-slate-100 object-cover", className)}
    />
  );
}
