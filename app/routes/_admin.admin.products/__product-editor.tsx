// The product editor: a dialog over the products list (`?edit=new` or `?edit=<id>`) with one form
// that works without JavaScript. Its action is `saveProductAction` (__product-editor.server.ts); after
// a refused save the form shows the server's reply: its errors and what was typed and ticked.
import { Form, Link } from "@remix-run/react";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { ErrorList } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { CATEGORIES } from "~/config/shop";
import { replyErrors, replyValue, type FormReply } from "~/utils/form-reply";
import { ACCEPTED_IMAGE_TYPES } from "~/config/images";

/** The intent the editor's submit button posts. */
export const SAVE_PRODUCT = "save";
/** The list's anchor, and each product's row: the page comes back there after a change. */
export const PRODUCTS_ANCHOR = "products";
export const productAnchor = (id: number) => `product-${id}`;

export type EditedProduct = {
  id: number;
  name: string;
  description: string;
  nameSw: string | null;
  descriptionSw: string | null;
  price: number;
  category: string;
  sizes: string[];
  colors: string[];
  stock: number;
  featured: boolean;
  status: string;
  images: string[];
};

type TextField = "name" | "description" | "nameSw" | "descriptionSw" | "price" | "category" | "sizes" | "colors" | "stock" | "imageUrl";

type EditorValues = Record<TextField, string> & {
  id: number | null;
  featured: boolean;
  active: boolean;
  images: string[];
  removeImages: string[];
};

function productValues(product: EditedProduct | null): EditorValues {
  return {
    id: product?.id ?? null,
    name: product?.name ?? "",
    description: product?.description ?? "",
    nameSw: product?.nameSw ?? "",
    descriptionSw: product?.descriptionSw ?? "",
    price: product ? String(product.price) : "",
    category: product?.category ?? "jersey",
    sizes: product?.sizes.join(", ") ?? "",
    colors: product?.colors.join(", ") ?? "",
    stock: product ? String(product.stock) : "0",
    imageUrl: "",
    featured: product?.featured ?? false,
    active: product ? product.status === "active" : true,
    images: product?.images ?? [],
    removeImages: [],
  };
}

/** A field sent several times (the listed pictures), as the reply echoes it. */
function replyList(reply: FormReply, name: string): string[] {
  const value = reply.result.initialValue?.[name];
  return (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === "string");
}

/** The form as it was sent: an emptied field stays empty rather than showing the saved value again. */
function sentValues(reply: FormReply): EditorValues {
  const text = (name: TextField) => replyValue(reply, name) ?? "";
  const id = Number(replyValue(reply, "id"));
  return {
    id: Number.isSafeInteger(id) && id > 0 ? id : null,
    name: text("name"),
    description: text("description"),
    nameSw: text("nameSw"),
    descriptionSw: text("descriptionSw"),
    price: text("price"),
    category: text("category"),
    sizes: text("sizes"),
    colors: text("colors"),
    stock: text("stock"),
    imageUrl: text("imageUrl"),
    featured: replyValue(reply, "featured") === "on",
    active: replyValue(reply, "active") === "on",
    images: replyList(reply, "images"),
    removeImages: replyList(reply, "removeImages"),
  };
}

