import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import Archive from "lucide-react/dist/esm/icons/archive.js";
import ArchiveRestore from "lucide-react/dist/esm/icons/archive-restore.js";
import Pencil from "lucide-react/dist/esm/icons/pencil.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import { EmptyList } from "~/components/admin/FilterForm";
import { ResponsiveImage } from "~/components/site/ResponsiveImage";
import { GeneralErrorBoundary } from "~/components/site/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { StatCards } from "~/components/admin/StatCards";
import { Card, CardContent } from "~/components/ui/Card";
import { cx } from "~/components/ui/cx";
import { Dialog } from "~/components/ui/Dialog";
import { ErrorList } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { club } from "~/config/club";
import {
  countProductsByStatus,
  createProduct,
  getAdminProduct,
  listAdminProducts,
  setProductArchived,
  updateProduct,
} from "~/models/shop.server";
import { CATEGORIES, categoryLabel, LOW_STOCK } from "~/config/shop";
import { lineIdSchema, productFormSchema } from "~/schemas/shop";
import { requireUser } from "~/services/auth.server";
import { deleteStoredImage, IMAGE_MESSAGES, IMAGE_UPLOAD, isStoredImageUrl, storeImage } from "~/services/images.server";
import { redirectWithSuccess, toastHeaders } from "~/services/toast.server";
import { FieldTooLargeError, FormShapeError, parseUploadForm } from "~/services/upload.server";
import { FAILURE_STATUS } from "~/utils/api.server";
import { imageUrlSchema } from "~/utils/images";
import { formatKes } from "~/utils/money";

export const meta: MetaFunction = () => [{ title: `Shop Products | ${club.shortName}` }];

const MAX_IMAGES = 8;
const BASE = "/admin/products";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "shop");
  const url = new URL(request.url);
  const archived = url.searchParams.get("show") === "archived";
  const edit = url.searchParams.get("edit");
  const editId = edit && edit !== "new" ? lineIdSchema.safeParse(edit) : null;
  const editing = edit === "new" ? ("new" as const) : editId?.success ? getAdminProduct(editId.data) : null;
  return {
    archived,
    products: listAdminProducts({ archived }),
    counts: countProductsByStatus(),
    editing,
  };
}

type ProductValues = Record<"name" | "description" | "price" | "category" | "sizes" | "colors" | "stock", string> & {
  featured: boolean;
  active: boolean;
  images: string[];
};
type ActionData = { id: number | null; values: ProductValues; errors: Record<string, string[]> };

