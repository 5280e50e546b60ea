import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import Check from "lucide-react/dist/esm/icons/check.js";
import Eye from "lucide-react/dist/esm/icons/eye.js";
import Pencil from "lucide-react/dist/esm/icons/pencil.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import Trash2 from "lucide-react/dist/esm/icons/trash-2.js";
import X from "lucide-react/dist/esm/icons/x.js";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { EmptyList } from "~/components/admin/FilterForm";
import { GeneralErrorBoundary } from "~/components/site/GeneralErrorBoundary";
import { ResponsiveImage } from "~/components/site/ResponsiveImage";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Card, CardContent } from "~/components/ui/Card";
import { Dialog } from "~/components/ui/Dialog";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { Tabs } from "~/components/ui/Tabs";
import { club } from "~/config/club";
import {
  countPendingComments,
  createPost,
  deletePost,
  getPost,
  listCategories,
  listPendingComments,
  listPostRows,
  setCommentStatus,
  updatePost,
} from "~/models/blog.server";
import { BLOG_CATEGORY_SLUGS, BLOG_MESSAGES, LIMITS, postFormSchema, type PostInput } from "~/schemas/blog";
import { requireUser } from "~/services/auth.server";
import { IMAGE_MESSAGES, IMAGE_UPLOAD, storedImageExists, storeImage } from "~/services/images.server";
import { STORED_IMAGE_MISSING } from "~/utils/images";
import { redirectWithSuccess, toastHeaders, type Toast } from "~/services/toast.server";
import { parseUploadForm } from "~/services/upload.server";
import { FAILURE_STATUS } from "~/utils/api.server";
import { formatLongDate } from "~/utils/dates";
import { renderMarkdown } from "~/utils/markdown.server";
import { readingTimeFor } from "~/utils/reading-time";

export const meta: MetaFunction = () => [{ title: `Blog Administration | ${club.shortName}` }];

const TABS = ["posts", "comments", "editor"] as const;
type Tab = (typeof TABS)[number];

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "blog");
  const url = new URL(request.url);
  const tab: Tab = (TABS as readonly string[]).includes(url.searchParams.get("tab") ?? "")
    ? (url.searchParams.get("tab") as Tab)
    : "posts";
  const editId = positiveId(url.searchParams.get("edit"));
  const editing = tab === "editor" && editId ? getPost(editId) : null;
  if (tab === "editor" && editId && !editing) throw data({ message: BLOG_MESSAGES.notFound }, { status: 404 });
  const deleteId = positiveId(url.searchParams.get("delete"));
  const posts = listPostRows();
  return {
    tab,
    posts,
    pendingCount: countPendingComments(),
    comments: tab === "comments" ? listPendingComments() : [],
    categories: listCategories().map(({ slug, name, color }) => ({ slug, name, color })),
    editing: editing
      ? {
          id: editing.id,
          title: editing.title,
          slug: editing.slug,
          author: editing.author,
          excerpt: editing.excerpt ?? "",
          content: editing.content,
          category: editing.category,
          tags: editing.tags.join(", "),
          featuredImage: editing.featuredImage,
          status: editing.status,
          metaTitle: editing.metaTitle ?? "",
          metaDescription: editing.metaDescription ?? "",
        }
      : null,
    deleting: deleteId ? (posts.find((p) => p.id === deleteId) ?? null) : null,
    defaultAuthor: user.displayName || user.username,
  };
}

type EditorValues = Record<string, string>;
type ActionData =
  | { intent: "preview"; preview: string; readingTime: number; values: EditorValues; storedImage: string | null }
  | { intent: "save"; errors: Record<string, string[]>; values: EditorValues; storedImage: string | null }
  | { intent: "render"; preview: string; readingTime: number };

const TEXT_FIELDS = ["id", "title", "author", "excerpt", "content", "category", "tags", "imageMode", "featuredImageUrl", "publish", "notifySubscribers", "metaTitle", "metaDescription", "removeImage"] as const;

