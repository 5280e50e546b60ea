import { cx } from "~/components/ui/cx";

/**
 * A product photo in a square frame. The club's own pictures are 600×600 WebP; `priority` is for the
 * first images on screen (eager, high priority), the rest load lazily.
 */
export function ProductImage({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  if (!src) return <div className={cx("aspect-square w-full bg-slate-100", className)} />;
  return (
    <img
      src={src}
      alt={alt}
      width={600}
      height={600}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={cx("aspect-square w-full bg-slate-100 object-cover", className)}
    />
  );
}