async function rejected(request: Request, context: AppLoadContext, body: ActionData | null, status: number, description: string) {
  const headers = await toastHeaders(request, context, { title: "Save Failed", description }, "destructive");
  // Never a null body: Remix cannot answer a legacy `?_data` request with one (a 500).
  return data(body ?? { message: description }, { status, headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "shop");
  let upload;
  try {
    upload = await parseUploadForm(request, { ...IMAGE_UPLOAD, fileField: "photo" });
  } catch (error) {
    const message = error instanceof FieldTooLargeError || error instanceof FormShapeError ? error.message : "The form could not be read";
    return rejected(request, context, null, 400, message);
  }
  const { formData } = upload;
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent");
  const id = text("id") ? lineIdSchema.safeParse(text("id")) : null;
  if (id && !id.success) return rejected(request, context, null, 400, "Unknown product");

  if (intent === "archive" || intent === "restore") {
    if (!id) return rejected(request, context, null, 400, "Unknown product");
    const result = setProductArchived(id.data, intent === "archive", user);
    if (!result.ok) return rejected(request, context, null, FAILURE_STATUS[result.reason], result.message);
    return redirectWithSuccess(intent === "archive" ? BASE : `${BASE}?show=archived`, {
      title: intent === "archive" ? "Product Archived" : "Product Restored",
      description: `${result.product.name} ${intent === "archive" ? "is no longer on sale" : "is on sale again"}.`,
    });
  }
  if (intent !== "save") return rejected(request, context, null, 400, "Unknown action");

  const existing = id ? getAdminProduct(id.data) : null;
  if (id && !existing) return rejected(request, context, null, 404, "Product not found");
  const removed = new Set(formData.getAll("removeImages").filter((v): v is string => typeof v === "string"));
  const listed = formData.getAll("images").filter((v): v is string => typeof v === "string");
  const values: ProductValues = {
    name: text("name"),
    description: text("description"),
    price: text("price"),
    category: text("category"),
    sizes: text("sizes"),
    colors: text("colors"),
    stock: text("stock"),
    featured: text("featured") === "on",
    active: text("active") === "on",
    images: listed,
  };
  const errors: Record<string, string[]> = {};
  const parsed = productFormSchema.safeParse(Object.fromEntries([...formData].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) Object.assign(errors, parsed.error.flatten().fieldErrors);

  // Pictures kept: ones the product already has (the club's own /images/… included) or valid addresses.
  const kept: string[] = [];
  for (const url of listed) {
    if (removed.has(url) || kept.includes(url)) continue;
    if (existing?.images.includes(url) || imageUrlSchema.safeParse(url).success) kept.push(url);
    else errors.images = ["An image address is not valid"];
  }
  const typedUrl = text("imageUrl").trim();
  if (typedUrl) {
    const checked = imageUrlSchema.safeParse(typedUrl);
    if (checked.success) kept.push(checked.data);
    else errors.imageUrl = [checked.error.issues[0].message];
  }
  if (upload.problem?.kind === "too-large") errors.photo = [IMAGE_MESSAGES.tooLarge.description];
  if (kept.length + (upload.file ? 1 : 0) > MAX_IMAGES) errors.images = [`At most ${MAX_IMAGES} images`];
  if (!kept.length && !upload.file && !errors.photo) errors.images = ["Add at least one image"];
  values.images = kept;
  const fail = (status = 400) =>
    rejected(request, context, { id: existing?.id ?? null, values, errors }, status, "Please correct the highlighted fields.");
  if (!parsed.success || Object.keys(errors).length) return fail();

  // Stored only now that everything else is valid, so a refused form leaves no orphan picture.
  if (upload.file) {
    const stored = await storeImage(upload.file.bytes);
    if (!stored.ok) {
      errors.photo = [stored.toast?.description ?? stored.message];
      return fail(FAILURE_STATUS[stored.reason]);
    }
    kept.push(stored.image.url);
  }
  const input = { ...parsed.data, images: kept };
  const saved = existing ? updateProduct(existing.id, input, user) : createProduct(input, user);
  if (!saved.ok) {
    Object.assign(errors, saved.errors ?? {});
    return fail(FAILURE_STATUS[saved.reason]);
  }
  if (existing) {
    for (const url of existing.images) if (!kept.includes(url) && isStoredImageUrl(url)) await deleteStoredImage(url);
  }
  return redirectWithSuccess(saved.product.status === "archived" ? `${BASE}?show=archived` : BASE, {
    title: existing ? "Product Updated" : "Product Added",
    description: `${saved.product.name} has been saved.`,
  });
}

type Editing = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["editing"]>;

function initialValues(editing: Editing): ProductValues {
  if (editing === "new") {
    return {
      name: "",
      description: "",
      price: "",
      category: "jersey",
      sizes: "",
      colors: "",
      stock: "0",
      featured: false,
      active: true,
      images: [],
    };
  }
  return {
    name: editing.name,
    description: editing.description,
    price: String(editing.price),
    category: editing.category,
    sizes: editing.sizes.join(", "),
    colors: editing.colors.join(", "),
    stock: String(editing.stock),
    featured: editing.featured,
    active: editing.status === "active",
    images: editing.images,
  };
}

export default function AdminProductsPage() {
  const { archived, products, counts, editing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const closeHref = archived ? `${BASE}?show=archived` : BASE;
  const editHref = (id: number | "new") => `${BASE}?${new URLSearchParams({ ...(archived ? { show: "archived" } : {}), edit: String(id) })}`;
  // A refused save shows the form again with what was typed.
  const formState =
    actionData && "values" in actionData && actionData.values
      ? { id: actionData.id, values: actionData.values, errors: actionData.errors }
      : editing
        ? { id: editing === "new" ? null : editing.id, values: initialValues(editing), errors: {} as Record<string, string[]> }
        : null;

  const stats = [
    { label: "Products on sale", value: counts.active },
    { label: `Low stock (${LOW_STOCK} or fewer)`, value: counts.lowStock },
    { label: "Archived", value: counts.archived },
  ];

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-600">Products, prices and stock of the Rising Stars Shop.</p>
        <Link to={editHref("new")} className={buttonClasses("default")} preventScrollReset>
          <Plus aria-hidden="true" />
          Add Product
        </Link>
      </div>

      <StatCards label="Product statistics" cards={stats} className="grid-cols-1 sm:grid-cols-3" />

      <nav aria-label="Product lists" className="mt-6 flex gap-2">
        {[
          { href: BASE, label: "On sale", current: !archived },
          { href: `${BASE}?show=archived`, label: "Archived", current: archived },
        ].map((tab) => (
          <Link
            key={tab.label}
            to={tab.href}
            aria-current={tab.current ? "page" : undefined}
            className={cx(buttonClasses(tab.current ? "secondary" : "outline", "sm"))}
          >
            {tab.label}
          </Link>
        ))}
      </nav>

      {products.length === 0 ? (
        <EmptyList className="mt-4">{archived ? "No archived products." : "No products on sale yet."}</EmptyList>
      ) : (
        <Table className="mt-4" containerClassName="bg-white" stackOnMobile>
          <THead>
            <TR>
              <TH>Product</TH>
              <TH>Category</TH>
              <TH>Price</TH>
              <TH>Stock</TH>
              <TH>Featured</TH>
              <TH>Actions</TH>
            </TR>
          </THead>
          <TBody>
            {products.map((product) => (
              <TR key={product.id} className={product.lowStock && !archived ? "bg-amber-50" : undefined}>
                <TD className="font-semibold max-md:text-base">
                  <div className="flex items-center gap-3">
                    {product.images[0] ? (
                      <ResponsiveImage
                        src={product.images[0]}
                        alt=""
                        sizes="48px"
                        width={48}
                        height={48}
                        className="size-12 shrink-0 rounded-md bg-slate-100 object-cover"
                      />
                    ) : null}
                    {product.name}
                  </div>
                </TD>
                <TD label="Category">{categoryLabel(product.category)}</TD>
                <TD label="Price" className="whitespace-nowrap">{formatKes(product.price)}</TD>
                <TD label="Stock">
                  <span className="font-semibold">{product.stock}</span>{" "}
                  {product.stock === 0 ? (
                    <Badge variant="destructive">Out of stock</Badge>
                  ) : product.lowStock ? (
                    <Badge variant="warning">Low stock</Badge>
                  ) : null}
                </TD>
                <TD label="Featured">{product.featured ? "Yes" : "No"}</TD>
                <TD label="Actions">
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={editHref(product.id)}
                      preventScrollReset
                      className={buttonClasses("outline", "sm")}
                      aria-label={`Edit ${product.name}`}
                    >
                      <Pencil aria-hidden="true" />
                      Edit
                    </Link>
                    <Form method="post" action={location.pathname + location.search} preventScrollReset>
                      <input type="hidden" name="id" value={product.id} />
                      {archived ? (
                        <StatusButton name="intent" value="restore" size="sm" variant="outline" aria-label={`Put ${product.name} back on sale`}>
                          <ArchiveRestore aria-hidden="true" />
                          Restore
                        </StatusButton>
                      ) : (
                        <StatusButton name="intent" value="archive" size="sm" variant="outline" aria-label={`Archive ${product.name}`}>
                          <Archive aria-hidden="true" />
                          Archive
                        </StatusButton>
                      )}
                    </Form>
                  </div>
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}

      {formState ? (
        <ProductDialog
          key={`${formState.id ?? "new"}`}
          id={formState.id}
          values={formState.values}
          errors={formState.errors}
          closeHref={closeHref}
          action={location.pathname + location.search}
        />
      ) : null}
    </div>
  );
}

function ProductDialog({
  id,
  values,
  errors,
  closeHref,
  action,
}: {
  id: number | null;
  values: ProductValues;
  errors: Record<string, string[]>;
  closeHref: string;
  action: string;
}) {
  const input = "mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2";
  const label = "text-sm font-semibold text-slate-800";
  const described = (name: string) =>
    errors[name]?.length ? { "aria-invalid": true, "aria-describedby": `product-${name}-error` } : {};
  const text = (name: string, title: string, props: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`product-${name}`} className={label}>
        {title}
      </label>
      <input id={`product-${name}`} name={name} defaultValue={name in values ? String(values[name as keyof ProductValues]) : ""} className={input} {...described(name)} {...props} />
      <ErrorList id={`product-${name}-error`} errors={errors[name]} />
    </div>
  );
  return (
    <Dialog
      title={id ? `Edit ${values.name || "product"}` : "Add Product"}
      closeHref={closeHref}
      size="xl"
      footer={
        <>
          <Link to={closeHref} className={buttonClasses("outline")} preventScrollReset>
            Cancel
          </Link>
          <StatusButton type="submit" form="product-form" name="intent" value="save" pendingLabel="Saving...">
            {id ? "Save Product" : "Add Product"}
          </StatusButton>
        </>
      }
    >
      <Form id="product-form" method="post" action={action} encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2" noValidate>
        {id ? <input type="hidden" name="id" value={id} /> : null}
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
          <ErrorList id="product-description-error" errors={errors.description} />
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
          <ErrorList id="product-category-error" errors={errors.category} />
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
          <ErrorList id="product-images-error" errors={errors.images} />
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
                    <input type="checkbox" name="removeImages" value={url} className="size-4" />
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
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="mt-1 block w-full text-sm"
            {...described("photo")}
          />
          <p className="mt-1 text-xs text-slate-600">JPEG, PNG, GIF or WebP, up to 10 MB.</p>
          <ErrorList id="product-photo-error" errors={errors.photo} />
        </div>
      </Form>
    </Dialog>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
