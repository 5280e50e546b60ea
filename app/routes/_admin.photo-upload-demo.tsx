import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import FileImage from "lucide-react/dist/esm/icons/file-image.js";
import Link2 from "lucide-react/dist/esm/icons/link-2.js";
import Upload from "lucide-react/dist/esm/icons/upload.js";
import X from "lucide-react/dist/esm/icons/x.js";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Button } from "~/components/ui/Button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/Card";
import { cx } from "~/components/ui/cx";
import { showToast } from "~/components/ui/Toast";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { club } from "~/config/club";
import { requireUser } from "~/services/auth.server";
import { formatMegabytes } from "~/utils/upload";
import { useHydrated } from "~/utils/use-hydrated";

// A demonstration of the photo picker the blog and news editors use. It is purely local: nothing is
// uploaded or saved and the page makes no call. It sits in the admin area so that visitors do not take
// it for a real upload.

const PAGE_TITLE = "Photo Upload Demo";
export const handle: AdminRouteHandle = { pageTitle: PAGE_TITLE };
export const meta: MetaFunction = () => [{ title: `${PAGE_TITLE} | ${club.shortName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "gallery");
  return null;
}

type Target = "blog" | "news";
type Mode = "file" | "url";

export default function PhotoUploadDemoPage() {
  const hydrated = useHydrated();
  const [target, setTarget] = useState<Target>("blog");
  const [mode, setMode] = useState<Mode>("file");
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState("");
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const urlInputId = useId();

  // A chosen file is previewed from memory; its object URL is given back when it changes.
  useEffect(() => {
    if (mode !== "file" || !file) return;
    const objectUrl = URL.createObjectURL(file);
    setPreview(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, mode]);

  useEffect(() => {
    if (mode === "url") setPreview(url.trim() || null);
  }, [url, mode]);

  function switchMode(next: Mode) {
    setMode(next);
    setPreview(null);
    if (next === "url") setPreview(url.trim() || null);
  }

  function removeFile() {
    setFile(null);
    setPreview(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  const ready = mode === "file" ? !!file : !!url.trim();
  const targetName = target === "blog" ? "blog post" : "news article";

  function addPhoto() {
    if (!ready) return;
    showToast(
      mode === "file"
        ? { title: "Photo Uploaded Successfully!", description: `${file!.name} was added to the ${targetName}.`, variant: "default" }
        : { title: "Photo Added Successfully!", description: `The image was added to the ${targetName}.`, variant: "default" },
    );
    removeFile();
    setUrl("");
  }

  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-slate-600">
        Try the photo picker that the blog and news editors use. This is only a demonstration: nothing you pick here is
        uploaded or saved.
      </p>

      {/* Not a <noscript>: shown until the script runs, so it also covers a script that failed to load. */}
      {hydrated ? null : (
        <p className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
          This demo needs JavaScript. To add a photo to the gallery without it, use the upload form in{" "}
          <a href="/gallery-admin?add=1" className="font-semibold underline">
            Photo Management
          </a>
          .
        </p>
      )}

      <Card>
        <CardHeader>
          <CardTitle as="h2">Add a photo</CardTitle>
        </CardHeader>
        <CardContent>
          {/* Until the script runs (or without JavaScript) the controls stay disabled: they would do nothing. */}
          <fieldset disabled={!hydrated} className="space-y-5 disabled:opacity-60">
            <legend className="sr-only">Photo upload demo</legend>
            <Toggle
              label="Add the photo to"
              options={[
                { value: "blog", label: "Blog Post" },
                { value: "news", label: "News Article" },
              ]}
              value={target}
              onChange={(value) => setTarget(value as Target)}
            />
            <Toggle
              label="Photo source"
              options={[
                { value: "file", label: "Upload File", icon: <Upload aria-hidden="true" /> },
                { value: "url", label: "Image URL", icon: <Link2 aria-hidden="true" /> },
              ]}
              value={mode}
              onChange={(value) => switchMode(value as Mode)}
            />

            {mode === "file" ? (
              <div>
                <label
                  htmlFor={fileInputId}
                  className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center hover:border-club-orange"
                >
                  <FileImage aria-hidden="true" className="size-8 text-slate-500" />
                  <span className="font-semibold text-club-navy">Click to choose a photo</span>
                  <span className="text-sm text-slate-600">PNG, JPG, GIF or WebP up to 10 MB</span>
                </label>
                <input
                  ref={fileInput}
                  id={fileInputId}
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
                />
                {file ? (
                  <div className="mt-3 flex items-center justify-between gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200">
                    <p className="min-w-0 text-sm">
                      <span className="block truncate font-semibold">{file.name}</span>
                      <span className="text-slate-600">{formatMegabytes(file.size)}</span>
                    </p>
                    <Button variant="outline" size="sm" onClick={removeFile}>
                      <X aria-hidden="true" />
                      Remove
                    </Button>
                  </div>
                ) : null}
              </div>
            ) : (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={urlInputId} className="text-sm font-semibold text-slate-800">
                  Image URL
                </label>
                <input
                  id={urlInputId}
                  type="url"
                  value={url}
                  placeholder="https://"
                  onChange={(event) => setUrl(event.currentTarget.value)}
                  className="block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2"
                />
              </div>
            )}

            {preview ? (
              <div>
                <p className="text-sm font-semibold text-slate-800">Preview</p>
                <img
                  src={preview}
                  alt="Preview of the chosen file"
                  // A picture that cannot be loaded leaves no broken frame behind.
                  onError={() => setPreview(null)}
                  className="mt-1 max-h-64 rounded-md bg-slate-100 object-contain"
                />
              </div>
            ) : null}

            <div className="flex justify-end">
              <Button onClick={addPhoto} disabled={!ready}>
                Add Photo
              </Button>
            </div>
          </fieldset>
        </CardContent>
      </Card>

      <section aria-labelledby="demo-help" className="rounded-lg bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
        <h2 id="demo-help" className="font-semibold text-club-navy">
          Where photos are really added
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            Blog posts are edited in Admin Dashboard &gt; Blog Administration &gt;{" "}
            <Link to="/blog-admin" className="font-semibold text-club-orange-dark underline">
              Editor
            </Link>
            .
          </li>
          <li>
            Gallery images are managed under{" "}
            <Link to="/gallery-admin" className="font-semibold text-club-orange-dark underline">
              Photo Management
            </Link>
            .
          </li>
        </ul>
      </section>
    </div>
  );
}

function Toggle({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; label: string; icon?: ReactNode }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-lg bg-slate-100 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cx(
            "inline-flex min-h-10 items-center gap-2 rounded-md px-4 text-sm font-semibold [&_svg]:size-4",
            option.value === value ? "bg-white text-club-navy shadow-sm" : "text-slate-600 hover:text-club-navy",
          )}
        >
          {option.icon}
          {option.label}
        </button>
      ))}
    </div>
  );
}

export const ErrorBoundary = () => <GeneralErrorBoundary />;
