import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import LogOut from "lucide-react/dist/esm/icons/log-out.js";
import Search from "lucide-react/dist/esm/icons/search.js";
import Send from "lucide-react/dist/esm/icons/send.js";
import UserPlus from "lucide-react/dist/esm/icons/user-plus.js";
import { Pagination } from "~/components/admin/Pagination";
import { GeneralErrorBoundary } from "~/components/site/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { Field, SelectField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { Tabs } from "~/components/ui/Tabs";
import { club } from "~/config/club";
import { listAudit, recordAudit } from "~/models/audit.server";
import { getClubFacts, updateClubFacts } from "~/models/club-facts.server";
import { countPushSubscribers } from "~/models/settings.server";
import {
  changeUserRole,
  createUserByAdmin,
  listOwnSessions,
  listUsersForAdmin,
  resetUserPassword,
  setUserDisabledByAdmin,
  signOutOtherSessions,
  signOutUserEverywhere,
} from "~/models/user.server";
import { settingsPageQuerySchema, SETTINGS_TABS, testEmailSchema, userActionSchema } from "~/schemas/settings";
import { parseUrlState } from "~/schemas/url-state";
import { currentSessionId, requireUser } from "~/services/auth.server";
import { getEnv } from "~/services/env.server";
import { queueMail } from "~/services/mail.server";
import { getVapidKeys } from "~/services/webpush.server";
import { redirectWithSuccess, toastHeaders } from "~/services/toast.server";
import { FAILURE_STATUS } from "~/utils/api.server";
import { formatDateTime } from "~/utils/dates";
import { readFormData } from "~/utils/form.server";
import type { Failure } from "~/utils/result";
import { describeUserAgent } from "~/utils/user-agent";
import { hrefWith } from "~/utils/url-params";

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
const AUDIT_PAGE_SIZE = 25;
const AUDIT_AREAS = ["academy", "blog", "gallery", "shop", "membership", "email", "push", "user", "session", "settings", "database", "mail"];

function mailMode() {
  const env = getEnv();
  if (!env.SMTP_URL) return { kind: "outbox" as const, detail: `Written as .eml files to ${env.DATA_DIR}/outbox (no SMTP_URL set)` };
  const url = new URL(env.SMTP_URL);
  return { kind: "smtp" as const, detail: `${url.protocol === "smtps:" ? "SMTPS" : "SMTP"} via ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}` };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "users");
  const query = parseUrlState(settingsPageQuerySchema, new URL(request.url).searchParams);
  const tab: Tab = query.tab ?? "users";
  const users = listUsersForAdmin();
  const base = { tab, me: { id: user.id, username: user.username }, users };
  switch (tab) {
    case "users":
      return { ...base };
    case "sessions":
      return { ...base, sessions: listOwnSessions(user.id, await currentSessionId(request)) };
    case "mail":
      return { ...base, mail: { ...mailMode(), from: getEnv().MAIL_FROM, office: getEnv().CLUB_OFFICE_EMAIL } };
    case "push":
      return { ...base, push: { publicKey: getVapidKeys().publicKey, subscribers: countPushSubscribers() } };
    case "club":
      return { ...base, facts: getClubFacts() };
    case "audit": {
      const page = query.page ?? 1;
      const { entries, total } = listAudit({
        action: query.area,
        userId: query.user,
        q: query.q,
        limit: AUDIT_PAGE_SIZE,
        offset: (page - 1) * AUDIT_PAGE_SIZE,
      });
      return {
        ...base,
        audit: {
          entries: entries.map(({ details: _details, ...entry }) => entry),
          total,
          page,
          pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
          filter: { area: query.area ?? "", user: query.user ?? null, q: query.q ?? "" },
          areas: AUDIT_AREAS,
        },
      };
    }
  }
}

type ActionAnswer = {
  intent: string;
  userId?: number;
  errors?: Record<string, string[]>;
  message?: string;
  /** A generated password, shown once in this answer and never stored in clear. */
  password?: { username: string; value: string };
};

