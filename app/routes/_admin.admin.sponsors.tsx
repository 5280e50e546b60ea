import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import Pencil from "lucide-react/dist/esm/icons/pencil.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import Trash from "lucide-react/dist/esm/icons/trash-2.js";
import { ListCount } from "~/components/admin/list/ListCount";
import { ListTable } from "~/components/admin/list/ListTable";
import { anchorAfterRemoving } from "~/utils/row-anchors";
import { useListLinks } from "~/components/admin/list/useListLinks";
import { FilterForm } from "~/components/admin/list/FilterForm";
import { Pagination } from "~/components/admin/list/Pagination";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { CheckboxField, Field, SelectField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { TD } from "~/components/ui/Table";
import { club } from "~/config/club";
import { SPONSOR_LIMITS, SPONSOR_TIERS, SPONSOR_TOASTS, sponsorTierLabel } from "~/config/sponsors";
import { deleteSponsor, getSponsor, listSponsorsForAdmin, saveSponsor, type LogoChange, type Sponsor } from "~/models/sponsors.server";
import { sponsorDeleteSchema, sponsorFormSchema, sponsorListQuerySchema } from "~/schemas/sponsors";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { backToRow } from "~/services/admin-list.server";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import { IMAGE_MESSAGES, IMAGE_UPLOAD } from "~/infra/images.server";
import { redirectWithError, redirectWithSuccess } from "~/services/toast.server";
import { FieldTooLargeError, FormShapeError, parseUploadForm } from "~/infra/upload.server";
import { replyErrors, replyValue, useFormReply, type FormReply } from "~/utils/form-reply";
import { pageCountOf } from "~/utils/paging";
import { RowActionLink } from "~/components/admin/list/RowActionLink";
import { ACCEPTED_IMAGE_TYPES } from "~/config/images";

export const meta: MetaFunction = () => [{ title: `Sponsors | ${club.shortName}` }];

const LIST = "/admin/sponsors";
/** The list's anchor, and each sponsor's row: the page comes back there after a change. */
const SPONSORS_ANCHOR = "sponsors";
const sponsorAnchor = (id: number) => `sponsor-${id}`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "sponsors");
  const query = parseUrlState(sponsorListQuerySchema, new URL(request.url).searchParams);
  const page = query.page ?? 1;
  const { rows, total } = listSponsorsForAdmin({ q: query.q, tier: query.tier, page });
  return {
    rows,
    total,
    page,
    pageCount: pageCountOf(total, SPONSOR_LIMITS.pageSize),
    filter: { q: query.q ?? "", tier: query.tier ?? "" },
    editing: query.edit === "new" ? ("new" as const) : query.edit ? getSponsor(query.edit) : null,
    deleting: query.delete ? getSponsor(query.delete) : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "sponsors");
  let upload;
  try {
    upload = await parseUploadForm(request, { ...IMAGE_UPLOAD, fileField: "logo" });
  } catch (error) {
    const formErrors = [error instanceof FieldTooLargeError || error instanceof FormShapeError ? error.message : "The form could not be read"];
    return replyToForm(request, context, { intent: null, formErrors, toast: SPONSOR_TOASTS.saveFailed });
  }
  const { formData } = upload;

  if (formData.get("intent") === "delete") {
    const input = sponsorDeleteSchema.safeParse({ id: formData.get("id") });
    const deleted = input.success ? await deleteSponsor(input.data.id, user) : null;
    if (!deleted?.ok) return redirectWithError(LIST, SPONSOR_TOASTS.deleteFailed);
    // The dialog names the sponsor that takes this one's place; without it, the list itself.
    return redirectWithSuccess(safeRedirect(formData.get("redirectTo"), `${LIST}#${SPONSORS_ANCHOR}`), SPONSOR_TOASTS.deleted(deleted.sponsor.name));
  }

  const submission = parseForm(formData, sponsorFormSchema);
  const tooLarge = upload.problem?.kind === "too-large" ? { logo: [IMAGE_MESSAGES.tooLarge.description] } : undefined;
  if (submission.status !== "success" || tooLarge) {
    return replyToForm(request, context, { intent: "save", submission, fieldErrors: tooLarge, toast: SPONSOR_TOASTS.saveFailed });
  }
  const input = submission.value;
  const logo: LogoChange = upload.file
    ? { set: { bytes: upload.file.bytes } }
    : input.logoUrl
      ? { set: { url: input.logoUrl } }
      : input.removeLogo
        ? { remove: true }
        : { keep: true };
  const saved = await saveSponsor(input, logo, user);
  if (!saved.ok) {
    return replyToForm(request, context, { intent: "save", submission, failure: saved, toast: saved.toast ?? SPONSOR_TOASTS.saveFailed });
  }
  const toast = saved.created ? SPONSOR_TOASTS.added(saved.sponsor.name) : SPONSOR_TOASTS.updated(saved.sponsor.name);
  return redirectWithSuccess(backToRow(formData.get("redirectTo"), LIST, sponsorAnchor(saved.sponsor.id)), toast);
}

