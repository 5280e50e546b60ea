// The statement import (ADR 0029, "Paybill (C2B) and the statement import"): the treasurer uploads the
// M-Pesa organisation portal's statement (CSV) to find payments whose confirmation never reached the site.
// Without JavaScript: a native multipart form; the summary of each import is kept in its `fee.import`
// audit entry and shown here after the redirect. Admins and the treasurer only (permission "fees").
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FeesNav } from "~/components/admin/FeesNav";
import { ErrorList, Field } from "~/components/ui/Field";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { StatusButton } from "~/components/ui/StatusButton";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { club } from "~/config/club";
import { getEnv } from "~/config/env.server";
import { IMPORT_TOASTS } from "~/config/fees";
import { FieldTooLargeError, FormShapeError, parseUploadForm } from "~/infra/upload.server";
import { importStatement, recentImports, type ImportRecord } from "~/models/fees/statement-import.server";
import { requireUser } from "~/services/auth.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { formatDateTime } from "~/utils/dates";
import { replyErrors, useFormReply } from "~/utils/form-reply";
import { formatKes } from "~/utils/money";

const PAGE_TITLE = "Statement import";
export const handle: AdminRouteHandle = { pageTitle: PAGE_TITLE };
export const meta: MetaFunction = () => [{ title: `${PAGE_TITLE} | ${club.shortName}` }];

const SCREEN = "/admin/fees/import";
const IMPORT_FORM = "import";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "fees");
  return { imports: recentImports(), maxMb: getEnv().FEES_IMPORT_MAX_MB };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "fees");
  let upload;
  try {
    upload = await parseUploadForm(request, { fileField: "statement", maxFileBytes: getEnv().FEES_IMPORT_MAX_MB * 1024 * 1024 });
  } catch (error) {
    const description = error instanceof FieldTooLargeError || error instanceof FormShapeError ? error.message : "The form could not be read";
    return replyToForm(request, context, { intent: IMPORT_FORM, formErrors: [description], toast: IMPORT_TOASTS.refused(description), status: 400 });
  }
  const imported = await importStatement(upload, user);
  if (!imported.ok) return replyToForm(request, context, { intent: IMPORT_FORM, failure: imported, toast: IMPORT_TOASTS.refused(imported.message) });
  const { summary } = imported;
  return redirectWithSuccess(`${SCREEN}#latest-import`, IMPORT_TOASTS.imported(summary.rowsRead, summary.newMatched + summary.newUnmatched));
}

function Summary({ record, latest }: { record: ImportRecord; latest: boolean }) {
  const { summary } = record;
  const counts = [
    { label: "Rows read", value: summary.rowsRead, key: "rows" },
    { label: "Already known", value: summary.alreadyKnown, key: "known" },
    { label: "New, matched to a family", value: summary.newMatched, key: "matched" },
    { label: "New, unmatched", value: summary.newUnmatched, key: "unmatched" },
    { label: "Skipped", value: summary.skipped.reduce((sum, skip) => sum + skip.count, 0), key: "skipped" },
  ];
  return (
    <section id={latest ? "latest-import" : `import-${record.id}`} aria-labelledby={`import-${record.id}-title`} className="scroll-mt-24 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="import-summary">
      <h3 id={`import-${record.id}-title`} className="font-semibold">
        <span className="break-all">{summary.fileName}</span>
        <span className="block text-sm font-normal text-slate-600">
          Imported {formatDateTime(record.at)} by {record.by}
          {summary.newAmount > 0 ? ` · ${formatKes(summary.newAmount)} newly found` : ""}
        </span>
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {counts.map((count) => (
          <div key={count.key} className="rounded-lg bg-slate-50 p-2 text-center">
            <dt className="text-xs font-semibold uppercase text-slate-700">{count.label}</dt>
            <dd className="text-2xl font-bold" data-testid={`import-${count.key}`}>
              {count.value}
            </dd>
          </div>
        ))}
      </dl>
      {summary.skipped.length > 0 ? (
        <>
          <h4 className="mt-3 text-sm font-bold text-slate-700">Skipped rows</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {summary.skipped.map((skip) => (
              <li key={skip.reason}>
                {skip.count} {skip.label}
                <span className="text-slate-600">
                  {" "}
                  (line{skip.lines.length === 1 ? "" : "s"} {skip.lines.join(", ")}
                  {skip.count > skip.lines.length ? ", …" : ""})
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export default function FeesImportPage() {
  const { imports, maxMb } = useLoaderData<typeof loader>();
  const reply = useFormReply(IMPORT_FORM);
  return (
    <div className="max-w-4xl space-y-6">
      <FeesNav current={SCREEN} />
      <p className="text-slate-700">
        Upload the statement of the club&apos;s Paybill from the M-Pesa organisation portal (export it as CSV). Payments already
        recorded are marked as reconciled and change nothing; payments whose notification never reached the site are added,
        matched by their account number or left in the unmatched list. Importing the same statement again changes nothing.
      </p>
      <Form method="post" encType="multipart/form-data" className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <input type="hidden" name="intent" value={IMPORT_FORM} />
        <ErrorList errors={replyErrors(reply, "")} />
        <Field
          labelProps={{ children: `Statement (CSV, up to ${maxMb} MB)` }}
          inputProps={{ id: "statement", name: "statement", type: "file", accept: ".csv,text/csv", required: true }}
          errors={replyErrors(reply, "statement")}
        />
        <StatusButton type="submit" pendingLabel="Importing...">
          Import the statement
        </StatusButton>
      </Form>
      <section aria-labelledby="imports-title" className="space-y-3">
        <h2 id="imports-title" className="text-lg font-bold">
          Latest imports
        </h2>
        {imports.length === 0 ? <p className="text-slate-600">No statement has been imported yet.</p> : imports.map((record, index) => <Summary key={record.id} record={record} latest={index === 0} />)}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
