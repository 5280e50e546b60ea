import { Form, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import RefreshCw from "lucide-react/dist/esm/icons/refresh-cw.js";
import { useEffect } from "react";
import { EmptyList } from "~/components/admin/list/EmptyList";
import { Pagination } from "~/components/admin/list/Pagination";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { SelectField } from "~/components/ui/Field";
import { Skeleton } from "~/components/ui/Skeleton";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { formatDateTime } from "~/utils/dates";
import { EmailAddress } from "~/components/admin/EmailAddress";

type LogRow = {
  id: number;
  to: string;
  subject: string;
  sentAt: string;
  status: string;
  errorMessage: string | null;
  attempts: number;
  nextAttemptAt: string | null;
};

export type LogsTabData = { rows: LogRow[]; total: number; page: number; pageCount: number; status: string };

export function LogsTab(loaded: LogsTabData) {
  // Refresh reloads the page's data with a fetcher: the rows change, the page does not move.
  const fetcher = useFetcher<{ logs: LogsTabData | null }>();
  const navigation = useNavigation();
  const location = useLocation();
  const logs = fetcher.data?.logs ?? loaded;
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
              { value: "skipped", label: "Skipped" },
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
                <TD label="Recipient">
                  <EmailAddress address={row.to} />
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

/**
 * Sent, Queued (still on its way, perhaps retrying), Skipped (not sent on purpose, neutral grey: a
 * limit, not a fault) or Failed (red); the error or the reason opens on click (no JS needed).
 */
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
  const skipped = status === "skipped";
  const badge = queued ? (
    <Badge variant="warning">Queued</Badge>
  ) : skipped ? (
    <Badge variant="secondary">Skipped</Badge>
  ) : (
    <Badge variant="destructive">Failed</Badge>
  );
  const detail = queued
    ? error
      ? `Try ${attempts} failed: ${error}.${nextAttemptAt ? ` Next try ${formatDateTime(nextAttemptAt)}.` : ""}`
      : null
    : skipped
      ? `Not sent: ${error ?? "a sending limit"}.`
      : (error ?? "Not delivered");
  if (!detail) return badge;
  return (
    <details className="max-w-xs">
      <summary className="cursor-pointer list-none" title={detail}>
        {badge}
        <span className="sr-only">{skipped ? " (show the reason)" : " (show the error)"}</span>
      </summary>
      <p className={skipped ? "mt-1 text-xs break-words text-slate-700" : "mt-1 text-xs break-words text-red-800"}>{detail}</p>
    </details>
  );
}
