import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Tabs } from "~/components/ui/Tabs";
import { club } from "~/config/club";
import { emailPageQuerySchema } from "~/schemas/email";
import { EMAIL_TABS, EMAIL_TOASTS, type EmailTab } from "~/config/email";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { dispatchIntent } from "~/services/intent-actions.server";
import { readFormData } from "~/utils/form.server";
import { sendOrToastWhenUnreachable, skipRevalidationWhenUnreachable } from "~/components/unreachable-server";
import { LogsTab } from "./logs-tab";
import { loadLogsTab } from "./logs-tab.server";
import { QuickTab } from "./quick-tab";
import { sendSponsorshipAction, sendWelcomeAction } from "./quick-tab.server";
import { SendTab } from "./send-tab";
import { loadSendTab, sendEmailAction } from "./send-tab.server";
import { TemplatesTab } from "./templates-tab";
import { deleteTemplateAction, loadTemplatesTab, toggleTemplateAction, updateTemplateAction } from "./templates-tab.server";

// Four tabs, each in its own module: its part of the loader, the actions of its forms, its component.

export const meta: MetaFunction = () => [{ title: `Email Management | ${club.shortName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "email");
  const query = parseUrlState(emailPageQuerySchema, new URL(request.url).searchParams);
  const { tab } = query;
  return {
    tab,
    send: tab === "send" ? loadSendTab(query) : null,
    templates: tab === "templates" ? loadTemplatesTab(user, query) : null,
    logs: tab === "logs" ? loadLogsTab(query) : null,
  };
}

/** Each form's action, by the form's `intent`. */
const ACTIONS = {
  send: sendEmailAction,
  welcome: sendWelcomeAction,
  sponsorship: sendSponsorshipAction,
  "update-template": updateTemplateAction,
  "toggle-template": toggleTemplateAction,
  "delete-template": deleteTemplateAction,
};

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "email");
  const formData = await readFormData(request);
  return dispatchIntent(formData.get("intent"), ACTIONS, { request, context, user, formData }, { toast: { title: "Unknown action" } });
}

/** What a form shows when its post never reached the server (the send form: EMAIL_TOASTS.failed). */
const UNREACHABLE_TOASTS = new Map<string, { title: string; description?: string }>([
  ["welcome", EMAIL_TOASTS.welcomeFailed],
  ["sponsorship", EMAIL_TOASTS.sponsorshipFailed],
  ["update-template", EMAIL_TOASTS.templateFailed],
  ["toggle-template", EMAIL_TOASTS.templateFailed],
  ["delete-template", EMAIL_TOASTS.templateFailed],
]);
export const clientAction = sendOrToastWhenUnreachable((intent) => UNREACHABLE_TOASTS.get(intent) ?? EMAIL_TOASTS.failed);
export const shouldRevalidate = skipRevalidationWhenUnreachable;

const TAB_LABELS: Record<EmailTab, string> = { send: "Send Email", quick: "Quick Actions", templates: "Templates", logs: "Email Logs" };

export default function EmailManagementPage() {
  const { tab, send, templates, logs } = useLoaderData<typeof loader>();
  return (
    <div>
      <p className="text-slate-600">Write to parents, players, fans and sponsors, and see what was sent.</p>
      <Tabs
        className="mt-4"
        label="Email management"
        current={tab}
        tabs={EMAIL_TABS.map((id) => ({ id, label: TAB_LABELS[id], href: `/email-management?tab=${id}` }))}
      />
      <div className="mt-6">
        {send ? <SendTab {...send} /> : null}
        {tab === "quick" ? <QuickTab /> : null}
        {templates ? <TemplatesTab {...templates} /> : null}
        {logs ? <LogsTab {...logs} /> : null}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
