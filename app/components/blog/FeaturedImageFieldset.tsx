// The post editor's featured picture: an uploaded file or an https address, a preview of the new one,
// and a way to remove the current one. Without JavaScript both inputs show and the radio buttons say
// which counts; with it only the chosen one shows.
import { useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { CheckboxField, Field, type ListOfErrors } from "~/components/ui/Field";

type ImageMode = "upload" | "url";

type Props = {
  /** The form field the file is sent in. */
  fileField: string;
  initialMode: ImageMode;
  /** The post's picture, or the upload the server kept from an earlier submit. */
  currentImage: string | null;
  /** An upload the server has stored already: sent back with the next submit instead of the file. */
  storedImage: string | null;
  defaultUrl: string;
  removeChecked: boolean;
  hydrated: boolean;
  fileErrors?: ListOfErrors;
  urlErrors?: ListOfErrors;
};

const previewClasses = "mt-2 aspect-video w-full max-w-sm rounded-lg bg-slate-100 object-cover";

export function FeaturedImageFieldset({
  fileField,
  initialMode,
  currentImage,
  storedImage,
  defaultUrl,
  removeChecked,
  hydrated,
  fileErrors,
  urlErrors,
}: Props) {
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const [mode, setMode] = useState<ImageMode>(initialMode);
  const [urlPreview, setUrlPreview] = useState<string | null>(null);
  const [filePreview, setFilePreview] = useState<string | null>(null);

  useEffect(() => () => void (filePreview && URL.revokeObjectURL(filePreview)), [filePreview]);
  // The server has kept the chosen file (it came back as storedImage): the file is not sent again with
  // the next submit, and the kept picture is the one shown.
  const [keptShown, setKeptShown] = useState(storedImage);
  if (keptShown !== storedImage) {
    setKeptShown(storedImage);
    if (storedImage) setFilePreview(null);
  }
  useEffect(() => {
    const fileInput = fieldsetRef.current?.elements.namedItem(fileField) as HTMLInputElement | null;
    if (storedImage && fileInput) fileInput.value = "";
  }, [storedImage, fileField]);

  const shown = (mode === "upload" ? filePreview : urlPreview) ?? currentImage;

  return (
    <fieldset ref={fieldsetRef} className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Featured Image</legend>
      {storedImage ? <input type="hidden" name="storedImage" value={storedImage} /> : null}
      <div className="flex flex-wrap gap-4" role="radiogroup" aria-label="Featured image source">
        {(["upload", "url"] as const).map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              name="imageMode"
              value={option}
              defaultChecked={initialMode === option}
              onChange={() => setMode(option)}
              className="size-4 accent-club-orange-dark"
            />
            {option === "upload" ? "Upload File" : "Image URL"}
          </label>
        ))}
      </div>
      <div className="mt-3 grid gap-4">
        <Field
          className={hydrated && mode !== "upload" ? "hidden" : undefined}
          labelProps={{ children: "Image file" }}
          inputProps={{
            id: "post-image-file",
            name: fileField,
            type: "file",
            accept: "image/png,image/jpeg,image/gif,image/webp",
            onChange: (event) => {
              const file = event.currentTarget.files?.[0];
              setFilePreview(file ? URL.createObjectURL(file) : null);
            },
          }}
          help="PNG, JPG, GIF or WebP up to 10MB."
          errors={fileErrors}
        />
        <Field
          className={hydrated && mode !== "url" ? "hidden" : undefined}
          labelProps={{ children: "Image URL" }}
          inputProps={{
            id: "post-image-url",
            name: "featuredImageUrl",
            type: "url",
            inputMode: "url",
            placeholder: "https://…",
            defaultValue: defaultUrl,
            onChange: (event) => setUrlPreview(/^https:\/\/\S+$/.test(event.currentTarget.value) ? event.currentTarget.value : null),
          }}
          help="An https address of a picture."
          errors={urlErrors}
        />
        {shown ? (
          <div>
            <p className="text-sm font-semibold text-slate-700">{shown === currentImage ? "Current image" : "New image"}</p>
            {shown.startsWith("blob:") || shown === urlPreview ? (
              <img src={shown} alt="Preview of the chosen header for this post" className={previewClasses} onError={() => setUrlPreview(null)} />
            ) : (
              <ResponsiveImage src={shown} alt="The featured image" sizes="384px" width={800} height={450} className={previewClasses} />
            )}
          </div>
        ) : null}
        {currentImage ? (
          <CheckboxField
            labelProps={{ children: "Remove the featured image" }}
            inputProps={{ id: "post-remove-image", name: "removeImage", defaultChecked: removeChecked }}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
