// The Edit Photo dialog (`?edit=<id>`): a new address or a replacement file, the description and the
// caption. Its intent's action is in __edit-photo-dialog.server.ts.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { ACCEPTED_IMAGE_TYPES } from "~/config/images";
import { PhotoImage } from "~/components/admin/gallery/PhotoImage";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Field } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import type { AdminPhoto } from "~/models/gallery.server";
import { photoLinkSchema, photoReplaceSchema } from "~/schemas/gallery";
import { useFormReply } from "~/utils/form-reply";
import { DescriptionAndCaption } from "./__photo-fields";

export function EditPhotoDialog({ photo }: { photo: AdminPhoto }) {
  const reply = useFormReply("update");
  const navigation = useNavigation();
  const [file, setFile] = useState<File | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [url, setUrl] = useState(photo.imageUrl);
  const [form, fields] = useForm({
    id: `gallery-edit-${photo.id}`,
    lastResult: reply?.result,
    constraint: getZodConstraint(photoLinkSchema),
    defaultValue: { imageUrl: photo.imageUrl, alt: photo.alt, caption: photo.caption ?? "" },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => {
      const chosen = formData.get("photo");
      const replacing = chosen instanceof File && chosen.size > 0;
      return replacing ? parseWithZod(formData, { schema: photoReplaceSchema }) : parseWithZod(formData, { schema: photoLinkSchema });
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