export default function SponsorsAdmin() {
  const { rows, total, page, pageCount, filter, editing, deleting } = useLoaderData<typeof loader>();
  const { withParams, hereAt, searching } = useListLinks(LIST);
  const listHref = (changes: Record<string, string | null>) => withParams({ edit: null, delete: null, ...changes });
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600">The companies that back the club. Active sponsors are thanked on the home page.</p>
        <Link to={listHref({ edit: "new" })} preventScrollReset className={buttonClasses("default")}>
          <Plus aria-hidden="true" />
          Add Sponsor
        </Link>
      </div>

      <FilterForm
        search={{ value: filter.q, placeholder: "Sponsor name" }}
        selects={[{ name: "tier", label: "Tier", value: filter.tier, allLabel: "All tiers", options: SPONSOR_TIERS.map((t) => ({ value: t.value, label: t.label })) }]}
        searching={searching}
      />
      <ListCount total={total} noun={{ one: "sponsor", other: "sponsors" }} filtered={Boolean(filter.q || filter.tier)} />

      <ListTable
        columns={["Sponsor", "Tier", "Website", "On the home page", "Actions"]}
        rows={rows}
        empty="No sponsors found."
        id={SPONSORS_ANCHOR}
        rowId={(sponsor) => sponsorAnchor(sponsor.id)}
      >
        {(sponsor) => (
          <>
            <TD className="font-semibold">{sponsor.name}</TD>
            <TD label="Tier">{sponsorTierLabel(sponsor.tier)}</TD>
            <TD label="Website" className="break-all text-sm">
              {sponsor.websiteUrl ?? "—"}
            </TD>
            <TD label="On the home page">
              <Badge variant={sponsor.isActive ? "default" : "secondary"}>{sponsor.isActive ? "Shown" : "Hidden"}</Badge>
            </TD>
            <TD label="Actions">
              <div className="flex flex-wrap gap-2">
                <RowActionLink to={listHref({ edit: String(sponsor.id) })} action="Edit" name={sponsor.name} icon={Pencil} />
                <RowActionLink to={listHref({ delete: String(sponsor.id) })} action="Delete" name={sponsor.name} icon={Trash} variant="destructive" />
              </div>
            </TD>
          </>
        )}
      </ListTable>
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => listHref({ page: String(n) })} />

      {editing ? (
        <SponsorEditor
          sponsor={editing === "new" ? null : editing}
          closeHref={editing === "new" ? listHref({}) : hereAt(sponsorAnchor(editing.id), { edit: null })}
          returnTo={listHref({})}
        />
      ) : null}
      {deleting ? (
        <DeleteSponsorDialog
          sponsor={deleting}
          closeHref={hereAt(sponsorAnchor(deleting.id), { delete: null })}
          returnTo={hereAt(anchorAfterRemoving(rows.map((row) => row.id), deleting.id, sponsorAnchor, SPONSORS_ANCHOR), { delete: null })}
        />
      ) : null}
    </div>
  );
}

