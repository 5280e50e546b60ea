// The catalogue: the products on sale as visitors (and GET /api/merchandise) see them.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Language } from "~/config/i18n";
import { getDb } from "~/db/client.server";
import { merchandise } from "~/db/schema";
import { productColumns, type Product } from "~/models/shop/rows.server";
import { MAX_FEATURED, type Category, type Sort } from "~/schemas/shop";

/** What visitors see of a product: what its editor shows, and when it was added and last changed. */
const publicColumns = {
  ...productColumns,
  createdAt: merchandise.createdAt,
  updatedAt: merchandise.updatedAt,
};
export type PublicProduct = Pick<Product, keyof typeof publicColumns>;

const sortOrder: Record<Sort, SQL[]> = {
  name: [sql`${merchandise.name} COLLATE NOCASE`, asc(merchandise.id)],
  "price-asc": [asc(merchandise.price), sql`${merchandise.name} COLLATE NOCASE`],
  "price-desc": [desc(merchandise.price), sql`${merchandise.name} COLLATE NOCASE`],
  newest: [desc(merchandise.createdAt), desc(merchandise.id)],
};

/** Products on sale, optionally of one category, in the chosen order. */
export function listProducts({ category, sort = "name" }: { category?: Category; sort?: Sort } = {}): PublicProduct[] {
  return getDb()
    .select(publicColumns)
    .from(merchandise)
    .where(and(eq(merchandise.status, "active"), category ? eq(merchandise.category, category) : undefined))
    .orderBy(...sortOrder[sort])
    .all();
}

export function listFeaturedProducts(): PublicProduct[] {
  return getDb()
    .select(publicColumns)
    .from(merchandise)
    .where(and(eq(merchandise.status, "active"), eq(merchandise.featured, true)))
    .orderBy(desc(merchandise.createdAt), asc(merchandise.id))
    .limit(MAX_FEATURED)
    .all();
}

/**
 * The shop's page: with no category chosen, the featured products first and the rest after them; each
 * product once (a phone scrolls past every card it shows twice).
 */
export function listShopPage(filter: { category?: Category; sort: Sort }): { featured: PublicProduct[]; products: PublicProduct[] } {
  const featured = filter.category ? [] : listFeaturedProducts();
  const shown = new Set(featured.map((product) => product.id));
  return { featured, products: listProducts(filter).filter((product) => !shown.has(product.id)) };
}

/** A product on sale, by id; archived products are not found. */
export function getProduct(id: number): PublicProduct | null {
  return (
    getDb()
      .select(publicColumns)
      .from(merchandise)
      .where(and(eq(merchandise.id, id), eq(merchandise.status, "active")))
      .get() ?? null
  );
}

/**
 * Products as a visitor in `language` reads them: in Swahili, the Swahili name and description where
 * the office wrote them, the English ones otherwise. Reads the Swahili texts of these products only.
 */
export function inLanguage<P extends PublicProduct>(products: P[], language: Language): Array<P & { addressName?: string }> {
  if (language !== "sw" || !products.length) return products;
  const swahili = new Map(
    getDb()
      .select({ id: merchandise.id, nameSw: merchandise.nameSw, descriptionSw: merchandise.descriptionSw })
      .from(merchandise)
      .where(inArray(merchandise.id, products.map((product) => product.id)))
      .all()
      .map((row) => [row.id, row]),
  );
  return products.map((product) => {
    const texts = swahili.get(product.id);
    // The product's address stays made from its English name (one address per product).
    return { ...product, name: texts?.nameSw || product.name, description: texts?.descriptionSw || product.description, addressName: product.name };
  });
}

/** The Swahili names the office gave these products (those without one are left out). */
export function swahiliNamesOf(ids: number[]): Map<number, string> {
  if (!ids.length) return new Map();
  return new Map(
    getDb()
      .select({ id: merchandise.id, nameSw: merchandise.nameSw })
      .from(merchandise)
      .where(inArray(merchandise.id, [...new Set(ids)]))
      .all()
      .flatMap((row) => (row.nameSw ? [[row.id, row.nameSw] as const] : [])),
  );
}

/** An order's or a cart's lines with each product named in `language` (its Swahili name where it has one). */
export function linesIn<L extends { merchandiseId: number; name: string }>(lines: L[], language: Language): L[] {
  if (language !== "sw") return lines;
  const names = swahiliNamesOf(lines.map((line) => line.merchandiseId));
  return lines.map((line) => ({ ...line, name: names.get(line.merchandiseId) ?? line.name }));
}

/** `/shop/12-home-jersey` → 12 (the name part is for people and is not checked). */
export function productIdFromParam(param: string | undefined): number | null {
  const match = /^(\d{1,15})(?:-[a-z0-9-]*)?$/.exec(param ?? "");
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
