import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import Pencil from "lucide-react/dist/esm/icons/pencil.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import { MembersAdminTabs } from "~/components/admin/MembersAdminTabs";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { LevelBadge } from "~/components/site/membership/ContentAccess";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { CheckboxField, ErrorList, Field, SelectField, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { TD } from "~/components/ui/Table";
import { club } from "~/config/club";
import { getContent, listAllContent, saveContent, setContentPublished } from "~/models/membership/content.server";
import type { PublicUser } from "~/models/user.server";
import { contentFormSchema, contentPublishSchema } from "~/schemas/membership";
import { requireUser } from "~/services/auth.server";
import { backToRow } from "~/services/admin-list.server";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import { IMAGE_UPLOAD } from "~/infra/images.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { FieldTooLargeError, FormShapeError, parseUploadForm, type UploadForm } from "~/infra/upload.server";
import { formatLongDate } from "~/utils/dates";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { CONTENT_TYPES, contentTypeLabel, TIERS } from "~/utils/membership";
import { RowActionLink } from "~/components/admin/list/RowActionLink";
import { ListTable } from "~/components/admin/list/ListTable";
import { RowActionForm } from "~/components/admin/list/RowActionForm";
import { ACCEPTED_IMAGE_TYPES } from "~/config/images";

export const meta: MetaFunction = () => [{ title: `Exclusive Content | Fan Members | ${club.shortName}` }];

const CONTENT_UPLOAD = { ...IMAGE_UPLOAD, fileField: "image" };
const LIST = "/admin/members/content";
/** Each item's row: the page comes back there after a change. */
const contentAnchor = (id: number) => `content-${id}`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "membership");
  const edit = new URL(request.url).searchParams.get("edit");
  const editId = Number(edit);
  const editing = edit === "new" ? "new" : Number.isSafeInteger(editId) && editId > 0 ? getContent(editId) : null;
  return {
    items: listAllContent(),
    editing,
  };
}

const SAVE_FAILED = "Save Failed";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "membership");
  let upload: UploadForm;
  try {
    upload = await parseUploadForm(request, CONTENT_UPLOAD);
  } catch (error) {
    const description =
      error instanceof FieldTooLargeError || error instanceof FormShapeError ? error.message : "The form could not be read";
    return replyToForm(request, context, { intent: null, formErrors: [description], toast: { title: SAVE_FAILED, description } });
  }
  const intentAction = upload.formData.get("intent") === "publish" ? publishAction : saveAction;
  return intentAction({ request, context, user, upload });
}

type IntentArgs = { request: Request; context: AppLoadContext; user: PublicUser; upload: UploadForm };

/** The list's Publish / Unpublish buttons. */
async function publishAction({ request, context, user, upload }: IntentArgs) {
  const submission = parseForm(upload.formData, contentPublishSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, {
      intent: "publish",
      submission,
      toast: { title: SAVE_FAILED, description: "The request could not be read." },
    });
  }
  const done = setContentPublished(submission.value.id, submission.value.publish === "true", user);
  if (!done.ok) {
    return replyToForm(request, context, { intent: "publish", submission, failure: done, toast: { title: SAVE_FAILED, description: done.message } });
  }
  return redirectWithSuccess(backToRow(upload.formData.get("redirectTo"), LIST, contentAnchor(done.item.id)), {
    title: done.item.isPublished ? "Content Published" : "Content Unpublished",
    description: `"${done.item.title}" is ${done.item.isPublished ? "now visible on the membership page" : "hidden from the membership page"}.`,
  });
}

/** The editor: a new item or changes to one, with its picture as an uploaded file or an address. */
async function saveAction({ request, context, user, upload }: IntentArgs) {
  const submission = parseForm(upload.formData, contentFormSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, {
      intent: "save",
      submission,
      toast: { title: SAVE_FAILED, description: "Please correct the highlighted fields." },
    });
  }
  const { imageUrl, ...fields } = submission.value;
  // A chosen file wins over the address field.
  const file = upload.file ? { bytes: upload.file.bytes } : upload.problem;
  const saved = await saveContent({ ...fields, image: file ?? (imageUrl ? { url: imageUrl } : null) }, user);
  if (!saved.ok) {
    return replyToForm(request, context, {
      intent: "save",
      submission,
      failure: saved,
      toast: saved.toast ?? { title: SAVE_FAILED, description: saved.message },
    });
  }
  return redirectWithSuccess(backToRow(upload.formData.get("redirectTo"), LIST, contentAnchor(saved.item.id)), {
    title: fields.id ? "Content Updated" : "Content Created",
    description: `"${saved.item.title}" has been saved${saved.item.isPublished ? " and published" : " as a draft"}.`,
  });
}

