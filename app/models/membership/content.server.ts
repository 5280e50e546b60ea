// Members-only content: what a visitor may read of each item (its level against the reader's tier), and
// the admin writing and publishing items. Each action is one use-case function returning a `Result`.
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { asCounterUpdate } from "~/db/table-tracking.server";
import { exclusiveContent } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import type { FanMember } from "~/models/membership/members.server";
import type { ContentInput } from "~/schemas/membership";
import { MEMBERSHIP_MESSAGES } from "~/config/membership";
import { canReadLevel, excerptOf, type MembershipType } from "~/utils/membership";
import {
  IMAGE_MESSAGES,
  imageTooLarge,
  saveWithImages,
  type ImageFailure,
  type ImageInput,
} from "~/infra/images.server";
import type { UploadProblem } from "~/infra/upload.server";
import type { Result } from "~/utils/result";

export type ExclusiveItem = typeof exclusiveContent.$inferSelect;

const now = () => new Date().toISOString();

/**
 * A content item as a visitor may see it: the full text, video and picture only for a member whose tier
 * includes its level; a locked item is its teaser (title, excerpt, level) with no picture address.
 */
export type ContentCard = {
  id: number;
  title: string;
  contentType: string;
  membershipLevel: MembershipType;
  imageUrl: string | null;
  publishDate: string | null;
  viewCount: number;
  excerpt: string;
  locked: boolean;
  content: string | null;
  videoUrl: string | null;
};

export type Reader = Pick<FanMember, "membershipType" | "status" | "expiryDate"> | null;

function toCard(item: ExclusiveItem, reader: Reader): ContentCard {
  const locked = !canReadLevel(reader, item.membershipLevel);
  return {
    id: item.id,
    title: item.title,
    contentType: item.contentType,
    membershipLevel: item.membershipLevel,
    imageUrl: locked ? null : item.imageUrl,
    publishDate: item.publishDate,
    viewCount: item.viewCount,
    excerpt: excerptOf(item.content),
    locked,
    content: locked ? null : item.content,
    videoUrl: locked ? null : item.videoUrl,
  };
}

const published = eq(exclusiveContent.isPublished, true);

/** Published items, newest first, each locked or not for `reader`. */
export function listPublishedContent(reader: Reader, { withContent = false } = {}): ContentCard[] {
  return getDb()
    .select()
    .from(exclusiveContent)
    .where(published)
    .orderBy(desc(exclusiveContent.publishDate), desc(exclusiveContent.id))
    .all()
    .map((item) => {
      const card = toCard(item, reader);
      return withContent ? card : { ...card, content: null, videoUrl: null };
    });
}

/**
 * Counts one read of an item, as a counter: pages showing the figure (shared copies of the item and
 * the list) pick it up when they expire rather than being dropped by every read. The new figure.
 */
function countRead(id: number): number | undefined {
  return asCounterUpdate(() =>
    getDb()
      .update(exclusiveContent)
      .set({ viewCount: sql`${exclusiveContent.viewCount} + 1` })
      .where(eq(exclusiveContent.id, id))
      .returning({ viewCount: exclusiveContent.viewCount })
      .get(),
  )?.viewCount;
}

/**
 * Use case: a visitor opens a published item. A member whose tier includes it reads it and the read is
 * counted; anyone else gets the excerpt and the tier that unlocks it.
 */
export function openContent(id: number, reader: Reader): Result<{ item: ContentCard }, "not-found"> {
  const row = getDb().select().from(exclusiveContent).where(and(eq(exclusiveContent.id, id), published)).get();
  if (!row) return { ok: false, reason: "not-found", message: MEMBERSHIP_MESSAGES.contentNotFound };
  const item = toCard(row, reader);
  if (!item.locked) item.viewCount = countRead(id) ?? item.viewCount + 1;
  return { ok: true, item };
}

/**
 * Use case: a member opens an item again and is served the page cache's copy of it (whose loader,
 * which counts reads, does not run): the read is counted when their tier includes the item. True when counted.
 */
export function countCachedRead(id: number, reader: Reader): boolean {
  const row = getDb()
    .select({ membershipLevel: exclusiveContent.membershipLevel })
    .from(exclusiveContent)
    .where(and(eq(exclusiveContent.id, id), published))
    .get();
  if (!row || !canReadLevel(reader, row.membershipLevel)) return false;
  countRead(id);
  return true;
}

