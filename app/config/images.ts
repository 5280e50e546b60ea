/** The picture formats the site stores (checked on the bytes, not on the name). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

/** The `accept` of a picture file field: the file picker offers only what the server takes. */
export const ACCEPTED_IMAGE_TYPES = IMAGE_TYPES.join(",");
