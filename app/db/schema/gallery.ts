// Photos shown in the landing page gallery and managed from the gallery admin.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

export const galleryImages = sqliteTable(
  "gallery_images",
  {
    id: id(),
    imageUrl: text("image_url").notNull(),
    alt: text("alt").notNull(),
    caption: text("caption"),
    // Not in the old system: intrinsic size lets pages reserve space (no layout shift) and "recent
    // uploads" can be dated.
    width: integer("width"),
    height: integer("height"),
    // The order admins arranged (landing page and GET /api/gallery follow it; ties fall back to id).
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("gallery_images_created_at_idx").on(t.createdAt),
    index("gallery_images_sort_order_idx").on(t.sortOrder, t.id),
  ],
);
