// The shop's products (shop staff): the list on sale or archived (`?show=archived`), archiving (after
// its confirmation, `?archive=<id>`) and restoring, and the product editor (`?edit=new`, `?edit=<id>`), a module of this folder with its form
// and its save action. The action picks the form's action by the posted `intent`.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import Archive from "lucide-react/dist/esm/icons/archive.js";
import ArchiveRestore from "lucide-react/dist/esm/icons/archive-restore.js";
import Pencil from "lucide-react/dist/esm/icons/pencil.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import { ConfirmActionDialog } from "~/components/admin/list/ConfirmActionDialog";
import { ListTable } from "~/components/admin/list/ListTable";
import { RowActionForm } from "~/components/admin/list/RowActionForm";
import { anchorAfterRemoving } from "~/utils/row-anchors";
import { useListLinks } from "~/components/admin/list/useListLinks";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { StatCards } from "~/components/admin/StatCards";
import { cx } from "~/components/ui/cx";
import { StatusButton } from "~/components/ui/StatusButton";
import { TD } from "~/components/ui/Table";
import { club } from "~/config/club";
import {
  countProductsByStatus,
  getProductForEditing,
  listAdminProducts,
  setProductArchived,
} from "~/models/shop/products-admin.server";
import { categoryLabel, LOW_STOCK } from "~/config/shop";
import { lineIdSchema, productArchiveFormSchema } from "~/schemas/shop";
import { requireUser } from "~/services/auth.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import { dispatchIntent } from "~/services/intent-actions.server";
import { IMAGE_UPLOAD } from "~/infra/images.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { FieldTooLargeError, FormShapeError, parseUploadForm } from "~/infra/upload.server";
import { useFormReply } from "~/utils/form-reply";
import { formatKes } from "~/utils/money";
import { ProductEditor, PRODUCTS_ANCHOR, productAnchor, SAVE_PRODUCT } from "./__product-editor";
import { saveProductAction, type ProductIntentArgs } from "./__product-editor.server";
import { RowActionLink } from "~/components/admin/list/RowActionLink";

export const meta: MetaFunction = () => [{ title: `Shop Products | ${club.shortName}` }];

const BASE = "/admin/products";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "shop");
  const url = new URL(request.url);
  const archived = url.searchParams.get("show") === "archived";
  const edit = url.searchParams.get("edit");
  const editId = edit && edit !== "new" ? lineIdSchema.safeParse(edit) : null;
  const editing = edit === "new" ? ("new" as const) : editId?.success ? getProductForEditing(editId.data) : null;
  const products = listAdminProducts({ archived });
  // `?archive=<id>`: a product on sale whose archiving waits for confirmation (the list moves after it).
  const archiveId = lineIdSchema.safeParse(url.searchParams.get("archive"));
  const archiving = !archived && archiveId.success ? (products.find((product) => product.id === archiveId.data) ?? null) : null;
  return {
    archived,
    products,
    counts: countProductsByStatus(),
    editing,
    archiving: archiving ? { id: archiving.id, name: archiving.name } : null,
  };
}

const SAVE_FAILED = "Save Failed";

/** The action of each form, by the `intent` its button posts. */
const ACTIONS = {
  [SAVE_PRODUCT]: saveProductAction,
  archive: (args: ProductIntentArgs) => archiveProductAction(args, "archive"),
  restore: (args: ProductIntentArgs) => archiveProductAction(args, "restore"),
};

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "shop");
  let upload;
  try {
    upload = await parseUploadForm(request, { ...IMAGE_UPLOAD, fileField: "photo" });
  } catch (error) {
    const message = error instanceof FieldTooLargeError || error instanceof FormShapeError ? error.message : "The form could not be read";
    return replyToForm(request, context, { intent: null, status: 400, formErrors: [message], toast: { title: SAVE_FAILED, description: message } });
  }
  return dispatchIntent(upload.formData.get("intent"), ACTIONS, { request, context, user, upload }, {
    formErrors: ["Unknown action"],
    toast: { title: SAVE_FAILED, description: "Unknown action" },
  });
}

