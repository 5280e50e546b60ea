// The blog: one schema for the editor form and for POST/PUT /api/blog/posts, the reader's comment form,
// comment moderation and the /blog page's URL state. Messages are the club's agreed texts, verbatim.
import { z } from "zod";
import { BLOG_ADMIN_TABS, BLOG_CATEGORY_SLUGS, BLOG_MESSAGES, BLOG_SORTS, LIMITS, POST_STATUSES, type BlogSort } from "~/config/blog";
import { idField, oneLine, optionalLines, optionalText, requiredLines, requiredText } from "~/schemas/fields";
import { imageUrlSchema, parseStoredImageUrl } from "~/utils/images";

const sortValues = BLOG_SORTS.map((s) => s.value) as [BlogSort, ...BlogSort[]];

/** A required text of a post: missing or blank gives the one "required fields" message. */
const requiredPostText = (max: number) => requiredText(BLOG_MESSAGES.required, max);

/**
 * Whether a refused post misses a required field: it is then reported with the one "required fields"
 * sentence (the API's message, the editor's toast) rather than as a list of problems.
 */
export const missesRequiredFields = (errors: Record<string, string[] | null | undefined>) =>
  Object.values(errors).some((messages) => messages?.includes(BLOG_MESSAGES.required));

/** The API's `message` for a refused post. */
export const invalidPostMessage = (errors: Record<string, string[]>) =>
  missesRequiredFields(errors) ? BLOG_MESSAGES.required : "Invalid post";

/** "U-19, Derby ,, derby" → ["U-19", "Derby"]: split on commas, trimmed, blanks and repeats dropped. */
export function splitTags(tags: string): string[] {
  return uniqueTags(tags.split(","));
}

function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

const tagList = z
  .array(oneLine(z.string({ invalid_type_error: "Tags must be text" }).max(LIMITS.tag, `A tag may have at most ${LIMITS.tag} characters`)), {
    invalid_type_error: "Tags must be a list of strings",
  })
  .max(50, "Too many tags")
  .transform(uniqueTags)
  .refine((tags) => tags.length <= LIMITS.tags, `At most ${LIMITS.tags} tags`)
  .refine((tags) => tags.every((tag) => /[\p{L}\p{N}]/u.test(tag)), "A tag needs a letter or a digit");

/** A picture's address typed by an admin: https only, or a picture already stored here. */
export const externalImageUrl = imageUrlSchema;

/** A `data:` URL of a picture (the API's way to send a file inline); decoded and checked on save. */
export const DATA_IMAGE_URL = /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=\s]+$/i;

/** The fields a post is saved from, whichever way it arrives (API JSON or the editor form). */
const postFields = {
  title: requiredPostText(LIMITS.title),
  content: requiredLines(BLOG_MESSAGES.required, LIMITS.content),
  excerpt: optionalLines(LIMITS.excerpt),
  author: requiredPostText(LIMITS.author),
  category: z.enum(BLOG_CATEGORY_SLUGS, { errorMap: () => ({ message: BLOG_MESSAGES.required }) }),
  status: z.enum(POST_STATUSES, { errorMap: () => ({ message: "Status must be draft or published" }) }).default("draft"),
  metaTitle: optionalText(LIMITS.metaTitle),
  metaDescription: optionalLines(LIMITS.metaDescription),
};

/**
 * POST /api/blog/posts and PUT /api/blog/posts/{id}. `publishedAt` is accepted as the club's API clients send it
 * but the server decides it (now when a post is first published, null for a draft). `featuredImage`:
 * an https URL, a `data:` URL of an image (stored through the image pipeline), or null for none.
 */
export const postApiSchema = z.object({
  ...postFields,
  tags: tagList.default([]),
  featuredImage: z
    .union([externalImageUrl, z.string().regex(DATA_IMAGE_URL, "featuredImage must be an https URL or a data: URL of an image")])
    .nullish()
    .or(z.literal("").transform(() => null)),
  publishedAt: z.union([z.string().datetime({ message: "publishedAt must be an ISO date-time" }), z.null()]).optional(),
  /** Also send a Club News push notification when the post becomes published. */
  notifySubscribers: z.boolean({ invalid_type_error: "notifySubscribers must be true or false" }).optional(),
});
export type PostApiInput = z.infer<typeof postApiSchema>;

/**
 * The editor form: tags as one comma-separated string, "Publish immediately" as a checkbox, the
 * picture as an upload (the file is not a field), a kept upload or an address. `id` names the post
 * being edited; without it the form creates one.
 */
export const postFormSchema = z.object({
  id: idField.optional(),
  ...postFields,
  tags: z
    .string({ invalid_type_error: "Tags must be text" })
    .max(1_000, "Too many tags")
    .optional()
    .transform((value) => splitTags(value ?? ""))
    .pipe(tagList),
  publish: z.literal("on").optional(),
  notifySubscribers: z.literal("on").optional(),
  imageMode: z.enum(["upload", "url"]).default("upload"),
  featuredImageUrl: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(externalImageUrl.optional()),
  /** A picture already stored for this form (kept across a preview or a failed save). */
  storedImage: z
    .string()
    .refine((value) => !value || !!parseStoredImageUrl(value), "Not a stored picture")
    .optional()
    .transform((value) => value || undefined),
  removeImage: z.literal("on").optional(),
});
export type PostFormInput = z.infer<typeof postFormSchema>;

/**
 * The editor's preview (the Preview button, and the live preview as one types): only the Markdown is
 * read, cut at the content limit; the other fields are sent back as they were typed.
 */
export const postPreviewSchema = z.object({
  content: z
    .string()
    .optional()
    .transform((content) => (content ?? "").slice(0, LIMITS.content)),
});

/** The delete and comment moderation forms: the row they act on. */
export const blogRowFormSchema = z.object({ id: idField });

export const commentSchema = z.object({
  authorName: requiredText("Please enter your name", LIMITS.commentName),
  authorEmail: requiredText("Please enter your email address", LIMITS.commentEmail).pipe(
    z.string().max(LIMITS.commentEmail, "Please enter a valid email address").email("Please enter a valid email address"),
  ),
  content: requiredLines("Please write a comment", LIMITS.comment),
  /** The approved comment this one answers. */
  parentId: idField.optional().or(z.literal("").transform(() => undefined)),
  /** The honeypot: people never see it, form-filling robots do. */
  website: z.string().max(500).optional(),
});
export type CommentInput = z.infer<typeof commentSchema>;

export const commentStatusSchema = z.object({
  status: z.enum(["approved", "rejected"], { errorMap: () => ({ message: "status must be approved or rejected" }) }),
});

/** /blog's URL state. */
export const blogQuerySchema = z.object({
  q: z.string().trim().max(100).optional().transform((value) => value || undefined),
  category: z.enum(BLOG_CATEGORY_SLUGS).optional(),
  sort: z.enum(sortValues).default("newest"),
  view: z.enum(["grid", "list"]).default("grid"),
  page: z.coerce.number().int().min(1).max(200).default(1),
});
export type BlogQuery = z.infer<typeof blogQuerySchema>;

/** /blog-admin's URL state: the tab, the post being edited, the post whose deletion is being confirmed. */
export const blogAdminQuerySchema = z.object({
  tab: z.enum(BLOG_ADMIN_TABS).default("posts"),
  edit: idField.optional(),
  delete: idField.optional(),
});

/** GET /api/blog/posts: `?status=draft|published` (all without it). */
export const postListQuerySchema = z.object({
  status: z.enum(POST_STATUSES).optional(),
});
