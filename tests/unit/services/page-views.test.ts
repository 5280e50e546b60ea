// Which requests count as a page view, and how counts are batched: in memory per day and page, one
// upsert per row at each flush, so a visit costs no database write of its own.
import { describe, expect, it } from "vitest";
import type { PageViewRequest } from "~/services/page-views.server";
import * as pv from "~/services/page-views.server";
import * as db from "~/db/client.server";

const BROWSER = "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const home: PageViewRequest = {
  method: "GET",
  path: "/",
  status: 200,
  routeId: "routes/_index",
  policy: { public: "any" },
  contentType: "text/html; charset=utf-8",
  userAgent: BROWSER,
  purpose: undefined,
};

describe("a page view", () => {
  it("is a successful GET of a public page by a person, as a document or navigation data", () => {
    expect(pv.isPageView(home)).toBe(true);
    expect(pv.isPageView({ ...home, path: "/academy-registration.data", contentType: "text/x-script" })).toBe(true);
    // A returning visitor whose browser revalidated the cached page.
    expect(pv.isPageView({ ...home, status: 304 })).toBe(true);
  });

  it("is not a bot, a prefetch, an error, a POST, a file, an API or an admin or login page", () => {
    expect(pv.isPageView({ ...home, userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" })).toBe(false);
    expect(pv.isPageView({ ...home, userAgent: "curl/8.5.0" })).toBe(false);
    expect(pv.isPageView({ ...home, purpose: "prefetch" })).toBe(false);
    expect(pv.isPageView({ ...home, status: 404 })).toBe(false);
    expect(pv.isPageView({ ...home, status: 304, path: "/images/crest.svg", contentType: "image/svg+xml" })).toBe(false);
    expect(pv.isPageView({ ...home, method: "POST" })).toBe(false);
    expect(pv.isPageView({ ...home, path: "/images/crest.svg", contentType: "image/svg+xml" })).toBe(false);
    expect(pv.isPageView({ ...home, path: "/api/stats", routeId: "routes/api.stats", contentType: "application/json" })).toBe(false);
    expect(pv.isPageView({ ...home, path: "/admin-dashboard", routeId: "routes/_admin.admin-dashboard", policy: { permission: "dashboard" } })).toBe(false);
    expect(pv.isPageView({ ...home, path: "/admin-login", routeId: "routes/admin-login" })).toBe(false);
    expect(pv.isPageView({ ...home, path: "/nothing", routeId: "routes/$" })).toBe(false);
    // An answer link's address is its secret token.
    expect(pv.isPageView({ ...home, path: "/availability/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG", routeId: "routes/availability.$token", policy: { public: "any", personal: true } })).toBe(false);
  });
});

describe("counting", () => {
  it("batches views in memory and adds them to the day's row at each flush", () => {
    const day = new Date("2026-11-22T10:00:00Z");
    const lateEvening = new Date("2026-11-22T21:30:00Z"); // already the 23rd in Nairobi
    pv.countPageView("/", "routes/_index", day);
    pv.countPageView("/", "routes/_index", day);
    pv.countPageView("/Academy-Registration/", "routes/academy-registration", day);
    pv.countPageView("/", "routes/_index", lateEvening);
    const rowsOf = () =>
      db.getDb().$client.prepare("SELECT day, path, views FROM page_views ORDER BY day, path").all();
    expect(rowsOf()).toEqual([]);
    expect(pv.flushPageViews()).toBe(3);
    expect(rowsOf()).toEqual([
      { day: "2026-11-22", path: "/", views: 2 },
      { day: "2026-11-22", path: "/academy-registration", views: 1 },
      { day: "2026-11-23", path: "/", views: 1 },
    ]);
    pv.countPageView("/", "routes/_index", day);
    expect(pv.flushPageViews()).toBe(1);
    expect(pv.flushPageViews()).toBe(0);
    expect(rowsOf()[0]).toEqual({ day: "2026-11-22", path: "/", views: 3 });
  });
});
