// Two stylesheets: the public site's (every page: base styles, theme, the shared component classes and
// the utilities public pages use) and the admin area's own utilities, linked by the admin layout only,
// so a visitor's phone never downloads the staff screens' rules.
import { describe, expect, it } from "vitest";
import { Client, startServerForFile, type TestServer } from "./harness";

let server: TestServer;
let staff: Client;
startServerForFile({ signInAs: "admin" }, (started) => {
  server = started.server;
  staff = started.staff!;
});

const stylesheetsOf = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);

async function stylesheet(href: string) {
  const response = await new Client(server.url).get(href);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toMatch(/immutable/);
  return response.text();
}

describe("stylesheets", () => {
  it("a public page links the public stylesheet only; an admin screen links it and then the admin's", async () => {
    const publicSheets = stylesheetsOf(await (await new Client(server.url).get("/shop")).text());
    expect(publicSheets).toHaveLength(1);
    const adminSheets = stylesheetsOf(await (await staff.get("/admin-dashboard")).text());
    expect(adminSheets).toHaveLength(2);
    expect(adminSheets[0]).toBe(publicSheets[0]);

    const [publicCss, adminCss] = await Promise.all([stylesheet(publicSheets[0]), stylesheet(adminSheets[1])]);
    // The base styles and the shared component classes come once, with the public stylesheet.
    expect(publicCss).toContain("@layer base{");
    expect(publicCss).toMatch(/\.btn\{/);
    expect(adminCss).not.toContain("@layer base{");
    expect(adminCss).not.toMatch(/\.btn\{/);
    // The admin's own utilities: here, and not in what every visitor downloads.
    const utilities = (css: string) => new Set([...css.slice(css.indexOf("@layer utilities")).matchAll(/\.((?:\\.|[\w-])+)\{/g)].map((match) => match[1]));
    const adminOnly = [...utilities(adminCss)].filter((name) => !utilities(publicCss).has(name));
    expect(adminOnly.length).toBeGreaterThan(20);
  });
});
