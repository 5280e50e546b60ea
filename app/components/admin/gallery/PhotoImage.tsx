import ImageOff from "lucide-react/dist/esm/icons/image-off.js";
import { useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { cx } from "~/components/ui/cx";

type Props = {
  src: string;
  alt: string;
  /** The server already knows the uploaded file is gone: the placeholder shows without JavaScript. */
  missing?: boolean;
  sizes?: string;
  className?: string;
};

/**
 * A gallery photo, or a grey "Image not found" placeholder when it cannot be shown: a stored file that
 * is gone (known on the server) or, with JavaScript, any address that fails to load.
 */
export function PhotoImage({ src, alt, missing = false, sizes, className }: Props) {
  const [broken, setBroken] = useState(missing);
  const wrapper = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    setBroken(missing);
    // An image that failed before React hydrated never fires onError for us: look at it directly.
    const img = wrapper.current?.querySelector("img");
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute("src")) setBroken(true);
  }, [src, missing]);

  if (broken) {
    return (
      <span
        className={cx(
          "flex aspect-[3/2] w-full flex-col items-center justify-center gap-1 bg-slate-200 text-sm font-medium text-slate-600",
          className,
        )}
        data-testid="image-not-found"
      >
        <ImageOff aria-hidden="true" className="size-6" />
        Image not found
        <span className="sr-only">: {alt}</span>
      </span>
    );
  }
  return (
    <span ref={wrapper} className="contents">
      <ResponsiveImage
        src={src}
        alt={alt}
        sizes={sizes}
        width={600}
        height={400}
        onError={() => setBroken(true)}
        className={cx("aspect-[3/2] w-full bg-slate-100 object-cover", className)}
      />
    </span>
  );
}
