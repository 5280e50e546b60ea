import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import Download from "lucide-react/dist/esm/icons/download.js";
import Pencil from "lucide-react/dist/esm/icons/pencil.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import Search from "lucide-react/dist/esm/icons/search.js";
import Trash2 from "lucide-react/dist/esm/icons/trash-2.js";
import { EmptyList } from "~/components/admin/FilterForm";
import { GeneralErrorBoundary } from "~/components/site/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { Button, buttonClasses } from "~/components/ui/Button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/Card";
import { Dialog } from "~/components/ui/Dialog";
import { Field, SelectField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { Tabs } from "~/components/ui/Tabs";
import { club } from "~/config/club";
import {
  addStaffMember,
  clubEmailDomain,
  getStaffMember,
  listAdministrators,
  listStaff,
  removeStaffMember,
  setStaffActive,
  updateStaffMember,
} from "~/models/staff.server";
import { ACCESS_LEVELS, directoryQuerySchema, STAFF_MISSING_TOAST, staffMemberSchema, staffUpdateSchema } from "~/schemas/staff";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { redirectWithSuccess, toastHeaders, type Toast } from "~/services/toast.server";
import { FAILURE_STATUS } from "~/utils/api.server";
import { formatDateTime } from "~/utils/dates";
import { readFormData } from "~/utils/form.server";

export const meta: MetaFunction = () => [{ title: `Staff Emails | ${club.shortName}` }];

const positiveId = (value: string | null | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "staff-accounts");
  const params = new URL(request.url).searchParams;
  const { tab, q } = parseUrlState(directoryQuerySchema, params);
  const editing = tab === "staff" ? (getStaffMember(positiveId(params.get("edit")) ?? 0) ?? null) : null;
  const removing = tab === "staff" ? (getStaffMember(positiveId(params.get("remove")) ?? 0) ?? null) : null;
  return {
    tab,
    q: q ?? "",
    addOpen: params.get("add") === "1",
    domain: clubEmailDomain(),
    staff: tab === "staff" ? listStaff(q) : [],
    administrators: tab === "admins" ? listAdministrators(q) : [],
    editing,
    removing,
  };
}

type Values = Record<string, string>;
type ActionReply = { intent: string; errors?: Record<string, string[]>; values?: Values };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "staff-accounts");
  const form = await readFormData(request);
  const values: Values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const intent = values.intent ?? "";
  const reply = async (body: ActionReply, status: number, toast: Toast) =>
    data(body, { status, headers: await toastHeaders(request, context, toast, "destructive") });
  const back = (extra = "") => `/staff-emails?tab=staff${values.q ? `&q=${encodeURIComponent(values.q)}` : ""}${extra}`;

  if (intent === "add") {
    const parsed = staffMemberSchema.safeParse(values);
    if (!parsed.success) {
      return reply({ intent, errors: parsed.error.flatten().fieldErrors as Record<string, string[]>, values }, 400, STAFF_MISSING_TOAST);
    }
    const added = addStaffMember(user, parsed.data);
    if (!added.ok) return reply({ intent, values }, FAILURE_STATUS[added.reason], { title: "Could not add staff member", description: added.message });
    return redirectWithSuccess(back(), {
      title: "Staff Member Added",
      description: `${added.member.name} has been added with the e-mail address ${added.member.email}`,
    });
  }

  const id = positiveId(values.id);
  if (!id) return reply({ intent }, 400, { title: "Unknown staff member" });

  if (intent === "update") {
    const parsed = staffUpdateSchema.safeParse(values);
    if (!parsed.success) {
      return reply({ intent, errors: parsed.error.flatten().fieldErrors as Record<string, string[]>, values }, 400, STAFF_MISSING_TOAST);
    }
    const updated = updateStaffMember(user, id, parsed.data);
    if (!updated.ok) {
      return reply({ intent, errors: updated.errors, values }, FAILURE_STATUS[updated.reason], {
        title: "Could not update staff member",
        description: updated.message,
      });
    }
    return redirectWithSuccess(back(), { title: "Staff Member Updated", description: `${updated.member.name}: ${updated.member.email}` });
  }

  if (intent === "deactivate" || intent === "reactivate") {
    const changed = setStaffActive(user, id, intent === "reactivate");
    if (!changed.ok) return reply({ intent }, FAILURE_STATUS[changed.reason], { title: "Update Failed", description: changed.message });
    return redirectWithSuccess(back(), {
      title: intent === "reactivate" ? "Staff Member Reactivated" : "Staff Member Deactivated",
      description: `${changed.member.name} (${changed.member.email})`,
    });
  }

  if (intent === "remove") {
    const removed = removeStaffMember(user, id);
    if (!removed.ok) return reply({ intent }, FAILURE_STATUS[removed.reason], { title: "Remove Failed", description: removed.message });
    return redirectWithSuccess(back(), { title: "Staff Member Removed", description: `${removed.member.name} (${removed.member.email})` });
  }

  return reply({ intent }, 400, { title: "Unknown action" });
}

