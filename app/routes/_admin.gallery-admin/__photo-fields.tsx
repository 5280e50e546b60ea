// The description and caption of a photo, in the Add Photo and Edit Photo forms alike.
import { getInputProps } from "@conform-to/react";
import { Field } from "~/components/ui/Field";
import { ALT_MAX, CAPTION_MAX } from "~/config/gallery";

type FieldMeta = Parameters<typeof getInputProps>[0];

const DESCRIPTION_HELP = "Required. It becomes the photo's alt text, read out to people who cannot see the photo.";

export function DescriptionAndCaption({ fields }: { fields: { alt: FieldMeta; caption: FieldMeta } }) {
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
