// Settings (admins): users, the signed-in user's sessions, mail, push, club facts and the audit log.
// Each tab is a module of this folder with its loader part, its actions (one per form intent) and its
// component; this route picks the tab's loader part by `?tab=` and the action by the posted `intent`.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Tabs } from "~/components/ui/Tabs";
import { club } from "~/config/club";
import { SETTINGS_TABS, settingsPageQuerySchema } from "~/schemas/settings";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { dispatchIntent } from "~/services/intent-actions.server";
import { readFormData } from "~/utils/form.server";
import { AuditTab } from "./audit-tab";
import { loadAuditTab } from "./audit-tab.server";
import { ClubFactsTab } from "./club-tab";
import { loadClubTab, saveClubFactsAction, saveSeasonCutoffAction } from "./club-tab.server";
import { MailTab } from "./mail-tab";
import { loadMailTab, sendTestEmailAction } from "./mail-tab.server";
import { PushTab } from "./push-tab";
import { loadPushTab } from "./push-tab.server";
import { SessionsTab } from "./sessions-tab";
import { loadSessionsTab, signOutOtherSessionsAction } from "./sessions-tab.server";
import { UsersTab } from "./users-tab";
import {
  changeRoleAction,
  createUserAction,
  disableUserAction,
  enableUserAction,
  loadUsersTab,
  resetPasswordAction,
  signOutUserAction,
} from "./users-tab.server";

export const meta: MetaFunction = () => [{ title: `Settings | ${club.shortName}` }];

type Tab = (typeof SETTINGS_TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  users: "Users",
  sessions: "My sessions",
  mail: "Mail",
  push: "Push",
  club: "Club facts",
  audit: "Audit log",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "users");
  const query = parseUrlState(settingsPageQuerySchema, new URL(request.url).searchParams);
  switch (query.tab ?? "users") {
    case "users":
      return loadUsersTab(user);
    case "sessions":
      return loadSessionsTab(request, user);
    case "mail":
      return loadMailTab();
    case "push":
      return loadPushTab();
    case "club":
      return loadClubTab();
    case "audit":
      return loadAuditTab(query);
  }
}

export type SettingsData = ReturnType<typeof useLoaderData<typeof loader>>;

/** The action of each form, by the `intent` its button posts. */
const ACTIONS = {
  "create-user": createUserAction,
  "reset-password": resetPasswordAction,
  "disable-user": disableUserAction,
  "enable-user": enableUserAction,
  "change-role": changeRoleAction,
  "sign-out-user": signOutUserAction,
  "sign-out-other-sessions": signOutOtherSessionsAction,
  "save-club-facts": saveClubFactsAction,
  "save-season-cutoff": saveSeasonCutoffAction,
  "send-test-email": sendTestEmailAction,
};

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "users");
  const formData = await readFormData(request);
  return dispatchIntent(formData.get("intent"), ACTIONS, { request, context, formData, user }, {
    toast: { title: "Not saved", description: "The form was not complete" },
  });
}

export default function SettingsPage() {
  const loaded = useLoaderData<typeof loader>();
  const tabs = SETTINGS_TABS.map((id) => ({ id, label: TAB_LABELS[id], href: `/admin/settings?tab=${id}` }));
  return (
    <div>
      <Tabs tabs={tabs} current={loaded.tab} label="Settings sections" />
      <div className="mt-6">
        <TabPanel loaded={loaded} />
      </div>
    </div>
  );
}

function TabPanel({ loaded }: { loaded: SettingsData }) {
  switch (loaded.tab) {
    case "users":
      return <UsersTab {...loaded} />;
    case "sessions":
      return <SessionsTab {...loaded} />;
    case "mail":
      return <MailTab {...loaded} />;
    case "push":
      return <PushTab {...loaded} />;
    case "club":
      return <ClubFactsTab {...loaded} />;
    case "audit":
      return <AuditTab {...loaded} />;
  }
}

export const ErrorBoundary = () => <GeneralErrorBoundary />;
