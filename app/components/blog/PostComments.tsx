// A post's comments: the approved ones (replies under the comment they answer) and the form to add one.
// A new comment waits for moderation. The form works without JavaScript; the server's answer to a
// refused comment comes back through the one form protocol (replyErrors / replyValue: no conform or zod
// in this public page's bundle).
import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef, type InputHTMLAttributes } from "react";
import { Button } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { BLOG_MESSAGES, LIMITS } from "~/config/blog";
import { firstErrorField, replyErrors, replyValue, useFocusOnFirstError, useFormReply } from "~/utils/form-reply";
import { useMessage, useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import { useHydrated } from "~/utils/use-hydrated";

type ShownComment = { id: number; authorName: string; content: string; createdAt: string };
type Thread = ShownComment & { replies: ShownComment[] };

type Props = {
  slug: string;
  comments: Thread[];
  commentCount: number;
  /** The comment being answered (`?replyTo=<id>`), if any. */
  replyTo: number | null;
  /** Just sent (`?commented=1`): the reader is told it awaits moderation. */
  commented: boolean;
};

export function PostComments({ slug, comments, commentCount, replyTo, commented }: Props) {
  const t = useT("blog");
  const message = useMessage();
  const commentReply = useFormReply("comment");
  const navigation = useNavigation();
  // The server answers in English; the reader sees its messages in the page's language.
  const [parentError, nameError, emailError, contentError] = ["parentId", "authorName", "authorEmail", "content"].map((name) => {
    const error = replyErrors(commentReply, name)?.[0];
    return error === undefined ? undefined : message(error);
  });
  const submittingComment = navigation.state === "submitting" && navigation.formData?.get("intent") === "comment";
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnFirstError(formRef, commentReply);
  // Without JavaScript the page comes back with the focus (and the view) on the first field to correct.
  const firstError = firstErrorField(commentReply, ["authorName", "authorEmail", "content"]);
  const replyingTo = comments.find((c) => c.id === replyTo);

  return (
    <section id="comments" aria-labelledby="comments-heading" className="mt-10">
      <h2 id="comments-heading" className="flex items-center gap-2 text-2xl font-bold">
        <Icon name="message-circle" className="size-6" />
        {t("comments.heading", { count: commentCount })}
      </h2>
      {commented ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
          {message(BLOG_MESSAGES.commentReceived.description)}
        </p>
      ) : null}
      {comments.length === 0 ? (
        <p className="mt-4 text-slate-600">{t("comments.none")}</p>
      ) : (
        <ol className="mt-6 space-y-6">
          {comments.map((comment) => (
            <li key={comment.id} id={`comment-${comment.id}`} className="scroll-mt-20">
              <CommentBody comment={comment} />
              <Link
                to={`/blog/${slug}?replyTo=${comment.id}#comment-form`}
                preventScrollReset
                className="ml-4 mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-club-orange-dark hover:underline"
              >
                <Icon name="reply" className="size-4" />
                {t("comments.reply")}
                <span className="sr-only">{t("comments.replyToHidden", { name: comment.authorName })}</span>
              </Link>
              {comment.replies.length > 0 ? (
                <ol className="ml-6 mt-2 space-y-4 border-l-2 border-slate-200 pl-4" aria-label={t("comments.repliesTo", { name: comment.authorName })}>
                  {comment.replies.map((reply) => (
                    <li key={reply.id} id={`comment-${reply.id}`} className="scroll-mt-20">
                      <CommentBody comment={reply} />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}

      {/* Checked by the server with JavaScript (its messages under the fields, as the site's other forms); by the browser without. */}
      <Form
        ref={formRef}
        method="post"
        id="comment-form"
        preventScrollReset
        noValidate={hydrated}
        className="mt-8 scroll-mt-20 space-y-4 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200"
        aria-labelledby="comment-form-heading"
      >
        <h3 id="comment-form-heading" className="text-lg font-bold">
          {replyingTo ? t("comments.replyTo", { name: replyingTo.authorName }) : t("comments.leave")}
        </h3>
        <p className="text-sm text-slate-600">{t("comments.moderation")}</p>
        <input type="hidden" name="intent" value="comment" />
        {replyingTo ? (
          <p className="text-sm">
            <input type="hidden" name="parentId" value={replyingTo.id} />
            <Link to={`/blog/${slug}#comment-form`} preventScrollReset className="font-semibold underline">
              {t("comments.cancelReply")}
            </Link>
          </p>
        ) : null}
        {parentError ? <p className="text-sm text-red-700">{parentError}</p> : null}
        {/* The honeypot: hidden from people and screen readers; robots that fill every field give themselves away. */}
        <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
          <label htmlFor="comment-website">{t("comments.website")}</label>
          <input id="comment-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <CommentField label={t("comments.name")} name="authorName" autoComplete="name" firstError={firstError === "authorName"} error={nameError} defaultValue={replyValue(commentReply, "authorName")} maxLength={LIMITS.commentName} />
          <CommentField label={t("comments.email")} name="authorEmail" type="email" autoComplete="email" firstError={firstError === "authorEmail"} error={emailError} defaultValue={replyValue(commentReply, "authorEmail")} maxLength={LIMITS.commentEmail} />
        </div>
        <div>
          <label htmlFor="comment-content" className="text-sm font-semibold">
            {t("comments.comment")} <span aria-hidden="true">*</span>
          </label>
          <textarea
            id="comment-content"
            name="content"
            rows={4}
            required
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the page that answers a refused post without JavaScript: the focus goes to the mistake
            autoFocus={firstError === "content"}
            maxLength={LIMITS.comment}
            defaultValue={replyValue(commentReply, "content")}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={contentError ? "comment-content-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
          />
          {contentError ? (
            <p id="comment-content-error" className="mt-1 text-sm text-red-700">
              {contentError}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={submittingComment} className="min-h-11">
          {submittingComment ? t("comments.sending") : t("comments.post")}
        </Button>
      </Form>
    </section>
  );
}

function CommentBody({ comment }: { comment: ShownComment }) {
  const format = useFormat();
  return (
    <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="text-sm">
        <span className="font-semibold">{comment.authorName}</span>{" "}
        <time dateTime={comment.createdAt} className="text-slate-600">
          {format.dateTime(comment.createdAt)}
        </time>
      </p>
      {/* Plain text: React escapes it, so markup in a comment is shown, never run. */}
      <p className="mt-2 whitespace-pre-line text-slate-800">{comment.content}</p>
    </div>
  );
}

function CommentField({
  label,
  name,
  error,
  firstError,
  ...props
}: { label: string; name: string; error?: string; firstError?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `comment-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        name={name}
        type="text"
        required
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the page that answers a refused post without JavaScript: the focus goes to the mistake
        autoFocus={firstError}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2"
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
