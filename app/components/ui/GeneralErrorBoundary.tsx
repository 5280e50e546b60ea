import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";
import { useMessage, useT } from "~/utils/i18n";

type StatusHandler = (info: { error: ErrorResponse }) => ReactNode;

// A body that only names the status ("Not Found") says nothing the status's own explanation does not.
const STATUS_NAMES = /^(bad request|unauthorized|forbidden|not found)$/i;

/** The message a thrown `data({ message }, { status })` or `Response.json({ message })` carries. */
function messageOf(error: ErrorResponse): string | undefined {
  const body = error.data as unknown;
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") return body.message;
  return typeof body === "string" && body.length < 200 && !STATUS_NAMES.test(body.trim()) ? body : undefined;
}

function ErrorPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section role="alert" className="mx-auto max-w-xl rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <h2 className="text-2xl font-bold text-club-navy">{title}</h2>
      <div className="mt-3 text-slate-600">{children}</div>
    </section>
  );
}

/**
 * A status's panel (texts are keys in the common namespace): the message the error states, in the
 * page's language, or the status's own explanation; then an optional note. A component, so it may use hooks.
 */
function StatusPanel({ error, title, fallback, note }: { error: ErrorResponse; title: string; fallback: string; note?: string }) {
  const t = useT();
  const message = useMessage();
  const stated = messageOf(error);
  return (
    <ErrorPanel title={t(title)}>
      <p>{stated ? message(stated) : t(fallback)}</p>
      {note ? <p className="mt-2">{t(note)}</p> : null}
    </ErrorPanel>
  );
}

export const defaultStatusHandlers: Record<number, StatusHandler> = {
  403: ({ error }) => <StatusPanel error={error} title="error.accessDenied" fallback="error.noPermission" note="error.askAdmin" />,
  404: ({ error }) => <StatusPanel error={error} title="error.notFound" fallback="error.notFoundText" />,
};

/**
 * One error boundary for route modules, with a handler per HTTP status. Rendered inside the route's
 * parent layout, so an admin screen that throws 403 or 404 keeps the admin navigation around it.
 * Unexpected errors never show a stack trace outside development.
 */
export function GeneralErrorBoundary({
  statusHandlers = defaultStatusHandlers,
}: {
  statusHandlers?: Record<number, StatusHandler>;
}) {
  const error = useRouteError();
  const t = useT();
  const message = useMessage();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return <>{handler({ error })}</>;
    return (
      <ErrorPanel title={t("error.titleWithStatus", { status: error.status })}>
        <p>{message(messageOf(error) ?? error.statusText ?? t("error.requestFailed"))}</p>
      </ErrorPanel>
    );
  }
  const details = process.env.NODE_ENV === "development" && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorPanel title={t("error.title")}>
      <p>{t("error.tryLater")}</p>
      {details ? <pre className="mt-6 overflow-auto text-left text-xs">{details}</pre> : null}
    </ErrorPanel>
  );
}
