import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import Download from "lucide-react/dist/esm/icons/download.js";
import Search from "lucide-react/dist/esm/icons/search.js";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Button, buttonClasses } from "~/components/ui/Button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/Card";
import { Field } from "~/components/ui/Field";
import { Tabs } from "~/components/ui/Tabs";
import { club } from "~/config/club";
import { clubEmailDomain } from "~/models/staff.server";
import { directoryPageSchema } from "~/schemas/staff";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { dispatchIntent } from "~/services/intent-actions.server";
import { readFormData } from "~/utils/form.server";
import { AdministratorsTab } from "./administrators-tab";
import { loadAdministratorsTab } from "./administrators-tab.server";
import { StaffTab } from "./staff-tab";
import {
  addStaffAction,
  deactivateStaffAction,
  loadStaffTab,
  reactivateStaffAction,
  removeStaffAction,
  updateStaffAction,
} from "./staff-tab.server";

// Two tabs, each in its own module: its part of the loader, the actions of its forms, its component.

export const meta: MetaFunction = () => [{ title: `Staff Emails | ${club.shortName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "staff-accounts");
  const query = parseUrlState(directoryPageSchema, new URL(request.url).searchParams);
  return {
    tab: query.tab,
    q: query.q ?? "",
    domain: clubEmailDomain(),
    staff: query.tab === "staff" ? loadStaffTab(query) : null,
    administrators: query.tab === "admins" ? loadAdministratorsTab(query) : null,
  };
}

/** Each form's action, by the form's `intent`. */
const ACTIONS = {
  add: addStaffAction,
  update: updateStaffAction,
  deactivate: deactivateStaffAction,
  reactivate: reactivateStaffAction,
  remove: removeStaffAction,
};

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "staff-accounts");
  const formData = await readFormData(request);
  return dispatchIntent(formData.get("intent"), ACTIONS, { request, context, user, formData }, { toast: { title: "Unknown action" } });
}

export default function StaffEmailsPage() {
  const { tab, q, domain, staff, administrators } = useLoaderData<typeof loader>();
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

      {staff ? <StaffTab {...staff} q={q} domain={domain} /> : null}
      {administrators ? <AdministratorsTab {...administrators} q={q} /> : null}

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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
