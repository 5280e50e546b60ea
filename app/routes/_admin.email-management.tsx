import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import Eye from "lucide-react/dist/esm/icons/eye.js";
import FileText from "lucide-react/dist/esm/icons/file-text.js";
import RefreshCw from "lucide-react/dist/esm/icons/refresh-cw.js";
import Send from "lucide-react/dist/esm/icons/send.js";
import { useEffect, useState } from "react";
import { EmptyList } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { GeneralErrorBoundary } from "~/components/site/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { Button, buttonClasses } from "~/components/ui/Button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/Card";
import { Dialog } from "~/components/ui/Dialog";
import { Field as InputField, SelectField, TextareaField } from "~/components/ui/Field";
import { Skeleton } from "~/components/ui/Skeleton";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { Tabs } from "~/components/ui/Tabs";
import { club } from "~/config/club";
import {
  getTemplate,
  listEmailLogs,
  listTemplates,
  sendCustomEmail,
  sendSponsorshipProposal,
  sendWelcomeEmail,
  setTemplateActive,
  updateTemplate,
} from "~/models/email.server";
import {
  CUSTOM_REQUIRED_TOAST,
  customEmailSchema,
  EMAIL_TOASTS,
  LOG_FILTERS,
  QUICK_REQUIRED_MESSAGE,
  sponsorshipProposalSchema,
  templateActiveSchema,
  templateUpdateSchema,
  welcomeEmailSchema,
} from "~/schemas/email";
import { requireUser } from "~/services/auth.server";
import { redirectWithSuccess, toastHeaders, type Toast } from "~/services/toast.server";
import { FAILURE_STATUS } from "~/utils/api.server";
import { formatDateTime } from "~/utils/dates";
import { readFormData } from "~/utils/form.server";
import { placeholdersIn } from "~/utils/template";
import { sendOrToastWhenUnreachable, skipRevalidationWhenUnreachable } from "~/utils/unreachable-server";

export const meta: MetaFunction = () => [{ title: `Email Management | ${club.shortName}` }];

const TABS = ["send", "quick", "templates", "logs"] as const;
type Tab = (typeof TABS)[number];
const LOG_PAGE_SIZE = 20;
export const PREVIEW_LENGTH = 200;

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "email");
  const params = new URL(request.url).searchParams;
  const tab: Tab = (TABS as readonly string[]).includes(params.get("tab") ?? "") ? (params.get("tab") as Tab) : "send";
  const templates = listTemplates();

  // "Use template" without JavaScript: the Send tab opens with that template's subject and content.
  const chosen = tab === "send" ? templates.find((t) => t.id === positiveId(params.get("templateId")) && t.isActive) : undefined;
  const viewing = tab === "templates" ? (templates.find((t) => t.id === positiveId(params.get("template"))) ?? null) : null;

  const statusParam = params.get("status");
  const status = (LOG_FILTERS as readonly string[]).includes(statusParam ?? "") ? (statusParam as (typeof LOG_FILTERS)[number]) : undefined;
  const page = Math.min(Math.max(1, Math.floor(Number(params.get("page")) || 1)), 100_000);
  const logs = tab === "logs" ? listEmailLogs({ limit: LOG_PAGE_SIZE, offset: (page - 1) * LOG_PAGE_SIZE, status }) : null;

  return {
    tab,
    canEditTemplates: user.role === "admin",
    templates: templates.map((t) => ({ ...t, preview: t.content.slice(0, PREVIEW_LENGTH) })),
    prefill: chosen ? { templateId: String(chosen.id), subject: chosen.subject, content: chosen.content } : null,
    viewing,
    logs: logs
      ? { rows: logs.rows, total: logs.total, page, pageCount: Math.max(1, Math.ceil(logs.total / LOG_PAGE_SIZE)), status: status ?? "" }
      : null,
  };
}

