// Lite mode (data saver): the same pages with no JavaScript at all and the smallest pictures. On for
// a browser that sends `Save-Data: on` (Android's data saver, Opera Mini…) or for a visitor who turned
// it on in the footer (the `lite=1` cookie, kept a year). Every form works without JavaScript, which
// is what makes this possible.
export const LITE_COOKIE = "lite";
// Modes: "on" is the visitor's choice; "save-data" the browser's (the footer cannot turn that off).
const ONE_YEAR = 365 * 24 * 60 * 60;

import type { LiteMode } from "~/utils/lite-mode";

/** Whether a request gets Lite pages; `header` reads a request header by name (Fetch or Express). */
export function liteModeOf(header: (name: string) => string | null | undefined): LiteMode {
  if (header("save-data")?.trim().toLowerCase() === "on") return "save-data";
  return new RegExp(`(?:^|;\\s*)${LITE_COOKIE}=1(?:;|$)`).test(header("cookie") ?? "") ? "on" : "off";
}

/** The Set-Cookie header that turns Lite mode on (a year) or off. */
export function liteModeCookie(on: boolean, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return on ? `${LITE_COOKIE}=1; Max-Age=${ONE_YEAR}; ${attributes}` : `${LITE_COOKIE}=; Max-Age=0; ${attributes}`;
}
