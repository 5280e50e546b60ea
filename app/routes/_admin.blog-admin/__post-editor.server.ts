// The post editor's server half: its loader part and its actions (save, the Preview button, and the
// live preview sent while one types). The form is multipart, the featured picture may come with it.
import { data } from "@remix-run/node";
import type { PublicUser } from "~/models/user.server";
import { createPost, getPost, holdEditorImage, updatePost, type PostInput } from "~/models/blog/editing.server";
import { listCategoryNames } from "~/models/blog/posts.server";
import { missesRequiredFields, postFormSchema, postPreviewSchema, type PostFormInput } from "~/schemas/blog";
import { BLOG_MESSAGES, LIMITS } from "~/config/blog";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import { IMAGE_UPLOAD, imageTooLarge, isStoredImageUrl, type ImageFailure } from "~/infra/images.server";
import { redirectWithSuccess, type Toast } from "~/services/toast.server";
import { postAnchor } from "./posts-tab";
import { parseUploadForm, type UploadForm } from "~/infra/upload.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { readingTimeFor } from "~/utils/reading-time";
import type { Failure } from "~/utils/result";
import { POST_IMAGE_FIELD, type PostEditorReply, type RenderedPreview } from "./__post-editor";
import type { BlogAdminActionArgs } from "./blog-admin-action.server";

/** Reads a form of the page: the editor's may carry the picture and long Markdown, the others are small. */
export function readPostEditorForm(request: Request) {
  return parseUploadForm(request, { ...IMAGE_UPLOAD, fileField: POST_IMAGE_FIELD, maxTextFieldBytes: 4 * LIMITS.content });
}

export function loadPostEditor(editId: number | undefined, user: PublicUser) {
  const editing = editId ? getPost(editId) : null;
  if (editId && !editing) throw data({ message: BLOG_MESSAGES.notFound }, { status: 404 });
  return {
    tab: "editor" as const,
    categories: listCategoryNames(),
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
    defaultAuthor: user.displayName || user.username,
  };
}

const SAVE_FAILED: Toast = { title: "Could not save the post", description: "Please correct the highlighted fields and try again." };

type EditorImage = { bytes: Buffer } | { url: string };

/**
 * The picture chosen in "Upload File" mode: the file sent now, or the one uploaded for an earlier
 * submit and kept (its address comes back in `storedImage`). An address typed in "Image URL" mode is
 * a field of the form's schema.
 */
function uploadedImage(form: UploadForm): { ok: true; image?: EditorImage } | ImageFailure {
  if (form.formData.get("imageMode") === "url") return { ok: true };
  if (form.problem?.kind === "too-large") return imageTooLarge();
  if (form.file) return { ok: true, image: { bytes: form.file.bytes } };
  const kept = form.formData.get("storedImage");
  return { ok: true, image: typeof kept === "string" && isStoredImageUrl(kept) ? { url: kept } : undefined };
}

/**
 * A submit that saves nothing (a preview, a refused save) still stores the uploaded picture, and sends
 * its address back, so that the editor does not have to choose it again.
 */
async function holdUpload(upload: ReturnType<typeof uploadedImage>) {
  if (!upload.ok) return upload;
  return upload.image ? holdEditorImage(upload.image) : { ok: true as const, url: null };
}

/** The use cases report a picture's problem on `featuredImage`; the editor shows it under the field in use. */
function onEditorFields(failure: Failure, formData: FormData): Failure {
  const { featuredImage, ...errors } = failure.errors ?? {};
  if (!featuredImage) return failure;
  const field = formData.get("imageMode") === "url" ? "featuredImageUrl" : POST_IMAGE_FIELD;
  return { ...failure, errors: { ...errors, [field]: featuredImage } };
}

function postInputFrom(value: PostFormInput, upload: EditorImage | undefined): PostInput {
  const typedUrl = value.featuredImageUrl ? { url: value.featuredImageUrl } : undefined;
  return {
    title: value.title,
    content: value.content,
    excerpt: value.excerpt,
    author: value.author,
    category: value.category,
    tags: value.tags,
    status: value.publish ? "published" : "draft",
    metaTitle: value.metaTitle,
    metaDescription: value.metaDescription,
    featuredImage: value.removeImage ? "remove" : value.imageMode === "url" ? typedUrl : upload,
    notifySubscribers: value.notifySubscribers === "on",
  };
}

export async function savePostAction({ request, context, user, form }: BlogAdminActionArgs) {
  const intent = "save";
  const submission = parseForm(form.formData, postFormSchema);
  const upload = uploadedImage(form);

  if (submission.status !== "success" || !upload.ok) {
    const held = await holdUpload(upload);
    const failure = held.ok ? undefined : onEditorFields(held, form.formData);
    const fieldErrors = submission.status === "error" ? (submission.error ?? {}) : {};
    const toast = failure?.toast ?? (missesRequiredFields(fieldErrors) ? BLOG_MESSAGES.requiredToast : SAVE_FAILED);
    return replyToForm<PostEditorReply>(request, context, {
      intent,
      submission,
      failure,
      toast,
      extra: { storedImage: held.ok ? held.url : null },
    });
  }

  const id = submission.value.id;
  const post = postInputFrom(submission.value, upload.image);
  const saved = id ? await updatePost(id, post, user) : await createPost(post, user);
  if (!saved.ok) {
    // A picture kept from an earlier submit stays kept, unless it is the problem.
    const kept = upload.image && "url" in upload.image && !saved.errors?.featuredImage ? upload.image.url : null;
    return replyToForm<PostEditorReply>(request, context, {
      intent,
      submission,
      failure: onEditorFields(saved, form.formData),
      toast: saved.toast ?? { title: SAVE_FAILED.title, description: saved.message },
      extra: { storedImage: kept },
    });
  }
  // An edited post is shown at its row; a new one is the list's first.
  const back = id ? `/blog-admin?tab=posts&saved=${id}#${postAnchor(id)}` : "/blog-admin?tab=posts&saved=new";
  return redirectWithSuccess(back, id ? BLOG_MESSAGES.updated : BLOG_MESSAGES.created);
}

const render = (content: string): RenderedPreview => ({ preview: renderMarkdown(content), readingTime: readingTimeFor(content) });

/** The Preview button (it works without JavaScript): the page again with the rendered Markdown. */
export async function previewPostAction({ request, context, form }: BlogAdminActionArgs) {
  const submission = parseForm(form.formData, postPreviewSchema);
  const held = await holdUpload(uploadedImage(form));
  const content = submission.status === "success" ? submission.value.content : "";
  return replyToForm<PostEditorReply>(request, context, {
    intent: "preview",
    submission,
    failure: held.ok ? undefined : onEditorFields(held, form.formData),
    toast: held.ok ? undefined : held.toast,
    extra: { storedImage: held.ok ? held.url : null, preview: render(content) },
  });
}

/** The live preview (JavaScript, as one types): only the rendered Markdown. */
export async function renderPreviewAction({ form }: BlogAdminActionArgs) {
  const submission = parseForm(form.formData, postPreviewSchema);
  return render(submission.status === "success" ? submission.value.content : "");
}
