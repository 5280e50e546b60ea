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
    createdAt: createdAt(),
  },
  (t) => [index("gallery_images_created_at_idx").on(t.createdAt)],
);