type Values = Record<string, string>;
type ActionReply = {
  intent: string;
  errors?: Record<string, string[]>;
  values?: Values;
  /** Placeholders the Send form still has: it asks to fill them in or send anyway. */
  placeholders?: string[];
};

const stringValues = (form: FormData): Values =>
  Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "email");
  const form = await readFormData(request);
  const values = stringValues(form);
  const intent = values.intent ?? "";

  const reply = async (body: ActionReply, status: number, toast?: Toast) =>
    data(body, { status, headers: toast ? await toastHeaders(request, context, toast, "destructive") : undefined });

  if (intent === "send") {
    const parsed = customEmailSchema.safeParse({ ...values, templateData: undefined });
    if (!parsed.success) {
      const errors = parsed.error.flatten().fieldErrors as Record<string, string[]>;
      const missing = !values.to?.trim() || !values.subject?.trim();
      return reply({ intent, errors, values }, 400, missing ? CUSTOM_REQUIRED_TOAST : undefined);
    }
    const sent = sendCustomEmail(user, parsed.data);
    if (!sent.ok) {
      const placeholders = sent.reason === "invalid" ? placeholdersIn(parsed.data.subject, parsed.data.content) : undefined;
      return reply({ intent, values, placeholders }, FAILURE_STATUS[sent.reason], placeholders?.length ? undefined : EMAIL_TOASTS.failed);
    }
    return redirectWithSuccess("/email-management?tab=send", EMAIL_TOASTS.sent);
  }

  if (intent === "welcome" || intent === "sponsorship") {
    const welcome = intent === "welcome";
    const parsed = (welcome ? welcomeEmailSchema : sponsorshipProposalSchema).safeParse(values);
    if (!parsed.success) {
      const errors = parsed.error.flatten().fieldErrors as Record<string, string[]>;
      return reply({ intent, errors, values }, 400, { title: QUICK_REQUIRED_MESSAGE });
    }
    const sent = welcome
      ? sendWelcomeEmail(user, parsed.data as typeof welcomeEmailSchema._output)
      : sendSponsorshipProposal(user, parsed.data as typeof sponsorshipProposalSchema._output);
    if (!sent.ok) {
      return reply({ intent, values }, FAILURE_STATUS[sent.reason], welcome ? EMAIL_TOASTS.welcomeFailed : EMAIL_TOASTS.sponsorshipFailed);
    }
    return redirectWithSuccess("/email-management?tab=quick", welcome ? EMAIL_TOASTS.welcomeSent : EMAIL_TOASTS.sponsorshipSent);
  }

  if (intent === "update-template" || intent === "toggle-template") {
    // Staff may read and use templates; changing them is for admins.
    const admin = await requireUser(request, "admin");
    const id = positiveId(values.id ?? null);
    if (!id || !getTemplate(id)) return reply({ intent }, 404, EMAIL_TOASTS.templateFailed);
    const back = `/email-management?tab=templates&template=${id}`;
    if (intent === "toggle-template") {
      const parsed = templateActiveSchema.safeParse(values);
      if (!parsed.success) return reply({ intent }, 400, EMAIL_TOASTS.templateFailed);
      const changed = setTemplateActive(admin, id, parsed.data.isActive);
      if (!changed.ok) return reply({ intent }, FAILURE_STATUS[changed.reason], EMAIL_TOASTS.templateFailed);
      return redirectWithSuccess(back, { title: parsed.data.isActive ? "Template activated" : "Template deactivated" });
    }
    const parsed = templateUpdateSchema.safeParse(values);
    if (!parsed.success) {
      const errors = parsed.error.flatten().fieldErrors as Record<string, string[]>;
      return reply({ intent, errors, values }, 400, EMAIL_TOASTS.templateFailed);
    }
    const saved = updateTemplate(admin, id, parsed.data);
    if (!saved.ok) return reply({ intent }, FAILURE_STATUS[saved.reason], EMAIL_TOASTS.templateFailed);
    return redirectWithSuccess(back, EMAIL_TOASTS.templateSaved);
  }

  return reply({ intent }, 400, { title: "Unknown action" });
}