/** Archive (take off sale) or Restore (put back on sale), from a product's row. */
async function archiveProductAction({ request, context, user, upload: { formData } }: ProductIntentArgs, intent: "archive" | "restore") {
  const submission = parseForm(formData, productArchiveFormSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent, submission, toast: { title: SAVE_FAILED, description: "Unknown product" } });
  }
  const archived = intent === "archive";
  const result = setProductArchived(submission.value.id, archived, user);
  if (!result.ok) {
    return replyToForm(request, context, { intent, submission, failure: result, toast: { title: SAVE_FAILED, description: result.message } });
  }
  // The form names the product that takes this one's place in the list it left; without it, that list.
  const back = safeRedirect(formData.get("redirectTo"), `${archived ? BASE : `${BASE}?show=archived`}#${PRODUCTS_ANCHOR}`);
  return redirectWithSuccess(back, {
    title: archived ? "Product Archived" : "Product Restored",
    description: `${result.product.name} ${archived ? "is no longer on sale" : "is on sale again"}.`,
  });
}

export default function AdminProductsPage() {
  const { archived, products, counts, editing, archiving } = useLoaderData<typeof loader>();
  const saveReply = useFormReply(SAVE_PRODUCT);
  const { here, hereAt, withParams } = useListLinks(BASE);
  const ids = products.map((product) => product.id);
  const closeHref = archived ? `${BASE}?show=archived` : BASE;
  const editHref = (id: number | "new") => `${BASE}?${new URLSearchParams({ ...(archived ? { show: "archived" } : {}), edit: String(id) })}`;
  const product = editing && editing !== "new" ? editing : null;

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

      <ListTable
        columns={["Product", "Category", "Price", "Stock", "Featured", "Actions"]}
        rows={products}
        empty={archived ? "No archived products." : "No products on sale yet."}
        id={PRODUCTS_ANCHOR}
        rowId={(product) => productAnchor(product.id)}
        rowClassName={(product) => (product.lowStock && !archived ? "bg-amber-50" : undefined)}
      >
        {(product) => (
          <>
            <TD className="font-semibold max-md:text-base">
              <div className="flex items-center gap-3">
                {product.image ? (
                  <ResponsiveImage
                    src={product.image}
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
                <RowActionLink to={editHref(product.id)} action="Edit" name={product.name} icon={Pencil} />
                {archived ? (
                  // Restored, it leaves this list: the page comes back at the product after it.
                  <RowActionForm
                    action={here}
                    fields={{ id: product.id }}
                    returnTo={hereAt(anchorAfterRemoving(ids, product.id, productAnchor, PRODUCTS_ANCHOR), { edit: null })}
                  >
                    <StatusButton name="intent" value="restore" size="sm" variant="outline" aria-label={`Restore ${product.name} (put back on sale)`}>
                      <ArchiveRestore aria-hidden="true" />
                      Restore
                    </StatusButton>
                  </RowActionForm>
                ) : (
                  // Archiving takes it off sale and the rows below move up: it asks first.
                  <RowActionLink to={withParams({ edit: null, archive: product.id })} action="Archive" name={product.name} icon={Archive} />
                )}
              </div>
            </TD>
          </>
        )}
      </ListTable>

      {archiving ? (
        <ConfirmActionDialog
          title={`Archive ${archiving.name}?`}
          closeHref={hereAt(productAnchor(archiving.id), { archive: null })}
          action={here}
          fields={{
            intent: "archive",
            id: archiving.id,
            redirectTo: hereAt(anchorAfterRemoving(ids, archiving.id, productAnchor, PRODUCTS_ANCHOR), { edit: null, archive: null }),
          }}
          confirmLabel="Archive product"
          cancelLabel="Keep on sale"
          pendingLabel="Archiving..."
          variant="destructive"
        >
          <p>
            <strong>{archiving.name}</strong> leaves the shop: visitors can no longer see or order it. Orders already placed keep it.
          </p>
          <p>You can put it back on sale from the Archived list.</p>
        </ConfirmActionDialog>
      ) : null}

      {/* A refused save shows the editor again with the reply, whatever the URL says. */}
      {editing || saveReply ? (
        <ProductEditor
          key={product?.id ?? "new"}
          product={product}
          reply={saveReply}
          closeHref={closeHref}
          action={here}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