const ACCESS_OPTIONS = ACCESS_LEVELS.map((level) => ({ value: level, label: level[0].toUpperCase() + level.slice(1) }));
const PERMISSION_LABELS: Record<string, string> = {
  system_admin: "System admin",
  user_management: "User management",
  content_management: "Content management",
  email_management: "Email management",
};

export default function StaffEmailsPage() {
  const { tab, q, domain } = useLoaderData<typeof loader>();
  const link = (changes: Record<string, string>) => {
    const params = new URLSearchParams({ tab, ...(q ? { q } : {}), ...changes });
    return `/staff-emails?${params}`;
  };
  const exportParams = new URLSearchParams({ tab, ...(q ? { q } : {}) });
  return (
    <div className="space-y-6">
      <Tabs
        label="Directory"
        current={tab}
        tabs={[
          { id: "staff", label: "Staff Members", href: "/staff-emails?tab=staff" },
          { id: "admins", label: "Administrators", href: "/staff-emails?tab=admins" },
        ]}
      />

      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <Form method="get" role="search" className="flex flex-1 items-end gap-3">
          <input type="hidden" name="tab" value={tab} />
          <Field
            className="flex-1"
            labelProps={{ children: "Search" }}
            inputProps={{ name: "q", type: "search", defaultValue: q, placeholder: "Name or e-mail" }}
          />
          <Button type="submit" variant="outline" className="min-h-11">
            <Search aria-hidden="true" />
            Search
          </Button>
        </Form>
        <a href={`/staff-emails/export.csv?${exportParams}`} download className={buttonClasses("secondary")}>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>

      {tab === "staff" ? <StaffTab link={link} /> : <AdministratorsTab />}

      <Card>
        <CardHeader>
          <CardTitle as="h2">One club e-mail domain</CardTitle>
          <CardDescription>
            Every staff and administrator address is at <strong>{`@${domain}`}</strong>.
          </CardDescription>
        </CardHeader>
        <CardContent className="text-sm text-slate-700">
          A new member's address is made from the name (lower case, spaces become dots, other characters dropped), with a
          number added when it is already taken: Jane Wanjiku becomes {`jane.wanjiku@${domain}`}. Deactivated accounts keep their
          address, so it is never handed to someone else.
        </CardContent>
      </Card>
    </div>
  );
}