export default function ExclusiveContentAdmin() {
  const { items, editing } = useLoaderData<typeof loader>();
  const reply = useFormReply("save");
  const item = editing && typeof editing === "object" ? editing : null;
  // After a refused save the form shows what was sent; otherwise the item as it is.
  const value = (name: string, saved: string | null | undefined) => (reply ? replyValue(reply, name) : saved) ?? undefined;

  return (
    <div>
      <MembersAdminTabs current="content" />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-600">Members-only articles, videos and interviews. Each is readable by its tier and those above it.</p>
        <Link to={`${LIST}?edit=new`} className={buttonClasses()} preventScrollReset>
          <Plus aria-hidden="true" />
          New content
        </Link>
      </div>

      <ListTable
        columns={["Title", "Level", "Type", "Status", "Views", "Published", "Actions"]}
        rows={items}
        empty="No exclusive content yet."
        rowId={(row) => contentAnchor(row.id)}
      >
        {(row) => <ContentCells row={row} />}
      </ListTable>

      {editing ? (
        <Dialog title={item ? `Edit "${item.title}"` : "New exclusive content"} closeHref={item ? `${LIST}#${contentAnchor(item.id)}` : LIST} size="lg">
          <Form
            method="post"
            action={`${LIST}?edit=${item?.id ?? "new"}`}
            encType="multipart/form-data"
            className="space-y-4"
            preventScrollReset
          >
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="redirectTo" value={LIST} />
            <ErrorList errors={replyErrors(reply, "")} />
            {item ? <input type="hidden" name="id" value={item.id} /> : null}
            <Field
              labelProps={{ children: "Title" }}
              inputProps={{ id: "content-title", name: "title", defaultValue: value("title", item?.title), required: true, maxLength: 200 }}
              errors={replyErrors(reply, "title")}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                labelProps={{ children: "Membership level" }}
                selectProps={{ id: "content-level", name: "membershipLevel", defaultValue: value("membershipLevel", item?.membershipLevel) ?? "regular" }}
                options={TIERS.map((tier) => ({ value: tier.type, label: `${tier.name} and above` }))}
                errors={replyErrors(reply, "membershipLevel")}
              />
              <SelectField
                labelProps={{ children: "Content type" }}
                selectProps={{ id: "content-type", name: "contentType", defaultValue: value("contentType", item?.contentType) ?? "article" }}
                options={CONTENT_TYPES.map((type) => ({ value: type.value, label: type.label }))}
                errors={replyErrors(reply, "contentType")}
              />
            </div>
            <TextareaField
              labelProps={{ children: "Content" }}
              textareaProps={{ id: "content-body", name: "content", defaultValue: value("content", item?.content), rows: 8, required: true }}
              help="Separate paragraphs with a blank line. The first paragraph is the excerpt everyone sees."
              errors={replyErrors(reply, "content")}
            />
            {item?.imageUrl ? (
              <ResponsiveImage src={item.imageUrl} alt="Current picture" sizes="320px" width={320} height={180} className="h-auto w-80 rounded-md" />
            ) : null}
            <Field
              labelProps={{ children: "Picture (JPEG, PNG, GIF or WebP, up to 10 MB)" }}
              inputProps={{ id: "content-image", name: "image", type: "file", accept: ACCEPTED_IMAGE_TYPES }}
              errors={replyErrors(reply, "image")}
            />
            <Field
              labelProps={{ children: "…or picture address" }}
              inputProps={{ id: "content-image-url", name: "imageUrl", type: "text", defaultValue: value("imageUrl", item?.imageUrl) ?? "", placeholder: "https://" }}
              errors={replyErrors(reply, "imageUrl")}
            />
            <Field
              labelProps={{ children: "Video address (optional)" }}
              inputProps={{ id: "content-video-url", name: "videoUrl", type: "url", defaultValue: value("videoUrl", item?.videoUrl) ?? "", placeholder: "https://" }}
              errors={replyErrors(reply, "videoUrl")}
            />
            <CheckboxField
              labelProps={{ children: "Published (visible on the membership page)" }}
              inputProps={{ id: "content-published", name: "isPublished", defaultChecked: reply ? replyValue(reply, "isPublished") === "on" : (item?.isPublished ?? false) }}
            />
            <div className="flex justify-end gap-2">
              <Link to={LIST} className={buttonClasses("outline")} preventScrollReset>
                Cancel
              </Link>
              <StatusButton pendingLabel="Saving...">Save</StatusButton>
            </div>
          </Form>
        </Dialog>
      ) : null}
    </div>
  );
}

type ContentRow = ReturnType<typeof useLoaderData<typeof loader>>["items"][number];

/** One item's cells in the list, with its Edit link and its Publish / Unpublish button. */
function ContentCells({ row }: { row: ContentRow }) {
  return (
    <>
      <TD className="font-semibold max-md:text-base">{row.title}</TD>
      <TD label="Level">
        <LevelBadge level={row.membershipLevel} />
      </TD>
      <TD label="Type">{contentTypeLabel(row.contentType)}</TD>
      <TD label="Status">
        <Badge variant={row.isPublished ? "success" : "secondary"}>{row.isPublished ? "Published" : "Draft"}</Badge>
      </TD>
      <TD label="Views">{row.viewCount.toLocaleString("en-KE")}</TD>
      <TD label="Published" className="text-sm whitespace-nowrap">{row.publishDate ? formatLongDate(row.publishDate) : "—"}</TD>
      <TD label="Actions">
        <div className="flex flex-wrap gap-2">
          <RowActionLink to={`${LIST}?edit=${row.id}`} action="Edit" name={row.title} icon={Pencil} />
          <RowActionForm
            action={LIST}
            fields={{ intent: "publish", id: row.id, publish: row.isPublished ? "false" : "true" }}
            returnTo={`${LIST}#${contentAnchor(row.id)}`}
          >
            <StatusButton
              size="sm"
              variant={row.isPublished ? "outline" : "secondary"}
              pendingLabel="Saving..."
              aria-label={`${row.isPublished ? "Unpublish" : "Publish"} ${row.title}`}
            >
              {row.isPublished ? "Unpublish" : "Publish"}
            </StatusButton>
          </RowActionForm>
        </div>
      </TD>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
