// English that used to be left on Swahili pages, over HTTP against the build: the home page's news
// badges, our teams' names, products (their optional Swahili name and description, edited in the
// admin's product editor), the calendar feeds; and the one Swahili time format ("saa 10:00 jioni
// (16:00)") for training, office hours and kick-offs. English pages keep their words.
import { describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { Client, logInAs, queryDb, startServerForFile, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
startServerForFile({}, (file) => {
  ({ server } = file);
});

const page = async (path: string, client = new Client(server.url)) => {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  return withoutScripts(await response.text());
};

/** The text of the elements in `html` that carry `className`. */
const badges = (html: string) => [...html.matchAll(/<span[^>]*class="[^"]*badge[^"]*"[^>]*>([^<]+)<\/span>/gi)].map((match) => match[1]);

describe("the home page in Swahili", () => {
  it("names the news categories with the blog's Swahili words", async () => {
    const swahili = await page("/?lang=sw");
    const english = await page("/?lang=en");
    // Seeded news: "Match Report", "Academy", "Club News", "Community".
    expect(english).toMatch(/>Match Report</);
    expect(swahili).not.toMatch(/>Match Report</);
    expect(swahili).toMatch(/>Ripoti za Mechi</);
    expect(swahili).toMatch(/>Habari za Klabu</);
    expect(swahili).toMatch(/>Akademia</);
    expect(swahili).not.toMatch(/>Club News</);
    expect(badges(swahili)).not.toContain("Community");
  });

  it("writes training and office hours in the one Swahili time format; English as before", async () => {
    const swahili = await page("/?lang=sw");
    expect(swahili).toContain("Jumanne na Alhamisi, saa 10:00 jioni (16:00) hadi saa 12:00 jioni (18:00)");
    expect(swahili).toContain("Jumamosi, saa 2:00 asubuhi (08:00) hadi saa 5:00 asubuhi (11:00)");
    expect(swahili).toContain("Jumatatu hadi Ijumaa, saa 2:00 asubuhi (08:00) hadi saa 11:00 jioni (17:00)");
    // The club's address in Swahili (stored content such as news or sponsors' names stays as written).
    expect(swahili).toContain("Kwenye uwanja wa mazoezi, Barabara ya Ngong.");
    expect(swahili).toContain("Uwanja wa Mazoezi wa Rising Stars, Barabara ya Ngong, Nairobi, Kenya");
    expect(swahili).not.toContain("Rising Stars Training Ground, Ngong Road, Nairobi, Kenya");
    const english = await page("/?lang=en");
    expect(english).toContain("Tuesday and Thursday, 4:00 PM to 6:00 PM");
    expect(english).toContain("Monday to Friday, 8:00 AM to 5:00 PM");
    expect(english).toContain("Rising Stars Training Ground, Ngong Road, Nairobi, Kenya");
  });
});

describe("our teams and matches in Swahili", () => {
  it("names the teams by age group, and writes sessions and kick-offs in the Swahili time format", async () => {
    const team = await page("/teams/u-13?lang=sw");
    expect(team).toMatch(/<h1[^>]*>Chini ya Miaka 13<\/h1>/);
    expect(team).not.toContain("Under-13s");
    expect(team).toContain("saa 10:00 jioni (16:00) hadi saa 12:00 jioni (18:00)");
    expect(await page("/teams/senior?lang=sw")).toMatch(/<h1[^>]*>Timu ya Wakubwa<\/h1>/);
    const english = await page("/teams/u-13?lang=en");
    expect(english).toMatch(/<h1[^>]*>Under-13s<\/h1>/);
    expect(english).toContain("16:00–18:00");

    const fixtures = await page("/fixtures?lang=sw");
    expect(fixtures).toContain("Chini ya Miaka 13");
    // Every kick-off carries its part of the day and the 24-hour time: "saa 9:00 alasiri (15:00)".
    expect(fixtures).toMatch(/saa \d{1,2}:\d{2} (asubuhi|mchana|alasiri|jioni|usiku|alfajiri) \(\d{2}:\d{2}\)/);
  });

  it("writes the team feed in Swahili when asked with lang=sw or by a Swahili visitor, escaped as before", async () => {
    const asked = await (await new Client(server.url).get("/teams/u-13/calendar.ics?lang=sw")).text();
    expect(asked).toContain("X-WR-CALNAME:Rising Stars FC Chini ya Miaka 13");
    expect(asked).toMatch(/SUMMARY:[^\r\n]* dhidi ya /);
    const visitor = new Client(server.url);
    visitor.cookies.set("lang", "sw");
    expect(await (await visitor.get("/teams/u-13/calendar.ics")).text()).toContain("X-WR-CALNAME:Rising Stars FC Chini ya Miaka 13");
    const english = await (await new Client(server.url).get("/teams/u-13/calendar.ics")).text();
    expect(english).toContain("X-WR-CALNAME:Rising Stars FC Under-13s");
    expect(english).not.toContain("dhidi ya");
    // Lines stay folded and separated as iCalendar wants them.
    expect(asked.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});

describe("products in Swahili", () => {
  it("shows the seeded Swahili names and descriptions to Swahili visitors, the English ones to others", async () => {
    const swahili = await page("/shop?lang=sw");
    expect(swahili).toContain("Jezi ya Nyumbani 2026/27");
    expect(swahili).not.toContain("Home Jersey 2026/27");
    // The product's address stays the one made from its English name.
    expect(swahili).toContain('href="/shop/1-home-jersey-2026-27"');
    const product = await page("/shop/1-home-jersey-2026-27?lang=sw");
    expect(product).toContain("Jezi rasmi ya nyumbani ya rangi ya chungwa");
    expect(product).not.toContain("The official orange home shirt");

    const english = await page("/shop?lang=en");
    expect(english).toContain("Home Jersey 2026/27");
    expect(english).not.toContain("Jezi ya Nyumbani");
    // The API answers as before: English, without the Swahili fields.
    const api = (await (await new Client(server.url).get("/api/merchandise")).json()) as Array<Record<string, unknown>>;
    expect(api.find((item) => item.id === 1)).toMatchObject({ name: "Home Jersey 2026/27" });
    expect(api[0]).not.toHaveProperty("nameSw");
  });

  it("names the products in the cart and on the order page in Swahili, linking to their one address", async () => {
    const shopper = new Client(server.url);
    shopper.cookies.set("lang", "sw");
    expect((await shopper.postJson("/api/cart", { merchandiseId: 1, size: "M", quantity: 1 })).status).toBe(201);
    const cart = await page("/cart", shopper);
    expect(cart).toContain("Jezi ya Nyumbani 2026/27");
    expect(cart).toContain('href="/shop/1-home-jersey-2026-27"');
    const placed = await shopper.postJson("/api/create-payment-intent", {
      amount: 3500,
      customerInfo: { name: "Wanjiru Kamau", email: `wanjiru-${uniqueSuffix()}@example.com`, phone: "+254 712 000 222", address: "Lavington, Nairobi" },
    });
    expect(placed.status).toBe(201);
    const { orderUrl } = (await placed.json()) as { orderUrl: string };
    expect(await page(orderUrl, shopper)).toContain("Jezi ya Nyumbani 2026/27");
    const english = new Client(server.url);
    english.cookies.set("lang", "en");
    expect(await page(orderUrl, english)).toContain("Home Jersey 2026/27");
  });

  it("takes the Swahili name and description from the product editor, and falls back to English when they are emptied", async () => {
    const { client: admin } = await logInAs(server, "admin");
    const name = `Rain Jacket ${uniqueSuffix()}`;
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [key, value] of Object.entries({
        intent: "save",
        name,
        description: "A light rain jacket.",
        price: "2500",
        category: "training-gear",
        sizes: "M, L",
        colors: "Navy",
        stock: "5",
        active: "on",
        imageUrl: "https://images.example.com/jacket.webp",
        ...fields,
      }))
        body.append(key, value);
      return body;
    };
    const created = await admin.request("/admin/products", { method: "POST", body: form({ nameSw: "Koti la Mvua", descriptionSw: "Koti jepesi la mvua." }) });
    expect(created.status).toBe(302);
    const [row] = queryDb<{ id: number; name_sw: string | null; description_sw: string | null }>(server, "SELECT id, name_sw, description_sw FROM merchandise WHERE name = ?", name);
    expect(row).toMatchObject({ name_sw: "Koti la Mvua", description_sw: "Koti jepesi la mvua." });

    const editor = await page(`/admin/products?edit=${row.id}`, admin);
    expect(editor).toContain('name="nameSw"');
    expect(editor).toContain("Koti la Mvua");

    const swahili = await page("/shop?lang=sw");
    expect(swahili).toContain("Koti la Mvua");
    expect(swahili).toContain("Koti jepesi la mvua.");
    expect(await page("/shop?lang=en")).toContain(name);

    const emptied = await admin.request("/admin/products", { method: "POST", body: form({ id: String(row.id), nameSw: "", descriptionSw: "" }) });
    expect(emptied.status).toBe(302);
    expect(queryDb(server, "SELECT name_sw, description_sw FROM merchandise WHERE id = ?", row.id)).toEqual([{ name_sw: null, description_sw: null }]);
    const fallback = await page("/shop?lang=sw");
    expect(fallback).toContain(name);
    expect(fallback).not.toContain("Koti la Mvua");

    // A Swahili name on several lines is refused like the English one.
    const refused = await admin.request("/admin/products", { method: "POST", body: form({ id: String(row.id), nameSw: "Koti\nla Mvua" }) });
    expect(refused.status).toBe(400);
  });
});
