// The page cache gives a visitor the shared copy of a page whose render never looked at their
// cookies. That is only safe if every read of the Cookie header is noted, which is why they all go
// through cookieHeaderWith (app/services/visitor-cookies.server.ts). This test finds any other read.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { carriesSignInCookie } from "~/services/visitor-cookies.server";
import { sourceFiles } from "../support/source-files";

const COOKIE_READ = /get\(\s*["'`]cookie["'`]\s*\)|headers\.cookie\b|header\(\s*["'`]cookie["'`]\s*\)|\[\s*["'`]cookie["'`]\s*\]|getToast\(/i;

/** Reads that are not a page depending on a visitor's cookie, each with the reason. */
const ALLOWED: Record<string, string> = {
  "app/services/visitor-cookies.server.ts": "the one noted reader",
  "app/services/page-cache.server.ts": "the cache itself, matching the visitor's cookies against the page's",
  "app/services/lite-mode.server.ts": "Lite mode is part of the cache key, not a personal cookie",
  "app/services/language.server.ts": "the language is part of the cache key, not a personal cookie",
  "app/services/toast.server.ts": "remix-toast's getToast runs only after cookieHeaderWith(request, \"toast\") found the cookie",
};

describe("reads of the Cookie header", () => {
  it("go through cookieHeaderWith, so the page cache knows what a page depends on", () => {
    const offenders = [...sourceFiles("app"), "server.ts"]
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) => (COOKIE_READ.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it("would notice a direct read", () => {
    expect(COOKIE_READ.test('const header = request.headers.get("Cookie");')).toBe(true);
    expect(COOKIE_READ.test("const { toast } = await getToast(request);")).toBe(true);
    expect(COOKIE_READ.test('const header = cookieHeaderWith(request, "cart");')).toBe(false);
  });
});

describe("carriesSignInCookie", () => {
  it("is true for a staff session, a member cookie or a new member's registering browser, false for a cart, a toast or none", () => {
    const carries = (cookie?: string) => carriesSignInCookie({ headers: { cookie } });
    expect(carries("__session=abc")).toBe(true);
    expect(carries("cart=1; member=abc")).toBe(true);
    expect(carries("cart=1; toast=x; member_payment=y")).toBe(true);
    expect(carries("cart=1; toast=x")).toBe(false);
    expect(carries("x__session=abc")).toBe(false);
    expect(carries(undefined)).toBe(false);
  });
});