export function ProductEditor({
  product,
  reply,
  closeHref,
  action,
}: {
  /** The product being edited; null for a new one. */
  product: EditedProduct | null;
  reply?: FormReply;
  closeHref: string;
  action: string;
}) {
  const values = reply ? sentValues(reply) : productValues(product);
  const errors = (name: string) => replyErrors(reply, name);
  const input = "mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2";
  const label = "text-sm font-semibold text-slate-800";
  const described = (name: string) => (errors(name) ? { "aria-invalid": true, "aria-describedby": `product-${name}-error` } : {});
  const text = (name: TextField, title: string, props: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`product-${name}`} className={label}>
        {title}
      </label>
      <input id={`product-${name}`} name={name} defaultValue={values[name]} className={input} {...described(name)} {...props} />
      <ErrorList id={`product-${name}-error`} errors={errors(name)} />
    </div>
  );
  return (
    <Dialog
      title={values.id ? `Edit ${product?.name || values.name || "product"}` : "Add Product"}
      closeHref={closeHref}
      size="xl"
      footer={
        <>
          <Link to={closeHref} className={buttonClasses("outline")} preventScrollReset>
            Cancel
          </Link>
          <StatusButton type="submit" form="product-form" name="intent" value={SAVE_PRODUCT} pendingLabel="Saving...">
            {values.id ? "Save Product" : "Add Product"}
          </StatusButton>
        </>
      }
    >
      <Form id="product-form" method="post" action={action} encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2" noValidate>
        {values.id ? <input type="hidden" name="id" value={values.id} /> : null}
        {errors("") ? (
          <div className="sm:col-span-2">
            <ErrorList id="product-form-error" errors={errors("")} />
          </div>
        ) : null}
        <div className="sm:col-span-2">{text("name", "Name", { required: true, maxLength: 100 })}</div>
        <div className="sm:col-span-2">
          <label htmlFor="product-description" className={label}>
            Description
          </label>
          <textarea
            id="product-description"
            name="description"
            rows={3}
            required
            defaultValue={values.description}
            className={input}
            {...described("description")}
          />
          <ErrorList id="product-description-error" errors={errors("description")} />
        </div>
        {/* Shown to visitors reading the shop in Swahili; left empty, they read the English. */}
        <div className="sm:col-span-2">{text("nameSw", "Name in Kiswahili (optional)", { maxLength: 100, lang: "sw" })}</div>
        <div className="sm:col-span-2">
          <label htmlFor="product-descriptionSw" className={label}>
            Description in Kiswahili (optional)
          </label>
          <textarea
            id="product-descriptionSw"
            name="descriptionSw"
            rows={3}
            lang="sw"
            defaultValue={values.descriptionSw}
            className={input}
            {...described("descriptionSw")}
          />
          <ErrorList id="product-descriptionSw-error" errors={errors("descriptionSw")} />
        </div>
        {text("price", "Price (KES, whole shillings)", { type: "number", min: 1, step: 1, required: true, inputMode: "numeric" })}
        <div>
          <label htmlFor="product-category" className={label}>
            Category
          </label>
          <select id="product-category" name="category" defaultValue={values.category} className={input} {...described("category")}>
            {CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
          <ErrorList id="product-category-error" errors={errors("category")} />
        </div>
        {text("sizes", "Sizes (comma separated)", { placeholder: "S, M, L, XL" })}
        {text("colors", "Colours (comma separated)", { placeholder: "Orange, Navy" })}
        {text("stock", "Stock", { type: "number", min: 0, step: 1, required: true, inputMode: "numeric" })}
        <fieldset className="flex flex-col justify-end gap-2">
          <legend className="sr-only">Visibility</legend>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="featured" defaultChecked={values.featured} className="size-4" />
            Featured (shown at the top of the shop)
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="active" defaultChecked={values.active} className="size-4" />
            On sale (untick to archive)
          </label>
        </fieldset>

        <fieldset className="sm:col-span-2">
          <legend className={label}>Images</legend>
          <ErrorList id="product-images-error" errors={errors("images")} />
          {values.images.length ? (
            <ul className="mt-2 flex flex-wrap gap-3">
              {values.images.map((url, index) => (
                <li key={url} className="flex w-28 flex-col items-center gap-1 text-sm">
                  <input type="hidden" name="images" value={url} />
                  <ResponsiveImage
                    src={url}
                    alt={`Image ${index + 1}`}
                    sizes="112px"
                    width={112}
                    height={112}
                    className="size-28 rounded-md bg-slate-100 object-cover"
                  />
                  <label className="flex items-center gap-1">
                    <input type="checkbox" name="removeImages" value={url} defaultChecked={values.removeImages.includes(url)} className="size-4" />
                    Remove
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">No images yet: add at least one.</p>
          )}
        </fieldset>
        {text("imageUrl", "Add an image URL (https)", { type: "url", placeholder: "https://…" })}
        <div>
          <label htmlFor="product-photo" className={label}>
            Upload a photo
          </label>
          <input
            id="product-photo"
            name="photo"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            className="mt-1 block w-full text-sm"
            {...described("photo")}
          />
          <p className="mt-1 text-xs text-slate-600">JPEG, PNG, GIF or WebP, up to 10 MB.</p>
          <ErrorList id="product-photo-error" errors={errors("photo")} />
        </div>
      </Form>
    </Dialog>
  );
}
