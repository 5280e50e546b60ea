// Toasts. After a redirect they travel in a flash cookie (remix-toast over our own signed cookie
// session: its default cookie is unsigned). When an action answers with data instead — a form
// re-rendered with its errors and values — the toast must show in that very response:
//   - a native form post (JavaScript off) is one document request in which the action and then the
//     root loader run with the same load context, so the toast is put on the context;
//   - a fetch from Remix (JavaScript on) is followed by a separate revalidation request, so the toast
//     goes into the flash cookie, which that request's root loader reads.
import type { AppLoadContext } from "@remix-run/node";
import { createCookieSessionStorage } from "@remix-run/node";
import { createToastUtilsWithCustomSession } from "remix-toast";
import { getEnv } from "~/config/env.server";
import { singleton } from "~/utils/singleton.server";
import { cookieHeaderWith } from "~/services/visitor-cookies.server";

export type Toast = { title: string; description?: string };
export type ToastVariant = "default" | "destructive";
export type PendingToast = Toast & { variant: ToastVariant };

function createToastUtils() {
  const env = getEnv();
  const storage = createCookieSessionStorage({
    cookie: {
      name: "toast",
      httpOnly: true,
      sameSite: "lax",
      secure: env.SECURE_COOKIES,
      path: "/",
      secrets: env.SESSION_SECRETS,
    },
  });
  return { storage, ...createToastUtilsWithCustomSession(storage) };
}

const toastUtils = () => singleton("toast-utils", createToastUtils);

const asMessage = (toast: Toast) => ({ message: toast.title, description: toast.description });

/** The toast to show with this response: one set by this request's action, else the flash cookie's. */
export async function readToast(
  request: Request,
  context: AppLoadContext,
): Promise<{ toast: PendingToast | null; headers?: Headers }> {
  if (context.toast) return { toast: context.toast };
  // Only touch the cookie when there is one, so ordinary pages carry no Set-Cookie (cacheable).
  const cookieHeader = cookieHeaderWith(request, "toast");
  if (!cookieHeader) return { toast: null };
  const utils = toastUtils();
  const { toast } = await utils.getToast(request);
  // The toast is shown once: the cookie goes with it, rather than staying behind as an empty session
  // that would keep every later page out of the page cache for this visitor.
  const headers = new Headers({ "Set-Cookie": await utils.storage.destroySession(await utils.storage.getSession(cookieHeader)) });
  if (!toast) return { toast: null, headers };
  return {
    toast: {
      title: toast.message,
      description: toast.description,
      variant: toast.type === "error" ? "destructive" : "default",
    },
    headers,
  };
}

export const redirectWithSuccess = (url: string, toast: Toast, init?: ResponseInit) =>
  toastUtils().redirectWithSuccess(url, asMessage(toast), init);

export const redirectWithError = (url: string, toast: Toast, init?: ResponseInit) =>
  toastUtils().redirectWithError(url, asMessage(toast), init);

/** A form posted by the browser itself (JavaScript off), as opposed to a fetch made by Remix. */
export const isNativeFormPost = (request: Request) => request.headers.get("Sec-Fetch-Mode") === "navigate";

/**
 * Answers an action with `data` and shows `toast` now: on the load context for a native form post,
 * in the flash cookie for a fetch. Returns the headers to send (merge them into the response).
 */
export async function toastHeaders(
  request: Request,
  context: AppLoadContext,
  toast: Toast,
  variant: ToastVariant,
): Promise<Headers> {
  context.toast = { ...toast, variant };
  if (isNativeFormPost(request)) return new Headers();
  const utils = toastUtils();
  const response =
    variant === "destructive"
      ? await utils.jsonWithError(null, asMessage(toast))
      : await utils.jsonWithSuccess(null, asMessage(toast));
  return new Headers({ "Set-Cookie": response.headers.get("Set-Cookie") ?? "" });
}
