// /gallery-admin: the photos of the home page's gallery, their figures and their order. The grid is
// here; each dialog (Add, Edit, Delete; open when the URL says so) is a module of its own with its
// intents' actions in a .server.ts sibling. The action below reads the form and dispatches by intent.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import ArrowDown from "lucide-react/dist/esm/icons/arrow-down.js";
import ArrowUp from "lucide-react/dist/esm/icons/arrow-up.js";
import ImagePlus from "lucide-react/dist/esm/icons/image-plus.js";
import Pencil from "lucide-react/dist/esm/icons/pencil.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import Trash2 from "lucide-react/dist/esm/icons/trash-2.js";
import { PhotoImage } from "~/components/admin/gallery/PhotoImage";
import { StatCards } from "~/components/admin/StatCards";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { club } from "~/config/club";
import { galleryStats, listPhotosForAdmin, type AdminPhoto, type PhotoKind } from "~/models/gallery.server";
import { galleryPageQuerySchema, type GalleryIntent } from "~/schemas/gallery";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { dispatchIntent } from "~/services/intent-actions.server";
import { AddPhotoDialog } from "./__add-photo-dialog";
import { linkPhotoAction, uploadPhotoAction } from "./__add-photo-dialog.server";
import { DeletePhotoDialog } from "./__delete-photo-dialog";
import { deletePhotoAction } from "./__delete-photo-dialog.server";
import { EditPhotoDialog } from "./__edit-photo-dialog";
import { updatePhotoAction } from "./__edit-photo-dialog.server";
import { movePhotoAction } from "./__move-photo.server";
import { GALLERY_ANCHOR, photoAnchor } from "./__photo-anchors";
import { readPhotoForm, type PhotoIntentArgs } from "./__photo-form.server";

const PAGE_TITLE = "Photo Gallery Management";
export const handle: AdminRouteHandle = { pageTitle: PAGE_TITLE };
export const meta: MetaFunction = () => [{ title: `${PAGE_TITLE} | ${club.shortName}` }];

const GRID_SIZES = "(min-width: 1280px) 20vw, (min-width: 768px) 30vw, 50vw";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "gallery");
  const query = parseUrlState(galleryPageQuerySchema, new URL(request.url).searchParams);
  const [photos, stats] = await Promise.all([listPhotosForAdmin(), galleryStats()]);
  const find = (id: number | undefined) => (id ? (photos.find((photo) => photo.id === id) ?? null) : null);
  return {
    photos,
    stats,
    adding: query.add === "1",
    tab: query.tab ?? "upload",
    added: find(query.added),
    editing: find(query.edit),
    deleting: find(query.delete),
  };
}

const INTENT_ACTIONS = {
  upload: uploadPhotoAction,
  link: linkPhotoAction,
  update: updatePhotoAction,
  delete: deletePhotoAction,
  move: movePhotoAction,
} satisfies Record<GalleryIntent, (args: PhotoIntentArgs) => Promise<unknown>>;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "gallery");
  const read = await readPhotoForm(request);
  if (!read.ok) return replyToForm(request, context, { intent: null, formErrors: [read.message], toast: { title: "Error", description: read.message } });
  return dispatchIntent(read.upload.formData.get("intent"), INTENT_ACTIONS, { request, context, user, upload: read.upload }, {
    formErrors: ["Unknown action"],
    toast: { title: "Error", description: "Unknown action" },
  });
}

function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const kindLabel: Record<PhotoKind, string> = { uploaded: "Uploaded", external: "Image URL", bundled: "Built-in" };

