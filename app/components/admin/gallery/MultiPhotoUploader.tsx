import { useRevalidator } from "@remix-run/react";
import CheckCircle2 from "lucide-react/dist/esm/icons/circle-check.js";
import ImagePlus from "lucide-react/dist/esm/icons/image-plus.js";
import Trash2 from "lucide-react/dist/esm/icons/trash-2.js";
import Upload from "lucide-react/dist/esm/icons/upload.js";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { Button } from "~/components/ui/Button";
import { cx } from "~/components/ui/cx";
import { ErrorList } from "~/components/ui/Field";
import { showToast } from "~/components/ui/Toast";
import { ALT_MAX, CAPTION_MAX, GALLERY_MESSAGES, GALLERY_TOASTS, PHOTO_FILE_MESSAGES } from "~/config/gallery";
import { formatMegabytes, UploadError, uploadWithProgress } from "~/utils/upload";
import { ACCEPTED_IMAGE_TYPES } from "~/config/images";

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const TOO_LARGE = PHOTO_FILE_MESSAGES.tooLarge;

type Item = {
  key: string;
  file: File;
  preview: string;
  alt: string;
  caption: string;
  status: "ready" | "uploading" | "done" | "error";
  progress: number;
  error: string | null;
  storedUrl: string | null;
};

let sequence = 0;

/**
 * The Upload File tab with JavaScript: drop (or pick) several photos at once; each gets its own
 * description, caption, preview and progress bar and is sent on its own to POST
 * /api/upload-gallery-photo. After upload its preview is the stored image. The server judges every
 * file by its content; here only the size is checked early, to save a pointless upload.
 */
