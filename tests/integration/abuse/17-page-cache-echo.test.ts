// Item: content spoofing through the page cache. `GET /fixtures?lang=POISONzz…` on a cache miss
// stored a copy whose footer echoed the junk (the Lite mode form's way back), and the next visitor got
// it as a hit; a 12,000-character value was stored too. `lang` is not a parameter of the page (the
// language is part of the key however it was chosen), so it escaped the parameter checks. Now a shared
// copy is rendered from its key alone: the path, the declared parameters, and the language the query
// named, if it named one.
import { describe, expect, it } from "vitest";
import { Client, startServerForFile, type TestServer } from "../harness";

let server: TestServer;
startServerForFile({}, (file) => ({ server } = file));

const get = (path: string, headers: Record<string, string> = {}) => new Client(server.url).get(path, { headers });
/** Where the footer's Lite mode form goes back to: the page's own address as the copy has it. */
const wayBack = (html: string) => /name="redirectTo" value="([^"]*)"/.exec(html)?.[1].replace(/&amp;/g, "&");

describe("a ?lang= that names no language", () => {
  it("is never part of the shared copy, whatever its length", async () => {
    const long = `POISON${"z".repeat(12_000)}`;
    for (const [path, page] of [
      ["/fixtures?lang=POISONzz%3Ch1%3EClub%20closed%3C%2Fh1%3E", "/fixtures"],
      [`/fixtures?team=u-13&lang=${long}`, "/fixtures?team=u-13"],
      [`/blog?lang=${long}`, "/blog"],
    ]) {
      const poisoned = await get(path);
      expect(poisoned.status, path.slice(0, 40)).toBe(200);
      expect(poisoned.headers.get("x-cache"), path.slice(0, 40)).toBe("miss");
      const html = await poisoned.text();
      expect(html).not.toContain("POISON");
      expect(wayBack(html)).toBe(page);
      // The next visitor gets that copy: it says nothing of the junk.
      const next = await get(page);
      expect(next.headers.get("x-cache"), page).toBe("hit");
      const shared = await next.text();
      expect(shared).not.toContain("POISON");
      expect(shared.length).toBeLessThan(html.length + 100);
    }
  });
});

describe("ordinary addresses", () => {
  it("keep their parameters and language in the shared copy", async () => {
    const swahili = await get("/fixtures?lang=sw&team=u-15");
    expect(swahili.headers.get("x-cache")).toBe("miss");
    const html = await swahili.text();
    expect(html).toContain('<html lang="sw"');
    expect(wayBack(html)).toBe("/fixtures?team=u-15&lang=sw");
    const again = await get("/fixtures?team=u-15&lang=sw");
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(await again.text()).toBe(html);
    // A visitor whose cookie chose Swahili has the same key, and gets that copy.
    const byCookie = await get("/fixtures?team=u-15", { Cookie: "lang=sw" });
    expect(byCookie.headers.get("x-cache")).toBe("hit");
    expect(await byCookie.text()).toBe(html);
    // Where the cookie made the copy, the address names no language.
    const english = await get("/fixtures?team=u-17", { Cookie: "lang=en" });
    expect(english.headers.get("x-cache")).toBe("miss");
    expect(wayBack(await english.text())).toBe("/fixtures?team=u-17");
  });
});