function StaffTab({ link }: { link: (changes: Record<string, string>) => string }) {
  const { staff, q, addOpen, editing, removing, domain } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as ActionReply | undefined;
  const addReply = reply?.intent === "add" ? reply : undefined;
  const editReply = reply?.intent === "update" ? reply : undefined;
  const location = useLocation();
  const closeHref = link({});

  return (
    <>
      <details className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200" open={addOpen || Boolean(addReply)} key={location.key}>
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-5 py-3 font-semibold">
          <Plus aria-hidden="true" className="size-4" />
          Add Staff Member
        </summary>
        <Form method="post" className="grid gap-4 border-t border-slate-200 p-5 sm:grid-cols-2" aria-label="Add staff member">
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="q" value={q} />
          <StaffFields values={addReply?.values} errors={addReply?.errors} />
          <p className="text-sm text-slate-600 sm:col-span-2">The e-mail address is made from the name at {`@${domain}`}.</p>
          <div className="sm:col-span-2">
            <StatusButton name="intent" value="add" pendingLabel="Adding...">
              Add Staff Member
            </StatusButton>
          </div>
        </Form>
      </details>

      {staff.length === 0 ? (
        <EmptyList>{q ? "No staff members match your search." : "No staff members yet."}</EmptyList>
      ) : (
        <Table containerClassName="bg-white" stackOnMobile aria-label="Staff members">
          <THead>
            <TR>
              <TH>Name</TH>
              <TH>Email</TH>
              <TH>Role</TH>
              <TH>Department</TH>
              <TH>Phone</TH>
              <TH>Access</TH>
              <TH>Status</TH>
              <TH>Actions</TH>
            </TR>
          </THead>
          <TBody>
            {staff.map((member) => (
              <TR key={member.id}>
                <TD className="font-semibold max-md:text-base">{member.name}</TD>
                <TD label="Email" className="break-all">
                  {member.email}
                </TD>
                <TD label="Role">{member.role}</TD>
                <TD label="Department">{member.department}</TD>
                <TD label="Phone">{member.phone ?? "—"}</TD>
                <TD label="Access">
                  <Badge variant="outline" className="capitalize">
                    {member.accessLevel}
                  </Badge>
                </TD>
                <TD label="Status">
                  {member.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>}
                </TD>
                <TD label="Actions">
                  <div className="flex flex-wrap gap-2">
                    <Link to={link({ edit: String(member.id) })} preventScrollReset className={buttonClasses("outline", "sm")} aria-label={`Edit ${member.name}`}>
                      <Pencil aria-hidden="true" />
                      Edit
                    </Link>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="id" value={member.id} />
                      <input type="hidden" name="q" value={q} />
                      <StatusButton
                        name="intent"
                        value={member.isActive ? "deactivate" : "reactivate"}
                        size="sm"
                        variant="secondary"
                        aria-label={`${member.isActive ? "Deactivate" : "Reactivate"} ${member.name}`}
                      >
                        {member.isActive ? "Deactivate" : "Reactivate"}
                      </StatusButton>
                    </Form>
                    <Link
                      to={link({ remove: String(member.id) })}
                      preventScrollReset
                      className={buttonClasses("destructive", "sm")}
                      aria-label={`Remove ${member.name}`}
                    >
                      <Trash2 aria-hidden="true" />
                      Remove
                    </Link>
                  </div>
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}

      {editing ? (
        <Dialog title={`Edit ${editing.name}`} closeHref={closeHref} size="lg">
          <Form method="post" className="grid gap-4 sm:grid-cols-2" aria-label="Edit staff member">
            <input type="hidden" name="id" value={editing.id} />
            <input type="hidden" name="q" value={q} />
            <Field
              className="sm:col-span-2"
              labelProps={{ children: "Email *" }}
              inputProps={{ name: "email", type: "email", defaultValue: editReply?.values?.email ?? editing.email, "aria-required": true }}
              errors={editReply?.errors?.email}
              help={`At @${domain}; no two people share an address.`}
            />
            <StaffFields
              values={editReply?.values ?? {
                name: editing.name,
                role: editing.role,
                department: editing.department,
                phone: editing.phone ?? "",
                officeLocation: editing.officeLocation ?? "",
                accessLevel: editing.accessLevel,
              }}
              errors={editReply?.errors}
            />
            <div className="flex gap-3 sm:col-span-2">
              <Link to={closeHref} className={buttonClasses("outline")} preventScrollReset>
                Cancel
              </Link>
              <StatusButton name="intent" value="update" pendingLabel="Saving...">
                Save changes
              </StatusButton>
            </div>
          </Form>
        </Dialog>
      ) : null}

      {removing ? (
        <Dialog
          title={`Remove ${removing.name}?`}
          description={`${removing.email} will be removed from the directory. Deactivating keeps the address reserved instead.`}
          closeHref={closeHref}
          size="sm"
          footer={
            <>
              <Link to={closeHref} className={buttonClasses("outline")} preventScrollReset data-autofocus>
                Cancel
              </Link>
              <Form method="post">
                <input type="hidden" name="id" value={removing.id} />
                <input type="hidden" name="q" value={q} />
                <StatusButton name="intent" value="remove" variant="destructive" pendingLabel="Removing...">
                  Remove
                </StatusButton>
              </Form>
            </>
          }
        />
      ) : null}
    </>
  );
}

function StaffFields({ values, errors }: { values?: Record<string, string>; errors?: Record<string, string[]> }) {
  const text = (name: string, label: string, required = false, type = "text") => (
    <Field
      labelProps={{ children: `${label}${required ? " *" : ""}` }}
      inputProps={{ name, type, defaultValue: values?.[name] ?? "", "aria-required": required || undefined }}
      errors={errors?.[name]}
    />
  );
  return (
    <>
      {text("name", "Name", true)}
      {text("role", "Role", true)}
      {text("department", "Department", true)}
      {text("phone", "Phone", false, "tel")}
      {text("officeLocation", "Office location")}
      <SelectField
        labelProps={{ children: "Access level" }}
        options={ACCESS_OPTIONS}
        inputProps={{ name: "accessLevel", defaultValue: values?.accessLevel || "staff" }}
        errors={errors?.accessLevel}
      />
    </>
  );
}

function AdministratorsTab() {
  const { administrators, q } = useLoaderData<typeof loader>();
  if (!administrators.length) {
    return (
      <EmptyList>{q ? "No administrators match your search." : "No administrators yet."}</EmptyList>
    );
  }
  return (
    <Table containerClassName="bg-white" stackOnMobile aria-label="Administrators">
      <THead>
        <TR>
          <TH>Name</TH>
          <TH>Email</TH>
          <TH>Role</TH>
          <TH>Permissions</TH>
          <TH>Phone</TH>
          <TH>Status</TH>
          <TH>Last login</TH>
        </TR>
      </THead>
      <TBody>
        {administrators.map((admin) => (
          <TR key={admin.id}>
            <TD className="font-semibold max-md:text-base">{admin.name}</TD>
            <TD label="Email" className="break-all">
              {admin.email}
            </TD>
            <TD label="Role">{admin.role}</TD>
            <TD label="Permissions">
              <ul className="flex flex-wrap gap-1">
                {admin.permissions.map((permission) => (
                  <li key={permission}>
                    <Badge variant="secondary">{PERMISSION_LABELS[permission] ?? permission}</Badge>
                  </li>
                ))}
              </ul>
            </TD>
            <TD label="Phone">{admin.phone ?? "—"}</TD>
            <TD label="Status">{admin.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>}</TD>
            <TD label="Last login" className="text-sm whitespace-nowrap">
              {admin.lastLoginAt ? formatDateTime(admin.lastLoginAt) : "Never"}
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
