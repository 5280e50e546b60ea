import { Form, useLocation } from "@remix-run/react";
import Search from "lucide-react/dist/esm/icons/search.js";
import { EmptyList } from "~/components/admin/list/EmptyList";
import { Pagination } from "~/components/admin/list/Pagination";
import { Field, SelectField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { formatDateTime } from "~/utils/dates";
import { hrefWith } from "~/utils/url-params";
import type { SettingsData } from "./route";

export function AuditTab({ audit, users }: Extract<SettingsData, { tab: "audit" }>) {
  const location = useLocation();
  const pageHref = (page: number) => hrefWith("/admin/settings", location.search, { page });
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="text-xl font-semibold">
        Audit log
      </h2>
      <p className="mt-1 text-sm text-slate-600">Who changed what in the admin area. Entries are kept for one year.</p>
      <Form method="get" role="search" className="mt-3 flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-end">
        <input type="hidden" name="tab" value="audit" />
        <SelectField
          key={audit.filter.area}
          labelProps={{ children: "Area" }}
          inputProps={{ name: "area", id: "audit-area", defaultValue: audit.filter.area }}
          placeholder="All areas"
          options={audit.areas}
        />
        <SelectField
          key={String(audit.filter.user)}
          labelProps={{ children: "User" }}
          inputProps={{ name: "user", id: "audit-user", defaultValue: audit.filter.user ?? "" }}
          placeholder="Everyone"
          options={users.map((user) => ({ value: String(user.id), label: user.username }))}
        />
        <Field
          key={audit.filter.q}
          className="flex-1"
          labelProps={{ children: "Text" }}
          inputProps={{ name: "q", id: "audit-q", type: "search", defaultValue: audit.filter.q, maxLength: 100 }}
        />
        <StatusButton type="submit" className="min-h-11">
          <Search aria-hidden="true" />
          Filter
        </StatusButton>
      </Form>
      <p className="mt-3 text-sm text-slate-600" aria-live="polite">
        {audit.total.toLocaleString("en-KE")} {audit.total === 1 ? "entry" : "entries"}
      </p>
      {audit.entries.length === 0 ? (
        <EmptyList className="mt-3">No audit entries match.</EmptyList>
      ) : (
        <Table className="mt-3" containerClassName="bg-white" stackOnMobile aria-label="Audit entries">
          <THead>
            <TR>
              <TH>When</TH>
              <TH>Who</TH>
              <TH>Action</TH>
              <TH>What</TH>
            </TR>
          </THead>
          <TBody>
            {audit.entries.map((entry) => (
              <TR key={entry.id}>
                <TD className="whitespace-nowrap text-sm">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </TD>
                <TD label="Who">{entry.username}</TD>
                <TD label="Action" className="font-mono text-xs">{entry.action}</TD>
                <TD label="What">
                  {entry.summary}
                  <span className="block text-xs text-slate-500">
                    {entry.targetType}
                    {entry.targetId ? ` #${entry.targetId}` : ""}
                  </span>
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
      <Pagination page={audit.page} pageCount={audit.pageCount} hrefFor={pageHref} />
    </section>
  );
}