const SAVE_FAILED: Toast = { title: "Could not save the post", description: "Please correct the highlighted fields and try again." };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "blog");
  let upload;
  try {
    upload = await parseUploadForm(request, { ...IMAGE_UPLOAD, fileField: "imageFile", maxTextFieldBytes: 4 * LIMITS.content });
  } catch {
    return data({ message: "The form could not be read" }, { status: 400 });
  }
  const form = upload.formData;
  const intent = form.get("intent");
  const fail = async (status: number, toast: Toast, body: object = {}) =>
    data(body, { status, headers: await toastHeaders(request, context, toast, "destructive") });

  if (intent === "approve" || intent === "reject") {
    const id = positiveId(String(form.get("id") ?? ""));
    const done = id ? setCommentStatus(id, intent === "approve" ? "approved" : "rejected", user) : null;
    if (!done?.ok) return fail(404, { title: "Update failed", description: BLOG_MESSAGES.commentNotFound });
    return redirectWithSuccess("/blog-admin?tab=comments", BLOG_MESSAGES.commentUpdated);
  }

  if (intent === "delete") {
    const id = positiveId(String(form.get("id") ?? ""));
    const done = id ? await deletePost(id, user) : null;
    if (!done?.ok) return fail(404, { title: "Delete failed", description: BLOG_MESSAGES.notFound });
    return redirectWithSuccess("/blog-admin?tab=posts", BLOG_MESSAGES.deleted);
  }

  if (intent === "render") {
    // The live preview (JavaScript): just the Markdown.
    const content = String(form.get("content") ?? "").slice(0, LIMITS.content);
    return data<ActionData>({ intent: "render", preview: renderMarkdown(content), readingTime: readingTimeFor(content) });
  }

  if (intent !== "save" && intent !== "preview") return data({ message: "Unknown action" }, { status: 400 });

  const values: EditorValues = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  let storedImage = typeof form.get("storedImage") === "string" ? (form.get("storedImage") as string) || null : null;
  const parsed = postFormSchema.safeParse({ ...values, storedImage: storedImage ?? undefined });
  if (!parsed.success) storedImage = null;

  // An uploaded picture is checked and stored even when other fields are wrong (and kept for the next
  // submit in `storedImage`), so the editor does not have to choose it again.
  const mode = values.imageMode === "url" ? "url" : "upload";
  if (mode === "upload" && upload.problem?.kind === "too-large") {
    return fail(413, IMAGE_MESSAGES.tooLarge, { intent, errors: { imageFile: [IMAGE_MESSAGES.tooLarge.description] }, values, storedImage });
  }
  if (mode === "upload" && upload.file) {
    const stored = await storeImage(upload.file.bytes);
    if (!stored.ok) {
      const toast = stored.toast ?? IMAGE_MESSAGES.invalidType;
      return fail(FAILURE_STATUS[stored.reason], toast, {
        intent,
        errors: { imageFile: [toast.description] },
        values,
        storedImage,
      });
    }
    storedImage = stored.image.url;
  } else if (mode === "upload" && storedImage && !(await storedImageExists(storedImage))) {
    // Uploaded for an earlier submit, and removed since (housekeeping deletes day-old unused pictures).
    return fail(400, SAVE_FAILED, { intent, errors: { imageFile: [STORED_IMAGE_MISSING] }, values, storedImage: null });
  }

  if (intent === "preview") {
    const content = (values.content ?? "").slice(0, LIMITS.content);
    return data<ActionData>({
      intent: "preview",
      preview: renderMarkdown(content),
      readingTime: readingTimeFor(content),
      values,
      storedImage,
    });
  }

  if (!parsed.success) {
    const errors = parsed.error.flatten().fieldErrors as Record<string, string[]>;
    const missing = Object.values(errors).some((list) => list.includes(BLOG_MESSAGES.required));
    return fail(400, missing ? BLOG_MESSAGES.requiredToast : SAVE_FAILED, { intent, errors, values, storedImage });
  }
  const input = parsed.data;
  let featuredImage: PostInput["featuredImage"];
  if (input.removeImage) featuredImage = null;
  else if (mode === "upload") featuredImage = storedImage ?? undefined;
  else featuredImage = input.featuredImageUrl;

  const post: PostInput = {
    title: input.title,
    content: input.content,
    excerpt: input.excerpt,
    author: input.author,
    category: input.category,
    tags: input.tags,
    status: input.publish ? "published" : "draft",
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    featuredImage,
    notifySubscribers: input.notifySubscribers === "on",
  };
  const id = positiveId(values.id ?? "");
  const saved = id ? await updatePost(id, post, user) : await createPost(post, user);
  if (!saved.ok) {
    return fail(FAILURE_STATUS[saved.reason], saved.toast ?? { title: "Could not save the post", description: saved.message }, {
      intent,
      errors: saved.errors ?? {},
      values,
      storedImage,
    });
  }
  return redirectWithSuccess(
    `/blog-admin?tab=posts&saved=${id ?? "new"}`,
    id ? BLOG_MESSAGES.updated : BLOG_MESSAGES.created,
  );
}