async function failure(request: Request, context: ActionFunctionArgs["context"], intent: string, failed: Failure, userId?: number) {
  const headers = await toastHeaders(request, context, { title: "Not saved", description: failed.message }, "destructive");
  return data<ActionAnswer>({ intent, userId, errors: failed.errors, message: failed.message }, { status: FAILURE_STATUS[failed.reason], headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "users");
  const formData = await readFormData(request);
  const fields = Object.fromEntries(formData);
  const parsed = userActionSchema.safeParse(fields);
  if (!parsed.success) {
    return failure(request, context, String(fields.intent ?? ""), { ok: false, reason: "invalid", message: "The form was not complete" });
  }
  const form = parsed.data;
  const back = (tab: Tab) => `/admin/settings?tab=${tab}`;
  switch (form.intent) {
    case "create-user": {
      const created = await createUserByAdmin(fields, user);
      if (!created.ok) return failure(request, context, form.intent, created);
      if (created.generatedPassword) {
        const headers = await toastHeaders(request, context, { title: "User added", description: created.user.username }, "default");
        return data<ActionAnswer>(
          { intent: form.intent, password: { username: created.user.username, value: created.generatedPassword } },
          { headers },
        );
      }
      return redirectWithSuccess(back("users"), { title: "User added", description: created.user.username });
    }
    case "reset-password": {
      const reset = await resetUserPassword(form.userId, form, user);
      if (!reset.ok) return failure(request, context, form.intent, reset, form.userId);
      if (reset.generatedPassword) {
        const headers = await toastHeaders(request, context, { title: "Password reset", description: reset.user.username }, "default");
        return data<ActionAnswer>(
          { intent: form.intent, userId: form.userId, password: { username: reset.user.username, value: reset.generatedPassword } },
          { headers },
        );
      }
      return redirectWithSuccess(back("users"), { title: "Password reset", description: `${reset.user.username} must sign in again.` });
    }
    case "disable-user":
    case "enable-user": {
      const disabled = form.intent === "disable-user";
      const changed = setUserDisabledByAdmin(form.userId, disabled, user);
      if (!changed.ok) return failure(request, context, form.intent, changed, form.userId);
      return redirectWithSuccess(back("users"), { title: disabled ? "User disabled" : "User enabled", description: changed.user.username });
    }
    case "change-role": {
      const changed = changeUserRole(form.userId, form.role, user);
      if (!changed.ok) return failure(request, context, form.intent, changed, form.userId);
      return redirectWithSuccess(back("users"), { title: "Role changed", description: `${changed.user.username} is now ${form.role}.` });
    }
    case "sign-out-user": {
      const ended = signOutUserEverywhere(form.userId, user);
      if (!ended.ok) return failure(request, context, form.intent, ended, form.userId);
      // Signing oneself out everywhere ends this session too: the next page is the login.
      return redirectWithSuccess(form.userId === user.id ? "/admin-login" : back("users"), {
        title: "Signed out everywhere",
        description: `${ended.user.username}: ${ended.ended} session(s) ended.`,
      });
    }
    case "sign-out-other-sessions": {
      const { ended } = signOutOtherSessions(user, await currentSessionId(request));
      return redirectWithSuccess(back("sessions"), { title: "Other sessions signed out", description: `${ended} session(s) ended.` });
    }
    case "save-club-facts": {
      const saved = updateClubFacts(fields, user);
      if (!saved.ok) return failure(request, context, form.intent, saved);
      return redirectWithSuccess(back("club"), { title: "Club facts saved", description: "The footer and contact section show them now." });
    }
    case "send-test-email": {
      const test = testEmailSchema.safeParse(fields);
      if (!test.success) {
        return failure(request, context, form.intent, {
          ok: false,
          reason: "invalid",
          message: "Please enter a valid email address",
          errors: test.error.flatten().fieldErrors as Record<string, string[]>,
        });
      }
      const mode = mailMode();
      queueMail({
        to: test.data.to,
        subject: `Test e-mail from ${club.shortName}`,
        text: `This is a test e-mail sent by ${user.username} from the admin settings of ${club.name}.\n\nMail mode: ${mode.detail}.`,
      });
      recordAudit(user, "mail.test", { type: "email", id: test.data.to }, `Sent a test e-mail to ${test.data.to}`);
      return redirectWithSuccess(back("mail"), { title: "Test e-mail sent", description: `To ${test.data.to}; the e-mail log shows whether it was delivered.` });
    }
  }
}

export default function SettingsPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const tabs = SETTINGS_TABS.map((id) => ({ id, label: TAB_LABELS[id], href: `/admin/settings?tab=${id}` }));
  return (
    <div>
      <Tabs tabs={tabs} current={loaded.tab} label="Settings sections" />
      {answer?.password ? (
        <div role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold">New password for {answer.password.username}</p>
          <p className="mt-1 text-sm">It is shown only this once. Give it to the user in person; they should change it.</p>
          <p className="mt-2">
            <code className="select-all rounded bg-white px-2 py-1 font-mono text-lg" data-testid="generated-password">
              {answer.password.value}
            </code>
          </p>
        </div>
      ) : null}
      {answer?.message && !answer.errors ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {answer.message}
        </p>
      ) : null}
      <div className="mt-6">
        {"audit" in loaded && loaded.audit ? <AuditPanel audit={loaded.audit} users={loaded.users} /> : null}
        {loaded.tab === "users" ? <UsersPanel users={loaded.users} me={loaded.me} answer={answer} /> : null}
        {"sessions" in loaded && loaded.sessions ? <SessionsPanel sessions={loaded.sessions} /> : null}
        {"mail" in loaded && loaded.mail ? <MailPanel mail={loaded.mail} answer={answer} /> : null}
        {"push" in loaded && loaded.push ? <PushPanel push={loaded.push} /> : null}
        {"facts" in loaded && loaded.facts ? <ClubFactsPanel facts={loaded.facts} answer={answer} /> : null}
      </div>
    </div>
  );
}