const TAB_LABELS: Record<Tab, string> = { send: "Send Email", quick: "Quick Actions", templates: "Templates", logs: "Email Logs" };

const UNREACHABLE_TOASTS: Record<string, { title: string; description?: string }> = {
  welcome: EMAIL_TOASTS.welcomeFailed,
  sponsorship: EMAIL_TOASTS.sponsorshipFailed,
  "update-template": EMAIL_TOASTS.templateFailed,
  "toggle-template": EMAIL_TOASTS.templateFailed,
};
export const clientAction = sendOrToastWhenUnreachable((intent) => UNREACHABLE_TOASTS[intent] ?? EMAIL_TOASTS.failed);
export const shouldRevalidate = skipRevalidationWhenUnreachable;

export default function EmailManagementPage() {
  const { tab } = useLoaderData<typeof loader>();
  return (
    <div>
      <p className="text-slate-600">Write to parents, players, fans and sponsors, and see what was sent.</p>
      <Tabs
        className="mt-4"
        label="Email management"
        current={tab}
        tabs={TABS.map((id) => ({ id, label: TAB_LABELS[id], href: `/email-management?tab=${id}` }))}
      />
      <div className="mt-6">
        {tab === "send" ? <SendTab /> : null}
        {tab === "quick" ? <QuickTab /> : null}
        {tab === "templates" ? <TemplatesTab /> : null}
        {tab === "logs" ? <LogsTab /> : null}
      </div>
    </div>
  );
}

function useReply(intent: string) {
  const reply = useActionData<typeof action>() as ActionReply | undefined;
  return reply?.intent === intent ? reply : undefined;
}

// ---------------------------------------------------------------- Send Email

