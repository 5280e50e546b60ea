// The Add Photo dialog (`?add=1`): Upload File (several photos at once with JavaScript, one per post
// without) and Image URL (`&tab=url`). Its intents' actions are in __add-photo-dialog.server.ts.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { MultiPhotoUploader } from "~/components/admin/gallery/MultiPhotoUploader";
import { PhotoImage } from "~/components/admin/gallery/PhotoImage";
import { Dialog } from "~/components/ui/Dialog";
import { ErrorList, Field } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { Tabs } from "~/components/ui/Tabs";
import type { AdminPhoto } from "~/models/gallery.server";
import { photoLinkSchema, photoUploadSchema } from "~/schemas/gallery";
import { useFormReply } from "~/utils/form-reply";
import { useHydrated } from "~/utils/use-hydrated";
import { DescriptionAndCaption } from "./__photo-fields";
import { ACCEPTED_IMAGE_TYPES } from "~/config/images";

export function AddPhotoDialog({ tab, added }: { tab: "upload" | "url"; added: AdminPhoto | null }) {
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

/** Upload File without JavaScript: one photo per post, checked and stored by the server. */
function UploadPhotoForm() {
  const reply = useFormReply("upload");
  const [form, fields] = useForm({
    id: "gallery-upload",
    lastResult: reply?.result,
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
  const reply = useFormReply("link");
  const [form, fields] = useForm({
    id: "gallery-link",
    lastResult: reply?.result,
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
          alt="Preview of the linked address"
          onError={() => setFailed(url)}
          className="mt-1 max-h-48 rounded-md bg-slate-100 object-contain"
        />
      )}
    </div>
  );
}