/** Add or edit one sponsor; with JavaScript off the page comes back with the errors and what was typed. */
function SponsorEditor({ sponsor, closeHref, returnTo }: { sponsor: Sponsor | null; closeHref: string; returnTo: string }) {
  const reply: FormReply | undefined = useFormReply("save");
  const value = (name: string, saved: string | null | undefined) => replyValue(reply, name) ?? (reply ? "" : (saved ?? ""));
  const active = reply ? replyValue(reply, "isActive") === "on" : (sponsor?.isActive ?? true);
  return (
    <Dialog title={sponsor ? `Edit ${sponsor.name}` : "Add Sponsor"} closeHref={closeHref} size="lg">
      <Form method="post" encType="multipart/form-data" className="space-y-4" preventScrollReset>
        {sponsor ? <input type="hidden" name="id" value={sponsor.id} /> : null}
        {/* The list as it was (filters, page); the server adds the saved sponsor's anchor. */}
        <input type="hidden" name="redirectTo" value={returnTo} />
        <ErrorSummary errors={replyErrors(reply, "")} />
        <Field
          labelProps={{ children: "Name" }}
          inputProps={{ id: "sponsor-name", name: "name", defaultValue: value("name", sponsor?.name), required: true, maxLength: SPONSOR_LIMITS.name }}
          errors={replyErrors(reply, "name")}
        />
        <SelectField
          labelProps={{ children: "Tier" }}
          inputProps={{ id: "sponsor-tier", name: "tier", defaultValue: value("tier", sponsor?.tier ?? "supporter"), required: true }}
          placeholder="Choose a tier"
          options={SPONSOR_TIERS.map((t) => ({ value: t.value, label: t.label }))}
          errors={replyErrors(reply, "tier")}
        />
        <Field
          labelProps={{ children: "Website (optional)" }}
          inputProps={{ id: "sponsor-website", name: "websiteUrl", type: "url", placeholder: "https://", defaultValue: value("websiteUrl", sponsor?.websiteUrl), maxLength: SPONSOR_LIMITS.websiteUrl }}
          errors={replyErrors(reply, "websiteUrl")}
        />
        {sponsor?.logoUrl ? <ResponsiveImage src={sponsor.logoUrl} alt={`${sponsor.name} logo`} sizes="12rem" className="h-16 w-auto" /> : null}
        <Field
          labelProps={{ children: "Logo file (optional)" }}
          inputProps={{ id: "sponsor-logo", name: "logo", type: "file", accept: ACCEPTED_IMAGE_TYPES }}
          help="JPEG, PNG, GIF or WebP, up to 10 MB. A file wins over the address below."
          errors={replyErrors(reply, "logo")}
        />
        <Field
          labelProps={{ children: "Or logo address (optional)" }}
          inputProps={{ id: "sponsor-logo-url", name: "logoUrl", type: "url", placeholder: "https://", defaultValue: replyValue(reply, "logoUrl") ?? "" }}
          errors={replyErrors(reply, "logoUrl")}
        />
        {sponsor?.logoUrl ? (
          <CheckboxField labelProps={{ children: "Remove the logo" }} inputProps={{ id: "sponsor-remove-logo", name: "removeLogo" }} />
        ) : null}
        <CheckboxField labelProps={{ children: "Show on the home page" }} inputProps={{ id: "sponsor-active", name: "isActive", defaultChecked: active }} />
        <div className="flex justify-end gap-2">
          <Link to={closeHref} preventScrollReset className={buttonClasses("outline")}>
            Cancel
          </Link>
          <StatusButton name="intent" value="save" pendingLabel="Saving...">
            {sponsor ? "Save Changes" : "Add Sponsor"}
          </StatusButton>
        </div>
      </Form>
    </Dialog>
  );
}

function ErrorSummary({ errors }: { errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {errors.join(" ")}
    </p>
  );
}

function DeleteSponsorDialog({ sponsor, closeHref, returnTo }: { sponsor: Sponsor; closeHref: string; returnTo: string }) {
  return (
    <Dialog title="Delete Sponsor" description={`${sponsor.name} will be removed from the list and the home page.`} closeHref={closeHref} size="sm">
      <Form method="post" className="flex justify-end gap-2" preventScrollReset>
        <input type="hidden" name="id" value={sponsor.id} />
        <input type="hidden" name="redirectTo" value={returnTo} />
        <Link to={closeHref} preventScrollReset className={buttonClasses("outline")}>
          Cancel
        </Link>
        <StatusButton name="intent" value="delete" variant="destructive" pendingLabel="Deleting...">
          Delete<span className="sr-only"> {sponsor.name}</span>
        </StatusButton>
      </Form>
    </Dialog>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
