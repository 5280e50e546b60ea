// The Comments tab: readers' comments waiting for moderation, oldest first, each approved or rejected.
import { listPendingComments, setCommentStatus } from "~/models/blog/comments.server";
import { blogRowFormSchema } from "~/schemas/blog";
import { BLOG_MESSAGES } from "~/config/blog";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { safeRedirect } from "~/utils/safe-redirect";
import type { BlogAdminActionArgs } from "./blog-admin-action.server";
import { COMMENTS_ANCHOR } from "./comments-tab";

export function loadCommentsTab() {
  return { tab: "comments" as const, comments: listPendingComments() };
}

/** The action of one moderation button: approve or reject the comment. */
const moderateCommentAction =
  (intent: "approve" | "reject", status: "approved" | "rejected") =>
  async ({ request, context, user, form }: BlogAdminActionArgs) => {
    const submission = parseForm(form.formData, blogRowFormSchema);
    const moderated = submission.status === "success" ? setCommentStatus(submission.value.id, status, user) : undefined;
    if (!moderated?.ok) {
      return replyToForm(request, context, {
        intent,
        submission,
        failure: moderated,
        status: 404,
        toast: { title: "Update failed", description: BLOG_MESSAGES.commentNotFound },
      });
    }
    // The form names the comment that takes this one's place; without it, the queue itself.
    const back = safeRedirect(form.formData.get("redirectTo"), `/blog-admin?tab=comments#${COMMENTS_ANCHOR}`);
    return redirectWithSuccess(back, BLOG_MESSAGES.commentUpdated);
  };

export const approveCommentAction = moderateCommentAction("approve", "approved");
export const rejectCommentAction = moderateCommentAction("reject", "rejected");
