// The sponsors area over HTTP: the admin list and its editor (form protocol, logo through the image
// pipeline, refusals with the right status and no row written), and the home page's strip.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executableBytes } from "../support/factories";
import { Client, logInAs, queryDb, startServer, type TestServer } from "./harness";

let server: TestServer;
let staff: Client;

beforeAll(async () => {
  server = await startServer({ PAGE_CACHE: "off" });
  ({ client: staff } = await logInAs(server, "staff"));
});
afterAll(() => server?.stop());

type SponsorRow = { id: number; name: string; tier: string; website_url: string | null; logo_url: string | null; is_active: number };
const sponsorNamed = (name: string) => queryDb<SponsorRow>(server, "SELECT * FROM sponsors WHERE name = ?", name)[0];
const sponsorCount = () => queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM sponsors")[0].n;
const storedFilesOf = (url: string) => {
  const dir = path.join(server.dataDir, "uploads", "images");
  const id = url.slice("/media/".length).split("-").slice(0, -1).join("-");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.startsWith(id)) : [];
};

function sponsorForm(fields: Record<string, string>, logo?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  form.append("intent", "save");
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (logo) form.append("logo", new Blob([new Uint8Array(logo.bytes)], { type: logo.type }), logo.name);
  return form;
}
/** The editor posts to the page it is open on: `?edit=new` or `?edit=<id>`. */
const save = (form: FormData) => staff.request(`/admin/sponsors?edit=${form.get("id") ?? "new"}`, { method: "POST", body: form });
const pngLogo = () => sharp({ create: { width: 400, height: 200, channels: 3, background: "#0b2545" } }).png().toBuffer();

describe("the home page", () => {
  it("thanks the seeded sponsors, main sponsor first", async () => {
    const html = await (await new Client(server.url).get("/")).text();
    expect(html).toContain("Our Sponsors");
    const main = html.indexOf("Ngong Road Motors");
    const supporter = html.indexOf("Dagoretti Hardware");
    expect(main).toBeGreaterThan(0);
    expect(supporter).toBeGreaterThan(main);
  });
});

