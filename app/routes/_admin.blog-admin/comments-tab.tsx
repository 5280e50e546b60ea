// The Comments tab: readers' comments waiting for moderation, each with Approve and Reject.
import { Link } from "@remix-run/react";
import Check from "lucide-react/dist/esm/icons/check.js";
import X from "lucide-react/dist/esm/icons/x.js";
import { EmptyList } from "~/components/admin/list/EmptyList";
import { RowActionForm } from "~/components/admin/list/RowActionForm";
import { anchorAfterRemoving } from "~/utils/row-anchors";
import { useListLinks } from "~/components/admin/list/useListLinks";
import { Card, CardContent } from "~/components/ui/Card";
import { StatusButton } from "~/components/ui/StatusButton";
import { formatLongDate } from "~/utils/dates";
import type { BlogAdminData } from "./route";

/** The queue's anchor, and each comment's: the page comes back there after a moderation. */
export const COMMENTS_ANCHOR = "pending-comments";
export const commentAnchor = (id: number) => `comment-${id}`;

type CommentsTabData = Extract<BlogAdminData, { tab: "comments" }>;

export function CommentsTab({ comments }: CommentsTabData) {
  const { hereAt } = useListLinks("/blog-admin");
  if (comments.length === 0) {
    return (
      <EmptyList id={COMMENTS_ANCHOR} className="scroll-mt-24">
        No pending comments
      </EmptyList>
    );
  }
  const ids = comments.map((comment) => comment.id);
  return (
    <ul id={COMMENTS_ANCHOR} className="scroll-mt-24 space-y-4">
      {comments.map((comment) => (
        <li key={comment.id} id={commentAnchor(comment.id)} className="scroll-mt-24">
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
                {/* A moderated comment leaves the queue: the page comes back at the one after it. */}
                <RowActionForm
                  action="/blog-admin?tab=comments"
                  fields={{ id: comment.id }}
                  returnTo={hereAt(anchorAfterRemoving(ids, comment.id, commentAnchor, COMMENTS_ANCHOR))}
                  className="flex gap-2"
                >
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
                </RowActionForm>
              </div>
              <p className="mt-3 whitespace-pre-line text-slate-800">{comment.content}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
