// The site header's navigation over HTTP: one list that CSS shows as the desktop bar or the phone menu,
// so each of its links is in the page's markup once, for visitors and for signed-in staff.
import { describe, expect, it } from "vitest";
import { adminSections } from "~/config/admin-sections";
import { logInAs, startServerForFile, withoutScripts, type Client, type TestServer } from "./harness";

let server: TestServer;
startServerForFile({}, (started) => ({ server } = started));

async function headerOf(path: string, client?: Client): Promise<string> {
  const response = client ? await client.get(path) : await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  const header = /<header\b[\s\S]*?<\/header>/.exec(withoutScripts(await response.text()))?.[0];
  expect(header, "the page has a <header>").toBeTruthy();
  return header!;
}

const hrefsIn = (html: string) => [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => match[1]);
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, "g"))?.length ?? 0;

/** Each link's address in the header, with how often it occurs when more than once. */
function repeated(hrefs: string[]): Record<string, number> {
  const times: Record<string, number> = {};
  for (const href of hrefs) times[href] = (times[href] ?? 0) + 1;
  return Object.fromEntries(Object.entries(times).filter(([, n]) => n > 1));
}

describe("the site header", () => {
  it("has each of a visitor's links once, in one navigation landmark", async () => {
    for (const path of ["/", "/blog", "/shop?lang=sw"]) {
      const header = await headerOf(path);
      const hrefs = hrefsIn(header);
      expect(repeated(hrefs), path).toEqual({});
      for (const href of ["/", "/#home", "/#about", "/#team", "/#coaching-staff", "/#administrative-staff", "/academy-registration", "/fixtures", "/#news", "/blog", "/shop", "/membership", "/#gallery", "/#contact"]) {
        expect(hrefs, `${path}: ${href}`).toContain(href);
      }
      expect(hrefs.filter((href) => href.includes("?lang="))).toHaveLength(1);
      expect(count(header, /<nav\b/), path).toBe(1);
      // One toggle for the phone, naming the list it opens; one <details> per group.
      expect(count(header, /<details[^>]*data-mobile-menu/)).toBe(1);
      expect(header).toMatch(/<summary[^>]*aria-controls="site-menu"/);
      expect(count(header, /\sid="site-menu"/)).toBe(1);
      expect(count(header, /<details[^>]*data-nav-dropdown/)).toBe(2);
      expect(count(header, /<summary\b/)).toBe(3);
      // No admin links for visitors.
      const adminHrefs = ["/academy-admin", "/admin-dashboard", ...adminSections.map((section) => section.href)];
      expect(hrefs.filter((href) => adminHrefs.includes(href))).toEqual([]);
    }
  });

  it("gives signed-in staff the Admin group and the academy's admin screen, each link once", async () => {
    const { client } = await logInAs(server, "admin");
    const header = await headerOf("/blog", client);
    const hrefs = hrefsIn(header);
    expect(repeated(hrefs)).toEqual({});
    expect(count(header, /<details[^>]*data-nav-dropdown/)).toBe(3);
    expect(hrefs).toContain("/academy-admin");
    for (const section of adminSections.filter((entry) => entry.inSiteMenu && entry.built)) expect(hrefs).toContain(section.href);
    // The dashboard link is the phone menu's only: its item is hidden from the bar.
    expect(header).toMatch(/<li class="lg:hidden"><a[^>]*href="\/admin-dashboard"/);
    expect(count(header, /class="lg:hidden"/)).toBe(1);
    // One "Admin Dashboard" (the dashboard); the academy's screen goes by its own name.
    expect(count(header, />Admin Dashboard</)).toBe(1);
    expect(header).toMatch(/<a[^>]*href="\/academy-admin"[^>]*>Academy Registrations</);
  });

  it("holds the notification button on phones (it floats only from lg, where it covers nothing)", async () => {
    const page = withoutScripts(await (await fetch(`${server.url}/competitions/nairobi-youth-league-u13`)).text());
    const header = /<header\b[\s\S]*?<\/header>/.exec(page)![0];
    const button = /<button[^>]*aria-haspopup="dialog"[^>]*>/.exec(header)?.[0] ?? "";
    expect(button).toContain("Notification settings");
    const classes = /class="([^"]*)"/.exec(button)![1].split(/\s+/);
    expect(classes).toContain("lg:fixed");
    expect(classes.filter((name) => ["fixed", "absolute", "sticky"].includes(name))).toEqual([]);
    // Nowhere else on the page.
    expect(page.split('aria-haspopup="dialog"').length - 1).toBe(1);
  });

  it("takes visitors to the fixtures page from the menu and the footer, in both languages", async () => {
    for (const [path, label] of [["/blog", "Fixtures"], ["/shop?lang=sw", "Mechi"]]) {
      const page = withoutScripts(await (await fetch(`${server.url}${path}`)).text());
      const header = /<header\b[\s\S]*?<\/header>/.exec(page)![0];
      const footer = /<footer\b[\s\S]*?<\/footer>/.exec(page)![0];
      expect(header, path).toMatch(new RegExp(`<a[^>]*href="/fixtures"[^>]*>${label}</a>`));
      expect(footer, path).toMatch(new RegExp(`<a href="/fixtures"[^>]*>${label}</a>`));
      expect(hrefsIn(footer), path).not.toContain("/#fixtures");
    }
  });
});