describe("/admin/sponsors", () => {
  it("lists, searches and filters the sponsors with the count line", async () => {
    const all = await (await staff.get("/admin/sponsors")).text();
    expect(all).toContain("4 sponsors");
    const supporters = await (await staff.get("/admin/sponsors?tier=supporter")).text();
    expect(supporters).toContain("2 sponsors match your criteria");
    expect(supporters).not.toContain("Ngong Road Motors");
    const one = await (await staff.get("/admin/sponsors?q=pharm")).text();
    expect(one).toContain("1 sponsor matches your criteria");
  });

  it("adds a sponsor with an uploaded logo, stored as WebP, and shows it on the home page", async () => {
    const response = await save(
      sponsorForm({ name: "Westlands Water Co", tier: "partner", websiteUrl: "https://water.example.co.ke", isActive: "on" }, { bytes: await pngLogo(), name: "logo.png", type: "image/png" }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/sponsors");
    const row = sponsorNamed("Westlands Water Co");
    expect(row).toMatchObject({ tier: "partner", website_url: "https://water.example.co.ke", is_active: 1 });
    expect(row.logo_url).toMatch(/^\/media\/[A-Za-z0-9_-]{24}-400x200\.webp$/);
    expect(storedFilesOf(row.logo_url!).length).toBeGreaterThan(0);

    const home = await (await new Client(server.url).get("/")).text();
    expect(home).toContain('href="https://water.example.co.ke"');
    // The home page's sections are rendered on the server only: the logo is in its <img>, at a stored width.
    const logoId = /^\/media\/([\w-]{24})-\d+x\d+\.webp$/.exec(row.logo_url!)![1];
    expect(home).toMatch(new RegExp(`<img[^>]+src="/media/${logoId}-\\d+\\.webp"[^>]*alt="Westlands Water Co"`));
    const audit = queryDb<{ action: string }>(server, "SELECT action FROM audit_log WHERE target_type = 'sponsor' AND target_id = ?", String(row.id));
    expect(audit.map((entry) => entry.action)).toEqual(["sponsor.create"]);
  });

  it("answers bad input with 400, the messages by the fields, what was typed, and no row", async () => {
    const before = sponsorCount();
    const response = await save(sponsorForm({ name: "   ", tier: "gold", websiteUrl: "http://plain.example.com" }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/<li[^>]*>Sponsor name is required<\/li>/);
    expect(html).toMatch(/<li[^>]*>Please choose a tier<\/li>/);
    expect(html).toMatch(/<li[^>]*>Enter the sponsor(&#x27;|')s website as an https:\/\/ address<\/li>/);
    expect(html).toContain('value="http://plain.example.com"');
    expect(sponsorCount()).toBe(before);
  });

  it("refuses a second sponsor of the same name (any case) with 409", async () => {
    const before = sponsorCount();
    const response = await save(sponsorForm({ name: "KILIMANI pharmacy", tier: "supporter" }));
    expect(response.status).toBe(409);
    expect(await response.text()).toMatch(/<li[^>]*>A sponsor with this name already exists<\/li>/);
    expect(sponsorCount()).toBe(before);
  });

  it("refuses a program disguised as a PNG by its content (415), storing nothing", async () => {
    const before = sponsorCount();
    const dir = path.join(server.dataDir, "uploads", "images");
    const filesBefore = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    const response = await save(sponsorForm({ name: "Sneaky Ltd", tier: "supporter" }, { bytes: executableBytes(), name: "logo.png", type: "image/png" }));
    expect(response.status).toBe(415);
    expect(await response.text()).toMatch(/<li[^>]*>Please select a valid image file \(JPEG, PNG, GIF, WebP\)\.<\/li>/);
    expect(sponsorCount()).toBe(before);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir).length : 0).toBe(filesBefore);
  });

  it("replacing the logo deletes the old picture; deleting the sponsor deletes the new one", async () => {
    await save(sponsorForm({ name: "Karen Bakery", tier: "supporter", isActive: "on" }, { bytes: await pngLogo(), name: "a.png", type: "image/png" }));
    const first = sponsorNamed("Karen Bakery");
    const replaced = await save(
      sponsorForm({ id: String(first.id), name: "Karen Bakery", tier: "partner", isActive: "on" }, { bytes: await pngLogo(), name: "b.png", type: "image/png" }),
    );
    expect(replaced.status).toBe(302);
    const second = sponsorNamed("Karen Bakery");
    expect(second.tier).toBe("partner");
    expect(second.logo_url).not.toBe(first.logo_url);
    expect(storedFilesOf(first.logo_url!)).toEqual([]);
    expect(storedFilesOf(second.logo_url!).length).toBeGreaterThan(0);

    const deleted = await staff.postForm("/admin/sponsors", { intent: "delete", id: String(second.id) });
    expect(deleted.status).toBe(302);
    expect(sponsorNamed("Karen Bakery")).toBeUndefined();
    expect(storedFilesOf(second.logo_url!)).toEqual([]);
  });

  it("a hidden sponsor stays on the list but leaves the home page", async () => {
    const row = sponsorNamed("Mama Njeri's Kitchen");
    const response = await save(sponsorForm({ id: String(row.id), name: row.name, tier: row.tier }));
    expect(response.status).toBe(302);
    expect(sponsorNamed(row.name).is_active).toBe(0);
    const home = await (await new Client(server.url).get("/")).text();
    expect(home).not.toContain("Mama Njeri");
    expect(await (await staff.get("/admin/sponsors")).text()).toContain("Mama Njeri");
  });

  it("answers a delete of a sponsor that is gone with the failure toast, not an error page", async () => {
    const response = await staff.postForm("/admin/sponsors", { intent: "delete", id: "999999" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/sponsors");
  });
});
