// A form sent while the phone has lost its signal: without this, the failed request would replace the
// page with the error screen and lose everything typed. Instead the visitor gets the spec's toast and
// keeps the form as it was, ready to send again. Only with JavaScript: without it the browser shows
// its own offline page.
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";
import { showToast } from "~/components/ui/Toast";

const UNREACHABLE = { unreachable: true } as const;

export function isUnreachable(result: unknown): boolean {
  return typeof result === "object" && result !== null && "unreachable" in result;
}

/**
 * A route's clientAction: the server's action as usual; when the request never reached the server
 * (fetch rejects with a TypeError), `toast` instead of the error page.
 */
export function sendOrToastWhenUnreachable(toast: { title: string; description: string }) {
  return async function clientAction({ serverAction }: ClientActionFunctionArgs) {
    try {
      return await serverAction();
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      showToast({ ...toast, variant: "destructive" });
      return UNREACHABLE;
    }
  };
}

/** No reloading of the page's data after a send that did not get through: it would fail the same way. */
export const skipRevalidationWhenUnreachable: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isUnreachable(actionResult) ? false : defaultShouldRevalidate;

