// The post editor (the Editor tab): one form that writes a new post or changes one, with a Markdown
// preview (live as one types with JavaScript, by the Preview button without) and a copy of the unsaved
// text kept in this browser. Its loader part and actions are in __post-editor.server.ts.
import { Form, Link, useActionData, useFetcher, useLocation } from "@remix-run/react";
import Eye from "lucide-react/dist/esm/icons/eye.js";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FeaturedImageFieldset } from "~/components/blog/FeaturedImageFieldset";
import { buttonClasses } from "~/components/ui/Button";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { BLOG_CATEGORY_SLUGS, LIMITS } from "~/config/blog";
import { replyErrors, replyFor, replyValue, type FormReply } from "~/utils/form-reply";
import { useHydrated } from "~/utils/use-hydrated";
import { DraftCopyOffer, useDraftCopy } from "./__post-draft-copy";
import type { BlogAdminData } from "./route";

/** The form field the featured picture's file is sent in. */
export const POST_IMAGE_FIELD = "imageFile";

export type RenderedPreview = { preview: string; readingTime: number };

/**
 * What the editor's replies carry besides the form: the address of an upload the server has stored
 * already (so the file need not be sent again), and for the Preview button the rendered Markdown.
 */
export type PostEditorReply = { storedImage: string | null; preview?: RenderedPreview };

type EditorData = Extract<BlogAdminData, { tab: "editor" }>;

/**
 * A new visit to the editor (New Post, Edit) starts the form afresh. The answer to the form's own
 * submission (a preview, a refused save) does not: it must keep what was typed or ticked while it was
 * on its way, so the form stays mounted.
 */
export function PostEditor(props: EditorData) {
  const location = useLocation();
  const answeredSubmission = useActionData() !== undefined;
  const [visit, setVisit] = useState(location.key);
  if (!answeredSubmission && visit !== location.key) setVisit(location.key);
  return <EditorForm key={`${props.editing?.id ?? "new"}-${visit}`} {...props} />;
}

const LIVE_PREVIEW_AFTER_MS = 500;

