// The Posts tab: every post, drafts too, with its actions; deleting one asks first (`?delete=<id>`).
import { deletePost, listPostRows } from "~/models/blog/editing.server";
import { listCategoryNames } from "~/models/blog/posts.server";
import { blogRowFormSchema } from "~/schemas/blog";
import { BLOG_MESSAGES } from "~/config/blog";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { safeRedirect } from "~/utils/safe-redirect";
import type { BlogAdminActionArgs } from "./blog-admin-action.server";
import { POSTS_ANCHOR } from "./posts-tab";

export function loadPostsTab(deleteId: number | undefined) {
  const posts = listPostRows();
  return {
    tab: "posts" as const,
    posts,
    categories: listCategoryNames(),
    deleting: deleteId ? (posts.find((post) => post.id === deleteId) ?? null) : null,
  };
}

export async function deletePostAction({ request, context, user, form }: BlogAdminActionArgs) {
  const submission = parseForm(form.formData, blogRowFormSchema);
  const deleted = submission.status === "success" ? await deletePost(submission.value.id, user) : undefined;
  if (!deleted?.ok) {
    return replyToForm(request, context, {
      intent: "delete",
      submission,
      failure: deleted,
      status: 404,
      toast: { title: "Delete failed", description: BLOG_MESSAGES.notFound },
    });
  }
  // The dialog names the post that takes this one's place; without it, the list itself.
  return redirectWithSuccess(safeRedirect(form.formData.get("redirectTo"), `/blog-admin?tab=posts#${POSTS_ANCHOR}`), BLOG_MESSAGES.deleted);
}
