// Picture URLs, shared by the server and the browser. An uploaded picture is stored as WebP at a few
// widths and named so that its URL alone says which widths exist and its shape:
//   /media/<id>-<W>x<H>.webp   the picture (W×H is its largest stored size)
//   /media/<id>-<w>.webp       each width w of STORED_IMAGE_WIDTHS below W, and W itself
// so a page can write `srcset`, `width` and `height` without another query. Any other URL is external
// (an https address typed by an admin) and is shown as it is.

/** Widths made of every uploaded picture; never more than the original's width. */
export const STORED_IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const MAX_STORED_IMAGE_WIDTH = STORED_IMAGE_WIDTHS[STORED_IMAGE_WIDTHS.length - 1];

const ID = "[A-Za-z0-9_-]{24}";
const STORED_URL = new RegExp(`^/media/(${ID})-(\\d{1,4})x(\\d{1,5})\\.webp$`);
const VARIANT_NAME = new RegExp(`^(${ID})-(\\d{1,4})(?:x(\\d{1,5}))?\\.webp$`);

export type StoredImageRef = { id: string; width: number; height: number };

export function parseStoredImageUrl(url: string): StoredImageRef | null {
  const match = STORED_URL.exec(url);
  if (!match) return null;
  const [width, height] = [Number(match[2]), Number(match[3])];
  if (!width || !height || width > MAX_STORED_IMAGE_WIDTH) return null;
  return { id: match[1], width, height };
}

export const storedImageUrl = ({ id, width, height }: StoredImageRef) => `/media/${id}-${width}x${height}.webp`;
export const variantName = (id: string, width: number) => `${id}-${width}.webp`;

/** The widths stored for a picture whose largest stored width is `width`. */
export function storedWidths(width: number): number[] {
  return [...STORED_IMAGE_WIDTHS.filter((w) => w < width), width];
}

/** A /media file name → the picture and width it asks for (`<id>-<W>x<H>.webp` asks for W). */
export function parseVariantName(name: string): { id: string; width: number } | null {
  const match = VARIANT_NAME.exec(name);
  if (!match) return null;
  const width = Number(match[2]);
  if (!width || width > MAX_STORED_IMAGE_WIDTH) return null;
  return { id: match[1], width };
}

export type ImageSources = { src: string; srcSet?: string; sizes?: string; width?: number; height?: number };

/**
 * What an <img> needs for `url`. For a stored picture: every stored width in `srcSet`, a middle-sized
 * `src` for browsers that ignore srcset, and the intrinsic shape so the page does not jump as it loads.
 */
export function imageSources(url: string, sizes = "100vw"): ImageSources {
  const stored = parseStoredImageUrl(url);
  if (!stored) return { src: url };
  const widths = storedWidths(stored.width);
  const fallback = widths.find((w) => w >= 640) ?? stored.width;
  return {
    src: `/media/${variantName(stored.id, fallback)}`,
    srcSet: widths.map((w) => `/media/${variantName(stored.id, w)} ${w}w`).join(", "),
    sizes,
    width: stored.width,
    height: stored.height,
  };
}

/** The smallest stored size of a picture (data-saver pages, thumbnails); external URLs as they are. */
export function smallestImageUrl(url: string): string {
  const stored = parseStoredImageUrl(url);
  return stored ? `/media/${variantName(stored.id, storedWidths(stored.width)[0])}` : url;
}

export const IMAGE_URL_MESSAGE = "Please enter a valid https image URL";

/** An <img>'s sources: every width normally, only the smallest one in Lite mode (utils/lite-mode.ts). */
export function liteSources<T extends { src: string; srcSet?: string; sizes?: string }>(
  sources: T,
  lite: boolean,
  smallest = smallestImageUrl(sources.src),
) {
  return lite ? { ...sources, src: smallest, srcSet: undefined, sizes: undefined } : sources;
}
