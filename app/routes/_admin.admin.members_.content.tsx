import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import Pencil from "lucide-react/dist/esm/icons/pencil.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import { MembersAdminTabs } from "~/components/admin/MembersAdminTabs";
import { GeneralErrorBoundary } from "~/components/site/GeneralErrorBoundary";
import { ResponsiveImage } from "~/components/site/ResponsiveImage";
import { LevelBadge } from "~/components/site/membership/ContentAccess";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { club } from "~/config/club";
import { getContent, listAllContent, saveContent, setContentPublished } from "~/models/membership.server";
import { contentFormSchema, contentPublishSchema } from "~/schemas/membership";
import { requireUser } from "~/services/auth.server";
import { deleteStoredImage, IMAGE_MESSAGES, IMAGE_UPLOAD, storeImage } from "~/services/images.server";
import { redirectWithSuccess, toastHeaders } from "~/services/toast.server";
import { FieldTooLargeError, FormShapeError, parseUploadForm } from "~/services/upload.server";
import { FAILURE_STATUS } from "~/utils/api.server";
import { formatLongDate } from "~/utils/dates";
import { CONTENT_TYPES, contentTypeLabel, TIERS } from "~/utils/membership";

export const meta: MetaFunction = () => [{ title: `Exclusive Content | Fan Members | ${club.shortName}` }];

const CONTENT_UPLOAD = { ...IMAGE_UPLOAD, fileField: "image" };
const LIST = "/admin/members/content";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "membership");
  const edit = new URL(request.url).searchParams.get("edit");
  const editId = Number(edit);
  const editing = edit === "new" ? "new" : Number.isSafeInteger(editId) && editId > 0 ? getContent(editId) : null;
  return {
    items: listAllContent().map(({ content: _content, ...item }) => item),
    editing,
  };
}

type FormErrors = Record<string, string[] | undefined>;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "membership");
  const failed = async (status: number, description: string, errors: FormErrors = {}, title = "Save Failed") =>
    data({ errors }, { status, headers: await toastHeaders(request, context, { title, description }, "destructive") });

  let upload;
  try {
    upload = await parseUploadForm(request, CONTENT_UPLOAD);
  } catch (error) {
    const message =
      error instanceof FieldTooLargeError || error instanceof FormShapeError ? error.message : "The form could not be read";
    return failed(400, message);
  }
  const fields = Object.fromEntries(upload.formData);

  if (fields.intent === "publish") {
    const parsed = contentPublishSchema.safeParse(fields);
    if (!parsed.success) return failed(400, "The request could not be read.");
    const done = setContentPublished(parsed.data.id, parsed.data.publish === "true", user);
    if (!done.ok) return failed(FAILURE_STATUS[done.reason], done.message);
    return redirectWithSuccess(LIST, {
      title: done.item.isPublished ? "Content Published" : "Content Unpublished",
      description: `"${done.item.title}" is ${done.item.isPublished ? "now visible on the membership page" : "hidden from the membership page"}.`,
    });
  }

  const parsed = contentFormSchema.safeParse(fields);
  if (upload.problem?.kind === "too-large") {
    return failed(413, IMAGE_MESSAGES.tooLarge.description, { image: [IMAGE_MESSAGES.tooLarge.description] }, IMAGE_MESSAGES.tooLarge.title);
  }
  if (!parsed.success) {
    return failed(400, "Please correct the highlighted fields.", parsed.error.flatten().fieldErrors as FormErrors);
  }
  let input = parsed.data;
  // A chosen file wins over the address field; it goes through the shared image pipeline.
  if (upload.file) {
    const stored = await storeImage(upload.file.bytes);
    if (!stored.ok) {
      const toast = stored.toast ?? IMAGE_MESSAGES.invalidType;
      return failed(FAILURE_STATUS[stored.reason], toast.description, { image: [toast.description] }, toast.title);
    }
    input = { ...input, imageUrl: stored.image.url };
  }
  const saved = saveContent(input, user);
  if (!saved.ok) {
    if (upload.file && input.imageUrl) await deleteStoredImage(input.imageUrl);
    return failed(FAILURE_STATUS[saved.reason], saved.message);
  }
  if (saved.replacedImage) await deleteStoredImage(saved.replacedImage);
  return redirectWithSuccess(LIST, {
    title: input.id ? "Content Updated" : "Content Created",
    description: `"${saved.item.title}" has been saved${saved.item.isPublished ? " and published" : " as a draft"}.`,
  });
}

