// Flash toasts in their own signed cookie (remix-toast 1.2.2's default cookie is unsigned).
import { createCookieSessionStorage } from "@remix-run/node";
import { createToastUtilsWithCustomSession } from "remix-toast";
import { getEnv } from "~/services/env.server";
import { singleton } from "~/utils/singleton.server";

export type Toast = { title: string; description?: string };

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
  return createToastUtilsWithCustomSession(storage);
}

const toastUtils = () => singleton("toast-utils", createToastUtils);

const asMessage = (toast: Toast) => ({ message: toast.title, description: toast.description });

export const getToast = (request: Request) => toastUtils().getToast(request);

export const redirectWithSuccess = (url: string, toast: Toast, init?: ResponseInit) =>
  toastUtils().redirectWithSuccess(url, asMessage(toast), init);

export const redirectWithError = (url: string, toast: Toast, init?: ResponseInit) =>
  toastUtils().redirectWithError(url, asMessage(toast), init);

export const dataWithSuccess = <T>(data: T, toast: Toast, init?: ResponseInit) =>
  toastUtils().jsonWithSuccess(data, asMessage(toast), init);

export const dataWithError = <T>(data: T, toast: Toast, init?: ResponseInit) =>
  toastUtils().jsonWithError(data, asMessage(toast), init);
