// A form sent while the phone has lost its signal: without this, the failed request would replace the
// page with the error screen and lose everything typed. Instead the visitor gets the form's failure
// toast and keeps the form as it was, ready to send again. Only with JavaScript: without it the
// browser shows its own offline page.
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";
import { showToast } from "~/components/ui/Toast";

type FailureToast = { title: string; description?: string };

const UNREACHABLE = { unreachable: true } as const;

export function isUnreachable(result: unknown): boolean {
  return typeof result === "object" && result !== null && "unreachable" in result;
}

/**
 * A route's clientAction: the server's action as usual; when the request never reached the server
 * (fetch rejects with a TypeError), a toast instead of the error page. `toast` may depend on the
 * form's `intent` (a page with several forms).
 */
export function sendOrToastWhenUnreachable(toast: FailureToast | ((intent: string) => FailureToast)) {
  return async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
    // Read before sending: the server action consumes the body.
    const intent = typeof toast === "function" ? String((await request.clone().formData()).get("intent") ?? "") : "";
    try {
      return await serverAction();
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      showToast({ ...(typeof toast === "function" ? toast(intent) : toast), variant: "destructive" });
      return UNREACHABLE;
    }
  };
}

/** No reloading of the page's data after a send that did not get through: it would fail the same way. */
export const skipRevalidationWhenUnreachable: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isUnreachable(actionResult) ? false : defaultShouldRevalidate;