export default function ExclusiveContentAdmin() {
  const { items, editing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const errors = actionData?.errors ?? {};
  const item = editing && typeof editing === "object" ? editing : null;

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

      <Table className="mt-6" containerClassName="bg-white" stackOnMobile>
        <THead>
          <TR>
            <TH>Title</TH>
            <TH>Level</TH>
            <TH>Type</TH>
            <TH>Status</TH>
            <TH>Views</TH>
            <TH>Published</TH>
            <TH>Actions</TH>
          </TR>
        </THead>
        <TBody>
          {items.map((row) => (
            <TR key={row.id}>
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
                  <Link to={`${LIST}?edit=${row.id}`} preventScrollReset className={buttonClasses("outline", "sm")} aria-label={`Edit ${row.title}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                  <Form method="post" action={LIST} preventScrollReset>
                    <input type="hidden" name="intent" value="publish" />
                    <input type="hidden" name="id" value={row.id} />
                    <input type="hidden" name="publish" value={row.isPublished ? "false" : "true"} />
                    <StatusButton
                      size="sm"
                      variant={row.isPublished ? "outline" : "secondary"}
                      pendingLabel="Saving..."
                      aria-label={`${row.isPublished ? "Unpublish" : "Publish"} ${row.title}`}
                    >
                      {row.isPublished ? "Unpublish" : "Publish"}
                    </StatusButton>
                  </Form>
                </div>
              </TD>
            </TR>
          ))}
        </TBody>
      </Table>

      {editing ? (
        <Dialog title={item ? `Edit "${item.title}"` : "New exclusive content"} closeHref={LIST} size="lg">
          <Form
            method="post"
            action={`${LIST}?edit=${item?.id ?? "new"}`}
            encType="multipart/form-data"
            className="space-y-4"
            preventScrollReset
          >
            {item ? <input type="hidden" name="id" value={item.id} /> : null}
            <Field
              labelProps={{ children: "Title" }}
              inputProps={{ id: "content-title", name: "title", defaultValue: item?.title, required: true, maxLength: 200 }}
              errors={errors.title}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                labelProps={{ children: "Membership level" }}
                selectProps={{ id: "content-level", name: "membershipLevel", defaultValue: item?.membershipLevel ?? "regular" }}
                options={TIERS.map((tier) => ({ value: tier.type, label: `${tier.name} and above` }))}
                errors={errors.membershipLevel}
              />
              <SelectField
                labelProps={{ children: "Content type" }}
                selectProps={{ id: "content-type", name: "contentType", defaultValue: item?.contentType ?? "article" }}
                options={CONTENT_TYPES.map((type) => ({ value: type.value, label: type.label }))}
                errors={errors.contentType}
              />
            </div>
            <TextareaField
              labelProps={{ children: "Content" }}
              textareaProps={{ id: "content-body", name: "content", defaultValue: item?.content, rows: 8, required: true }}
              help="Separate paragraphs with a blank line. The first paragraph is the excerpt everyone sees."
              errors={errors.content}
            />
            {item?.imageUrl ? (
              <ResponsiveImage src={item.imageUrl} alt="Current picture" sizes="320px" width={320} height={180} className="h-auto w-80 rounded-md" />
            ) : null}
            <Field
              labelProps={{ children: "Picture (JPEG, PNG, GIF or WebP, up to 10 MB)" }}
              inputProps={{ id: "content-image", name: "image", type: "file", accept: "image/jpeg,image/png,image/gif,image/webp" }}
              errors={errors.image}
            />
            <Field
              labelProps={{ children: "…or picture address" }}
              inputProps={{ id: "content-image-url", name: "imageUrl", type: "text", defaultValue: item?.imageUrl ?? "", placeholder: "https://" }}
              errors={errors.imageUrl}
            />
            <Field
              labelProps={{ children: "Video address (optional)" }}
              inputProps={{ id: "content-video-url", name: "videoUrl", type: "url", defaultValue: item?.videoUrl ?? "", placeholder: "https://" }}
              errors={errors.videoUrl}
            />
            <CheckboxField
              labelProps={{ children: "Published (visible on the membership page)" }}
              inputProps={{ id: "content-published", name: "isPublished", defaultChecked: item?.isPublished ?? false }}
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
