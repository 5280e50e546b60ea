// The product editor's use cases: the pictures a product keeps, stores and deletes.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import * as catalogue from "~/models/shop/catalogue.server";
import * as productsAdmin from "~/models/shop/products-admin.server";
import * as images from "~/infra/images.server";
import { listAudit } from "~/models/audit.server";
import { product, actor } from "./fixtures";

describe("admin products", () => {
  const input = {
    name: "Admin Scarf",
    description: "Warm",
    price: 1500,
    category: "accessories" as const,
    sizes: [],
    colors: ["Orange"],
    stock: 4,
    featured: false,
    active: true,
    images: [{ url: "https://images.example.com/scarf.webp" }],
  };
  const photo = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 240, g: 120, b: 0 } } }).png().toBuffer();

  it("creates, edits (auditing what changed) and archives; a product needs an image", async () => {
    expect(await productsAdmin.createProduct({ ...input, images: [] }, actor)).toMatchObject({ ok: false, errors: { images: ["Add at least one image"] } });
    const created = await productsAdmin.createProduct(input, actor);
    if (!created.ok) throw new Error(created.message);
    expect(productsAdmin.listAdminProducts().find((p) => p.id === created.product.id)?.lowStock).toBe(true);
    const updated = await productsAdmin.updateProduct(created.product.id, { ...input, price: 1700, stock: 40 }, actor);
    expect(updated).toMatchObject({ ok: true, product: { price: 1700, stock: 40 } });
    const [entry] = listAudit({ action: "shop.product.update", limit: 1, offset: 0 }).entries;
    expect(entry.details).toEqual({ changed: ["price", "stock"], price: [1500, 1700], stock: [4, 40] });
    expect(productsAdmin.setProductArchived(created.product.id, true, actor)).toMatchObject({ ok: true, product: { status: "archived" } });
    expect(catalogue.getProduct(created.product.id)).toBeNull();
    expect(await productsAdmin.updateProduct(9_999_999, input, actor)).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("keeps 1 to 8 pictures: the product's own, https addresses and uploads; removed ones and repeats left out", async () => {
    const item = product();
    const own = item.images[0];
    const urls = Array.from({ length: 8 }, (_, i) => ({ url: `https://images.example.com/${i}.webp` }));
    expect(await productsAdmin.updateProduct(item.id, { ...input, images: [{ url: own }, ...urls] }, actor)).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { images: ["At most 8 images"] },
    });
    // The club's own /images/… are kept on the product that has them, never added to another.
    expect(await productsAdmin.createProduct({ ...input, images: [{ url: own }] }, actor)).toMatchObject({
      errors: { images: ["An image address is not valid"] },
    });
    expect(
      await productsAdmin.updateProduct(item.id, { ...input, images: [{ url: own }, urls[0], urls[0], urls[1]], removeImages: [urls[1].url] }, actor),
    ).toMatchObject({ ok: true, product: { images: [own, urls[0].url] } });
    expect(
      await productsAdmin.updateProduct(item.id, { ...input, images: [{ url: own }], removeImages: [own] }, actor),
    ).toMatchObject({ errors: { images: ["Add at least one image"] } });
    expect(productsAdmin.getAdminProduct(item.id)!.images).toEqual([own, urls[0].url]);
  });

  it("stores an uploaded picture, refuses one that is not a picture, and deletes the pictures an edit drops", async () => {
    const before = productsAdmin.listAdminProducts().length;
    expect(await productsAdmin.createProduct({ ...input, images: [{ bytes: Buffer.from("not a picture") }] }, actor)).toMatchObject({
      ok: false,
      reason: "unsupported-type",
    });
    expect(productsAdmin.listAdminProducts()).toHaveLength(before);

    const created = await productsAdmin.createProduct({ ...input, images: [{ bytes: await photo() }] }, actor);
    if (!created.ok) throw new Error(created.message);
    const [stored] = created.product.images;
    expect(await images.storedImageExists(stored)).toBe(true);
    // A refused edit (a bad address) stores nothing and keeps the stored picture.
    const refused = await productsAdmin.updateProduct(created.product.id, { ...input, images: [{ url: "http://insecure.example.com/x.png" }, { bytes: await photo() }] }, actor);
    expect(refused).toMatchObject({ ok: false, errors: { images: ["An image address is not valid"] } });
    expect(await images.storedImageExists(stored)).toBe(true);

    const replaced = await productsAdmin.updateProduct(created.product.id, { ...input, images: [{ url: stored }, { bytes: await photo() }], removeImages: [stored] }, actor);
    if (!replaced.ok) throw new Error(replaced.message);
    expect(replaced.product.images).toHaveLength(1);
    expect(replaced.product.images[0]).not.toBe(stored);
    expect(await images.storedImageExists(stored)).toBe(false);
    expect(await images.storedImageExists(replaced.product.images[0])).toBe(true);
  });
});