export function MultiPhotoUploader() {
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const itemsRef = useRef(items);
  itemsRef.current = items;

  // Local previews are object URLs: give them back when the uploader goes away.
  useEffect(() => () => itemsRef.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  const update = (key: string, changes: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));

  function addFiles(files: FileList | File[] | null) {
    if (!files) return;
    const added: Item[] = [];
    for (const file of Array.from(files)) {
      if (file.size > MAX_PHOTO_BYTES) {
        showToast({ ...TOO_LARGE, description: `${file.name}: ${TOO_LARGE.description}`, variant: "destructive" });
        continue;
      }
      added.push({
        key: `photo-${++sequence}`,
        file,
        preview: URL.createObjectURL(file),
        alt: "",
        caption: "",
        status: "ready",
        progress: 0,
        error: null,
        storedUrl: null,
      });
    }
    setItems((current) => [...current, ...added]);
    if (input.current) input.current.value = "";
  }

  function remove(key: string) {
    const item = items.find((entry) => entry.key === key);
    if (item) URL.revokeObjectURL(item.preview);
    setItems((current) => current.filter((entry) => entry.key !== key));
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  }

  const pending = items.filter((item) => item.status === "ready" || item.status === "error");

  async function uploadAll() {
    if (pending.length === 0) {
      showToast({ ...GALLERY_MESSAGES.missingFile, variant: "destructive" });
      return;
    }
    const undescribed = pending.filter((item) => !item.alt.trim());
    if (undescribed.length) {
      undescribed.forEach((item) => update(item.key, { error: GALLERY_MESSAGES.missingFile.description }));
      showToast({ ...GALLERY_MESSAGES.missingFile, variant: "destructive" });
      document.getElementById(`${undescribed[0].key}-alt`)?.focus();
      return;
    }
    setBusy(true);
    let uploaded = 0;
    let lastFailure: string | null = null;
    // One at a time: each bar then shows real progress, and a slow phone connection is not split.
    for (const item of pending) {
      update(item.key, { status: "uploading", progress: 0, error: null });
      try {
        const photo = await uploadWithProgress<{ imageUrl: string }>(
          "/api/upload-gallery-photo",
          "photo",
          item.file,
          (progress) => update(item.key, { progress }),
          { alt: item.alt.trim(), caption: item.caption.trim() },
        );
        update(item.key, { status: "done", progress: 1, storedUrl: photo.imageUrl });
        uploaded++;
      } catch (error) {
        const message =
          error instanceof UploadError && error.serverMessage ? error.serverMessage : GALLERY_TOASTS.uploadFailed.description;
        update(item.key, { status: "error", error: message });
        lastFailure = message;
      }
    }
    setBusy(false);
    if (uploaded) revalidator.revalidate();
    if (lastFailure) {
      showToast({ title: GALLERY_TOASTS.uploadFailed.title, description: lastFailure, variant: "destructive" });
    } else {
      showToast({
        title: GALLERY_TOASTS.uploaded.title,
        description: uploaded === 1 ? GALLERY_TOASTS.uploaded.description : `${uploaded} photos are now in the gallery.`,
        variant: "default",
      });
    }
  }

  return (
    <div className="space-y-4">
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES}
        aria-label="Choose photos"
        className="peer sr-only"
        onChange={(event) => addFiles(event.currentTarget.files)}
      />
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
        className={cx(
          "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center",
          "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-club-orange-dark",
          dragging ? "border-club-orange bg-orange-50" : "border-slate-300 bg-slate-50 hover:border-club-orange",
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-slate-500" />
        <span className="font-semibold text-club-navy">Drag and drop photos here, or click to choose</span>
        <span className="text-sm text-slate-600">
          JPEG, PNG, GIF or WebP, up to 10MB each. Several at once are fine. Location data and other hidden
          details are removed from every photo.
        </span>
      </label>

      {items.length > 0 ? (
        <ul className="space-y-3" aria-label="Photos to upload">
          {items.map((item) => (
            <li key={item.key}>
              <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[8rem_1fr]">
                <legend className="sr-only">{item.file.name}</legend>
                <div className="overflow-hidden rounded-md bg-slate-100">
                  {item.storedUrl ? (
                    <ResponsiveImage src={item.storedUrl} alt={item.alt} sizes="8rem" className="aspect-[3/2] w-full object-cover" />
                  ) : (
                    <img src={item.preview} alt="" className="aspect-[3/2] w-full object-cover" />
                  )}
                </div>
                <div className="min-w-0 space-y-2">
                  <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span className="min-w-0 truncate font-semibold">{item.file.name}</span>
                    <span className="text-slate-600">{formatMegabytes(item.file.size)}</span>
                  </p>
                  {item.status === "done" ? (
                    <p className="flex items-center gap-2 text-sm font-semibold text-green-800">
                      <CheckCircle2 aria-hidden="true" className="size-4" /> Uploaded: {item.alt}
                    </p>
                  ) : (
                    <>
                      <div className="flex flex-col gap-1">
                        <label htmlFor={`${item.key}-alt`} className="text-sm font-semibold text-slate-800">
                          Photo Description
                        </label>
                        <input
                          id={`${item.key}-alt`}
                          value={item.alt}
                          maxLength={ALT_MAX}
                          required
                          disabled={item.status === "uploading"}
                          aria-describedby={`${item.key}-alt-help${item.error ? ` ${item.key}-error` : ""}`}
                          aria-invalid={item.error ? true : undefined}
                          onChange={(event) => update(item.key, { alt: event.currentTarget.value, error: null })}
                          className="block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
                        />
                        <p id={`${item.key}-alt-help`} className="text-xs text-slate-600">
                          Required. It becomes the photo's alt text, read out to people who cannot see it.
                        </p>
                      </div>
                      <div className="flex flex-col gap-1">
                        <label htmlFor={`${item.key}-caption`} className="text-sm font-semibold text-slate-800">
                          Caption (optional)
                        </label>
                        <input
                          id={`${item.key}-caption`}
                          value={item.caption}
                          maxLength={CAPTION_MAX}
                          disabled={item.status === "uploading"}
                          onChange={(event) => update(item.key, { caption: event.currentTarget.value })}
                          className="block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2"
                        />
                      </div>
                    </>
                  )}
                  <div className="flex items-center gap-3">
                    <progress
                      value={Math.round(item.progress * 100)}
                      max={100}
                      aria-label={`Upload progress of ${item.file.name}`}
                      className="h-2 flex-1 overflow-hidden rounded-full accent-club-orange"
                    />
                    <span className="w-10 text-right text-xs text-slate-600">{Math.round(item.progress * 100)}%</span>
                  </div>
                  <ErrorList id={`${item.key}-error`} errors={item.error ? [item.error] : null} />
                  {item.status === "ready" || item.status === "error" ? (
                    <Button variant="ghost" size="sm" onClick={() => remove(item.key)} disabled={busy}>
                      <Trash2 aria-hidden="true" />
                      Remove<span className="sr-only"> {item.file.name}</span>
                    </Button>
                  ) : null}
                </div>
              </fieldset>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="flex justify-end">
        <Button onClick={uploadAll} disabled={busy}>
          <Upload aria-hidden="true" />
          {busy
            ? "Uploading..."
            : pending.length > 1
              ? `Upload ${pending.length} Photos`
              : "Upload Photo"}
        </Button>
      </div>
    </div>
  );
}
