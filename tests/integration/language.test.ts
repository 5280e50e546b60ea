// Choosing the language over HTTP: Accept-Language on a first visit, `?lang=` (the switch's links and
// the hreflang addresses) remembered in a cookie for a year, the page cache keeping the languages
// apart, and the staff's screens staying English.
import { describe, expect, it } from "vitest";
import { startServerForFile, type TestServer } from "./harness";

let server: TestServer;
startServerForFile({}, (started) => ({ server } = started));

const htmlLang = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: "manual" });

describe("the language of a page", () => {
  it("follows the browser's Accept-Language on a first visit", async () => {
    expect(htmlLang(await (await get("/shop", { "Accept-Language": "sw-KE,sw;q=0.9,en;q=0.5" })).text())).toBe("sw");
    expect(htmlLang(await (await get("/shop", { "Accept-Language": "en-GB,en;q=0.9" })).text())).toBe("en");
    expect(htmlLang(await (await get("/shop", { "Accept-Language": "fr-FR" })).text())).toBe("en");
    expect(htmlLang(await (await get("/shop")).text())).toBe("en");
  });

  it("?lang= answers in that language and remembers it for a year; the cookie then decides", async () => {
    const response = await get("/blog?lang=sw", { "Accept-Language": "en" });
    expect(htmlLang(await response.text())).toBe("sw");
    expect(response.headers.get("set-cookie")).toMatch(/^lang=sw; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
    expect(htmlLang(await (await get("/blog", { Cookie: "lang=sw", "Accept-Language": "en" })).text())).toBe("sw");
    // Asking again for the language already chosen sets nothing.
    expect((await get("/blog?lang=sw", { Cookie: "lang=sw" })).headers.get("set-cookie")).toBeNull();
    // An unknown language is ignored.
    const unknown = await get("/blog?lang=fr", { Cookie: "lang=sw" });
    expect(htmlLang(await unknown.text())).toBe("sw");
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });

  it("keeps the languages apart in the page cache", async () => {
    const english = await get("/fixtures");
    expect(htmlLang(await english.text())).toBe("en");
    const swahili = await get("/fixtures", { "Accept-Language": "sw" });
    expect(htmlLang(await swahili.text())).toBe("sw");
    const again = await get("/fixtures", { Cookie: "lang=sw" });
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(htmlLang(await again.text())).toBe("sw");
    const englishAgain = await get("/fixtures?lang=en", { Cookie: "lang=sw" });
    expect(englishAgain.headers.get("x-cache")).toBe("hit");
    expect(htmlLang(await englishAgain.text())).toBe("en");
    expect(again.headers.get("vary")).toMatch(/Accept-Language/);
  });

  it("names each language's address (hreflang), with only the parameters the page declares, and the switch links to it", async () => {
    const html = await (await get("/fixtures?team=u-13&utm_source=whatsapp")).text();
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, new URL(href.replaceAll("&amp;", "&")).search]);
    expect(alternates).toEqual([
      ["en", "?team=u-13&lang=en"],
      ["sw", "?team=u-13&lang=sw"],
      ["x-default", "?team=u-13"],
    ]);
    expect(html).toMatch(/<a href="\/fixtures\?team=u-13&amp;utm_source=whatsapp&amp;lang=sw" hrefLang="sw" lang="sw"[^>]*>Kiswahili<\/a>/);
  });

  it("leaves the staff's screens in English", async () => {
    const html = await (await get("/admin-login", { Cookie: "lang=sw", "Accept-Language": "sw" })).text();
    expect(htmlLang(html)).toBe("en");
    expect(html).not.toMatch(/hrefLang/);
    expect(html).not.toMatch(/>Kiswahili</);
  });
});
