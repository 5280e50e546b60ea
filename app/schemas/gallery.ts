// Gallery photos: one set of schemas for the admin screen's forms and the /api/gallery calls. Messages
// are the club's agreed texts, verbatim.
import { z } from "zod";
import { idFieldWith } from "~/schemas/fields";
import { imageUrlSchema, STORED_IMAGE_MISSING } from "~/utils/images";

export const ALT_MAX = 250;
export const CAPTION_MAX = 300;

export const GALLERY_MESSAGES = {
  missingFile: { title: "Missing Information", description: "Please select a photo and provide a description." },
  missingLink: { title: "Missing Information", description: "Please provide both image URL and description." },
  noFile: "No file selected",
  notFound: "Photo not found",
  storedImageMissing: STORED_IMAGE_MISSING,
  deleteConfirm: "Are you sure you want to delete this photo? This action cannot be undone.",
} as const;

/** The image pipeline's file messages, for the browser's early check (kept equal by a unit test). */
export const PHOTO_FILE_MESSAGES = {
  tooLarge: { title: "File Too Large", description: "Please select a photo smaller than 10MB." },
  invalidType: { title: "Invalid File Type", description: "Please select a valid image file (JPEG, PNG, GIF, WebP)." },
} as const;

/** The toasts of the gallery screen (success and failure), as the spec names them. */
export const GALLERY_TOASTS = {
  added: { title: "Photo Added", description: "The photo is now in the gallery." },
  uploaded: { title: "Photo Uploaded", description: "The photo is now in the gallery." },
  updated: { title: "Photo Updated", description: "Your changes to the photo have been saved." },
  deleted: { title: "Photo Deleted", description: "The photo has been removed from the gallery." },
  moved: { title: "Photo Moved", description: "The gallery order has been updated." },
  addFailed: { title: "Error", description: "Failed to add photo. Please try again." },
  uploadFailed: { title: "Upload Failed", description: "Failed to upload photo. Please try again." },
  updateFailed: { title: "Error", description: "Failed to update photo. Please try again." },
  deleteFailed: { title: "Error", description: "Failed to delete photo. Please try again." },
  moveFailed: { title: "Error", description: "Failed to move photo. Please try again." },
} as const;

const description = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(ALT_MAX, `Photo Description must be at most ${ALT_MAX} characters`);

const caption = z
  .string({ invalid_type_error: "Caption must be text" })
  .trim()
  .max(CAPTION_MAX, `Caption must be at most ${CAPTION_MAX} characters`)
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
export const galleryIntentSchema = z.enum(GALLERY_INTENTS);
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
