import { Form, Link, useLocation } from "@remix-run/react";
import Pencil from "lucide-react/dist/esm/icons/pencil.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import Trash2 from "lucide-react/dist/esm/icons/trash-2.js";
import { ListTable } from "~/components/admin/list/ListTable";
import { RowActionForm } from "~/components/admin/list/RowActionForm";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Field, SelectField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { TD } from "~/components/ui/Table";
import { ACCESS_LEVELS } from "~/config/staff";
import type { StaffMember } from "~/models/staff.server";
import { replyErrors, replyValue, useFormReply, type FormReply } from "~/utils/form-reply";
import { RowActionLink } from "~/components/admin/list/RowActionLink";
import { EmailAddress } from "~/components/admin/EmailAddress";

type Member = Pick<StaffMember, "id" | "name" | "email" | "role" | "department" | "phone" | "officeLocation" | "accessLevel" | "isActive">;

export type StaffTabData = {
  /** The members matching the search. */
  staff: Member[];
  /** The add form starts open (`?add=1`). */
  addOpen: boolean;
  /** The member in the edit overlay (`?edit=`). */
  editing: Member | null;
  /** The member in the remove confirmation (`?remove=`). */
  removing: Member | null;
};

/** The directory's anchor, and each member's row: the page comes back there after a change. */
export const STAFF_ANCHOR = "staff-members";
export const staffAnchor = (id: number) => `staff-member-${id}`;

const ACCESS_OPTIONS = ACCESS_LEVELS.map((level) => ({ value: level, label: level[0].toUpperCase() + level.slice(1) }));

export function StaffTab({ staff, addOpen, editing, removing, q, domain }: StaffTabData & { q: string; domain: string }) {
  const addReply = useFormReply("add");
  const editReply = useFormReply("update");
  const location = useLocation();
  const link = (changes: Record<string, string>) => `/staff-emails?${new URLSearchParams({ tab: "staff", ...(q ? { q } : {}), ...changes })}`;
  const closeHref = link({});
  const closeAt = (id: number) => `${closeHref}#${staffAnchor(id)}`;

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
          <Field
            className="sm:col-span-2"
            labelProps={{ children: "Email" }}
            inputProps={{ name: "email", type: "email", defaultValue: addReply ? replyValue(addReply, "email") : "" }}
            errors={replyErrors(addReply, "email")}
            help={`Optional, at @${domain}: left empty, it is made from the name.`}
          />
          <StaffFields reply={addReply} />
          <div className="sm:col-span-2">
            <StatusButton name="intent" value="add" pendingLabel="Adding...">
              Add Staff Member
            </StatusButton>
          </div>
        </Form>
      </details>

      <ListTable
        columns={["Name", "Email", "Role", "Department", "Phone", "Access", "Status", "Actions"]}
        rows={staff}
        empty={q ? "No staff members match your search." : "No staff members yet."}
        label="Staff members"
        id={STAFF_ANCHOR}
        rowId={(member) => staffAnchor(member.id)}
      >
        {(member) => (
          <>
            <TD className="font-semibold max-md:text-base">{member.name}</TD>
            <TD label="Email">
              <EmailAddress address={member.email} />
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
                <RowActionLink to={link({ edit: String(member.id) })} action="Edit" name={member.name} icon={Pencil} />
                <RowActionForm fields={{ id: member.id, q }}>
                  <StatusButton
                    name="intent"
                    value={member.isActive ? "deactivate" : "reactivate"}
                    size="sm"
                    variant="secondary"
                    aria-label={`${member.isActive ? "Deactivate" : "Reactivate"} ${member.name}`}
                  >
                    {member.isActive ? "Deactivate" : "Reactivate"}
                  </StatusButton>
                </RowActionForm>
                <RowActionLink to={link({ remove: String(member.id) })} action="Remove" name={member.name} icon={Trash2} variant="destructive" />
              </div>
            </TD>
          </>
        )}
      </ListTable>

      {editing ? (
        <Dialog title={`Edit ${editing.name}`} closeHref={closeAt(editing.id)} size="lg">
          <Form method="post" className="grid gap-4 sm:grid-cols-2" aria-label="Edit staff member">
            <input type="hidden" name="id" value={editing.id} />
            <input type="hidden" name="q" value={q} />
            <Field
              className="sm:col-span-2"
              labelProps={{ children: "Email *" }}
              inputProps={{ name: "email", type: "email", defaultValue: editReply ? replyValue(editReply, "email") : editing.email, "aria-required": true }}
              errors={replyErrors(editReply, "email")}
              help={`At @${domain}; no two people share an address.`}
            />
            <StaffFields reply={editReply} member={editing} />
            <div className="flex gap-3 sm:col-span-2">
              <Link to={closeAt(editing.id)} className={buttonClasses("outline")} preventScrollReset>
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
          closeHref={closeAt(removing.id)}
          size="sm"
          footer={
            <>
              <Link to={closeAt(removing.id)} className={buttonClasses("outline")} preventScrollReset data-autofocus>
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

/** The fields a member is added and edited with: what was sent after a refusal, else the member's details. */
function StaffFields({ reply, member }: { reply?: FormReply; member?: Member }) {
  const shown = (name: "name" | "role" | "department" | "phone" | "officeLocation" | "accessLevel") =>
    reply ? replyValue(reply, name) : member?.[name];
  const text = (name: "name" | "role" | "department" | "phone" | "officeLocation", label: string, required = false, type = "text") => (
    <Field
      labelProps={{ children: `${label}${required ? " *" : ""}` }}
      inputProps={{ name, type, defaultValue: shown(name) ?? "", "aria-required": required || undefined }}
      errors={replyErrors(reply, name)}
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
        inputProps={{ name: "accessLevel", defaultValue: shown("accessLevel") || "staff" }}
        errors={replyErrors(reply, "accessLevel")}
      />
    </>
  );
}