export default function BlogAdminPage() {
  const { tab, posts, pendingCount, comments, categories, editing, deleting } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // A new visit to the editor (New Post, Edit) starts the form afresh. The answer to the form's own
  // submission (a preview, a refused save) does not: it must keep what was typed or ticked while it
  // was on its way, so the form stays mounted.
  const answeredSubmission = useActionData<typeof action>() !== undefined;
  const editorVisit = useRef(location.key);
  if (!answeredSubmission) editorVisit.current = location.key;
  const categoryName = new Map(categories.map((c) => [c.slug, c.name]));

  // A saved post's draft copy (kept in this browser while writing) is no longer needed.
  const saved = searchParams.get("saved");
  useEffect(() => {
    if (saved) window.localStorage.removeItem(draftKey(saved === "new" ? null : Number(saved)));
  }, [saved]);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-600">Write and publish posts, and moderate readers' comments.</p>
        <Link to="/blog-admin?tab=editor" className={buttonClasses("default")}>
          <Plus aria-hidden="true" />
          New Post
        </Link>
      </div>

      <Tabs
        className="mt-6"
        label="Blog administration"
        current={tab}
        tabs={[
          { id: "posts", label: `Posts (${posts.length})`, href: "/blog-admin?tab=posts" },
          { id: "comments", label: `Comments (${pendingCount} pending)`, href: "/blog-admin?tab=comments" },
          { id: "editor", label: "Editor", href: editing ? `/blog-admin?tab=editor&edit=${editing.id}` : "/blog-admin?tab=editor" },
        ]}
      />

      <div className="pt-6">
        {tab === "posts" ? <PostsTab posts={posts} categoryName={categoryName} /> : null}
        {tab === "comments" ? <CommentsTab comments={comments} /> : null}
        {tab === "editor" ? <Editor key={`${editing?.id ?? "new"}-${editorVisit.current}`} /> : null}
      </div>

      {deleting ? (
        <Dialog
          title="Delete post"
          description={BLOG_MESSAGES.deleteConfirm}
          closeHref="/blog-admin?tab=posts"
          size="sm"
          footer={
            <>
              <Link to="/blog-admin?tab=posts" className={buttonClasses("outline")} preventScrollReset>
                Cancel
              </Link>
              <Form method="post" action="/blog-admin?tab=posts">
                <input type="hidden" name="id" value={deleting.id} />
                <StatusButton name="intent" value="delete" variant="destructive" pendingLabel="Deleting..." data-autofocus>
                  <Trash2 aria-hidden="true" />
                  Delete
                </StatusButton>
              </Form>
            </>
          }
        >
          <p className="font-semibold">{deleting.title}</p>
          <p className="mt-1 text-sm text-slate-600">Its comments, likes and picture are deleted with it.</p>
        </Dialog>
      ) : null}
    </div>
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

function PostsTab({ posts, categoryName }: { posts: Loaded["posts"]; categoryName: Map<string, string> }) {
  if (posts.length === 0) {
    return (
      <EmptyList>No blog posts yet</EmptyList>
    );
  }
  return (
    <Table containerClassName="bg-white" stackOnMobile>
      <THead>
        <TR>
          <TH>Title</TH>
          <TH>Status</TH>
          <TH>Author</TH>
          <TH>Category</TH>
          <TH>Created</TH>
          <TH>Views</TH>
          <TH>Actions</TH>
        </TR>
      </THead>
      <TBody>
        {posts.map((post) => (
          <TR key={post.id}>
            <TD className="max-w-md">
              <p className="font-semibold">{post.title}</p>
              {post.excerpt ? <p className="mt-1 line-clamp-2 text-sm text-slate-600">{post.excerpt}</p> : null}
            </TD>
            <TD label="Status">
              <Badge variant={post.status === "published" ? "success" : "warning"} className="capitalize">
                {post.status}
              </Badge>
            </TD>
            <TD label="Author">{post.author}</TD>
            <TD label="Category">{categoryName.get(post.category) ?? post.category}</TD>
            <TD label="Created" className="whitespace-nowrap text-sm">
              {formatLongDate(post.createdAt)}
            </TD>
            <TD label="Views">{post.viewCount.toLocaleString("en-KE")}</TD>
            <TD label="Actions">
              <div className="flex flex-wrap gap-2">
                {post.status === "published" ? (
                  <Link to={`/blog/${post.slug}`} className={buttonClasses("ghost", "sm")} aria-label={`View ${post.title}`}>
                    <Eye aria-hidden="true" />
                    View
                  </Link>
                ) : null}
                <Link
                  to={`/blog-admin?tab=editor&edit=${post.id}`}
                  className={buttonClasses("outline", "sm")}
                  aria-label={`Edit ${post.title}`}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Link>
                <Link
                  to={`/blog-admin?tab=posts&delete=${post.id}`}
                  preventScrollReset
                  className={buttonClasses("destructive", "sm")}
                  aria-label={`Delete ${post.title}`}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Link>
              </div>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

function CommentsTab({ comments }: { comments: Loaded["comments"] }) {
  if (comments.length === 0) {
    return (
      <EmptyList>No pending comments</EmptyList>
    );
  }
  return (
    <ul className="space-y-4">
      {comments.map((comment) => (
        <li key={comment.id}>
          <Card>
            <CardContent className="p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold">
                    {comment.authorName} <span className="font-normal text-slate-600">({comment.authorEmail})</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {formatLongDate(comment.createdAt)} on{" "}
                    <Link to={`/blog/${comment.postSlug}`} className="underline">
                      {comment.postTitle}
                    </Link>
                  </p>
                </div>
                <Form method="post" action="/blog-admin?tab=comments" className="flex gap-2">
                  <input type="hidden" name="id" value={comment.id} />
                  <StatusButton name="intent" value="approve" size="sm" pendingLabel="Approving..." aria-label={`Approve the comment by ${comment.authorName}`}>
                    <Check aria-hidden="true" />
                    Approve
                  </StatusButton>
                  <StatusButton
                    name="intent"
                    value="reject"
                    size="sm"
                    variant="destructive"
                    pendingLabel="Rejecting..."
                    aria-label={`Reject the comment by ${comment.authorName}`}
                  >
                    <X aria-hidden="true" />
                    Reject
                  </StatusButton>
                </Form>
              </div>
              <p className="mt-3 whitespace-pre-line text-slate-800">{comment.content}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Where a post's unsaved text is kept in this browser (an expired session must not lose it). */
const draftKey = (id: number | null) => `rsfc-blog-draft:${id ?? "new"}`;
const DRAFT_FIELDS = ["title", "author", "excerpt", "content", "category", "tags", "featuredImageUrl", "metaTitle", "metaDescription"] as const;

function Editor() {
  const { editing, categories, defaultAuthor } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const live = useFetcher<typeof action>();
  const liveTimer = useRef<ReturnType<typeof setTimeout>>();
  const draftTimer = useRef<ReturnType<typeof setTimeout>>();
  const [hydrated, setHydrated] = useState(false);
  const [draft, setDraft] = useState<{ savedAt: string; values: Record<string, string> } | null>(null);
  const echoed = actionData && actionData.intent !== "render" ? actionData : null;
  const values = echoed?.values;
  const errors = echoed?.intent === "save" ? echoed.errors : {};
  const storedImage = echoed?.storedImage ?? null;
  const [imageMode, setImageMode] = useState<"upload" | "url">(
    (values?.imageMode as "upload" | "url" | undefined) ??
      (editing?.featuredImage?.startsWith("https://") ? "url" : "upload"),
  );
  const [urlPreview, setUrlPreview] = useState<string | null>(null);
  const [filePreview, setFilePreview] = useState<string | null>(null);
  const key = draftKey(editing?.id ?? null);

  const value = (name: string, fallback = "") => values?.[name] ?? fallback;
  const livePreview = (live.data as ActionData | undefined)?.intent === "render" ? (live.data as Extract<ActionData, { intent: "render" }>) : null;
  const preview = livePreview ?? (echoed?.intent === "preview" ? echoed : null);

  useEffect(() => {
    setHydrated(true);
    const stored = window.localStorage.getItem(key);
    if (!stored) return;
    try {
      const parsed = JSON.parse(stored) as { savedAt: string; values: Record<string, string> };
      const form = formRef.current;
      const differs = DRAFT_FIELDS.some((name) => (parsed.values[name] ?? "") !== ((form?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ""));
      if (differs) setDraft(parsed);
    } catch {
      window.localStorage.removeItem(key);
    }
  }, [key]);
  useEffect(() => () => [liveTimer, draftTimer].forEach((t) => clearTimeout(t.current)), []);
  useEffect(() => () => void (filePreview && URL.revokeObjectURL(filePreview)), [filePreview]);
  // The server has kept the chosen picture (its address comes back as storedImage): the file is not
  // sent again with the next submission.
  useEffect(() => {
    if (!storedImage) return;
    const fileInput = formRef.current?.elements.namedItem("imageFile") as HTMLInputElement | null;
    if (fileInput) fileInput.value = "";
    setFilePreview(null);
  }, [storedImage]);

  function onInput(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const target = event.target as HTMLInputElement;
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => {
      const snapshot = Object.fromEntries(
        DRAFT_FIELDS.map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ""]),
      );
      try {
        window.localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), values: snapshot }));
      } catch {
        // Storage full or blocked: the form still works, only the safety copy is missing.
      }
    }, 400);
    if (target.name === "content") {
      clearTimeout(liveTimer.current);
      const content = target.value;
      liveTimer.current = setTimeout(() => live.submit({ intent: "render", content }, { method: "post", action: "/blog-admin?tab=editor" }), 500);
    }
  }

  function restoreDraft() {
    const form = formRef.current;
    if (!form || !draft) return;
    for (const name of DRAFT_FIELDS) {
      const element = form.elements.namedItem(name) as HTMLInputElement | null;
      if (element && draft.values[name] !== undefined) element.value = draft.values[name];
    }
    setDraft(null);
    const content = draft.values.content ?? "";
    live.submit({ intent: "render", content }, { method: "post", action: "/blog-admin?tab=editor" });
  }

  const currentImage = storedImage ?? editing?.featuredImage ?? null;
  const formAction = editing ? `/blog-admin?tab=editor&edit=${editing.id}` : "/blog-admin?tab=editor";

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
      {draft ? (
        <div role="status" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
          <p className="flex-1">Unsaved changes from {new Date(draft.savedAt).toLocaleString("en-GB")} were kept in this browser.</p>
          <button type="button" className={buttonClasses("secondary", "sm")} onClick={restoreDraft}>
            Restore draft
          </button>
          <button
            type="button"
            className={buttonClasses("outline", "sm")}
            onClick={() => {
              window.localStorage.removeItem(key);
              setDraft(null);
            }}
          >
            Discard
          </button>
        </div>
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
        {storedImage ? <input type="hidden" name="storedImage" value={storedImage} /> : null}
        <Field
          labelProps={{ children: "Title *" }}
          inputProps={{ id: "post-title", name: "title", defaultValue: value("title", editing?.title), maxLength: LIMITS.title }}
          errors={errors.title}
        />
        <Field
          labelProps={{ children: "Author *" }}
          inputProps={{ id: "post-author", name: "author", defaultValue: value("author", editing?.author ?? defaultAuthor), maxLength: LIMITS.author }}
          errors={errors.author}
        />
        <TextareaField
          labelProps={{ children: "Excerpt" }}
          inputProps={{ id: "post-excerpt", name: "excerpt", rows: 2, defaultValue: value("excerpt", editing?.excerpt), maxLength: LIMITS.excerpt }}
          help="A sentence or two for the blog list and search results."
          errors={errors.excerpt}
        />
        <TextareaField
          labelProps={{ children: "Content *" }}
          inputProps={{ id: "post-content", name: "content", rows: 14, defaultValue: value("content", editing?.content), className: "font-mono text-sm" }}
          help="Markdown: ## Heading, **bold**, *italic*, - list item, > quote, [link text](https://…)."
          errors={errors.content}
        />
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4" aria-live="polite">
          <p className="text-sm font-semibold text-slate-700">
            Preview{preview ? ` · ${preview.readingTime} min read` : ""}
          </p>
          {preview ? (
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
            inputProps={{ id: "post-category", name: "category", defaultValue: value("category", editing?.category ?? "") }}
            placeholder="Select a category"
            options={BLOG_CATEGORY_SLUGS.map((slug) => ({
              value: slug,
              label: categories.find((c) => c.slug === slug)?.name ?? slug,
            }))}
            errors={errors.category}
          />
          <Field
            labelProps={{ children: "Tags (comma separated)" }}
            inputProps={{ id: "post-tags", name: "tags", defaultValue: value("tags", editing?.tags), placeholder: "U-19, Derby, Nairobi Youth League" }}
            errors={errors.tags}
          />
        </div>

        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">Featured Image</legend>
          <div className="flex flex-wrap gap-4" role="radiogroup" aria-label="Featured image source">
            {(["upload", "url"] as const).map((mode) => (
              <label key={mode} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name="imageMode"
                  value={mode}
                  defaultChecked={imageMode === mode}
                  onChange={() => setImageMode(mode)}
                  className="size-4 accent-club-orange-dark"
                />
                {mode === "upload" ? "Upload File" : "Image URL"}
              </label>
            ))}
          </div>
          <div className="mt-3 grid gap-4">
            <Field
              className={hydrated && imageMode !== "upload" ? "hidden" : undefined}
              labelProps={{ children: "Image file" }}
              inputProps={{
                id: "post-image-file",
                name: "imageFile",
                type: "file",
                accept: "image/png,image/jpeg,image/gif,image/webp",
                onChange: (event) => {
                  const file = event.currentTarget.files?.[0];
                  setFilePreview(file ? URL.createObjectURL(file) : null);
                },
              }}
              help="PNG, JPG, GIF or WebP up to 10MB."
              errors={errors.imageFile}
            />
            <Field
              className={hydrated && imageMode !== "url" ? "hidden" : undefined}
              labelProps={{ children: "Image URL" }}
              inputProps={{
                id: "post-image-url",
                name: "featuredImageUrl",
                type: "url",
                inputMode: "url",
                placeholder: "https://…",
                defaultValue: value("featuredImageUrl", editing?.featuredImage?.startsWith("https://") ? editing.featuredImage : ""),
                onChange: (event) => setUrlPreview(/^https:\/\/\S+$/.test(event.currentTarget.value) ? event.currentTarget.value : null),
              }}
              help="An https address of a picture."
              errors={errors.featuredImageUrl ?? errors.featuredImage}
            />
            {(() => {
              const shown = (imageMode === "upload" ? filePreview : urlPreview) ?? currentImage;
              if (!shown) return null;
              return (
                <div>
                  <p className="text-sm font-semibold text-slate-700">{shown === currentImage ? "Current image" : "New image"}</p>
                  {shown.startsWith("blob:") || shown === urlPreview ? (
                    <img
                      src={shown}
                      alt="Preview of the featured image"
                      className="mt-2 aspect-video w-full max-w-sm rounded-lg bg-slate-100 object-cover"
                      onError={() => setUrlPreview(null)}
                    />
                  ) : (
                    <ResponsiveImage
                      src={shown}
                      alt="The featured image"
                      sizes="384px"
                      width={800}
                      height={450}
                      className="mt-2 aspect-video w-full max-w-sm rounded-lg bg-slate-100 object-cover"
                    />
                  )}
                </div>
              );
            })()}
            {currentImage ? (
              <CheckboxField
                labelProps={{ children: "Remove the featured image" }}
                inputProps={{ id: "post-remove-image", name: "removeImage", defaultChecked: value("removeImage") === "on" }}
              />
            ) : null}
          </div>
        </fieldset>

        <CheckboxField
          labelProps={{ children: "Publish immediately" }}
          inputProps={{
            id: "post-publish",
            name: "publish",
            role: "switch",
            defaultChecked: values ? values.publish === "on" : editing?.status === "published",
          }}
          help="Off: saved as a draft that only editors see."
        />
        {editing?.status === "published" ? null : (
          <CheckboxField
            labelProps={{ children: "Also send a Club News push notification" }}
            inputProps={{ id: "post-notify", name: "notifySubscribers", defaultChecked: values?.notifySubscribers === "on" }}
            help="When the post is published, fans who chose Club News get its title on their phones."
          />
        )}

        <details className="rounded-lg border border-slate-200 p-4" open={!!(value("metaTitle", editing?.metaTitle) || value("metaDescription", editing?.metaDescription))}>
          <summary className="min-h-11 cursor-pointer font-semibold">Search and sharing (optional)</summary>
          <div className="mt-3 grid gap-4">
            <Field
              labelProps={{ children: "Meta title" }}
              inputProps={{ id: "post-meta-title", name: "metaTitle", defaultValue: value("metaTitle", editing?.metaTitle), maxLength: LIMITS.metaTitle }}
              errors={errors.metaTitle}
            />
            <TextareaField
              labelProps={{ children: "Meta description" }}
              inputProps={{ id: "post-meta-description", name: "metaDescription", rows: 2, defaultValue: value("metaDescription", editing?.metaDescription), maxLength: LIMITS.metaDescription }}
              errors={errors.metaDescription}
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