/** The content admin's list: the columns its table shows. */
export function listAllContent() {
  const { id, title, membershipLevel, contentType, isPublished, viewCount, publishDate } = exclusiveContent;
  return getDb()
    .select({ id, title, membershipLevel, contentType, isPublished, viewCount, publishDate })
    .from(exclusiveContent)
    .orderBy(desc(exclusiveContent.createdAt), desc(exclusiveContent.id))
    .all();
}

export function getContent(id: number): ExclusiveItem | null {
  return getDb().select().from(exclusiveContent).where(eq(exclusiveContent.id, id)).get() ?? null;
}

/** An item as the admin saves it, with its picture: uploaded bytes, an address, or none. */
export type ContentChanges = Omit<ContentInput, "imageUrl"> & {
  /** The uploaded file (or why it did not arrive whole), else the address typed in the form. */
  image?: ImageInput | UploadProblem | null;
};

type ContentPictureFailure = ImageFailure & { errors: Record<string, string[]> };

/** A picture the pipeline refused (or that never arrived whole), on the form's picture field. */
function pictureRefused(refused: ImageFailure | UploadProblem): ContentPictureFailure {
  const failure: ImageFailure =
    "ok" in refused
      ? refused
      : refused.kind === "too-large"
        ? imageTooLarge()
        : { ok: false, reason: "unsupported-type", message: IMAGE_MESSAGES.invalidType.description, toast: IMAGE_MESSAGES.invalidType };
  return { ...failure, errors: { image: [failure.message] } };
}

/**
 * Use case: an admin writes or edits an item. Publishing sets the publish date the first time;
 * unpublishing keeps it (it is the date the item first went out). An uploaded picture is stored
 * through the image pipeline; the picture it replaces is deleted once the item is saved.
 */
export async function saveContent(
  input: ContentChanges,
  actor: AuditActor,
): Promise<Result<{ item: ExclusiveItem }, "not-found" | ImageFailure["reason"]>> {
  const db = getDb();
  const at = now();
  const { id, image, ...values } = input;
  const existing = id ? getContent(id) : null;
  if (id && !existing) return { ok: false, reason: "not-found", message: MEMBERSHIP_MESSAGES.contentNotFound };
  if (image && "kind" in image) return pictureRefused(image);
  const saved = await saveWithImages(
    image ? [image] : [],
    ([imageUrl]) => {
      const row = {
        ...values,
        imageUrl: imageUrl ?? null,
        videoUrl: values.videoUrl ?? null,
        publishDate: values.isPublished ? (existing?.publishDate ?? at) : (existing?.publishDate ?? null),
        updatedAt: at,
      };
      const item = existing
        ? db.update(exclusiveContent).set(row).where(eq(exclusiveContent.id, existing.id)).returning().get()!
        : db.insert(exclusiveContent).values({ ...row, createdAt: at }).returning().get();
      return { ok: true as const, item };
    },
    (saved) => (saved.ok && existing?.imageUrl !== saved.item.imageUrl ? [existing?.imageUrl] : []),
  );
  if (!saved.ok) return pictureRefused(saved);
  const { item } = saved;
  recordAudit(
    actor,
    existing ? "membership.content-update" : "membership.content-create",
    { type: "exclusive-content", id: item.id },
    `${existing ? "Updated" : "Created"} exclusive content "${item.title}" (${item.membershipLevel}, ${item.isPublished ? "published" : "draft"})`,
  );
  return { ok: true, item };
}

/** Use case: an admin publishes or unpublishes an item. */
export function setContentPublished(id: number, publish: boolean, actor: AuditActor): Result<{ item: ExclusiveItem }, "not-found"> {
  const at = now();
  const existing = getContent(id);
  if (!existing) return { ok: false, reason: "not-found", message: MEMBERSHIP_MESSAGES.contentNotFound };
  const item = getDb()
    .update(exclusiveContent)
    .set({ isPublished: publish, publishDate: publish ? (existing.publishDate ?? at) : existing.publishDate, updatedAt: at })
    .where(eq(exclusiveContent.id, id))
    .returning()
    .get()!;
  recordAudit(
    actor,
    publish ? "membership.content-publish" : "membership.content-unpublish",
    { type: "exclusive-content", id },
    `${publish ? "Published" : "Unpublished"} exclusive content "${item.title}"`,
  );
  return { ok: true, item };
}
