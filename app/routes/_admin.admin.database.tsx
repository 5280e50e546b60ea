import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import DatabaseBackup from "lucide-react/dist/esm/icons/database-backup.js";
import Download from "lucide-react/dist/esm/icons/download.js";
import ShieldCheck from "lucide-react/dist/esm/icons/shield-check.js";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Card, CardContent } from "~/components/ui/Card";
import { StatusButton } from "~/components/ui/StatusButton";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { club } from "~/config/club";
import { BACKUPS_KEPT, getDatabaseOverview, makeStoredBackup, runIntegrityCheck } from "~/models/database.server";
import { requireUser } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithError, redirectWithSuccess } from "~/services/toast.server";
import { formatBytes } from "~/utils/bytes";
import { formatDateTime } from "~/utils/dates";
import { parseForm, readFormData } from "~/utils/form.server";

export const meta: MetaFunction = () => [{ title: `Database | ${club.shortName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "database");
  return { ...(await getDatabaseOverview()), backupsKept: BACKUPS_KEPT };
}

const intentSchema = z.object({ intent: z.enum(["integrity_check", "quick_check", "backup-now"]) });

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "database");
  const form = parseForm(await readFormData(request), intentSchema);
  if (form.status !== "success") {
    return replyToForm(request, context, { intent: null, submission: form, toast: { title: "Unknown action" } });
  }
  if (form.value.intent === "backup-now") {
    try {
      const made = await makeStoredBackup(user);
      if (!made.ok) return redirectWithError("/admin/database", { title: "Backup not made", description: made.message });
      return redirectWithSuccess("/admin/database", {
        title: "Backup made",
        description: `${made.backup.name} (${formatBytes(made.backup.bytes)})`,
      });
    } catch (error) {
      console.error("Backup failed:", error);
      return redirectWithError("/admin/database", { title: "Backup failed", description: "See the server log for details." });
    }
  }
  const { check } = runIntegrityCheck(form.value.intent, user);
  const toast = check.ok
    ? { title: "Database healthy", description: `${check.kind}: ok` }
    : { title: "Database check found problems", description: check.messages.slice(0, 3).join("; ") };
  return check.ok ? redirectWithSuccess("/admin/database", toast) : redirectWithError("/admin/database", toast);
}

export default function DatabasePage() {
  const overview = useLoaderData<typeof loader>();
  const { integrity } = overview;
  const facts = [
    { label: "Database file", value: formatBytes(overview.fileBytes) },
    { label: "Write-ahead log", value: formatBytes(overview.walBytes) },
    {
      label: overview.uploads.where === "s3" ? "Uploads (S3 bucket)" : "Uploads (local disk)",
      value: formatBytes(overview.uploads.bytes),
      detail: `${overview.uploads.files.toLocaleString("en-KE")} files`,
    },
    { label: "Stored backups", value: String(overview.backups.length), detail: `the newest ${overview.backupsKept} are kept` },
  ];
  return (
    <div className="space-y-8">
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Storage">
        {facts.map((fact) => (
          <li key={fact.label}>
            <Card>
              <CardContent className="p-5">
                <p className="text-sm font-medium text-slate-600">{fact.label}</p>
                <p className="mt-1 text-2xl font-bold">{fact.value}</p>
                {fact.detail ? <p className="mt-1 text-xs text-slate-500">{fact.detail}</p> : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <section aria-labelledby="health-heading">
        <h2 id="health-heading" className="text-xl font-semibold">
          Health check
        </h2>
        <div className="mt-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          {integrity ? (
            <p>
              Last check: <strong>{integrity.kind}</strong>{" "}
              <Badge variant={integrity.ok ? "success" : "destructive"}>{integrity.ok ? "ok" : "problems found"}</Badge> on{" "}
              <time dateTime={integrity.checkedAt}>{formatDateTime(integrity.checkedAt)}</time> by {integrity.by}
            </p>
          ) : (
            <p>No check has been run yet.</p>
          )}
          {integrity && !integrity.ok ? (
            <ul className="mt-2 list-disc pl-6 text-sm text-red-800">
              {integrity.messages.map((message, i) => (
                <li key={i}>{message}</li>
              ))}
            </ul>
          ) : null}
          <Form method="post" className="mt-3 flex flex-wrap gap-2">
            <StatusButton name="intent" value="quick_check" variant="outline" pendingLabel="Checking...">
              <ShieldCheck aria-hidden="true" />
              Run quick check
            </StatusButton>
            <StatusButton name="intent" value="integrity_check" variant="outline" pendingLabel="Checking...">
              <ShieldCheck aria-hidden="true" />
              Run full integrity check
            </StatusButton>
          </Form>
        </div>
      </section>

      <section aria-labelledby="backups-heading">
        <h2 id="backups-heading" className="text-xl font-semibold">
          Backups
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          A backup is a consistent copy of the whole database, made while the site keeps running. One is made every day and
          the newest {overview.backupsKept} are kept on the server{overview.s3Backups ? " and in the S3 bucket" : ""}. To restore one,
          stop the server and run <code>npm run db:restore -- --from &lt;file&gt;</code> (see the README).
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {/* A native post: the answer is the file itself, which the browser saves. */}
          <form method="post" action="/admin/database/backup">
            <button type="submit" name="intent" value="download" className={buttonClasses("default")}>
              <Download aria-hidden="true" />
              Download backup
            </button>
          </form>
          <Form method="post">
            <StatusButton name="intent" value="backup-now" variant="outline" pendingLabel="Backing up...">
              <DatabaseBackup aria-hidden="true" />
              Make a stored backup now
            </StatusButton>
          </Form>
        </div>
        {overview.backups.length === 0 ? (
          <p className="mt-3 text-slate-600">No stored backups yet.</p>
        ) : (
          <Table className="mt-3" containerClassName="bg-white" aria-label="Stored backups" stackOnMobile>
            <THead>
              <TR>
                <TH>Backup</TH>
                <TH>Made</TH>
                <TH>Size</TH>
                <TH>Download</TH>
              </TR>
            </THead>
            <TBody>
              {overview.backups.map((backup) => (
                <TR key={backup.name}>
                  <TD className="font-mono text-xs [overflow-wrap:anywhere]">{backup.name}</TD>
                  <TD label="Made">{formatDateTime(backup.createdAt)}</TD>
                  <TD label="Size">{formatBytes(backup.bytes)}</TD>
                  <TD label="Download">
                    <a href={`/admin/database/backups/${backup.name}`} download className={buttonClasses("outline", "sm")}>
                      <Download aria-hidden="true" />
                      <span className="sr-only">Download {backup.name}</span>
                      <span aria-hidden="true">Download</span>
                    </a>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </section>

      <section aria-labelledby="tables-heading">
        <h2 id="tables-heading" className="text-xl font-semibold">
          Tables
        </h2>
        <Table className="mt-3" aria-label="Rows per table">
          <THead>
            <TR>
              <TH>Table</TH>
              <TH className="text-right">Rows</TH>
            </TR>
          </THead>
          <TBody>
            {overview.tables.map((table) => (
              <TR key={table.name}>
                <TD className="font-mono text-xs">{table.name}</TD>
                <TD className="text-right tabular-nums">{table.rows.toLocaleString("en-KE")}</TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </section>
    </div>
  );
}

export const ErrorBoundary = () => <GeneralErrorBoundary />;
