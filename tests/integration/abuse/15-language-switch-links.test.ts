// Item: the language switch was an open redirect. On the 404 page of "//evil.com" (also "/\evil.com"
// and "/.//evil.com") the header's and the footer's switch linked to "//evil.com?lang=sw", another
// host to the browser. Now the switch builds its links from the page's address through the same
// normaliser as the Lite mode switch's way back: an address that would leave the site links home.
import { describe, expect, it } from "vitest";
import { startServerForFile, type TestServer } from "../harness";
import { rawRequest } from "./raw-request";

let server: TestServer;
startServerForFile({}, (file) => ({ server } = file));

/** The language switch's links of a page (header and footer), as <a href hreflang>. */
function switchLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*\bhreflang="(?:en|sw)"/gi)].map((found) => found[1].replace(/&amp;/g, "&"));
}

/** Every web address on a page that a browser, reading it on this site, takes to another host. */
function offSite(html: string): string[] {
  return [...html.matchAll(/\bhref="([^"]*)"/gi)]
    .map((found) => new URL(found[1].replace(/&amp;/g, "&"), "http://localhost/"))
    .filter((url) => url.protocol.startsWith("http") && url.hostname !== "localhost")
    .map((url) => url.href);
}

describe("the language switch on a page whose address names another host", () => {
  it("links to the home page in the other language, never to that host", async () => {
    for (const path of ["//evil.com", "/\\evil.com", "/.//evil.com", "//evil.com?lang=en"]) {
      const response = await rawRequest(server.url, "GET", path);
      expect(response.status, path).toBe(404);
      const links = switchLinks(response.body);
      // The header's link to the other language and the footer's.
      expect(links.length, path).toBeGreaterThanOrEqual(2);
      for (const href of links) expect(href, path).toBe("/?lang=sw");
      expect(offSite(response.body), path).toEqual([]);
    }
    // Escaped slashes are a path of this site to the browser.
    expect(offSite((await rawRequest(server.url, "GET", "/%2F%2Fevil.com")).body)).toEqual([]);
  });
});

describe("the language switch on ordinary pages", () => {
  it("links to the same page and query in the other language", async () => {
    const page = await rawRequest(server.url, "GET", "/fixtures?team=u-13");
    expect(page.status).toBe(200);
    for (const href of switchLinks(page.body)) expect(href).toBe("/fixtures?team=u-13&lang=sw");
    const swahili = await rawRequest(server.url, "GET", "/fixtures?team=u-13&lang=sw");
    expect(switchLinks(swahili.body)).toContain("/fixtures?team=u-13&lang=en");
    const missing = await rawRequest(server.url, "GET", "/no-such-page?from=news");
    expect(missing.status).toBe(404);
    for (const href of switchLinks(missing.body)) expect(href).toBe("/no-such-page?from=news&lang=sw");
  });
});