export default function GalleryAdminPage() {
  const { photos, stats, adding, tab, added, editing, deleting } = useLoaderData<typeof loader>();

  const statCards = [
    { label: "Total Photos", value: stats.total.toLocaleString("en-KE"), notes: ["In the gallery now"] },
    { label: "Recent Uploads", value: stats.recent.toLocaleString("en-KE"), notes: ["Last 7 days"] },
    {
      label: "Storage Used",
      value: formatBytes(stats.storedBytes),
      notes: [
        `${stats.uploaded.toLocaleString("en-KE")} uploaded ${stats.uploaded === 1 ? "photo" : "photos"}`,
        `${stats.external.toLocaleString("en-KE")} external: using image URLs`,
      ],
    },
  ];

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-600">
          Photos shown in the gallery on the home page, in this order.{" "}
          <Link to="/photo-upload-demo" className="font-semibold text-club-orange-dark underline">
            Try the photo upload demo
          </Link>
        </p>
        <Link to="/gallery-admin?add=1" preventScrollReset className={buttonClasses()}>
          <Plus aria-hidden="true" />
          Add Photo
        </Link>
      </div>

      <StatCards label="Gallery statistics" cards={statCards} className="sm:grid-cols-3" />

      {photos.length === 0 ? (
        <div id={GALLERY_ANCHOR} className="mt-6 flex scroll-mt-24 flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <ImagePlus aria-hidden="true" className="size-10 text-slate-400" />
          <p className="text-lg font-semibold text-club-navy">No photos yet</p>
          <Link to="/gallery-admin?add=1" preventScrollReset className={buttonClasses()}>
            <Plus aria-hidden="true" />
            Add First Photo
          </Link>
        </div>
      ) : (
        <ul id={GALLERY_ANCHOR} className="mt-6 grid scroll-mt-24 grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5" aria-label="Gallery photos">
          {photos.map((photo, index) => (
            <PhotoCard key={photo.id} photo={photo} position={index + 1} count={photos.length} />
          ))}
        </ul>
      )}

      {adding ? <AddPhotoDialog tab={tab} added={added} /> : null}
      {editing ? <EditPhotoDialog key={editing.id} photo={editing} /> : null}
      {deleting ? <DeletePhotoDialog photo={deleting} /> : null}
    </div>
  );
}

function PhotoCard({ photo, position, count }: { photo: AdminPhoto; position: number; count: number }) {
  return (
    <li id={photoAnchor(photo.id)} className="flex scroll-mt-24 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <figure>
        <PhotoImage src={photo.imageUrl} alt={photo.alt} missing={photo.missing} sizes={GRID_SIZES} />
        <figcaption className="space-y-1 px-3 pt-2 text-sm">
          <span className="block font-semibold text-club-navy">{photo.caption || "No caption"}</span>
          <span className="block text-slate-600">{photo.alt}</span>
        </figcaption>
      </figure>
      <div className="mt-auto space-y-2 px-3 pb-3 pt-2">
        <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
          <span>
            {position} of {count}
          </span>
          <Badge variant="secondary">{kindLabel[photo.kind]}</Badge>
        </div>
        {/* Always visible: phones have no hover. */}
        <div className="flex flex-wrap gap-1.5">
          <Link
            to={`/gallery-admin?edit=${photo.id}`}
            preventScrollReset
            className={buttonClasses("outline", "sm")}
            aria-label={`Edit photo: ${photo.alt}`}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Link>
          <Link
            to={`/gallery-admin?delete=${photo.id}`}
            preventScrollReset
            className={buttonClasses("outline", "sm")}
            aria-label={`Delete photo: ${photo.alt}`}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Link>
          <Form method="post" action="/gallery-admin" preventScrollReset className="flex gap-1.5">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="id" value={photo.id} />
            <button
              type="submit"
              name="direction"
              value="up"
              disabled={position === 1}
              className={buttonClasses("ghost", "sm")}
              aria-label={`Move photo up: ${photo.alt}`}
            >
              <ArrowUp aria-hidden="true" />
            </button>
            <button
              type="submit"
              name="direction"
              value="down"
              disabled={position === count}
              className={buttonClasses("ghost", "sm")}
              aria-label={`Move photo down: ${photo.alt}`}
            >
              <ArrowDown aria-hidden="true" />
            </button>
          </Form>
        </div>
      </div>
    </li>
  );
}

export const ErrorBoundary = () => <GeneralErrorBoundary />;
