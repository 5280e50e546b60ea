// A copy of the post being written, kept in this browser as the editor types (with JavaScript): a
// session that expires before the post is sent must not lose the text. The next visit to the editor
// offers it back; saving the post forgets it.
import { useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { buttonClasses } from "~/components/ui/Button";

/** Where a post's unsaved text is kept in this browser. */
const draftKey = (postId: number | null) => `rsfc-blog-draft:${postId ?? "new"}`;
const DRAFT_FIELDS = ["title", "author", "excerpt", "content", "category", "tags", "featuredImageUrl", "metaTitle", "metaDescription"] as const;
/** The copy is written once typing pauses this long. */
const KEEP_AFTER_MS = 400;

type DraftCopy = { savedAt: string; values: Record<string, string> };

const fieldValue = (form: HTMLFormElement | null, name: string) =>
  (form?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";

/**
 * The editor form's copy: `keep` (on every input) writes it shortly after typing stops; a copy found on
 * arrival that differs from what the form shows is `offered` until restored or discarded.
 */
export function useDraftCopy(formRef: RefObject<HTMLFormElement>, postId: number | null, onRestored: (content: string) => void) {
  const key = draftKey(postId);
  const [offered, setOffered] = useState<DraftCopy | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    const stored = window.localStorage.getItem(key);
    if (!stored) return;
    try {
      const copy = JSON.parse(stored) as DraftCopy;
      const differs = DRAFT_FIELDS.some((name) => (copy.values[name] ?? "") !== fieldValue(formRef.current, name));
      // The copy lives in localStorage, which only the hydrated page can read.
      if (differs) setOffered(copy);
    } catch {
      window.localStorage.removeItem(key);
    }
  }, [key, formRef]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function keep(form: HTMLFormElement) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const values = Object.fromEntries(DRAFT_FIELDS.map((name) => [name, fieldValue(form, name)]));
      try {
        window.localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), values }));
      } catch {
        // Storage full or blocked: the form still works, only the safety copy is missing.
      }
    }, KEEP_AFTER_MS);
  }

  function restore() {
    const form = formRef.current;
    if (!form || !offered) return;
    for (const name of DRAFT_FIELDS) {
      const element = form.elements.namedItem(name) as HTMLInputElement | null;
      if (element && offered.values[name] !== undefined) element.value = offered.values[name];
    }
    setOffered(null);
    onRestored(offered.values.content ?? "");
  }

  function discard() {
    window.localStorage.removeItem(key);
    setOffered(null);
  }

  return { offered, keep, restore, discard };
}

/** A post just saved (the list's `?saved=<id>`, or `new`) no longer needs its copy in this browser. */
export function useForgetSavedDraft() {
  const [searchParams] = useSearchParams();
  const saved = searchParams.get("saved");
  useEffect(() => {
    if (saved) window.localStorage.removeItem(draftKey(saved === "new" ? null : Number(saved)));
  }, [saved]);
}

export function DraftCopyOffer({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div role="status" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
      <p className="flex-1">Unsaved changes from {new Date(savedAt).toLocaleString("en-GB")} were kept in this browser.</p>
      <button type="button" className={buttonClasses("secondary", "sm")} onClick={onRestore}>
        Restore draft
      </button>
      <button type="button" className={buttonClasses("outline", "sm")} onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}
