// The admin's products: the lists, and adding, editing, archiving and restoring a product. A product
// has 1 to 8 pictures; the use cases store new ones, and delete the ones an edit drops (or the ones
// just stored, when the save is refused).
import { and, asc, count, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { merchandise } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { notFound, now, productColumns, type Product } from "~/models/shop/rows.server";
import { LOW_STOCK, MAX_PRODUCT_IMAGES, SHOP_MESSAGES, type ProductInput } from "~/schemas/shop";
import { saveWithImages, type ImageFailure, type ImageInput } from "~/infra/images.server";
import { imageUrlSchema } from "~/utils/images";
import type { Failure, Result } from "~/utils/result";

/** A product as the admin's list shows it: the columns of its row, and its first picture. */
export type AdminProduct = Pick<Product, "id" | "name" | "category" | "price" | "stock" | "featured"> & {
  image: string | null;
  lowStock: boolean;
};

/**
 * A product as an admin saves it: its fields, its pictures in the order shown (the ones it has, as
 * `{ url }`, new addresses, uploads) and the addresses of those to drop.
 */
export type ProductChange = ProductInput & { images: ImageInput[]; removeImages?: string[] };

export function listAdminProducts({ archived = false }: { archived?: boolean } = {}): AdminProduct[] {
  return getDb()
    .select({
      id: merchandise.id,
      name: merchandise.name,
      category: merchandise.category,
      price: merchandise.price,
      stock: merchandise.stock,
      featured: merchandise.featured,
      image: sql<string | null>`json_extract(${merchandise.images}, '$[0]')`,
    })
    .from(merchandise)
    .where(eq(merchandise.status, archived ? "archived" : "active"))
    .orderBy(asc(merchandise.stock), sql`${merchandise.name} COLLATE NOCASE`)
    .all()
    .map((product) => ({ ...product, lowStock: product.stock <= LOW_STOCK }));
}

export function countProductsByStatus() {
  const rows = getDb().select({ status: merchandise.status, n: count() }).from(merchandise).groupBy(merchandise.status).all();
  const by = Object.fromEntries(rows.map((row) => [row.status, row.n]));
  const low = getDb()
    .select({ n: count() })
    .from(merchandise)
    .where(and(eq(merchandise.status, "active"), sql`${merchandise.stock} <= ${LOW_STOCK}`))
    .get()?.n;
  return { active: by.active ?? 0, archived: by.archived ?? 0, lowStock: low ?? 0 };
}

export function getAdminProduct(id: number): Product | null {
  return getDb().select().from(merchandise).where(eq(merchandise.id, id)).get() ?? null;
}

/** A product as the admin's editor shows it (its fields, without the bookkeeping timestamps). */
export function getProductForEditing(id: number) {
  return (
    getDb()
      .select({ ...productColumns, nameSw: merchandise.nameSw, descriptionSw: merchandise.descriptionSw })
      .from(merchandise)
      .where(eq(merchandise.id, id))
      .get() ?? null
  );
}

const imagesInvalid = (message: string): Failure<"invalid"> => ({ ok: false, reason: "invalid", message, errors: { images: [message] } });

/**
 * The pictures a save keeps, in order: those ticked for removal and repeats left out. An address is
 * kept when the product already shows it (the club's own /images/… included) or when it may be typed
 * in (https, or a picture stored here). Between 1 and 8 in all.
 */
function productImages(change: ProductChange, current: string[]): Result<{ inputs: ImageInput[] }, "invalid"> {
  const removed = new Set(change.removeImages);
  const inputs: ImageInput[] = [];
  const seen = new Set<string>();
  for (const input of change.images) {
    if ("url" in input) {
      if (removed.has(input.url) || seen.has(input.url)) continue;
      if (!current.includes(input.url) && !imageUrlSchema.safeParse(input.url).success) {
        return imagesInvalid("An image address is not valid");
      }
      seen.add(input.url);
    }
    inputs.push(input);
  }
  if (inputs.length > MAX_PRODUCT_IMAGES) return imagesInvalid(`At most ${MAX_PRODUCT_IMAGES} images`);
  if (!inputs.length) return imagesInvalid("Add at least one image");
  return { ok: true, inputs };
}

/** The columns a save writes (named one by one: a change carries more than the table holds). */
function productValues(input: ProductInput, images: string[]) {
  const { name, description, nameSw, descriptionSw, price, category, sizes, colors, stock, featured, active } = input;
  const status = active ? ("active" as const) : ("archived" as const);
  // An emptied Swahili field is cleared: the shop then shows the English text.
  return { name, description, nameSw: nameSw ?? null, descriptionSw: descriptionSw ?? null, price, category, sizes, colors, stock, featured, images, status };
}

/** Use case: an admin adds a product. */
export async function createProduct(
  change: ProductChange,
  actor: AuditActor,
): Promise<Result<{ product: Product }, "invalid"> | ImageFailure> {
  const images = productImages(change, []);
  if (!images.ok) return images;
  return saveWithImages(images.inputs, (urls) => {
    const product = getDb().insert(merchandise).values(productValues(change, urls)).returning().get();
    recordAudit(actor, "shop.product.create", { type: "product", id: product.id }, `Added the product ${product.name}`, {
      price: product.price,
      stock: product.stock,
    });
    return { ok: true, product } as const;
  });
}

/**
 * Use case: an admin edits a product (price, stock, options, pictures, featured, on sale or archived).
 * The pictures it no longer shows are deleted once the edit is saved.
 */
export async function updateProduct(
  id: number,
  change: ProductChange,
  actor: AuditActor,
): Promise<Result<{ product: Product; before: Product }, "invalid" | "not-found"> | ImageFailure> {
  const before = getAdminProduct(id);
  if (!before) return notFound(SHOP_MESSAGES.productNotFound);
  const images = productImages(change, before.images);
  if (!images.ok) return images;
  return saveWithImages(
    images.inputs,
    (urls) => {
      const values = productValues(change, urls);
      const product = getDb()
        .update(merchandise)
        .set({ ...values, updatedAt: now() })
        .where(eq(merchandise.id, id))
        .returning()
        .get();
      if (!product) return notFound(SHOP_MESSAGES.productNotFound);
      const changed = (Object.keys(values) as Array<keyof typeof values>).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(product[key]),
      );
      recordAudit(actor, "shop.product.update", { type: "product", id }, `Edited the product ${product.name}`, {
        changed,
        ...(changed.includes("price") ? { price: [before.price, product.price] } : {}),
        ...(changed.includes("stock") ? { stock: [before.stock, product.stock] } : {}),
      });
      return { ok: true, product, before } as const;
    },
    (saved) => (saved.ok ? before.images.filter((url) => !saved.product.images.includes(url)) : []),
  );
}

/** Use case: take a product off sale (kept for the orders that name it) or put it back on sale. */
export function setProductArchived(
  id: number,
  archived: boolean,
  actor: AuditActor,
): Result<{ product: Product }, "not-found"> {
  const product = getDb()
    .update(merchandise)
    .set({ status: archived ? "archived" : "active", updatedAt: now() })
    .where(eq(merchandise.id, id))
    .returning()
    .get();
  if (!product) return notFound(SHOP_MESSAGES.productNotFound);
  recordAudit(
    actor,
    archived ? "shop.product.archive" : "shop.product.restore",
    { type: "product", id },
    `${archived ? "Archived" : "Put back on sale"} the product ${product.name}`,
  );
  return { ok: true, product };
}
