// The Comments tab: readers' comments waiting for moderation, each with Approve and Reject.
import { Form, Link } from "@remix-run/react";
import Check from "lucide-react/dist/esm/icons/check.js";
import X from "lucide-react/dist/esm/icons/x.js";
import { EmptyList } from "~/components/admin/list/EmptyList";
import { Card, CardContent } from "~/components/ui/Card";
import { StatusButton } from "~/components/ui/StatusButton";
import { formatLongDate } from "~/utils/dates";
import type { BlogAdminData } from "./route";

type CommentsTabData = Extract<BlogAdminData, { tab: "comments" }>;

export function CommentsTab({ comments }: CommentsTabData) {
  if (comments.length === 0) return <EmptyList>No pending comments</EmptyList>;
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
