import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import Send from "lucide-react/dist/esm/icons/send.js";
import { lazy, Suspense, useEffect } from "react";
import { ConfirmActionDialog } from "~/components/admin/list/ConfirmActionDialog";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Badge, type BadgeVariant } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Card, CardContent } from "~/components/ui/Card";
import { Field, SelectField, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { Tabs } from "~/components/ui/Tabs";
import { club } from "~/config/club";
import { listNotifications, sendNotification } from "~/models/push/notifications.server";
import { countSubscribers } from "~/models/push/subscriptions.server";
import { previewTestNotification, sendTestNotification } from "~/models/push/test-notifications.server";
import { adminTabSchema, notificationSchema, testNotificationSchema } from "~/schemas/push";
import { PUSH_MESSAGES, PUSH_TOPICS, TOPIC_LABELS } from "~/config/push";
import { requireUser } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { formatDateTime } from "~/utils/dates";
import { parseForm, readFormData } from "~/utils/form.server";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { useHydrated } from "~/utils/use-hydrated";
import { sendOrToastWhenUnreachable, skipRevalidationWhenUnreachable } from "~/components/unreachable-server";

const NotificationPanel = lazy(() =>
  import("~/components/site/push/NotificationPanel").then((module) => ({ default: module.NotificationPanel })),
);

export const meta: MetaFunction = () => [{ title: `Push Notifications | ${club.shortName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "push");
  const tab = adminTabSchema.parse(new URL(request.url).searchParams.get("tab") ?? undefined);
  const history = listNotifications(50);
  // `?test=match`: a quick test waiting for confirmation (it goes to every real subscriber of its topic).
  const testType = new URL(request.url).searchParams.get("test");
  const preview = tab === "send" && testType ? previewTestNotification(testType) : null;
  return {
    tab,
    testing: preview && testType ? { type: testType, ...preview } : null,
    counts: tab === "settings" ? countSubscribers() : null,
    history,
    sending: history.some((notification) => notification.status === "sending"),
  };
}

const SEND_FAILED = { title: "Send Failed", description: "Failed to send push notification. Please try again." };
const TEST_FAILED = { title: "Send Failed", description: "Failed to send test notification." };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "push");
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "test") {
    const submission = parseForm(formData, testNotificationSchema);
    if (submission.status !== "success") {
      return replyToForm(request, context, { intent, submission, toast: { ...TEST_FAILED, description: PUSH_MESSAGES.invalidType } });
    }
    const sent = sendTestNotification(submission.value.testType, user);
    if (!sent.ok) return replyToForm(request, context, { intent, submission, failure: sent, toast: TEST_FAILED });
    return redirectWithSuccess("/admin?tab=send", {
      title: "Test Notification Sent",
      description: `The ${sent.notification.type} test is going out to ${subscribers(sent.notification.recipientCount)}.`,
    });
  }
  if (intent !== "send") {
    return replyToForm(request, context, { intent: null, formErrors: ["Unknown action"], toast: SEND_FAILED });
  }
  const submission = parseForm(formData, notificationSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent, submission, toast: SEND_FAILED });
  const sent = sendNotification(submission.value, user);
  if (!sent.ok) {
    return replyToForm(request, context, { intent, submission, failure: sent, toast: { ...SEND_FAILED, description: sent.message } });
  }
  return redirectWithSuccess("/admin?tab=send", {
    title: "Notification Sent",
    description: `"${sent.notification.title}" is going out to ${subscribers(sent.notification.recipientCount)}.`,
  });
}

const subscribers = (n: number) => `${n} ${n === 1 ? "subscriber" : "subscribers"}`;

const statusBadge: Record<string, BadgeVariant> = { sending: "warning", sent: "success", failed: "destructive" };

const QUICK_TESTS = [
  { type: "match", label: "Test Match Notification", about: "Tomorrow's league match, to Match Updates subscribers" },
  { type: "academy", label: "Test Academy Notification", about: "Trials announcement, to Academy News subscribers" },
  { type: "news", label: "Test News Notification", about: "Latest club news, to Club News subscribers" },
] as const;

export const clientAction = sendOrToastWhenUnreachable((intent) => (intent === "test" ? TEST_FAILED : SEND_FAILED));
export const shouldRevalidate = skipRevalidationWhenUnreachable;

export default function PushAdminPage() {
  const { tab, counts, history, sending, testing } = useLoaderData<typeof loader>();
  const reply = useFormReply("send");
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  // While a notification is going out, its counts are refreshed every two seconds.
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [sending, revalidator]);

  return (
    <div className="grid gap-6">
      <Tabs
        label="Push notification tabs"
        current={tab}
        tabs={[
          { id: "send", label: "Send Notifications", href: "/admin?tab=send" },
          { id: "settings", label: "User Settings", href: "/admin?tab=settings" },
        ]}
      />

      {tab === "send" ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardContent className="p-6">
              <h2 className="text-lg font-bold">Quick tests</h2>
              <p className="mt-1 text-sm text-slate-600">Send a ready-made notification to check that delivery works.</p>
              <ul className="mt-4 grid gap-3">
                {QUICK_TESTS.map((test) => (
                  <li key={test.type}>
                    {/* A test goes to real subscribers: it opens a confirmation with their number first. */}
                    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-3">
                      <span className="text-sm text-slate-700">{test.about}</span>
                      <Link to={`/admin?tab=send&test=${test.type}`} preventScrollReset className={buttonClasses("outline", "sm")}>
                        {test.label}
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>

          <Card>
            <CardContent className="p-6">
              <h2 className="text-lg font-bold">Custom notification</h2>
              <Form method="post" className="mt-4 grid gap-4" noValidate>
                <input type="hidden" name="intent" value="send" />
                <Field
                  labelProps={{ children: "Title" }}
                  inputProps={{ name: "title", defaultValue: replyValue(reply, "title"), required: true, maxLength: 200 }}
                  errors={replyErrors(reply, "title")}
                />
                <TextareaField
                  labelProps={{ children: "Message" }}
                  inputProps={{ name: "body", defaultValue: replyValue(reply, "body"), required: true, rows: 3 }}
                  errors={replyErrors(reply, "body")}
                />
                <SelectField
                  labelProps={{ children: "Type" }}
                  inputProps={{ name: "type", defaultValue: replyValue(reply, "type") ?? "general" }}
                  options={PUSH_TOPICS.map((topic) => ({ value: topic, label: TOPIC_LABELS[topic] }))}
                  errors={replyErrors(reply, "type")}
                />
                <Field
                  labelProps={{ children: "Target URL (optional)" }}
                  inputProps={{ name: "targetUrl", defaultValue: replyValue(reply, "targetUrl"), placeholder: "/academy-registration" }}
                  help="A page of this site (starting with /) or an https:// address"
                  errors={replyErrors(reply, "targetUrl")}
                />
                <Field
                  labelProps={{ children: "Image URL (optional)" }}
                  inputProps={{ name: "imageUrl", defaultValue: replyValue(reply, "imageUrl"), placeholder: "https://…" }}
                  errors={replyErrors(reply, "imageUrl")}
                />
                <StatusButton type="submit" pending={submitting === "send"} pendingLabel="Sending..." className="justify-self-start">
                  <Send aria-hidden="true" />
                  Send Notification
                </StatusButton>
              </Form>
            </CardContent>
          </Card>
        </div>
      ) : (
        <div className="grid gap-6">
          {counts ? (
            <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3" aria-label="Subscribers">
              {[
                ["Active subscribers", counts.active],
                ["Inactive subscribers", counts.inactive],
                ...PUSH_TOPICS.map((topic) => [TOPIC_LABELS[topic], counts.byTopic[topic]] as const),
              ].map(([label, value]) => (
                <li key={label}>
                  <Card>
                    <CardContent className="p-5">
                      <p className="text-sm font-medium text-slate-600">{label}</p>
                      <p className="mt-1 text-3xl font-bold">{Number(value).toLocaleString("en-KE")}</p>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          ) : null}
          <Suspense fallback={<p className="text-sm text-slate-600">Loading notification settings…</p>}>
            <PanelWhenHydrated />
          </Suspense>
        </div>
      )}

      <section aria-labelledby="history-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="history-heading" className="text-lg font-bold">
            Sent notifications
          </h2>
          {sending ? (
            <Link to={`/admin?tab=${tab}`} className={buttonClasses("outline", "sm")} preventScrollReset>
              Refresh progress
            </Link>
          ) : null}
        </div>
        {history.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            No notifications sent yet
          </p>
        ) : (
          <Table className="mt-3" containerClassName="bg-white" stackOnMobile>
            <THead>
              <TR>
                <TH>Title</TH>
                <TH>Type</TH>
                <TH>Sent</TH>
                <TH>Status</TH>
                <TH>Recipients</TH>
                <TH>Delivered</TH>
                <TH>Failed</TH>
                <TH>Clicks</TH>
              </TR>
            </THead>
            <TBody>
              {history.map((row) => (
                <TR key={row.id}>
                  <TD className="font-semibold max-md:text-base">{row.title}</TD>
                  <TD label="Type">{TOPIC_LABELS[row.type]}</TD>
                  <TD label="Sent" className="whitespace-nowrap text-sm">
                    {formatDateTime(row.sentAt)}
                  </TD>
                  <TD label="Status">
                    <Badge variant={statusBadge[row.status] ?? "secondary"} className="capitalize">
                      {row.status}
                    </Badge>
                    {row.status === "sending" ? (
                      <progress
                        className="mt-1 block h-2 w-24"
                        max={row.recipientCount}
                        value={row.deliveredCount + row.failedCount}
                        aria-label={`${row.deliveredCount + row.failedCount} of ${row.recipientCount} answered`}
                      />
                    ) : null}
                  </TD>
                  <TD label="Recipients">{row.recipientCount.toLocaleString("en-KE")}</TD>
                  <TD label="Delivered">{row.deliveredCount.toLocaleString("en-KE")}</TD>
                  <TD label="Failed">{row.failedCount.toLocaleString("en-KE")}</TD>
                  <TD label="Clicks">{row.clickCount.toLocaleString("en-KE")}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </section>

      {testing ? (
        <ConfirmActionDialog
          title={`Send the ${testing.type} test notification?`}
          closeHref="/admin?tab=send"
          action="/admin?index"
          fields={{ intent: "test", testType: testing.type }}
          confirmLabel={`Send to ${subscribers(testing.recipients)}`}
          pendingLabel="Sending..."
        >
          <p>
            It goes to every browser subscribed to <strong>{TOPIC_LABELS[testing.notification.type]}</strong>:{" "}
            <strong>{subscribers(testing.recipients)}</strong>, real fans and not only you. They see:
          </p>
          <blockquote className="rounded-md border border-slate-200 bg-slate-50 p-3">
            <strong className="block">{testing.notification.title}</strong>
            {testing.notification.body}
          </blockquote>
        </ConfirmActionDialog>
      ) : null}
    </div>
  );
}

/** The admin's own browser's settings: browser APIs only, so nothing renders on the server. */
function PanelWhenHydrated() {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  if (!hydrated) {
    return <p className="text-sm text-slate-600">Turn on JavaScript to manage notifications for this browser.</p>;
  }
  return <NotificationPanel mode="inline" onStateChange={() => revalidator.revalidate()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