function EditorForm({ editing, categories, defaultAuthor }: EditorData) {
  const actionData = useActionData();
  const reply: FormReply<PostEditorReply> | undefined =
    replyFor<PostEditorReply>(actionData, "save") ?? replyFor<PostEditorReply>(actionData, "preview");
  const formRef = useRef<HTMLFormElement>(null);
  const formAction = editing ? `/blog-admin?tab=editor&edit=${editing.id}` : "/blog-admin?tab=editor";
  const live = useFetcher<RenderedPreview>();
  const liveTimer = useRef<ReturnType<typeof setTimeout>>();
  const renderLive = (content: string) => live.submit({ intent: "render", content }, { method: "post", action: formAction });
  const draftCopy = useDraftCopy(formRef, editing?.id ?? null, renderLive);
  const hydrated = useHydrated();
  useEffect(() => () => clearTimeout(liveTimer.current), []);

  // After a reply, the form shows what was sent (a field left empty stays empty).
  const value = (name: string, fallback = "") => (reply ? (replyValue(reply, name) ?? "") : fallback);
  const errors = (name: string) => replyErrors(reply, name);
  const storedImage = reply?.storedImage ?? null;
  const livePreview = live.data && "preview" in live.data ? live.data : undefined;
  const preview = livePreview ?? reply?.preview;

  function onInput(event: FormEvent<HTMLFormElement>) {
    draftCopy.keep(event.currentTarget);
    const target = event.target as HTMLInputElement;
    if (target.name !== "content") return;
    clearTimeout(liveTimer.current);
    const content = target.value;
    liveTimer.current = setTimeout(() => renderLive(content), LIVE_PREVIEW_AFTER_MS);
  }

  return (
    <section aria-labelledby="editor-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="editor-heading" className="text-xl font-bold">
        {editing ? "Edit Post" : "Create New Post"}
      </h2>
      {editing ? (
        <p className="mt-1 text-sm text-slate-600">
          Address: /blog/{editing.slug}
          {editing.status === "published" ? " (kept when the title changes, so shared links keep working)" : ""}
        </p>
      ) : null}
      {draftCopy.offered ? (
        <DraftCopyOffer savedAt={draftCopy.offered.savedAt} onRestore={draftCopy.restore} onDiscard={draftCopy.discard} />
      ) : null}

      <Form
        ref={formRef}
        method="post"
        action={formAction}
        encType="multipart/form-data"
        className="mt-6 grid gap-5"
        onInput={onInput}
        // A live preview still waiting to be sent would race the submission (and could take its toast).
        onSubmit={() => clearTimeout(liveTimer.current)}
        preventScrollReset
      >
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <Field
          labelProps={{ children: "Title *" }}
          inputProps={{ id: "post-title", name: "title", defaultValue: value("title", editing?.title), maxLength: LIMITS.title }}
          errors={errors("title")}
        />
        <Field
          labelProps={{ children: "Author *" }}
          inputProps={{ id: "post-author", name: "author", defaultValue: value("author", editing?.author ?? defaultAuthor), maxLength: LIMITS.author }}
          errors={errors("author")}
        />
        <TextareaField
          labelProps={{ children: "Excerpt" }}
          inputProps={{ id: "post-excerpt", name: "excerpt", rows: 2, defaultValue: value("excerpt", editing?.excerpt), maxLength: LIMITS.excerpt }}
          help="A sentence or two for the blog list and search results."
          errors={errors("excerpt")}
        />
        <TextareaField
          labelProps={{ children: "Content *" }}
          inputProps={{ id: "post-content", name: "content", rows: 14, defaultValue: value("content", editing?.content), className: "font-mono text-sm" }}
          help="Markdown: ## Heading, **bold**, *italic*, - list item, > quote, [link text](https://…)."
          errors={errors("content")}
        />
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4" aria-live="polite">
          <p className="text-sm font-semibold text-slate-700">Preview{preview ? ` · ${preview.readingTime} min read` : ""}</p>
          {preview ? (
            // Rendered from Markdown and sanitised on the server (utils/markdown.server.ts).
            <div className="blog-content mt-3 text-slate-800" dangerouslySetInnerHTML={{ __html: preview.preview }} />
          ) : (
            <p className="mt-2 text-sm text-slate-600">
              {hydrated ? "The preview follows the content as you type." : "Press Preview to see the content as readers will."}
            </p>
          )}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            labelProps={{ children: "Category *" }}
            inputProps={{ id: "post-category", name: "category", defaultValue: value("category", editing?.category) }}
            placeholder="Select a category"
            options={BLOG_CATEGORY_SLUGS.map((slug) => ({ value: slug, label: categories.find((c) => c.slug === slug)?.name ?? slug }))}
            errors={errors("category")}
          />
          <Field
            labelProps={{ children: "Tags (comma separated)" }}
            inputProps={{ id: "post-tags", name: "tags", defaultValue: value("tags", editing?.tags), placeholder: "U-19, Derby, Nairobi Youth League" }}
            errors={errors("tags")}
          />
        </div>

        <FeaturedImageFieldset
          fileField={POST_IMAGE_FIELD}
          initialMode={value("imageMode", editing?.featuredImage?.startsWith("https://") ? "url" : "upload") === "url" ? "url" : "upload"}
          currentImage={storedImage ?? editing?.featuredImage ?? null}
          storedImage={storedImage}
          defaultUrl={value("featuredImageUrl", editing?.featuredImage?.startsWith("https://") ? editing.featuredImage : "")}
          removeChecked={value("removeImage") === "on"}
          hydrated={hydrated}
          fileErrors={errors(POST_IMAGE_FIELD)}
          urlErrors={errors("featuredImageUrl")}
        />

        <CheckboxField
          labelProps={{ children: "Publish immediately" }}
          inputProps={{ id: "post-publish", name: "publish", role: "switch", defaultChecked: value("publish", editing?.status === "published" ? "on" : "") === "on" }}
          help="Off: saved as a draft that only editors see."
        />
        {editing?.status === "published" ? null : (
          <CheckboxField
            labelProps={{ children: "Also send a Club News push notification" }}
            inputProps={{ id: "post-notify", name: "notifySubscribers", defaultChecked: value("notifySubscribers") === "on" }}
            help="When the post is published, fans who chose Club News get its title on their phones."
          />
        )}

        <details className="rounded-lg border border-slate-200 p-4" open={!!(value("metaTitle", editing?.metaTitle) || value("metaDescription", editing?.metaDescription))}>
          <summary className="min-h-11 cursor-pointer font-semibold">Search and sharing (optional)</summary>
          <div className="mt-3 grid gap-4">
            <Field
              labelProps={{ children: "Meta title" }}
              inputProps={{ id: "post-meta-title", name: "metaTitle", defaultValue: value("metaTitle", editing?.metaTitle), maxLength: LIMITS.metaTitle }}
              errors={errors("metaTitle")}
            />
            <TextareaField
              labelProps={{ children: "Meta description" }}
              inputProps={{ id: "post-meta-description", name: "metaDescription", rows: 2, defaultValue: value("metaDescription", editing?.metaDescription), maxLength: LIMITS.metaDescription }}
              errors={errors("metaDescription")}
            />
          </div>
        </details>

        <div className="flex flex-wrap gap-3">
          <StatusButton name="intent" value="save" pendingLabel="Saving...">
            {editing ? "Update Post" : "Create Post"}
          </StatusButton>
          <StatusButton name="intent" value="preview" variant="outline" pendingLabel="Rendering...">
            <Eye aria-hidden="true" />
            Preview
          </StatusButton>
          {editing ? (
            <Link to="/blog-admin?tab=posts" className={buttonClasses("ghost")}>
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
