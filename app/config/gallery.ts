// The gallery's limits and words (the club's agreed texts, verbatim), shared by the admin screen's
// components, the schemas and the gallery model. Browser-safe: no zod here.

export const ALT_MAX = 250;
export const CAPTION_MAX = 300;

export const GALLERY_MESSAGES = {
  missingFile: { title: "Missing Information", description: "Please select a photo and provide a description." },
  missingLink: { title: "Missing Information", description: "Please provide both image URL and description." },
  noFile: "No file selected",
  notFound: "Photo not found",
  deleteConfirm: "Are you sure you want to delete this photo? This action cannot be undone.",
} as const;

/** The image pipeline's file messages, for the browser's early check (kept equal by a unit test). */
export const PHOTO_FILE_MESSAGES = {
  tooLarge: { title: "File Too Large", description: "Please select a photo smaller than 10MB." },
  invalidType: { title: "Invalid File Type", description: "Please select a valid image file (JPEG, PNG, GIF, WebP)." },
} as const;

/** The toasts of the gallery screen (success and failure), with the club's agreed wording. */
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
