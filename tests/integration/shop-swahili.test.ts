// The shop in Swahili without JavaScript: a shopper who chose Kiswahili reads the checkout's errors,
// the cart's toasts and the order page in it, while the JSON API keeps answering in English.
import { describe, expect, it } from "vitest";
import { Client, postNativeForm, startServerForFile, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
startServerForFile({}, (started) => ({ server } = started));

/** A shopper who chose Kiswahili (the language cookie) with a Home Jersey in the cart. */
async function swahiliShopperWithJersey() {
  const client = new Client(server.url);
  expect((await client.get("/shop?lang=sw")).status).toBe(200);
  expect(client.cookies.get("lang")).toBe("sw");
  expect((await client.postJson("/api/cart", { merchandiseId: 1, size: "M", quantity: 2 })).status).toBe(201);
  return client;
}

/** A native form post from the client's browser; the cookies it sets (the toast) are kept. */
async function nativePost(client: Client, pathname: string, fields: Record<string, string>) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await postNativeForm(server.url, pathname, fields, { Cookie: cookie });
  for (const set of response.headers["set-cookie"] ?? []) {
    const [name, ...value] = set.split(";")[0].split("=");
    client.cookies.set(name.trim(), value.join("="));
  }
  return response;
}

describe("the shop in Swahili", () => {
  it("a refused checkout shows its field errors and its toast in Swahili", async () => {
    const client = await swahiliShopperWithJersey();
    const refused = await nativePost(client, "/cart", { intent: "checkout", amount: "7000", name: "", email: "wanjiru@", address: "" });
    expect(refused.status).toBe(400);
    const page = withoutScripts(refused.body);
    expect(page).toMatch(/<html lang="sw"/);
    expect(page).toContain("Tafadhali weka anwani sahihi ya barua pepe");
    expect(page).toContain("Taarifa Hazijakamilika");
    expect(page).toContain("Tafadhali jaza sehemu zote zinazohitajika.");
    expect(page).not.toContain("Please enter a valid email address");
    expect(page).not.toContain("Missing Information");
  });

  it("a refused Add to Cart reads wholly in Swahili on the page, and in English from the API", async () => {
    const client = await swahiliShopperWithJersey();
    const refused = await nativePost(client, "/cart", { intent: "add", merchandiseId: "1", size: "M", quantity: "99", redirectTo: "/shop#product-1" });
    // Back to the product's card, the refusal in the toast.
    expect(refused.status).toBe(302);
    expect(refused.headers.location).toBe("/shop#product-1");
    const page = withoutScripts(await (await client.get("/shop")).text());
    expect(page).toContain("Imeshindikana kuweka bidhaa kikapuni.");
    expect(page).toContain("Kikapu chako tayari kina 2.");
    expect(page).not.toContain("Failed to add item to cart");
    expect(page).not.toContain("Your cart already has");
    const api = await client.postJson("/api/cart", { merchandiseId: 1, size: "M", quantity: 99 });
    expect(api.status).toBe(409);
    expect(((await api.json()) as { message: string }).message).toMatch(/Your cart already has 2\.$/);
  });

  it("the order page gives the status, what it means and how to pay in Swahili; sizes and prices too", async () => {
    const client = await swahiliShopperWithJersey();
    const placed = await client.postJson("/api/create-payment-intent", {
      amount: 7000,
      customerInfo: { name: "Wanjiru Kamau", email: "wanjiru@example.com", phone: "0712 345 678", address: "Lavington, Nairobi" },
    });
    expect(placed.status).toBe(201);
    const { orderUrl } = (await placed.json()) as { orderUrl: string };
    const page = withoutScripts(await (await client.get(orderUrl)).text());
    expect(page).toMatch(/<h1[^>]*>Oda #\d+<\/h1>/);
    expect(page).toContain("Asante, Wanjiru Kamau.");
    expect(page).toMatch(/>inasubiri</);
    expect(page).toContain("Tumepokea oda yako na tunaiandaa.");
    expect(page).toContain("Jinsi ya kulipa");
    expect(page).toContain("Bado hujatozwa chochote.");
    expect(page).toContain("Saizi M, Rangi Orange");
    expect(page).toContain("KES 7,000");
    expect(page).not.toContain("How to pay");
  });
});