function SendTab() {
  const { templates, prefill } = useLoaderData<typeof loader>();
  const reply = useReply("send");
  const active = templates.filter((t) => t.isActive);
  const initial = reply?.values ?? prefill ?? {};
  const [templateId, setTemplateId] = useState(initial.templateId ?? "");
  const [subject, setSubject] = useState(initial.subject ?? "");
  const [content, setContent] = useState(initial.content ?? "");
  // A new "Use template" (GET) or a re-rendered reply replaces what the form shows.
  useEffect(() => {
    setTemplateId(initial.templateId ?? "");
    setSubject(initial.subject ?? "");
    setContent(initial.content ?? "");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill, reply]);
  const placeholders = placeholdersIn(subject, content);
  const confirming = Boolean(reply?.placeholders?.length);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Send Email</CardTitle>
        <CardDescription>Start from a template or write your own message.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end" preventScrollReset>
          <input type="hidden" name="tab" value="send" />
          <SelectField
            className="flex-1"
            labelProps={{ children: "Template (optional)" }}
            placeholder="No template"
            options={active.map((t) => ({ value: String(t.id), label: `${t.name} (${t.category})` }))}
            inputProps={{
              id: "template-picker",
              name: "templateId",
              value: templateId,
              onChange: (event) => {
                const id = event.currentTarget.value;
                setTemplateId(id);
                const template = active.find((t) => String(t.id) === id);
                if (template) {
                  setSubject(template.subject);
                  setContent(template.content);
                }
              },
            }}
          />
          <Button type="submit" variant="outline">
            <FileText aria-hidden="true" />
            Use template
          </Button>
        </Form>

        <Form method="post" className="space-y-4" preventScrollReset>
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="templateId" value={templateId} />
          <InputField
            labelProps={{ children: "Recipient *" }}
            inputProps={{
              name: "to",
              type: "email",
              autoComplete: "off",
              defaultValue: reply?.values?.to ?? "",
              key: `to-${reply?.values?.to ?? ""}`,
              "aria-required": true,
              placeholder: "name@example.com",
            }}
            errors={reply?.errors?.to}
          />
          <InputField
            labelProps={{ children: "Subject *" }}
            inputProps={{ name: "subject", value: subject, onChange: (e) => setSubject(e.currentTarget.value), "aria-required": true }}
            errors={reply?.errors?.subject}
          />
          <TextareaField
            labelProps={{ children: "Content" }}
            inputProps={{ name: "content", rows: 12, value: content, onChange: (e) => setContent(e.currentTarget.value) }}
            errors={reply?.errors?.content}
          />
          {placeholders.length ? (
            <div role={confirming ? "alert" : "status"} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
              <p className="font-semibold">
                {confirming ? "These placeholders are still not filled in:" : "Placeholders to fill in before sending:"}
              </p>
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Unfilled placeholders">
                {placeholders.map((name) => (
                  <li key={name}>
                    <code className="rounded bg-white px-1.5 py-0.5">{`{{${name}}}`}</code>
                  </li>
                ))}
              </ul>
              <p className="mt-2">Replace each with the right words, or send the text as it is.</p>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <StatusButton name="allowPlaceholders" value="false" pendingLabel="Sending...">
              <Send aria-hidden="true" />
              Send Email
            </StatusButton>
            {confirming && placeholders.length ? (
              <StatusButton name="allowPlaceholders" value="true" variant="outline" pendingLabel="Sending...">
                Send anyway
              </StatusButton>
            ) : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

// ---------------------------------------------------------------- Quick Actions

function QuickTab() {
  const welcome = useReply("welcome");
  const sponsorship = useReply("sponsorship");
  const field = (reply: ActionReply | undefined, name: string, label: string, type = "text") => (
    <InputField
      labelProps={{ children: `${label} *` }}
      inputProps={{
        name,
        type,
        defaultValue: reply?.values?.[name] ?? "",
        key: `${name}-${reply?.values?.[name] ?? ""}`,
        "aria-required": true,
      }}
      errors={reply?.errors?.[name]}
    />
  );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Welcome Email</CardTitle>
          <CardDescription>Welcome a new academy player with the date of the first training.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" className="space-y-4" preventScrollReset aria-label="Welcome email">
            <input type="hidden" name="intent" value="welcome" />
            {field(welcome, "playerName", "Player name")}
            {field(welcome, "email", "Email", "email")}
            {field(welcome, "trainingDate", "Training date", "date")}
            {field(welcome, "trainingTime", "Training time", "time")}
            <StatusButton pendingLabel="Sending...">
              <Send aria-hidden="true" />
              Send Welcome Email
            </StatusButton>
          </Form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Sponsorship Proposal</CardTitle>
          <CardDescription>Invite a company to partner with the club.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" className="space-y-4" preventScrollReset aria-label="Sponsorship proposal">
            <input type="hidden" name="intent" value="sponsorship" />
            {field(sponsorship, "email", "Email", "email")}
            {field(sponsorship, "companyName", "Company name")}
            {field(sponsorship, "senderName", "Sender name")}
            {field(sponsorship, "senderTitle", "Sender title")}
            <StatusButton pendingLabel="Sending...">
              <Send aria-hidden="true" />
              Send Proposal
            </StatusButton>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

// ---------------------------------------------------------------- Templates

function TemplatesTab() {
  const { templates, viewing, canEditTemplates } = useLoaderData<typeof loader>();
  const edit = useReply("update-template");
  const close = "/email-management?tab=templates";
  return (
    <div>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Email templates">
        {templates.map((template) => (
          <li key={template.id}>
            <Card className="h-full">
              <CardHeader>
                <div className="flex flex-wrap items-center gap-2">
                  <CardTitle as="h2">{template.name}</CardTitle>
                  <Badge variant="secondary" className="capitalize">
                    {template.category}
                  </Badge>
                  {template.isActive ? null : <Badge variant="warning">Inactive</Badge>}
                </div>
                <CardDescription>{template.subject}</CardDescription>
              </CardHeader>
              <CardContent>
                <p className="text-sm whitespace-pre-line text-slate-700">
                  {template.preview}
                  {template.content.length > PREVIEW_LENGTH ? "..." : ""}
                </p>
                <Link
                  to={`/email-management?tab=templates&template=${template.id}`}
                  preventScrollReset
                  className={`${buttonClasses("outline", "sm")} mt-4`}
                  aria-label={`View template ${template.name}`}
                >
                  <Eye aria-hidden="true" />
                  View
                </Link>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      {viewing ? (
        <Dialog
          title={viewing.name}
          description={`Category: ${viewing.category}${viewing.isActive ? "" : " (inactive)"}`}
          closeHref={close}
          size="lg"
          footer={
            <>
              <Link to={close} preventScrollReset className={buttonClasses("outline")}>
                Close
              </Link>
              {viewing.isActive ? (
                <Link to={`/email-management?tab=send&templateId=${viewing.id}`} className={buttonClasses("default")} data-autofocus>
                  Use Template
                </Link>
              ) : null}
            </>
          }
        >
          {canEditTemplates ? (
            <div className="space-y-6">
              <Form method="post" className="space-y-4" preventScrollReset aria-label="Edit template">
                <input type="hidden" name="intent" value="update-template" />
                <input type="hidden" name="id" value={viewing.id} />
                <InputField
                  labelProps={{ children: "Subject" }}
                  inputProps={{ name: "subject", defaultValue: edit?.values?.subject ?? viewing.subject, key: `s-${viewing.id}-${viewing.subject}` }}
                  errors={edit?.errors?.subject}
                />
                <TextareaField
                  labelProps={{ children: "Content" }}
                  inputProps={{ name: "content", rows: 12, defaultValue: edit?.values?.content ?? viewing.content, key: `c-${viewing.id}-${viewing.content.length}` }}
                  errors={edit?.errors?.content}
                  help="Placeholders such as {{playerName}} are filled in when the template is used."
                />
                <StatusButton name="intent" value="update-template" pendingLabel="Saving...">
                  Save template
                </StatusButton>
              </Form>
              <Form method="post" preventScrollReset className="flex items-center gap-3 border-t border-slate-200 pt-4">
                <input type="hidden" name="intent" value="toggle-template" />
                <input type="hidden" name="id" value={viewing.id} />
                <input type="hidden" name="isActive" value={viewing.isActive ? "false" : "true"} />
                <p className="flex-1 text-sm text-slate-600">
                  {viewing.isActive ? "Active: it can be used and sent." : "Inactive: it sends nothing until activated."}
                </p>
                <StatusButton variant={viewing.isActive ? "destructive" : "secondary"} size="sm" pendingLabel="Saving...">
                  {viewing.isActive ? "Deactivate" : "Activate"}
                </StatusButton>
              </Form>
            </div>
          ) : (
            <div className="space-y-3">
              <p>
                <span className="font-semibold">Subject: </span>
                {viewing.subject}
              </p>
              <div className="rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-line">{viewing.content}</div>
            </div>
          )}
        </Dialog>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------- Email Logs

function LogsTab() {
  const loaded = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  const logs = (fetcher.data?.logs ?? loaded.logs)!;
  const reloading =
    fetcher.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname === "/email-management" && navigation.location.search.includes("tab=logs"));
  const here = `/email-management${location.search}`;
  const hasPending = logs.rows.some((row) => row.status === "queued" || row.status === "sending");

  // While mail is on its way, the list refreshes itself so its delivery shows.
  useEffect(() => {
    if (!hasPending) return;
    const timer = setTimeout(() => fetcher.load(here), 5000);
    return () => clearTimeout(timer);
  }, [hasPending, here, fetcher]);

  const pageHref = (page: number) => {
    const params = new URLSearchParams({ tab: "logs" });
    if (logs.status) params.set("status", logs.status);
    if (page > 1) params.set("page", String(page));
    return `/email-management?${params}`;
  };

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Form method="get" className="flex items-end gap-3" preventScrollReset>
          <input type="hidden" name="tab" value="logs" />
          <SelectField
            labelProps={{ children: "Status" }}
            options={[
              { value: "", label: "All" },
              { value: "sent", label: "Sent" },
              { value: "failed", label: "Failed" },
              { value: "queued", label: "Queued" },
            ]}
            inputProps={{ name: "status", defaultValue: logs.status, key: logs.status }}
          />
          <Button type="submit" variant="outline">
            Filter
          </Button>
        </Form>
        <fetcher.Form method="get" action="/email-management" preventScrollReset>
          <input type="hidden" name="tab" value="logs" />
          {logs.status ? <input type="hidden" name="status" value={logs.status} /> : null}
          {logs.page > 1 ? <input type="hidden" name="page" value={logs.page} /> : null}
          <StatusButton variant="outline" pending={fetcher.state !== "idle"} pendingLabel="Refreshing...">
            <RefreshCw aria-hidden="true" />
            Refresh
          </StatusButton>
        </fetcher.Form>
      </div>

      {reloading ? (
        <Table className="mt-4" containerClassName="bg-white" aria-label="Loading email logs" aria-busy="true">
          <LogHead />
          <TBody>
            {Array.from({ length: 5 }, (_, i) => (
              <TR key={i} data-testid="log-skeleton">
                {Array.from({ length: 4 }, (_, j) => (
                  <TD key={j}>
                    <Skeleton className="h-4 w-full" />
                  </TD>
                ))}
              </TR>
            ))}
          </TBody>
        </Table>
      ) : logs.rows.length === 0 ? (
        <EmptyList className="mt-4">No emails sent yet</EmptyList>
      ) : (
        <Table className="mt-4" containerClassName="bg-white" stackOnMobile aria-label="Email logs">
          <LogHead />
          <TBody>
            {logs.rows.map((row) => (
              <TR key={row.id}>
                <TD className="font-semibold max-md:text-base">{row.subject}</TD>
                <TD label="Recipient" className="break-all">
                  {row.to}
                </TD>
                <TD label="Sent" className="text-sm whitespace-nowrap">
                  {formatDateTime(row.sentAt)}
                </TD>
                <TD label="Status">
                  <LogStatus status={row.status} error={row.errorMessage} attempts={row.attempts} nextAttemptAt={row.nextAttemptAt} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}

      <p className="mt-3 text-sm text-slate-600" aria-live="polite">
        {logs.total.toLocaleString("en-KE")} {logs.total === 1 ? "email" : "emails"}
      </p>
      <Pagination page={logs.page} pageCount={logs.pageCount} hrefFor={pageHref} preventScrollReset className="mt-2" />
    </div>
  );
}

function LogHead() {
  return (
    <THead>
      <TR>
        <TH>Subject</TH>
        <TH>Recipient</TH>
        <TH>Sent</TH>
        <TH>Status</TH>
      </TR>
    </THead>
  );
}

/** Sent, Queued (still on its way, perhaps retrying) or Failed; the error opens on click (no JS needed). */
function LogStatus({
  status,
  error,
  attempts,
  nextAttemptAt,
}: {
  status: string;
  error: string | null;
  attempts: number;
  nextAttemptAt: string | null;
}) {
  if (status === "sent") return <Badge variant="success">Sent</Badge>;
  const queued = status === "queued" || status === "sending";
  const badge = queued ? <Badge variant="warning">Queued</Badge> : <Badge variant="destructive">Failed</Badge>;
  const detail = queued
    ? error
      ? `Try ${attempts} failed: ${error}.${nextAttemptAt ? ` Next try ${formatDateTime(nextAttemptAt)}.` : ""}`
      : null
    : (error ?? "Not delivered");
  if (!detail) return badge;
  return (
    <details className="max-w-xs">
      <summary className="cursor-pointer list-none" title={detail}>
        {badge}
        <span className="sr-only"> (show the error)</span>
      </summary>
      <p className="mt-1 text-xs break-words text-red-800">{detail}</p>
    </details>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