type LoadedUsers = ReturnType<typeof useLoaderData<typeof loader>>["users"];

function fieldErrors(answer: ActionAnswer | undefined, intent: string, name: string) {
  return answer?.intent === intent ? answer.errors?.[name] : undefined;
}

function UsersPanel({ users, me, answer }: { users: LoadedUsers; me: { id: number }; answer?: ActionAnswer }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="users-heading">
        <h2 id="users-heading" className="text-xl font-semibold">
          Users
        </h2>
        <Table className="mt-3" containerClassName="bg-white" stackOnMobile>
          <THead>
            <TR>
              <TH>Username</TH>
              <TH>Display name</TH>
              <TH>Role</TH>
              <TH>Created</TH>
              <TH>Last login</TH>
              <TH>Active sessions</TH>
              <TH>Actions</TH>
            </TR>
          </THead>
          <TBody>
            {users.map((user) => (
              <TR key={user.id} data-username={user.username}>
                <TD className="font-semibold">
                  {user.username}
                  {user.id === me.id ? <span className="ml-1 text-xs text-slate-500">(you)</span> : null}
                  {user.disabledAt ? (
                    <Badge variant="destructive" className="ml-2">
                      disabled
                    </Badge>
                  ) : null}
                </TD>
                <TD label="Display name">{user.displayName}</TD>
                <TD label="Role">
                  <Badge variant={user.role === "admin" ? "default" : "secondary"}>{user.role}</Badge>
                </TD>
                <TD label="Created" className="whitespace-nowrap text-sm">{formatDateTime(user.createdAt)}</TD>
                <TD label="Last login" className="whitespace-nowrap text-sm">
                  {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : "Never"}
                </TD>
                <TD label="Active sessions">{user.activeSessions}</TD>
                <TD label="Actions">
                  <UserActions user={user} answer={answer?.userId === user.id ? answer : undefined} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </section>
      <AddUserForm answer={answer} />
    </div>
  );
}

function UserActions({ user, answer }: { user: LoadedUsers[number]; answer?: ActionAnswer }) {
  const otherRole = user.role === "admin" ? "staff" : "admin";
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="userId" value={user.id} />
          <input type="hidden" name="role" value={otherRole} />
          <StatusButton name="intent" value="change-role" variant="outline" size="sm" aria-label={`Make ${user.username} ${otherRole}`}>
            Make {otherRole}
          </StatusButton>
        </Form>
        <Form method="post">
          <input type="hidden" name="userId" value={user.id} />
          {user.disabledAt ? (
            <StatusButton name="intent" value="enable-user" variant="outline" size="sm" aria-label={`Enable ${user.username}`}>
              Enable
            </StatusButton>
          ) : (
            <StatusButton name="intent" value="disable-user" variant="destructive" size="sm" aria-label={`Disable ${user.username}`}>
              Disable
            </StatusButton>
          )}
        </Form>
        <Form method="post">
          <input type="hidden" name="userId" value={user.id} />
          <StatusButton name="intent" value="sign-out-user" variant="outline" size="sm" aria-label={`Sign ${user.username} out everywhere`}>
            <LogOut aria-hidden="true" />
            Sign out everywhere
          </StatusButton>
        </Form>
      </div>
      <details open={answer?.intent === "reset-password" && !!answer.errors}>
        <summary className="cursor-pointer text-sm font-medium text-club-orange-dark">Reset password of {user.username}</summary>
        <Form method="post" className="mt-2 flex flex-col gap-2">
          <input type="hidden" name="userId" value={user.id} />
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="sr-only">How to set the new password of {user.username}</legend>
            <label className="flex items-center gap-1">
              <input type="radio" name="passwordMode" value="generate" defaultChecked /> Generate one
            </label>
            <label className="flex items-center gap-1">
              <input type="radio" name="passwordMode" value="set" /> Set this one:
            </label>
          </fieldset>
          <Field
            labelProps={{ children: `Password for ${user.username}`, className: "sr-only" }}
            inputProps={{ name: "password", type: "password", autoComplete: "new-password", id: `reset-password-${user.id}` }}
            errors={answer?.intent === "reset-password" ? answer.errors?.password : undefined}
          />
          <StatusButton name="intent" value="reset-password" variant="outline" size="sm" pendingLabel="Resetting...">
            Reset password
          </StatusButton>
        </Form>
      </details>
      {answer?.message && answer.intent !== "reset-password" ? (
        <p className="text-sm text-red-800">{answer.message}</p>
      ) : null}
    </div>
  );
}

function AddUserForm({ answer }: { answer?: ActionAnswer }) {
  const err = (name: string) => fieldErrors(answer, "create-user", name);
  return (
    <section aria-labelledby="add-user-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="add-user-heading" className="text-xl font-semibold">
        Add a user
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Passwords need at least 12 characters, must not contain the username and must not be a common password.
      </p>
      <Form method="post" className="mt-4 grid gap-4 md:grid-cols-2">
        <Field
          labelProps={{ children: "Username" }}
          inputProps={{ name: "username", id: "new-username", required: true, autoComplete: "off", maxLength: 32 }}
          errors={err("username")}
          help="Lower-case letters, digits, dots, dashes or underscores"
        />
        <Field
          labelProps={{ children: "Display name" }}
          inputProps={{ name: "displayName", id: "new-display-name", maxLength: 80 }}
          errors={err("displayName")}
        />
        <SelectField
          labelProps={{ children: "Role" }}
          inputProps={{ name: "role", id: "new-role", defaultValue: "staff" }}
          options={[
            { value: "staff", label: "Staff (day-to-day screens)" },
            { value: "admin", label: "Admin (everything)" },
          ]}
          errors={err("role")}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-slate-800">Password</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="passwordMode" value="generate" defaultChecked /> Generate one and show it once
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="passwordMode" value="set" /> Set it myself
          </label>
          <Field
            labelProps={{ children: "Password (when set yourself)" }}
            inputProps={{ name: "password", id: "new-password", type: "password", autoComplete: "new-password" }}
            errors={err("password")}
          />
        </fieldset>
        <div className="md:col-span-2">
          <StatusButton name="intent" value="create-user" pendingLabel="Adding...">
            <UserPlus aria-hidden="true" />
            Add user
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

type LoadedSessions = NonNullable<Extract<ReturnType<typeof useLoaderData<typeof loader>>, { sessions: unknown }>["sessions"]>;

function SessionsPanel({ sessions }: { sessions: LoadedSessions }) {
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="text-xl font-semibold">
        Your sessions
      </h2>
      <p className="mt-1 text-sm text-slate-600">Every browser or app signed in as you. Sign the others out if you do not recognise one.</p>
      <Table className="mt-3" containerClassName="bg-white" stackOnMobile>
        <THead>
          <TR>
            <TH>Device</TH>
            <TH>Signed in</TH>
            <TH>Last seen</TH>
          </TR>
        </THead>
        <TBody>
          {sessions.map((session) => (
            <TR key={session.id}>
              <TD className="font-semibold">
                {describeUserAgent(session.userAgent)}
                {session.current ? (
                  <Badge variant="success" className="ml-2">
                    this device
                  </Badge>
                ) : null}
              </TD>
              <TD label="Signed in">{formatDateTime(session.createdAt)}</TD>
              <TD label="Last seen">{session.lastSeenAt ? formatDateTime(session.lastSeenAt) : "Unknown"}</TD>
            </TR>
          ))}
        </TBody>
      </Table>
      <Form method="post" className="mt-4">
        <StatusButton name="intent" value="sign-out-other-sessions" variant="outline" pendingLabel="Signing out...">
          <LogOut aria-hidden="true" />
          Sign out other sessions
        </StatusButton>
      </Form>
    </section>
  );
}

function MailPanel({ mail, answer }: { mail: { kind: string; detail: string; from: string; office: string }; answer?: ActionAnswer }) {
  return (
    <section aria-labelledby="mail-heading" className="space-y-4">
      <h2 id="mail-heading" className="text-xl font-semibold">
        Mail
      </h2>
      <dl className="grid gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">Mode</dt>
        <dd>{mail.kind === "smtp" ? "SMTP" : "Outbox folder"}: {mail.detail}</dd>
        <dt className="font-semibold">Sender</dt>
        <dd>{mail.from}</dd>
        <dt className="font-semibold">Office address</dt>
        <dd>{mail.office}</dd>
      </dl>
      <Form method="post" className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end">
        <Field
          className="flex-1"
          labelProps={{ children: "Send a test e-mail to" }}
          inputProps={{ name: "to", id: "test-email-to", type: "email", required: true, defaultValue: mail.office }}
          errors={fieldErrors(answer, "send-test-email", "to")}
        />
        <StatusButton name="intent" value="send-test-email" pendingLabel="Sending...">
          <Send aria-hidden="true" />
          Send test e-mail
        </StatusButton>
      </Form>
    </section>
  );
}

function PushPanel({ push }: { push: { publicKey: string; subscribers: number } }) {
  return (
    <section aria-labelledby="push-heading">
      <h2 id="push-heading" className="text-xl font-semibold">
        Push notifications
      </h2>
      <dl className="mt-3 grid gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">VAPID public key</dt>
        <dd className="break-all font-mono text-sm">
          {push.publicKey}
        </dd>
        <dt className="font-semibold">Subscribers</dt>
        <dd>{push.subscribers.toLocaleString("en-KE")}</dd>
      </dl>
    </section>
  );
}

function ClubFactsPanel({ facts, answer }: { facts: { phone: string; email: string; officeHours: string; address: string }; answer?: ActionAnswer }) {
  const err = (name: string) => fieldErrors(answer, "save-club-facts", name);
  return (
    <section aria-labelledby="club-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="club-heading" className="text-xl font-semibold">
        Club facts
      </h2>
      <p className="mt-1 text-sm text-slate-600">Shown in the site footer and the contact section of the home page.</p>
      <Form method="post" className="mt-4 grid gap-4 md:grid-cols-2">
        <Field labelProps={{ children: "Office phone" }} inputProps={{ name: "phone", id: "club-phone", defaultValue: facts.phone, required: true, maxLength: 40 }} errors={err("phone")} />
        <Field labelProps={{ children: "Office e-mail" }} inputProps={{ name: "email", id: "club-email", type: "email", defaultValue: facts.email, required: true, maxLength: 200 }} errors={err("email")} />
        <Field labelProps={{ children: "Office hours" }} inputProps={{ name: "officeHours", id: "club-hours", defaultValue: facts.officeHours, required: true, maxLength: 120 }} errors={err("officeHours")} />
        <Field labelProps={{ children: "Address" }} inputProps={{ name: "address", id: "club-address", defaultValue: facts.address, required: true, maxLength: 200 }} errors={err("address")} />
        <div className="md:col-span-2">
          <StatusButton name="intent" value="save-club-facts" pendingLabel="Saving...">
            Save club facts
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

type LoadedAudit = NonNullable<Extract<ReturnType<typeof useLoaderData<typeof loader>>, { audit: unknown }>["audit"]>;

function AuditPanel({ audit, users }: { audit: LoadedAudit; users: LoadedUsers }) {
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
          labelProps={{ children: "Area" }}
          inputProps={{ name: "area", id: "audit-area", defaultValue: audit.filter.area, key: audit.filter.area }}
          placeholder="All areas"
          options={audit.areas.map((area) => ({ value: area, label: area }))}
        />
        <SelectField
          labelProps={{ children: "User" }}
          inputProps={{ name: "user", id: "audit-user", defaultValue: audit.filter.user ?? "", key: String(audit.filter.user) }}
          placeholder="Everyone"
          options={users.map((user) => ({ value: String(user.id), label: user.username }))}
        />
        <Field
          className="flex-1"
          labelProps={{ children: "Text" }}
          inputProps={{ name: "q", id: "audit-q", type: "search", defaultValue: audit.filter.q, key: audit.filter.q, maxLength: 100 }}
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
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">No audit entries match.</p>
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

export const ErrorBoundary = () => <GeneralErrorBoundary />;
