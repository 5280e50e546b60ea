import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import ArrowDown from "lucide-react/dist/esm/icons/arrow-down.js";
import ArrowUp from "lucide-react/dist/esm/icons/arrow-up.js";
import ImagePlus from "lucide-react/dist/esm/icons/image-plus.js";
import Pencil from "lucide-react/dist/esm/icons/pencil.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import Trash2 from "lucide-react/dist/esm/icons/trash-2.js";
import { useState } from "react";
import { MultiPhotoUploader, ACCEPTED_IMAGE_TYPES } from "~/components/admin/gallery/MultiPhotoUploader";
import { PhotoImage } from "~/components/admin/gallery/PhotoImage";
import { GeneralErrorBoundary } from "~/components/site/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Card, CardContent } from "~/components/ui/Card";
import { Dialog } from "~/components/ui/Dialog";
import { ErrorList, Field } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { Tabs } from "~/components/ui/Tabs";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { club } from "~/config/club";
import {
  addPhotoByUrl,
  deletePhoto,
  galleryStats,
  listPhotosForAdmin,
  movePhoto,
  updatePhoto,
  uploadPhoto,
  type AdminPhoto,
  type PhotoKind,
} from "~/models/gallery.server";
import {
  ALT_MAX,
  CAPTION_MAX,
  GALLERY_MESSAGES,
  GALLERY_TOASTS,
  galleryIntentSchema,
  galleryPageQuerySchema,
  moveSchema,
  photoIdSchema,
  photoLinkSchema,
  photoReplaceSchema,
  photoUploadSchema,
} from "~/schemas/gallery";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { IMAGE_UPLOAD } from "~/services/images.server";
import { redirectWithError, redirectWithSuccess, toastHeaders, type Toast } from "~/services/toast.server";
import { FieldTooLargeError, FormShapeError, parseUploadForm, type UploadForm } from "~/services/upload.server";
import { FAILURE_STATUS } from "~/utils/api.server";
import { useHydrated } from "~/utils/use-hydrated";

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

type Intent = "upload" | "link" | "update" | "delete" | "move";
type ActionData = { intent: Intent | null; result: SubmissionResult<string[]> | null };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "gallery");

  async function refuse(intent: Intent | null, toast: Toast, result: SubmissionResult<string[]> | null = null, status = 400) {
    const headers = await toastHeaders(request, context, toast, "destructive");
    return data<ActionData>({ intent, result }, { status, headers });
  }

  let upload: UploadForm;
  try {
    upload = await parseUploadForm(request, { ...IMAGE_UPLOAD, fileField: "photo" });
  } catch (error) {
    const description =
      error instanceof FieldTooLargeError || error instanceof FormShapeError ? error.message : "The form could not be read";
    return refuse(null, { title: "Error", description });
  }
  const form = upload.formData;
  const intent = galleryIntentSchema.safeParse(form.get("intent"));
  if (!intent.success) return refuse(null, { title: "Error", description: "Unknown action" });

  switch (intent.data) {
    case "upload": {
      const submission = parseWithZod(form, { schema: photoUploadSchema });
      const noFile = !upload.file && !upload.problem;
      if (noFile || submission.status !== "success") {
        const fieldErrors = noFile ? { photo: [GALLERY_MESSAGES.missingFile.description] } : undefined;
        return refuse("upload", GALLERY_MESSAGES.missingFile, submission.reply({ fieldErrors }));
      }
      const uploaded = await uploadPhoto(upload, submission.value, user);
      if (!uploaded.ok) {
        return refuse(
          "upload",
          uploaded.toast ?? GALLERY_TOASTS.uploadFailed,
          submission.reply({ fieldErrors: uploaded.errors }),
          FAILURE_STATUS[uploaded.reason],
        );
      }
      return redirectWithSuccess(`/gallery-admin?add=1&tab=upload&added=${uploaded.photo.id}`, GALLERY_TOASTS.uploaded);
    }

    case "link": {
      const submission = parseWithZod(form, { schema: photoLinkSchema });
      if (submission.status !== "success") {
        return refuse("link", validationToast(submission.error, GALLERY_MESSAGES.missingLink), submission.reply());
      }
      const added = await addPhotoByUrl(submission.value, user);
      if (!added.ok) {
        return refuse("link", added.toast ?? GALLERY_TOASTS.addFailed, submission.reply({ fieldErrors: added.errors }));
      }
      return redirectWithSuccess(`/gallery-admin?add=1&tab=url&added=${added.photo.id}`, GALLERY_TOASTS.added);
    }

    case "update": {
      const id = photoIdSchema.safeParse(form.get("id"));
      if (!id.success) return redirectWithError("/gallery-admin", GALLERY_TOASTS.updateFailed);
      const replacing = !!(upload.file || upload.problem);
      // With a replacement file the URL field is ignored (the form disables it); otherwise it is required.
      const schema = (replacing ? photoReplaceSchema : photoLinkSchema) as typeof photoLinkSchema;
      const submission = parseWithZod(form, { schema });
      if (submission.status !== "success") {
        return refuse("update", validationToast(submission.error, GALLERY_MESSAGES.missingLink), submission.reply());
      }
      const { alt, caption, imageUrl } = submission.value;
      const changes = replacing ? { alt, caption, upload } : { alt, caption, imageUrl };
      const updated = await updatePhoto(id.data, changes, user);
      if (!updated.ok) {
        if (updated.reason === "not-found") return redirectWithError("/gallery-admin", GALLERY_TOASTS.updateFailed);
        return refuse(
          "update",
          updated.toast ?? GALLERY_TOASTS.updateFailed,
          submission.reply({ fieldErrors: updated.errors }),
          FAILURE_STATUS[updated.reason],
        );
      }
      return redirectWithSuccess(`/gallery-admin#photo-${id.data}`, GALLERY_TOASTS.updated);
    }

    case "delete": {
      const id = photoIdSchema.safeParse(form.get("id"));
      const deleted = id.success ? await deletePhoto(id.data, user) : null;
      if (!deleted?.ok) return redirectWithError("/gallery-admin", GALLERY_TOASTS.deleteFailed);
      return redirectWithSuccess("/gallery-admin", GALLERY_TOASTS.deleted);
    }

    case "move": {
      const move = moveSchema.safeParse(Object.fromEntries(form));
      const moved = move.success ? movePhoto(move.data.id, move.data.direction, user) : null;
      if (!moved?.ok) return redirectWithError("/gallery-admin", GALLERY_TOASTS.moveFailed);
      return redirectWithSuccess(`/gallery-admin#photo-${move.data!.id}`, GALLERY_TOASTS.moved);
    }
  }
}

