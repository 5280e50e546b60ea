// No English left on a Swahili page: every public page is rendered in English and in Swahili, and
// any text a visitor reads (or hears: aria-label, alt, title, placeholder) that is the same in both
// is untranslated — unless it is content staff wrote (any text stored in the database: names, posts,
// products), a number, a date, or a name that is the same in both languages.
import { firstNameAndInitial } from "~/utils/child-name";
import { describe, expect, it } from "vitest";
import { Client, queryDb, startServerForFile, type TestServer } from "./harness";

let server: TestServer;
startServerForFile({}, (started) => ({ server } = started));

/** Words that are the same in English and Swahili pages: names, brands, units. */
const SAME_IN_BOTH = new Set([
  "English",
  "Kiswahili",
  "M-Pesa",
  "KES",
  "Rising Stars FC",
  "WhatsApp",
  "Facebook",
  "X",
  "Instagram",
  "YouTube",
  "RSS",
  "U-9",
  "U-11",
  "U-13",
  "U-15",
  "U-17",
  "PDF",
  "×",
  "/",
  "–",
  "-",
  "·",
  "|",
]);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    ENTITIES[name.toLowerCase()] ??
    (name.startsWith("#x") ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : whole),
  );

/** The texts of a page a visitor reads or hears, each trimmed, in order. */
export function visibleTexts(html: string): string[] {
  const body = html
    .replace(/<head>[\s\S]*?<\/head>/i, "")
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const texts = [...body.matchAll(/>([^<]+)</g)].map((match) => match[1]);
  const attributes = [...body.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((match) => match[1]);
  return [...texts, ...attributes].map((text) => decode(text).replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** Every text value stored in the database: what staff wrote stays in the language they wrote it in. */
function storedTexts(): string[] {
  const tables = queryDb<{ name: string }>(server, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  const values: string[] = [];
  for (const { name } of tables) {
    for (const row of queryDb<Record<string, unknown>>(server, `SELECT * FROM "${name}"`)) {
      for (const value of Object.values(row)) if (typeof value === "string" && value.trim()) values.push(value);
    }
  }
  return values;
}

/** Names built from parts: our side in an age group ("Rising Stars FC U-13"); an academy registration's reference ("ACA-00042"). */
const NAME_PATTERNS = [/^Rising Stars FC U-\d+$/, /^ACA-\d{5,}$/];

const NO_WORDS = /^[\d\s.,:;!?%+()/#&×–—-]*$/;
// Dates and amounts: numbers with month abbreviations that read the same in both languages.
const DATE_OR_AMOUNT = /^(?:KES\s?[\d,]+|\d{1,2} (?:Jan|Feb|Apr|Jun|Jul|Sep|Nov) \d{4}(?:, \d{2}:\d{2})?|\d{1,2} (?:Jan|Feb|Apr|Jun|Jul|Sep|Nov))$/;

function untranslated(english: string[], swahili: string[], stored: string[]): string[] {
  const inEnglish = new Set(english);
  return [
    ...new Set(
      swahili.filter(
        (text) =>
          inEnglish.has(text) &&
          !NO_WORDS.test(text) &&
          !DATE_OR_AMOUNT.test(text) &&
          !SAME_IN_BOTH.has(text) &&
          !NAME_PATTERNS.some((pattern) => pattern.test(text)) &&
          // Stored as written, or a child's name as public pages show it ("Amani K.").
          !stored.some((value) => value === text || value.includes(text) || firstNameAndInitial(value) === text),
      ),
    ),
  ];
}

async function pageIn(client: Client, url: string, language: "en" | "sw") {
  const response = await client.get(`${url}${url.includes("?") ? "&" : "?"}lang=${language}`);
  return { status: response.status, html: await response.text() };
}

const PUBLIC_PAGES = [
  "/",
  "/blog",
  "/blog?q=no-post-says-this",
  "/blog/rising-stars-3-1-kariobangi-sharks-juniors",
  "/shop",
  "/shop/1-home-jersey-2026-27",
  "/cart",
  "/membership",
  "/membership?tab=register",
  "/membership?tab=lookup",
  "/membership?tab=content",
  "/membership/sign-in",
  "/membership/content/1",
  "/membership/content/999",
  "/academy-registration",
  "/family",
  "/family/sign-in",
  "/family/email-change?token=spent",
  "/fixtures",
  "/fixtures/1",
  "/fixtures/7",
  "/fixtures/17",
  "/fixtures/99999",
  "/teams/u-13",
  "/competitions/nairobi-youth-league-u13",
  "/competitions/nairobi-junior-festival-cup",
  "/no-such-page",
];

describe("every public page in Swahili", () => {
  it.each(PUBLIC_PAGES)("%s has no English left", async (url) => {
    const client = new Client(server.url);
    const english = await pageIn(client, url, "en");
    const swahili = await pageIn(client, url, "sw");
    expect(swahili.status).toBe(english.status);
    expect(swahili.html).toMatch(/<html lang="sw"/);
    expect(untranslated(visibleTexts(english.html), visibleTexts(swahili.html), storedTexts())).toEqual([]);
  });

  it("the cart with items and the order page", async () => {
    const buyer = new Client(server.url);
    expect((await buyer.postJson("/api/cart", { merchandiseId: 1, size: "M", quantity: 2 })).status).toBe(201);
    const cartEn = await pageIn(buyer, "/cart", "en");
    const cartSw = await pageIn(buyer, "/cart", "sw");
    const placed = await buyer.postJson("/api/create-payment-intent", {
      amount: 7000,
      customerInfo: { name: "Wanjiru Kamau", email: "wanjiru@example.com", address: "Lavington, Nairobi" },
    });
    expect(placed.status).toBe(201);
    const { orderUrl } = (await placed.json()) as { orderUrl: string };
    const address = new URL(orderUrl, server.url);
    const path = address.pathname + address.search;
    const orderEn = await pageIn(buyer, path, "en");
    const orderSw = await pageIn(buyer, path, "sw");
    const stored = storedTexts();
    expect(untranslated(visibleTexts(cartEn.html), visibleTexts(cartSw.html), stored)).toEqual([]);
    expect(untranslated(visibleTexts(orderEn.html), visibleTexts(orderSw.html), stored)).toEqual([]);
  });

  it("the academy registration refused (error summary, kept certificate) and its receipt", async () => {
    const fields = (overrides: Record<string, string>) => {
      const form = new FormData();
      const values: Record<string, string> = {
        playerName: "Amani Njoroge Swahili",
        dateOfBirth: "2014-03-02",
        gender: "female",
        position: "Winger",
        experience: "Beginner - No previous experience",
        parentGuardianName: "Neema Njoroge",
        relationship: "Mother",
        phoneNumber: "0712 345 999",
        email: "neema.swahili@example.com",
        address: "Kilimani, Nairobi",
        emergencyContactName: "Peter Njoroge",
        emergencyContactPhone: "0722 000 999",
        trainingDays: "Monday",
        goals: "Learn to play in a team.",
        termsAgreed: "on",
        ...overrides,
      };
      for (const [name, value] of Object.entries(values)) form.append(name, value);
      return form;
    };
    const refusedIn = async (language: "en" | "sw") => {
      const form = fields({ goals: "short" });
      form.append("birthCertificate", new Blob([new Uint8Array(Buffer.from("%PDF-1.4\n%%EOF\n"))], { type: "application/pdf" }), "cheti.pdf");
      const response = await new Client(server.url).request(`/academy-registration?lang=${language}`, { method: "POST", body: form });
      expect(response.status).toBe(400);
      return response.text();
    };
    const [refusedEn, refusedSw] = [await refusedIn("en"), await refusedIn("sw")];
    expect(refusedSw).toContain("Baadhi ya majibu yanahitaji kurekebishwa");
    // What the parent typed comes back as typed.
    const typed = [...fields({}).values()].map(String);
    expect(untranslated(visibleTexts(refusedEn), visibleTexts(refusedSw), [...storedTexts(), ...typed])).toEqual([]);

    const sent = await new Client(server.url).request("/academy-registration", { method: "POST", body: fields({}) });
    expect(sent.status).toBe(302);
    const receipt = sent.headers.get("Location")!.split("#")[0];
    const parent = new Client(server.url);
    const [receiptEn, receiptSw] = [await pageIn(parent, receipt, "en"), await pageIn(parent, receipt, "sw")];
    expect(receiptSw.status).toBe(200);
    expect(receiptSw.html).toContain("Usajili umepokelewa");
    expect(untranslated(visibleTexts(receiptEn.html), visibleTexts(receiptSw.html), storedTexts())).toEqual([]);
  });
});
