// Gallery photos: one set of schemas for the admin screen's forms and the /api/gallery calls. Messages
// and limits come from app/config/gallery.ts.
import { z } from "zod";
import { ALT_MAX, CAPTION_MAX, GALLERY_MESSAGES } from "~/config/gallery";
import { idFieldWith, oneLine } from "~/schemas/fields";
import { imageUrlSchema } from "~/utils/images";

const description = (message: string) =>
  oneLine(
    z
      .string({ required_error: message, invalid_type_error: message })
      .trim()
      .min(1, message)
      .max(ALT_MAX, `Photo Description must be at most ${ALT_MAX} characters`),
  );

const caption = oneLine(
  z.string({ invalid_type_error: "Caption must be text" }).trim().max(CAPTION_MAX, `Caption must be at most ${CAPTION_MAX} characters`),
)
  .nullish()
  .transform((value) => (value ? value : null));

const imageUrl = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).pipe(imageUrlSchema);

/** The text that travels with an uploaded file (the file itself is checked by the image pipeline). */
export const photoUploadSchema = z.object({
  alt: description(GALLERY_MESSAGES.missingFile.description),
  caption,
});

/** A photo by image URL: POST /api/gallery, PUT /api/gallery/{id} and the Image URL tab. */
export const photoLinkSchema = z.object({
  imageUrl: imageUrl(GALLERY_MESSAGES.missingLink.description),
  alt: description(GALLERY_MESSAGES.missingLink.description),
  caption,
});

/** Editing with a replacement file: the URL field is then ignored, the description still required. */
export const photoReplaceSchema = z.object({
  alt: description(GALLERY_MESSAGES.missingLink.description),
  caption,
});

export type PhotoUploadInput = z.infer<typeof photoUploadSchema>;
export type PhotoLinkInput = z.infer<typeof photoLinkSchema>;

export const photoIdSchema = idFieldWith(GALLERY_MESSAGES.notFound);

/** A form that names one photo (the delete confirmation). */
export const photoRefSchema = z.object({ id: photoIdSchema });

export const GALLERY_INTENTS = ["upload", "link", "update", "delete", "move"] as const;
export type GalleryIntent = (typeof GALLERY_INTENTS)[number];

export const moveSchema = z.object({
  id: photoIdSchema,
  direction: z.enum(["up", "down"]),
});

/** The admin screen's URL state: which dialog is open. */
export const galleryPageQuerySchema = z.object({
  add: z.literal("1").optional(),
  /** The photo just added: the dialog shows its stored image. */
  added: photoIdSchema.optional(),
  tab: z.enum(["upload", "url"]).optional(),
  edit: photoIdSchema.optional(),
  delete: photoIdSchema.optional(),
});