/** "Missing Information" when a required field is empty; otherwise the first problem itself. */
function validationToast(errors: Record<string, string[] | null> | null, missing: Toast): Toast {
  const messages = Object.values(errors ?? {}).flatMap((list) => list ?? []);
  if (messages.length === 0 || messages.includes(missing.description!)) return missing;
  return { title: "Error", description: messages[0] };
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

      <ul className="mt-6 grid gap-4 sm:grid-cols-3" aria-label="Gallery statistics">
        {statCards.map((card) => (
          <li key={card.label}>
            <Card className="h-full">
              <CardContent className="p-5 sm:p-5">
                <p className="text-sm font-medium text-slate-600">{card.label}</p>
                <p className="mt-1 text-3xl font-bold">{card.value}</p>
                {card.notes.map((note) => (
                  <p key={note} className="text-sm text-slate-600">
                    {note}
                  </p>
                ))}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      {photos.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <ImagePlus aria-hidden="true" className="size-10 text-slate-400" />
          <p className="text-lg font-semibold text-club-navy">No photos yet</p>
          <Link to="/gallery-admin?add=1" preventScrollReset className={buttonClasses()}>
            <Plus aria-hidden="true" />
            Add First Photo
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5" aria-label="Gallery photos">
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
    <li id={`photo-${photo.id}`} className="flex scroll-mt-24 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
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

const DESCRIPTION_HELP = "Required. It becomes the photo's alt text, read out to people who cannot see the photo.";

function useActionResult(intent: Intent) {
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  return actionData?.intent === intent ? (actionData.result ?? undefined) : undefined;
}

function AddPhotoDialog({ tab, added }: { tab: "upload" | "url"; added: AdminPhoto | null }) {
  const hydrated = useHydrated();
  return (
    <Dialog
      title="Add Photo"
      description="Upload photos from this device or link to an image on the web."
      closeHref="/gallery-admin"
      size="lg"
    >
      {added ? (
        <section aria-label="Just added" className="mb-4 flex items-center gap-3 rounded-lg bg-green-50 p-3 ring-1 ring-green-200">
          <div className="w-28 shrink-0 overflow-hidden rounded">
            <PhotoImage src={added.imageUrl} alt={added.alt} missing={added.missing} sizes="7rem" />
          </div>
          <p className="text-sm">
            <strong className="block text-green-900">Added to the gallery</strong>
            {added.alt}
          </p>
        </section>
      ) : null}
      <Tabs
        label="How to add the photo"
        current={tab}
        tabs={[
          { id: "upload", label: "Upload File", href: "/gallery-admin?add=1&tab=upload" },
          { id: "url", label: "Image URL", href: "/gallery-admin?add=1&tab=url" },
        ]}
      />
      <div className="pt-4">
        {tab === "url" ? <LinkPhotoForm /> : hydrated ? <MultiPhotoUploader /> : <UploadPhotoForm />}
      </div>
    </Dialog>
  );
}

function DescriptionAndCaption({ fields }: { fields: { alt: FieldMeta; caption: FieldMeta } }) {
  return (
    <>
      <Field
        labelProps={{ children: "Photo Description" }}
        inputProps={{ ...getInputProps(fields.alt, { type: "text" }), maxLength: ALT_MAX }}
        errors={fields.alt.errors}
        help={DESCRIPTION_HELP}
      />
      <Field
        labelProps={{ children: "Caption (optional)" }}
        inputProps={{ ...getInputProps(fields.caption, { type: "text" }), maxLength: CAPTION_MAX }}
        errors={fields.caption.errors}
        help="Shown under the photo in the gallery."
      />
    </>
  );
}

type FieldMeta = Parameters<typeof getInputProps>[0];

/** Upload File without JavaScript: one photo per post, checked and stored by the server. */
function UploadPhotoForm() {
  const lastResult = useActionResult("upload");
  const [form, fields] = useForm({
    id: "gallery-upload",
    lastResult,
    constraint: getZodConstraint(photoUploadSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: photoUploadSchema }),
  });
  return (
    <Form
      method="post"
      action="/gallery-admin?add=1&tab=upload"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="upload" />
      <ErrorList errors={form.errors} />
      <Field
        labelProps={{ children: "Photo file" }}
        inputProps={{ id: "gallery-upload-photo", name: "photo", type: "file", accept: ACCEPTED_IMAGE_TYPES }}
        errors={form.allErrors.photo}
        help="JPEG, PNG, GIF or WebP, up to 10MB. Location data and other hidden details are removed."
      />
      <DescriptionAndCaption fields={fields} />
      <div className="flex justify-end">
        <StatusButton pendingLabel="Uploading...">Upload Photo</StatusButton>
      </div>
    </Form>
  );
}

function LinkPhotoForm() {
  const lastResult = useActionResult("link");
  const [form, fields] = useForm({
    id: "gallery-link",
    lastResult,
    constraint: getZodConstraint(photoLinkSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: photoLinkSchema }),
  });
  const [previewUrl, setPreviewUrl] = useState(String(fields.imageUrl.initialValue ?? ""));
  return (
    <Form method="post" action="/gallery-admin?add=1&tab=url" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="link" />
      <Field
        labelProps={{ children: "Image URL" }}
        inputProps={{
          ...getInputProps(fields.imageUrl, { type: "url" }),
          placeholder: "https://",
          onChange: (event) => setPreviewUrl(event.currentTarget.value.trim()),
        }}
        errors={fields.imageUrl.errors}
        help="An https address of an image on the web. Visitors' browsers load it from there."
      />
      <DescriptionAndCaption fields={fields} />
      <UrlPreview url={previewUrl} />
      <div className="flex justify-end">
        <StatusButton pendingLabel="Adding...">Add Photo</StatusButton>
      </div>
    </Form>
  );
}

/** With JavaScript: the typed https address drawn as it will be; cleared when it cannot be loaded. */
function UrlPreview({ url }: { url: string }) {
  const hydrated = useHydrated();
  const [failed, setFailed] = useState<string | null>(null);
  if (!hydrated || !/^https:\/\/\S+$/i.test(url)) return null;
  return (
    <div>
      <p className="text-sm font-semibold text-slate-800">Preview</p>
      {failed === url ? (
        <p className="mt-1 rounded-md bg-slate-100 p-3 text-sm text-slate-600" role="status">
          The image at this address could not be loaded.
        </p>
      ) : (
        <img
          key={url}
          src={url}
          alt="Preview of the linked image"
          onError={() => setFailed(url)}
          className="mt-1 max-h-48 rounded-md bg-slate-100 object-contain"
        />
      )}
    </div>
  );
}

function EditPhotoDialog({ photo }: { photo: AdminPhoto }) {
  const lastResult = useActionResult("update");
  const navigation = useNavigation();
  const [file, setFile] = useState<File | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [url, setUrl] = useState(photo.imageUrl);
  const [form, fields] = useForm({
    id: `gallery-edit-${photo.id}`,
    lastResult,
    constraint: getZodConstraint(photoLinkSchema),
    defaultValue: { imageUrl: photo.imageUrl, alt: photo.alt, caption: photo.caption ?? "" },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => {
      const chosen = formData.get("photo");
      const replacing = chosen instanceof File && chosen.size > 0;
      return parseWithZod(formData, { schema: (replacing ? photoReplaceSchema : photoLinkSchema) as typeof photoLinkSchema });
    },
  });
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "update";

  return (
    <Dialog
      title="Edit Photo"
      description="Change the image (a new address or a replacement file), its description or its caption."
      closeHref={`/gallery-admin#photo-${photo.id}`}
      size="lg"
      footer={
        <>
          <Link to={`/gallery-admin#photo-${photo.id}`} className={buttonClasses("outline")}>
            Cancel
          </Link>
          <StatusButton form={form.id} pending={saving} pendingLabel="Saving...">
            Save Changes
          </StatusButton>
        </>
      }
    >
      <Form
        method="post"
        action={`/gallery-admin?edit=${photo.id}`}
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={photo.id} />
        <div>
          <p className="text-sm font-semibold text-slate-800">Preview</p>
          <div className="mt-1 max-w-xs overflow-hidden rounded-md">
            {localPreview ? (
              <img src={localPreview} alt="Preview of the replacement file" className="aspect-[3/2] w-full object-cover" />
            ) : (
              <PhotoImage
                src={url === photo.imageUrl || !/^https:\/\/\S+$/i.test(url) ? photo.imageUrl : url}
                alt={photo.alt}
                missing={url === photo.imageUrl && photo.missing}
                sizes="20rem"
              />
            )}
          </div>
        </div>
        <Field
          labelProps={{ children: "Image URL" }}
          inputProps={{
            ...getInputProps(fields.imageUrl, { type: "text" }),
            inputMode: "url",
            disabled: !!file,
            onChange: (event) => setUrl(event.currentTarget.value.trim()),
          }}
          errors={fields.imageUrl.errors}
          help="An https address, or leave the address of the uploaded photo as it is."
        />
        <Field
          labelProps={{ children: "Or replace the file" }}
          inputProps={{
            id: `gallery-edit-${photo.id}-photo`,
            name: "photo",
            type: "file",
            accept: ACCEPTED_IMAGE_TYPES,
            onChange: (event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              setFile(chosen);
              if (localPreview) URL.revokeObjectURL(localPreview);
              setLocalPreview(chosen ? URL.createObjectURL(chosen) : null);
            },
          }}
          errors={form.allErrors.photo}
          help="JPEG, PNG, GIF or WebP, up to 10MB. The old uploaded file is deleted."
        />
        <DescriptionAndCaption fields={fields} />
      </Form>
    </Dialog>
  );
}

function DeletePhotoDialog({ photo }: { photo: AdminPhoto }) {
  return (
    <Dialog
      title="Delete Photo"
      description={GALLERY_MESSAGES.deleteConfirm}
      closeHref={`/gallery-admin#photo-${photo.id}`}
      size="sm"
      footer={
        <>
          <Link to={`/gallery-admin#photo-${photo.id}`} className={buttonClasses("outline")}>
            Cancel
          </Link>
          <Form method="post" action="/gallery-admin">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={photo.id} />
            <StatusButton variant="destructive" pendingLabel="Deleting..." className="w-full">
              <Trash2 aria-hidden="true" />
              Delete Photo
            </StatusButton>
          </Form>
        </>
      }
    >
      <div className="overflow-hidden rounded-md">
        <PhotoImage src={photo.imageUrl} alt={photo.alt} missing={photo.missing} sizes="24rem" />
      </div>
      <p className="mt-2 text-sm text-slate-700">{photo.alt}</p>
    </Dialog>
  );
}

export const ErrorBoundary = () => <GeneralErrorBoundary />;
