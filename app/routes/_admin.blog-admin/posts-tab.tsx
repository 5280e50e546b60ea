// The Posts tab: every post with its status, and links to view, edit or delete it. Deleting asks
// first in a dialog that is part of the URL (`?delete=<id>`), so it works without JavaScript.
import { Form, Link } from "@remix-run/react";
import Eye from "lucide-react/dist/esm/icons/eye.js";
import Pencil from "lucide-react/dist/esm/icons/pencil.js";
import Trash2 from "lucide-react/dist/esm/icons/trash-2.js";
import { ListTable } from "~/components/admin/list/ListTable";
import { anchorAfterRemoving } from "~/utils/row-anchors";
import { useListLinks } from "~/components/admin/list/useListLinks";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { StatusButton } from "~/components/ui/StatusButton";
import { TD } from "~/components/ui/Table";
import { BLOG_MESSAGES } from "~/config/blog";
import { formatLongDate } from "~/utils/dates";
import { useForgetSavedDraft } from "./__post-draft-copy";
import type { BlogAdminData } from "./route";
import { RowActionLink } from "~/components/admin/list/RowActionLink";

type PostsTabData = Extract<BlogAdminData, { tab: "posts" }>;
type PostRow = PostsTabData["posts"][number];

/** The list's anchor, and each post's: the page comes back there after a save or a delete. */
export const POSTS_ANCHOR = "blog-posts";
export const postAnchor = (id: number) => `post-${id}`;

export function PostsTab({ posts, categories, deleting }: PostsTabData) {
  useForgetSavedDraft();
  const { hereAt } = useListLinks("/blog-admin");
  const categoryName = new Map(categories.map((c) => [c.slug, c.name]));
  const ids = posts.map((post) => post.id);
  return (
    <>
      <ListTable
        columns={["Title", "Status", "Author", "Category", "Created", "Views", "Actions"]}
        rows={posts}
        empty="No blog posts yet"
        id={POSTS_ANCHOR}
        rowId={(post) => postAnchor(post.id)}
      >
        {(post) => <PostCells post={post} categoryName={categoryName.get(post.category) ?? post.category} />}
      </ListTable>
      {deleting ? (
        <DeletePostDialog
          post={deleting}
          closeHref={hereAt(postAnchor(deleting.id), { delete: null })}
          returnTo={hereAt(anchorAfterRemoving(ids, deleting.id, postAnchor, POSTS_ANCHOR), { delete: null })}
        />
      ) : null}
    </>
  );
}

function PostCells({ post, categoryName }: { post: PostRow; categoryName: string }) {
  return (
    <>
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
      <TD label="Category">{categoryName}</TD>
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
          <RowActionLink to={`/blog-admin?tab=editor&edit=${post.id}`} action="Edit" name={post.title} icon={Pencil} preventScrollReset={false} />
          <RowActionLink to={`/blog-admin?tab=posts&delete=${post.id}`} action="Delete" name={post.title} icon={Trash2} variant="destructive" />
        </div>
      </TD>
    </>
  );
}

function DeletePostDialog({ post, closeHref, returnTo }: { post: PostRow; closeHref: string; returnTo: string }) {
  return (
    <Dialog
      title="Delete post"
      description={BLOG_MESSAGES.deleteConfirm}
      closeHref={closeHref}
      size="sm"
      footer={
        <>
          <Link to={closeHref} className={buttonClasses("outline")} preventScrollReset>
            Cancel
          </Link>
          <Form method="post" action="/blog-admin?tab=posts">
            <input type="hidden" name="id" value={post.id} />
            <input type="hidden" name="redirectTo" value={returnTo} />
            <StatusButton name="intent" value="delete" variant="destructive" pendingLabel="Deleting..." data-autofocus>
              <Trash2 aria-hidden="true" />
              Delete
            </StatusButton>
          </Form>
        </>
      }
    >
      <p className="font-semibold">{post.title}</p>
      <p className="mt-1 text-sm text-slate-600">Its comments, likes and picture are deleted with it.</p>
    </Dialog>
  );
}
