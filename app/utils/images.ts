// Picture URLs (see ./image-sources.ts, which pages import: it has no zod, so drawing a picture does not
// ship the validation library to the browser) and the schema of an image address an admin may type.
import { z } from "zod";
import { IMAGE_URL_MESSAGE, parseStoredImageUrl } from "./image-sources";

export * from "./image-sources";

/** A picture uploaded earlier in an editor (kept between submits) that housekeeping has since removed. */
export const STORED_IMAGE_MISSING = "That uploaded image no longer exists. Upload the photo again or use an image URL.";

/**
 * An image address an admin may type: https only (the browser fetches it; the server never does), or a
 * picture already stored here.
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000, IMAGE_URL_MESSAGE)
  .refine((value) => {
    if (parseStoredImageUrl(value)) return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" && !!url.hostname && !url.username && !url.password;
    } catch {
      return false;
    }
  }, IMAGE_URL_MESSAGE);
