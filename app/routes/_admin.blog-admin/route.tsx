// Blog administration: the posts, the comments waiting for moderation, and the post editor. Each tab is
// a module of this folder with its loader part, its actions (one per form intent) and its component;
// this route picks the tab's loader part by `?tab=` and the action by the posted `intent`.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { buttonClasses } from "~/components/ui/Button";
import { Tabs } from "~/components/ui/Tabs";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { club } from "~/config/club";
import { countPendingComments } from "~/models/blog/comments.server";
import { countPosts } from "~/models/blog/editing.server";
import { blogAdminQuerySchema } from "~/schemas/blog";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { dispatchIntent } from "~/services/intent-actions.server";
import type { UploadForm } from "~/infra/upload.server";
import { PostEditor } from "./__post-editor";
import { loadPostEditor, previewPostAction, readPostEditorForm, renderPreviewAction, savePostAction } from "./__post-editor.server";
import { CommentsTab } from "./comments-tab";
import { approveCommentAction, loadCommentsTab, rejectCommentAction } from "./comments-tab.server";
import { PostsTab } from "./posts-tab";
import { deletePostAction, loadPostsTab } from "./posts-tab.server";

const PAGE_TITLE = "Blog Administration";
export const handle: AdminRouteHandle = { pageTitle: PAGE_TITLE };
export const meta: MetaFunction = () => [{ title: `${PAGE_TITLE} | ${club.shortName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "blog");
  const query = parseUrlState(blogAdminQuerySchema, new URL(request.url).searchParams);
  const counts = { postCount: countPosts(), pendingCount: countPendingComments() };
  switch (query.tab) {
    case "posts":
      return { ...counts, ...loadPostsTab(query.delete) };
    case "comments":
      return { ...counts, ...loadCommentsTab() };
    case "editor":
      return { ...counts, ...loadPostEditor(query.edit, user) };
  }
}

export type BlogAdminData = ReturnType<typeof useLoaderData<typeof loader>>;

/** The action of each form, by the `intent` its button posts. */
const ACTIONS = {
  save: savePostAction,
  preview: previewPostAction,
  render: renderPreviewAction,
  delete: deletePostAction,
  approve: approveCommentAction,
  reject: rejectCommentAction,
};

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "blog");
  let form: UploadForm;
  try {
    form = await readPostEditorForm(request);
  } catch {
    return replyToForm(request, context, { intent: null, formErrors: ["The form could not be read"] });
  }
  return dispatchIntent(form.formData.get("intent"), ACTIONS, { request, context, user, form }, { formErrors: ["Unknown action"] });
}

export default function BlogAdminPage() {
  const loaded = useLoaderData<typeof loader>();
  const editorHref = loaded.tab === "editor" && loaded.editing ? `/blog-admin?tab=editor&edit=${loaded.editing.id}` : "/blog-admin?tab=editor";
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
        current={loaded.tab}
        tabs={[
          { id: "posts", label: `Posts (${loaded.postCount})`, href: "/blog-admin?tab=posts" },
          { id: "comments", label: `Comments (${loaded.pendingCount} pending)`, href: "/blog-admin?tab=comments" },
          { id: "editor", label: "Editor", href: editorHref },
        ]}
      />

      <div className="pt-6">
        <TabPanel loaded={loaded} />
      </div>
    </div>
  );
}

function TabPanel({ loaded }: { loaded: BlogAdminData }) {
  switch (loaded.tab) {
    case "posts":
      return <PostsTab {...loaded} />;
    case "comments":
      return <CommentsTab {...loaded} />;
    case "editor":
      return <PostEditor {...loaded} />;
  }
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
