import { EmptyList } from "~/components/admin/list/EmptyList";
import { Badge } from "~/components/ui/Badge";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { formatDateTime } from "~/utils/dates";
import { EmailAddress } from "~/components/admin/EmailAddress";

type Administrator = {
  id: number;
  name: string;
  email: string;
  role: string;
  permissions: string[];
  phone: string | null;
  isActive: boolean;
  lastLoginAt: string | null;
};

/** The administrators matching the search; this screen lists them and changes nothing. */
export type AdministratorsTabData = { administrators: Administrator[] };

const PERMISSION_LABELS: Record<string, string> = {
  system_admin: "System admin",
  user_management: "User management",
  content_management: "Content management",
  email_management: "Email management",
};

export function AdministratorsTab({ administrators, q }: AdministratorsTabData & { q: string }) {
  if (!administrators.length) return <EmptyList>{q ? "No administrators match your search." : "No administrators yet."}</EmptyList>;
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
            <TD label="Email">
              <EmailAddress address={admin.email} />
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
