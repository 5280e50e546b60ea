// The blog: one schema for the editor form and for POST/PUT /api/blog/posts, the reader's comment form,
// comment moderation and the /blog page's URL state. Messages are the club's agreed texts, verbatim.
import { z } from "zod";
import { imageUrlSchema, parseStoredImageUrl } from "~/utils/images";

import {
  BLOG_CATEGORY_SLUGS,
  BLOG_MESSAGES,
  BLOG_SORTS,
  LIMITS,
  POST_STATUSES,
  type BlogCategorySlug,
  type BlogSort,
  type PostStatus,
} from "~/config/blog";

export * from "~/config/blog";
const sortValues = BLOG_SORTS.map((s) => s.value) as [BlogSort, ...BlogSort[]];

const tooLong = (max: number) => `Must be at most ${max.toLocaleString("en-KE")} characters`;

/** A required text: trimmed; missing or blank gives the spec's one "required fields" message. */
const requiredText = (max: number) =>
  z
    .string({ required_error: BLOG_MESSAGES.required, invalid_type_error: BLOG_MESSAGES.required })
    .trim()
    .min(1, BLOG_MESSAGES.required)
    .max(max, tooLong(max));

/** Optional text: trimmed, blank becomes undefined. */
const optionalText = (max: number) =>
  z
    .string({ invalid_type_error: "Must be text" })
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => (value ? value : undefined));

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
  .array(z.string({ invalid_type_error: "Tags must be text" }).max(LIMITS.tag, `A tag may have at most ${LIMITS.tag} characters`), {
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
  title: requiredText(LIMITS.title),
  content: requiredText(LIMITS.content),
  excerpt: optionalText(LIMITS.excerpt),
  author: requiredText(LIMITS.author),
  category: z.enum(BLOG_CATEGORY_SLUGS, { errorMap: () => ({ message: BLOG_MESSAGES.required }) }),
  status: z.enum(POST_STATUSES, { errorMap: () => ({ message: "Status must be draft or published" }) }).default("draft"),
  metaTitle: optionalText(LIMITS.metaTitle),
  metaDescription: optionalText(LIMITS.metaDescription),
};

/**
 * POST /api/blog/posts and PUT /api/blog/posts/{id}. `publishedAt` is accepted as the spec sends it
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

/** The API body as the use cases take it (a data: URL picture is stored by them). */
export function postInputFromApi(body: PostApiInput): PostInput {
  return {
    title: body.title,
    content: body.content,
    excerpt: body.excerpt,
    author: body.author,
    category: body.category,
    tags: body.tags,
    status: body.status,
    metaTitle: body.metaTitle,
    metaDescription: body.metaDescription,
    // Absent: keep the current picture (on update); null or "": no picture.
    featuredImage: body.featuredImage,
    notifySubscribers: body.notifySubscribers,
  };
}

/** The editor form: tags as one comma-separated string, "Publish immediately" as a checkbox. */
export const postFormSchema = z.object({
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

/** What a post is saved from, once the featured image is settled. */
export type PostInput = {
  title: string;
  content: string;
  excerpt?: string;
  author: string;
  category: BlogCategorySlug;
  tags: string[];
  status: PostStatus;
  metaTitle?: string;
  metaDescription?: string;
  /** undefined: keep the current picture; null: none; a string: this (stored or https) URL. */
  featuredImage?: string | null;
  /** When the post becomes published: also notify the Club News push subscribers. */
  notifySubscribers?: boolean;
};

export const commentSchema = z.object({
  authorName: z
    .string({ required_error: "Please enter your name" })
    .trim()
    .min(1, "Please enter your name")
    .max(LIMITS.commentName, tooLong(LIMITS.commentName)),
  authorEmail: z
    .string({ required_error: "Please enter a valid email address" })
    .trim()
    .max(LIMITS.commentEmail, "Please enter a valid email address")
    .email("Please enter a valid email address"),
  content: z
    .string({ required_error: "Please write a comment" })
    .trim()
    .min(1, "Please write a comment")
    .max(LIMITS.comment, tooLong(LIMITS.comment)),
  parentId: z.coerce.number().int().positive().optional().or(z.literal("").transform(() => undefined)),
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

/** GET /api/blog/posts: `?status=draft|published` (all without it). */
export const postListQuerySchema = z.object({
  status: z.enum(POST_STATUSES).optional(),
});
