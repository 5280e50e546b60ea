import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";

type StatusHandler = (info: { error: ErrorResponse }) => ReactNode;

/** The message a thrown `data({ message }, { status })` or `Response.json({ message })` carries. */
function messageOf(error: ErrorResponse): string | undefined {
  const body = error.data as unknown;
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") return body.message;
  return typeof body === "string" && body.length < 200 ? body : undefined;
}

function ErrorPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section role="alert" className="mx-auto max-w-xl rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <h2 className="text-2xl font-bold text-club-navy">{title}</h2>
      <div className="mt-3 text-slate-600">{children}</div>
    </section>
  );
}

export const defaultStatusHandlers: Record<number, StatusHandler> = {
  403: ({ error }) => (
    <ErrorPanel title="Access denied">
      <p>{messageOf(error) ?? "You do not have permission to open this page."}</p>
      <p className="mt-2">Ask a club administrator if you need it.</p>
    </ErrorPanel>
  ),
  404: ({ error }) => (
    <ErrorPanel title="Not found">
      <p>{messageOf(error) ?? "We could not find what you were looking for."}</p>
    </ErrorPanel>
  ),
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
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return <>{handler({ error })}</>;
    return (
      <ErrorPanel title={`Error ${error.status}`}>
        <p>{messageOf(error) ?? error.statusText ?? "The request could not be completed."}</p>
      </ErrorPanel>
    );
  }
  const details = process.env.NODE_ENV === "development" && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorPanel title="Something went wrong">
      <p>We could not load this page. Please try again in a moment.</p>
      {details ? <pre className="mt-6 overflow-auto text-left text-xs">{details}</pre> : null}
    </ErrorPanel>
  );
}
