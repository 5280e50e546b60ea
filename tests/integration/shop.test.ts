// The shop over HTTP: the catalogue, the cart cookie, the shop JSON API (a cart's lines reachable only
// with that cart's id), checkout (tampered amounts refused, stock never oversold even by 20 buyers at
// once), the confirmation page, the order e-mails, and the admin's products and orders.
import http from "node:http";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { Client, logInAs, queryDb, startServer, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
let admin: Client;
let staff: Client;

beforeAll(async () => {
  // Every buyer here comes from the test's one IP: raise the cap on open orders per IP, as a load
  // test would (tests/integration/abuse/03-stock-holds.test.ts tests the cap itself).
  server = await startServer({ ORDERS_PER_IP_BURST: "1000" });
  ({ client: admin } = await logInAs(server, "admin"));
  ({ client: staff } = await logInAs(server, "staff"));
});
afterAll(() => server?.stop());

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);

function write(sql: string, ...params: unknown[]) {
  const db = new Database(server.dbFile);
  try {
    return db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

type ProductRow = { name?: string; price?: number; stock?: number; sizes?: string[]; colors?: string[]; category?: string; featured?: boolean };

/** A product of its own for one test, so tests do not share stock. */
function insertProduct({ name = `Test Jersey ${uniqueSuffix()}`, price = 2500, stock = 10, sizes = ["S", "M", "L"], colors = ["Orange"], category = "jersey", featured = false }: ProductRow = {}) {
  const result = write(
    "INSERT INTO merchandise (name, description, price, category, sizes, colors, images, stock, featured) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    name,
    "A test product.",
    price,
    category,
    JSON.stringify(sizes),
    JSON.stringify(colors),
    JSON.stringify(["/images/shop/home-jersey.webp"]),
    stock,
    featured ? 1 : 0,
  );
  return { id: Number(result.lastInsertRowid), name, price, stock };
}

const stockOf = (id: number) => query<{ stock: number }>("SELECT stock FROM merchandise WHERE id = ?", id)[0].stock;
const cartIdOf = (client: Client) => client.cookies.get("cart");
/** The cart id inside the signed cookie (base64 of its JSON value, then the signature). */
const sessionIdOf = (client: Client) =>
  JSON.parse(Buffer.from(decodeURIComponent(cartIdOf(client)!).split(".")[0], "base64").toString("utf8")) as string;

/** A form post the way a browser without JavaScript sends it (a navigation), with the client's cookies. */
function nativePost(client: Client, pathname: string, fields: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(new URL(pathname, server.url), {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
        "Sec-Fetch-Mode": "navigate",
        "Sec-Fetch-Site": "same-origin",
        Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
    });
    req.on("response", (res) => {
      for (const cookie of res.headers["set-cookie"] ?? []) {
        const [pair] = cookie.split(";");
        const index = pair.indexOf("=");
        client.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1));
      }
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

function decodeToast(client: Client) {
  const raw = client.cookies.get("toast");
  if (!raw) return null;
  const payload = decodeURIComponent(raw).split(".")[0];
  const data = JSON.parse(decodeURIComponent(escape(Buffer.from(payload, "base64").toString("latin1"))));
  return data.__flash_flash__?.toast ?? null;
}

// Each call is another customer (e-mail and phone): one customer may have only a few open orders.
let phones = 0;
const customer = (overrides: Record<string, string> = {}) => ({
  name: "Achieng Otieno",
  email: `achieng.${uniqueSuffix()}@example.com`,
  phone: `+254 712 ${String(++phones).padStart(6, "0")}`,
  address: "Kilimani, Argwings Kodhek Road, Nairobi",
  ...overrides,
});

/** A client with its own cart holding `quantity` of `productId` (size S), through the JSON API. */
async function cartWith(productId: number, quantity = 1) {
  const client = new Client(server.url);
  const response = await client.postJson("/api/cart", { merchandiseId: productId, size: "S", quantity });
  expect(response.status).toBe(201);
  return client;
}

describe("/shop", () => {
  it("shows the shop with prices in KES, stock, featured products (at most 3) and the categories", async () => {
    const response = await new Client(server.url).get("/shop");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Rising Stars Shop");
    expect(html).toContain("Featured Products");
    expect(html).toContain("KES 3,500");
    expect(html).toMatch(/\d+ in stock/);
    for (const label of ["All Products", "Jerseys", "Shorts", "Accessories", "Training Gear"]) expect(html).toContain(label);
    const featured = html.split('id="featured-heading"')[1].split('id="products-heading"')[0];
    expect(featured.match(/<article/g)?.length).toBeLessThanOrEqual(3);
    expect(featured.match(/<article/g)?.length).toBeGreaterThan(0);
    // The goalkeeper jersey has no stock: its button says so and is disabled.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Out of Stock: Goalkeeper Jersey"[^>]*>[^]*?Out of Stock/);
  });

  it("filters by category (no featured section then) and sorts by price both ways", async () => {
    const shorts = await (await new Client(server.url).get("/shop?category=shorts&sort=price-asc")).text();
    expect(shorts).not.toContain("Featured Products");
    const names = [...shorts.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(names).toEqual(["Training Shorts", "Home Shorts"]);
    const desc = await (await new Client(server.url).get("/shop?category=shorts&sort=price-desc")).text();
    expect([...desc.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1])).toEqual(["Home Shorts", "Training Shorts"]);
    // A made-up category or sort is ignored, not an error.
    expect((await new Client(server.url).get("/shop?category=boats&sort=random")).status).toBe(200);
  });

  it("says so when a category has no products", async () => {
    const ids = query<{ id: number }>("SELECT id FROM merchandise WHERE category = 'training-gear' AND status = 'active'").map((r) => r.id);
    write(`UPDATE merchandise SET status = 'archived' WHERE id IN (${ids.join(",")})`);
    try {
      const html = await (await new Client(server.url).get("/shop?category=training-gear")).text();
      expect(html).toContain("No products found in this category.");
    } finally {
      write(`UPDATE merchandise SET status = 'active' WHERE id IN (${ids.join(",")})`);
    }
  });

  it("shows size and colour selectors only when there is a choice", async () => {
    const one = insertProduct({ sizes: ["One Size"], colors: ["Navy"], category: "accessories" });
    const many = insertProduct({ sizes: ["S", "M"], colors: ["Navy", "White"], category: "accessories" });
    const html = await (await new Client(server.url).get("/shop?category=accessories")).text();
    expect(html).not.toContain(`id="grid-${one.id}-size"`);
    expect(html).not.toContain(`id="grid-${one.id}-color"`);
    expect(html).toContain(`id="grid-${many.id}-size"`);
    expect(html).toContain(`id="grid-${many.id}-color"`);
  });

  it("has a page per product at id-name (by id alone: a 301 there); unknown and archived products are 404", async () => {
    const product = insertProduct({ name: "Page Test Jersey" });
    const byId = await new Client(server.url).get(`/shop/${product.id}`);
    expect(byId.status).toBe(301);
    expect(byId.headers.get("location")).toBe(`/shop/${product.id}-page-test-jersey`);
    const page = await new Client(server.url).get(`/shop/${product.id}-page-test-jersey`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Page Test Jersey");
    expect((await new Client(server.url).get("/shop/999999")).status).toBe(404);
    expect((await new Client(server.url).get("/shop/not-a-product")).status).toBe(404);
    write("UPDATE merchandise SET status = 'archived' WHERE id = ?", product.id);
    expect((await new Client(server.url).get(`/shop/${product.id}`)).status).toBe(404);
  });

  it("GET /api/merchandise lists only products on sale", async () => {
    const archived = insertProduct();
    write("UPDATE merchandise SET status = 'archived' WHERE id = ?", archived.id);
    const list = (await (await new Client(server.url).get("/api/merchandise")).json()) as Array<{ id: number; price: number; status: string }>;
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((p) => p.status === "active" && Number.isInteger(p.price))).toBe(true);
    expect(list.some((p) => p.id === archived.id)).toBe(false);
  });
});

describe("the cart", () => {
  it("without JavaScript: the first add sets a signed, httpOnly 30-day cart cookie and redirects back with a toast", async () => {
    const product = insertProduct();
    const client = new Client(server.url);
    const response = await nativePost(client, "/cart", {
      intent: "add",
      merchandiseId: String(product.id),
      size: "M",
      color: "Orange",
      redirectTo: "/shop?category=jersey",
    });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/shop?category=jersey");
    const cookie = (response.headers["set-cookie"] ?? []).find((c) => c.startsWith("cart="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/);
    // Signed: the value carries a signature after the id.
    expect(decodeURIComponent(cookie.split(";")[0].slice(5))).toMatch(/^[^.]+\.[A-Za-z0-9+/=_-]+$/);
    expect(decodeToast(client)).toMatchObject({ message: "Added to Cart", description: "Item successfully added to your cart!" });
    const shop = await (await client.get("/shop")).text();
    expect(shop).toMatch(/data-testid="cart-count"[^>]*>1</);
  });

  it("on the pages a size is the shopper's choice: back to the product's card with a message; the API keeps the first size", async () => {
    const product = insertProduct();
    const client = new Client(server.url);
    const native = await nativePost(client, "/cart", {
      intent: "add",
      merchandiseId: String(product.id),
      size: "",
      color: "Orange",
      redirectTo: `/shop#product-${product.id}`,
    });
    expect(native.status).toBe(302);
    expect(native.headers.location).toBe(`/shop#product-${product.id}`);
    expect(decodeToast(client)).toMatchObject({ message: "Choose a size", description: "Please choose a size." });
    const fetched = await client.postForm("/cart", { intent: "add", merchandiseId: String(product.id), color: "Orange" });
    expect(fetched.status).toBe(400);
    expect(await fetched.text()).toContain("Please choose a size.");
    // The JSON API takes the seed's body as it is: no size means the first.
    expect((await client.postJson("/api/cart", { merchandiseId: product.id })).status).toBe(201);
  });

  it("adding the same product, size and colour raises the quantity; another size is another line", async () => {
    const product = insertProduct();
    const client = new Client(server.url);
    for (const size of ["S", "S", "L"]) {
      const response = await client.postForm("/cart", { intent: "add", merchandiseId: String(product.id), size });
      expect(response.status).toBe(200);
    }
    const lines = query<{ size: string; color: string; quantity: number }>(
      "SELECT size, color, quantity FROM cart_items WHERE merchandise_id = ? ORDER BY id",
      product.id,
    );
    expect(lines).toEqual([
      { size: "S", color: "Orange", quantity: 2 },
      { size: "L", color: "Orange", quantity: 1 },
    ]);
    const page = await (await client.get("/cart")).text();
    expect(page).toContain("Shopping Cart");
    expect(page).toContain(product.name);
    expect(page).toMatch(/data-testid="cart-total"[^>]*>KES 7,500</);
  });

  it("a forged or unsigned cart cookie is not a cart", async () => {
    const product = insertProduct();
    const owner = await cartWith(product.id);
    const raw = decodeURIComponent(cartIdOf(owner)!);
    const forged = new Client(server.url);
    forged.cookies.set("cart", encodeURIComponent(raw.split(".")[0] + ".forged-signature"));
    const page = await (await forged.get("/cart")).text();
    expect(page).toContain("Your cart is empty");
    expect(page).toContain("Start Shopping");
  });

  it("never lets a cart hold more than the stock, across sizes, with a clear message", async () => {
    const product = insertProduct({ stock: 3 });
    const client = await cartWith(product.id, 2);
    const more = await client.postJson("/api/cart", { merchandiseId: product.id, size: "M", quantity: 2 });
    expect(more.status).toBe(409);
    expect((await more.json()).message).toBe(`Only 3 left in stock for ${product.name}. Your cart already has 2.`);
    const form = await client.postForm("/cart", { intent: "add", merchandiseId: String(product.id), size: "M", quantity: "2" });
    expect(form.status).toBe(409);
    expect(decodeToast(client)).toMatchObject({ message: "Error", description: expect.stringContaining("Failed to add item to cart. Only 3 left") });
    expect(query<{ n: number }>("SELECT sum(quantity) AS n FROM cart_items WHERE merchandise_id = ?", product.id)[0].n).toBe(2);
  });

  it("changes quantities (never below 1, never above stock) and removes lines, without JavaScript", async () => {
    const product = insertProduct({ stock: 4 });
    const client = await cartWith(product.id, 1);
    const [line] = query<{ id: number }>("SELECT id FROM cart_items WHERE merchandise_id = ?", product.id);
    let response = await nativePost(client, "/cart", { intent: "update", lineId: String(line.id), quantity: "3" });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/cart");
    expect(query<{ quantity: number }>("SELECT quantity FROM cart_items WHERE id = ?", line.id)[0].quantity).toBe(3);
    response = await nativePost(client, "/cart", { intent: "update", lineId: String(line.id), quantity: "0" });
    expect(response.status).toBe(400);
    response = await nativePost(client, "/cart", { intent: "update", lineId: String(line.id), quantity: "5" });
    expect(response.status).toBe(409);
    expect(response.body).toContain("Only 4 left in stock");
    expect(query<{ quantity: number }>("SELECT quantity FROM cart_items WHERE id = ?", line.id)[0].quantity).toBe(3);
    response = await nativePost(client, "/cart", { intent: "remove", lineId: String(line.id) });
    expect(response.status).toBe(302);
    expect(decodeToast(client)).toMatchObject({ message: "Item Removed" });
    expect(query("SELECT id FROM cart_items WHERE id = ?", line.id)).toEqual([]);
  });

  it("a quantity over the per-order cap says the cap, not a stock shortage", async () => {
    const product = insertProduct({ stock: 83 });
    const client = await cartWith(product.id, 1);
    const [line] = query<{ id: number }>("SELECT id FROM cart_items WHERE merchandise_id = ?", product.id);
    const response = await nativePost(client, "/cart", { intent: "update", lineId: String(line.id), quantity: "11" });
    expect(response.status).toBe(409);
    expect(response.body).toContain(`You can order at most 10 of ${product.name} at a time.`);
    expect(response.body).toContain(">Order Limit Reached<");
    expect(response.body).not.toContain("Not Enough Stock");
  });

  it("the product page has a quantity field (capped per order) and keeps the size chosen, with a toast that links to the cart", async () => {
    const product = insertProduct({ stock: 83 });
    const client = new Client(server.url);
    const path = (await client.get(`/shop/${product.id}`)).headers.get("location")!;
    const html = await (await client.get(path)).text();
    const input = /<input[^>]*name="quantity"[^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['type="number"', 'min="1"', 'max="10"', 'value="1"']) expect(input, attribute).toContain(attribute);
    expect(html).toContain("At most 10 per order.");
    const added = await nativePost(client, "/cart", {
      intent: "add",
      merchandiseId: String(product.id),
      size: "M",
      color: "Orange",
      quantity: "3",
      redirectTo: `${path}#add-to-cart`,
    });
    expect(added.status).toBe(302);
    expect(added.headers.location).toBe(`${path}?size=M#add-to-cart`);
    expect(query("SELECT quantity, size FROM cart_items WHERE merchandise_id = ?", product.id)).toEqual([{ quantity: 3, size: "M" }]);
    const back = withoutScripts(await (await client.get(added.headers.location!)).text());
    expect(back).toMatch(/<option value="M" selected="">/);
    // The toast leads to the cart ("View cart"), in Swahili too.
    expect(back).toMatch(/<a[^>]*href="\/cart"[^>]*>View cart<\/a>/);
    await nativePost(client, "/cart", { intent: "add", merchandiseId: String(product.id), size: "L", color: "Orange", redirectTo: "/shop" });
    expect(withoutScripts(await (await client.get("/shop?lang=sw")).text())).toMatch(/<a[^>]*href="\/cart"[^>]*>Tazama kikapu<\/a>/);
  });

  it("the checkout's phone says why it is needed even to pay on delivery", async () => {
    const client = await cartWith(insertProduct().id, 1);
    const html = withoutScripts(await (await client.get("/cart")).text());
    expect(html).toMatch(/<input[^>]*id="checkout-phone"[^>]*aria-describedby="checkout-phone-hint"/);
    expect(html).toMatch(/id="checkout-phone-hint"[^>]*>Required even when you pay on delivery: we call this number to arrange handing your order over/);
  });

  it("refuses options the product does not offer", async () => {
    const product = insertProduct({ sizes: ["S", "M"] });
    const response = await new Client(server.url).postJson("/api/cart", { merchandiseId: product.id, size: "XXXL" });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.size).toEqual(["Choose one of: S, M"]);
  });
});

describe("the shop JSON API", () => {
  it("GET /api/cart/{sessionId} lists the lines with a nested merchandise {name, price, images}", async () => {
    const product = insertProduct({ price: 3100 });
    const sessionId = `api-cart-${uniqueSuffix()}-abcdefgh`;
    const client = new Client(server.url);
    const added = await client.postJson("/api/cart", { sessionId, merchandiseId: product.id, size: "M", color: "Orange", quantity: 1 });
    expect(added.status).toBe(201);
    // A named cart is the cookie's too: the same browser's later calls that leave the id out reach it.
    expect(client.cookies.has("cart")).toBe(true);
    const response = await client.get(`/api/cart/${sessionId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toEqual([
      {
        id: expect.any(Number),
        sessionId,
        merchandiseId: product.id,
        size: "M",
        color: "Orange",
        quantity: 1,
        merchandise: { id: product.id, name: product.name, price: 3100, images: ["/images/shop/home-jersey.webp"] },
      },
    ]);
    expect(await (await client.get(`/api/cart/unknown-cart-${uniqueSuffix()}-xyz`)).json()).toEqual([]);
  });

  it("another cart's line cannot be read, changed or deleted (404, nothing changes)", async () => {
    const product = insertProduct();
    const owner = await cartWith(product.id, 2);
    const [line] = query<{ id: number; session_id: string }>("SELECT id, session_id FROM cart_items WHERE merchandise_id = ?", product.id);
    const thief = await cartWith(insertProduct().id);
    const thiefSession = `thief-${uniqueSuffix()}-session`;

    for (const attempt of [
      () => thief.request(`/api/cart/${line.id}`, { method: "PATCH", body: JSON.stringify({ quantity: 1 }), headers: { "Content-Type": "application/json" } }),
      () => thief.request(`/api/cart/${line.id}`, { method: "PATCH", body: JSON.stringify({ quantity: 1, sessionId: thiefSession }), headers: { "Content-Type": "application/json" } }),
      () => new Client(server.url).request(`/api/cart/${line.id}`, { method: "PATCH", body: JSON.stringify({ quantity: 1 }), headers: { "Content-Type": "application/json" } }),
      () => thief.request(`/api/cart/${line.id}`, { method: "DELETE" }),
      () => thief.request(`/api/cart/${line.id}?sessionId=${thiefSession}`, { method: "DELETE" }),
      () => thief.postForm("/cart", { intent: "update", lineId: String(line.id), quantity: "1" }),
      () => thief.postForm("/cart", { intent: "remove", lineId: String(line.id) }),
    ]) {
      expect((await attempt()).status).toBe(404);
    }
    // Reading: the line id is not a cart id, and the thief's cart does not list it.
    expect(await (await thief.get(`/api/cart/${line.id}`)).status).toBe(400);
    const theirs = (await (await thief.get(`/api/cart/${sessionIdOf(thief)}`)).json()) as unknown[];
    expect(theirs).toHaveLength(1);
    expect(JSON.stringify(theirs)).not.toContain(product.name);
    expect(query<{ quantity: number }>("SELECT quantity FROM cart_items WHERE id = ?", line.id)).toEqual([{ quantity: 2 }]);

    // The owner can: by cookie, and by naming the cart.
    const patched = await owner.request(`/api/cart/${line.id}`, {
      method: "PATCH",
      body: JSON.stringify({ quantity: 3 }),
      headers: { "Content-Type": "application/json" },
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()).quantity).toBe(3);
    const deleted = await new Client(server.url).request(`/api/cart/${line.id}?sessionId=${line.session_id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect(query("SELECT id FROM cart_items WHERE id = ?", line.id)).toEqual([]);
  });

  it("answers bad input with 400/404/415, never 500", async () => {
    const product = insertProduct();
    const client = new Client(server.url);
    const cases: Array<[string, RequestInit, number]> = [
      ["/api/cart", { method: "POST", body: "{}" }, 400],
      ["/api/cart", { method: "POST", body: JSON.stringify({ merchandiseId: "abc" }) }, 400],
      ["/api/cart", { method: "POST", body: JSON.stringify({ merchandiseId: product.id, quantity: 0 }) }, 400],
      ["/api/cart", { method: "POST", body: JSON.stringify({ merchandiseId: product.id, quantity: 1.5 }) }, 400],
      ["/api/cart", { method: "POST", body: JSON.stringify({ merchandiseId: product.id, sessionId: "short" }) }, 400],
      ["/api/cart", { method: "POST", body: JSON.stringify({ merchandiseId: 99999999 }) }, 404],
      ["/api/cart", { method: "POST", body: "not json" }, 400],
      ["/api/cart/1", { method: "PATCH", body: JSON.stringify({ quantity: -1 }) }, 400],
      ["/api/cart/1", { method: "PATCH", body: JSON.stringify({ quantity: "many" }) }, 400],
      ["/api/cart/abc", { method: "PATCH", body: JSON.stringify({ quantity: 1 }) }, 404],
      ["/api/cart/abc", { method: "DELETE" }, 404],
      ["/api/cart/1?sessionId=x", { method: "DELETE" }, 400],
      ["/api/cart/a%20b", { method: "GET" }, 400],
      ["/api/create-payment-intent", { method: "POST", body: JSON.stringify({ amount: "lots" }) }, 400],
      ["/api/create-payment-intent", { method: "POST", body: JSON.stringify({ amount: 1, cartItems: "x", customerInfo: customer() }) }, 400],
      ["/api/orders/abc/confirm", { method: "POST", body: JSON.stringify({ sessionId: `s-${uniqueSuffix()}-abcdefghij` }) }, 404],
      ["/api/orders/1/confirm", { method: "POST", body: JSON.stringify({ sessionId: 5 }) }, 400],
    ];
    for (const [path, init, status] of cases) {
      const response = await client.request(path, { ...init, headers: { "Content-Type": "application/json" } });
      expect(response.status, `${init.method} ${path} ${String(init.body)}`).toBe(status);
      if (response.status !== 204) expect((await response.json()).message).toEqual(expect.any(String));
    }
    const wrongType = await client.request("/api/cart", { method: "POST", body: "a=b", headers: { "Content-Type": "text/plain" } });
    expect(wrongType.status).toBe(415);
  });
});

describe("checkout", () => {
  it("refuses a tampered amount with 409 and the current total, writing nothing", async () => {
    const product = insertProduct({ price: 2500, stock: 5 });
    const client = await cartWith(product.id, 2);
    const ordersBefore = query<{ n: number }>("SELECT count(*) AS n FROM orders")[0].n;
    const response = await client.postJson("/api/create-payment-intent", { amount: 1, customerInfo: customer() });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: "The total has changed: it is now KES 5,000. Please review your cart and try again.",
      total: 5000,
    });
    expect(query<{ n: number }>("SELECT count(*) AS n FROM orders")[0].n).toBe(ordersBefore);
    expect(stockOf(product.id)).toBe(5);
    expect(query<{ n: number }>("SELECT count(*) AS n FROM cart_items WHERE merchandise_id = ?", product.id)[0].n).toBe(1);
  });

  it("refuses a cart that changed since the client read it (cartItems), with the total", async () => {
    const product = insertProduct({ price: 2000 });
    const client = await cartWith(product.id, 2);
    const [line] = query<{ id: number }>("SELECT id FROM cart_items WHERE merchandise_id = ?", product.id);
    const response = await client.postJson("/api/create-payment-intent", {
      amount: 4000,
      cartItems: [{ id: line.id, quantity: 1 }],
      customerInfo: customer(),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "Your cart has changed. Please review it and try again.", total: 4000 });
  });

  it("requires name, e-mail and address, and a cart with items", async () => {
    const product = insertProduct();
    const client = await cartWith(product.id);
    const missing = await client.postJson("/api/create-payment-intent", { amount: 2500, customerInfo: customer({ address: "  " }) });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe("Missing Information: Please fill in all required fields.");
    const typed = customer({ name: "" });
    const form = await client.postForm("/cart", { intent: "checkout", amount: "2500", ...typed });
    expect(form.status).toBe(400);
    expect(decodeToast(client)).toMatchObject({ message: "Missing Information", description: "Please fill in all required fields." });
    // The form comes back with what was typed, each empty field saying what it needs, the first one focused.
    const page = await form.text();
    expect(page).toMatch(/id="checkout-name-error"[^>]*>.*Please enter your full name\./);
    expect(page).toMatch(/<input id="checkout-name"[^>]*autofocus=""/);
    expect(page).toMatch(new RegExp(`id="checkout-email"[^>]*value="${typed.email.replace(/[.+]/g, "\\$&")}"`));
    // The phone is required on the form (the club calls to hand the order over); the API still takes an order without one.
    const noPhone = await client.postForm("/cart", { intent: "checkout", amount: "2500", ...customer(), phone: "" });
    expect(noPhone.status).toBe(400);
    expect(await noPhone.text()).toMatch(/id="checkout-phone-error"[^>]*>.*Please enter a phone number we can call about your order\./);

    const empty = new Client(server.url);
    const response = await empty.postJson("/api/create-payment-intent", { amount: 0, customerInfo: customer() });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Empty Cart: Your cart is empty.");
    const emptyForm = await empty.postForm("/cart", { intent: "checkout", amount: "0", ...customer() });
    expect(emptyForm.status).toBe(400);
    expect(decodeToast(empty)).toMatchObject({ message: "Empty Cart", description: "Your cart is empty." });
  });

  it("places the order: prices copied, stock lowered, cart emptied, e-mails sent; confirm only from its cart", async () => {
    const jersey = insertProduct({ price: 3500, stock: 10 });
    const scarf = insertProduct({ price: 1200, stock: 4, sizes: [], colors: [] });
    const client = await cartWith(jersey.id, 2);
    expect((await client.postJson("/api/cart", { merchandiseId: scarf.id })).status).toBe(201);
    const info = customer();
    const response = await client.postJson("/api/create-payment-intent", { amount: 8200, customerInfo: info });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ orderId: expect.any(Number), status: "pending", totalAmount: 8200, paymentMethod: "pay-on-delivery" });
    const orderId = body.orderId as number;

    const [order] = query<Record<string, unknown>>("SELECT * FROM orders WHERE id = ?", orderId);
    expect(order).toMatchObject({
      customer_name: info.name,
      customer_email: info.email,
      customer_phone: info.phone,
      shipping_address: info.address,
      total_amount: 8200,
      status: "pending",
      payment_method: "pay-on-delivery",
      stripe_payment_intent_id: null,
    });
    expect(query("SELECT merchandise_id, size, quantity, unit_price FROM order_items WHERE order_id = ? ORDER BY id", orderId)).toEqual([
      { merchandise_id: jersey.id, size: "S", quantity: 2, unit_price: 3500 },
      { merchandise_id: scarf.id, size: null, quantity: 1, unit_price: 1200 },
    ]);
    expect(stockOf(jersey.id)).toBe(8);
    expect(stockOf(scarf.id)).toBe(3);
    const sessionId = sessionIdOf(client);
    expect(await (await client.get(`/api/cart/${sessionId}`)).json()).toEqual([]);

    // A later price change does not touch the order.
    write("UPDATE merchandise SET price = 9999 WHERE id = ?", jersey.id);
    expect(query<{ unit_price: number }>("SELECT unit_price FROM order_items WHERE order_id = ? AND merchandise_id = ?", orderId, jersey.id)).toEqual([
      { unit_price: 3500 },
    ]);

    await expect
      .poll(() =>
        query<{ to: string; subject: string; status: string }>(
          'SELECT "to", subject, status FROM email_logs WHERE subject = ? OR subject LIKE ?',
          `Your Rising Stars Shop order #${orderId}`,
          `New shop order #${orderId} from %`,
        ),
        { timeout: 30_000 },
      )
      .toEqual(
        expect.arrayContaining([
          { to: info.email, subject: `Your Rising Stars Shop order #${orderId}`, status: "sent" },
          { to: "info@risingstarsfc.co.ke", subject: `New shop order #${orderId} from ${info.name} (KES 8,200)`, status: "sent" },
        ]),
      );

    const [confirmation] = query<{ text_body: string }>('SELECT text_body FROM email_logs WHERE subject = ?', `Your Rising Stars Shop order #${orderId}`);
    expect(confirmation.text_body).toContain(
      `How to pay: Pay on delivery or at the club office: cash or M-Pesa when your order is handed over. Nothing has been charged yet. Please have the order number #${orderId} ready.`,
    );

    const stranger = await new Client(server.url).postJson(`/api/orders/${orderId}/confirm`, { sessionId: `other-${uniqueSuffix()}-cart` });
    expect(stranger.status).toBe(404);
    const confirmed = await client.postJson(`/api/orders/${orderId}/confirm`, {});
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).confirmedAt).toEqual(expect.any(String));

    // The confirmation page opens with the link's token only.
    const page = await new Client(server.url).get(body.orderUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Order #${orderId}`);
    expect(html).toContain("How to pay");
    expect(html).toContain("Pay on delivery or at the club office");
    expect(html).toContain(jersey.name);
    expect((await new Client(server.url).get(`/orders/${orderId}?t=guess`)).status).toBe(404);
    expect((await new Client(server.url).get(`/orders/${orderId}`)).status).toBe(404);
  });

  it("without JavaScript: Place Order redirects to the confirmation page with the agreed toast", async () => {
    const product = insertProduct({ price: 1500, stock: 3 });
    const client = await cartWith(product.id, 2);
    const response = await nativePost(client, "/cart", { intent: "checkout", amount: "3000", ...customer() });
    expect(response.status).toBe(302);
    const location = response.headers.location!;
    const orderId = Number(/^\/orders\/(\d+)\?t=[\w-]{20,}$/.exec(location)![1]);
    expect(decodeToast(client)).toMatchObject({
      // Placed and pending, never "confirmed": it waits for payment or the club office.
      message: "Order Placed",
      description: `We have your order #${orderId}. It is pending until it is paid or the club office confirms it.`,
    });
    const page = await (await client.get(location)).text();
    expect(page).toContain("What you ordered");
    expect(stockOf(product.id)).toBe(1);
    expect((await (await client.get("/cart")).text())).toContain("Your cart is empty");
  });

  it("20 simultaneous checkouts for 3 in stock: exactly 3 orders, stock 0, 17 clear refusals, no 500", async () => {
    const product = insertProduct({ name: `Last Jerseys ${uniqueSuffix()}`, price: 3500, stock: 3 });
    // Each buyer's cart holds one jersey (allowed: stock is only taken at checkout).
    const buyers = await Promise.all(Array.from({ length: 20 }, () => cartWith(product.id, 1)));
    const answers = await Promise.all(
      buyers.map(async (buyer, index) => {
        const response = await buyer.postJson("/api/create-payment-intent", {
          amount: 3500,
          customerInfo: customer({ name: `Buyer ${index}` }),
        });
        return { status: response.status, body: await response.json() };
      }),
    );
    const statuses = answers.map((a) => a.status);
    const won = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    console.log(`concurrency: ${won.length} orders, ${refused.length} refusals, statuses ${JSON.stringify(statuses)}`);
    expect(statuses.every((s) => s < 500)).toBe(true);
    expect(won).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const answer of refused) expect(answer.body.message).toBe(`${product.name} is out of stock.`);
    expect(stockOf(product.id)).toBe(0);
    expect(
      query<{ n: number }>("SELECT count(DISTINCT order_id) AS n FROM order_items WHERE merchandise_id = ?", product.id)[0].n,
    ).toBe(3);
    // The losers keep their carts (so they can change them); the winners' carts are empty.
    expect(query<{ n: number }>("SELECT count(*) AS n FROM cart_items WHERE merchandise_id = ?", product.id)[0].n).toBe(17);
  });

  it("tells the buyer how many are left when a checkout wants more than remain", async () => {
    const product = insertProduct({ stock: 5 });
    const first = await cartWith(product.id, 4);
    const second = await cartWith(product.id, 3);
    expect((await first.postJson("/api/create-payment-intent", { amount: 10000, customerInfo: customer() })).status).toBe(201);
    const response = await second.postJson("/api/create-payment-intent", { amount: 7500, customerInfo: customer() });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(`Only 1 left in stock for ${product.name}.`);
    expect(stockOf(product.id)).toBe(1);
  });
});

describe("admin: orders", () => {
  async function placeOrder(stock = 5, quantity = 2) {
    const product = insertProduct({ stock, price: 1000 });
    const client = await cartWith(product.id, quantity);
    const info = customer();
    const response = await client.postJson("/api/create-payment-intent", { amount: 1000 * quantity, customerInfo: info });
    expect(response.status).toBe(201);
    return { product, orderId: (await response.json()).orderId as number, info };
  }
  const setStatus = (client: Client, id: number, status: string) =>
    client.postForm("/admin/orders", { id: String(id), status, redirectTo: `/admin/orders?view=${id}` });
  const statusOf = (id: number) => query<{ status: string }>("SELECT status FROM orders WHERE id = ?", id)[0].status;

  it("lists, filters and searches orders, and shows one in detail (staff have the shop permission)", async () => {
    const { orderId, info } = await placeOrder();
    const list = await staff.get(`/admin/orders?status=pending&q=${encodeURIComponent(info.email)}`);
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain(`#${orderId}`);
    expect(html).toContain("1 order matches your criteria");
    expect(await (await staff.get(`/admin/orders?status=delivered&q=${encodeURIComponent(info.email)}`)).text()).toContain("No orders found.");
    expect(await (await staff.get(`/admin/orders?q=%23${orderId}`)).text()).toContain(info.name);
    const detail = await (await staff.get(`/admin/orders?view=${orderId}`)).text();
    expect(detail).toContain(info.address);
    expect(detail).toContain("Mark paid");
    expect(detail).toContain("Cancel order");
  });

  it("moves an order pending → paid → dispatched → delivered, e-mailing the customer and auditing each change", async () => {
    const { orderId, info } = await placeOrder();
    for (const status of ["paid", "dispatched", "delivered"]) {
      const response = await setStatus(admin, orderId, status);
      expect(response.status).toBe(302);
      expect(statusOf(orderId)).toBe(status);
    }
    await expect
      .poll(() => query<{ subject: string }>('SELECT subject FROM email_logs WHERE "to" = ? AND subject LIKE ? ORDER BY id', info.email, "%is %").map((r) => r.subject), { timeout: 30_000 })
      .toEqual([
        `Your Rising Stars Shop order #${orderId} is paid`,
        `Your Rising Stars Shop order #${orderId} is dispatched`,
        `Your Rising Stars Shop order #${orderId} is delivered`,
      ]);
    expect(query<{ summary: string }>("SELECT summary FROM audit_log WHERE action = 'shop.order.status' AND target_id = ? ORDER BY id", String(orderId))).toEqual([
      { summary: `Order #${orderId}: pending → paid` },
      { summary: `Order #${orderId}: paid → dispatched` },
      { summary: `Order #${orderId}: dispatched → delivered` },
    ]);
    // Delivered is final.
    expect((await setStatus(admin, orderId, "cancelled")).status).toBe(409);
    expect(statusOf(orderId)).toBe("delivered");
  });

  it("refuses skipping a step and unknown statuses", async () => {
    const { orderId } = await placeOrder();
    expect((await setStatus(admin, orderId, "delivered")).status).toBe(409);
    expect((await setStatus(admin, orderId, "shipped")).status).toBe(400);
    expect((await setStatus(admin, 99999999, "paid")).status).toBe(404);
    expect(statusOf(orderId)).toBe("pending");
  });

  it("cancelling puts the stock back exactly once, even when two admins cancel at the same time", async () => {
    const { product, orderId } = await placeOrder(5, 2);
    expect(stockOf(product.id)).toBe(3);
    const answers = await Promise.all([setStatus(admin, orderId, "cancelled"), setStatus(staff, orderId, "cancelled")]);
    expect(answers.map((a) => a.status).sort()).toEqual([302, 409]);
    expect(statusOf(orderId)).toBe("cancelled");
    expect(stockOf(product.id)).toBe(5);
    expect((await setStatus(admin, orderId, "cancelled")).status).toBe(409);
    expect(stockOf(product.id)).toBe(5);
  });

  it("exports the filtered orders as CSV", async () => {
    const { orderId, info } = await placeOrder();
    const response = await staff.get(`/admin/orders/export.csv?q=${encodeURIComponent(info.email)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const [header, row, ...rest] = (await response.text()).trim().split("\n");
    expect(header).toBe("Order,Date,Customer,Email,Phone,Delivery Address,Items,Total (KES),Status,Payment Method");
    expect(row).toContain(`${orderId},`);
    expect(row).toContain(info.email);
    expect(row).toContain("2000,pending,pay-on-delivery");
    expect(rest).toEqual([]);
    expect((await new Client(server.url).get("/admin/orders/export.csv")).status).toBe(302);
  });
});

describe("admin: products", () => {
  function productForm(fields: Record<string, string | string[]>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
    }
    return form;
  }

  it("lists products with stock and highlights low stock", async () => {
    const low = insertProduct({ name: `Low Stock Cap ${uniqueSuffix()}`, stock: 2 });
    const html = await (await staff.get("/admin/products")).text();
    const row = html.split(low.name)[0].split("<tr").at(-1)!;
    expect(row).toContain("bg-amber-50");
    expect(html.split(low.name)[1].split("</tr>")[0]).toContain("Low stock");
  });

  it("creates, edits and archives a product, auditing each change", async () => {
    const name = `Admin Made Hoodie ${uniqueSuffix()}`;
    let response = await admin.request("/admin/products", {
      method: "POST",
      body: productForm({
        intent: "save",
        name,
        description: "Warm hoodie.",
        price: "4200",
        category: "training-gear",
        sizes: "S, M, M, L",
        colors: "Navy",
        stock: "12",
        active: "on",
        imageUrl: "https://images.example.com/hoodie.webp",
      }),
    });
    expect(response.status).toBe(302);
    const [created] = query<{ id: number; price: number; sizes: string; images: string; status: string }>(
      "SELECT id, price, sizes, images, status FROM merchandise WHERE name = ?",
      name,
    );
    expect(created).toMatchObject({ price: 4200, sizes: '["S","M","L"]', images: '["https://images.example.com/hoodie.webp"]', status: "active" });

    response = await admin.request("/admin/products", {
      method: "POST",
      body: productForm({
        intent: "save",
        id: String(created.id),
        name,
        description: "Warm hoodie.",
        price: "3900",
        category: "training-gear",
        sizes: "S, M, L",
        colors: "Navy",
        stock: "7",
        active: "on",
        featured: "on",
        images: ["https://images.example.com/hoodie.webp"],
      }),
    });
    expect(response.status).toBe(302);
    expect(query("SELECT price, stock, featured FROM merchandise WHERE id = ?", created.id)).toEqual([{ price: 3900, stock: 7, featured: 1 }]);

    // Archive is a link to its confirmation (the rows move after it), not a one-click post.
    const row = new RegExp(`<tr[^>]*id="product-${created.id}"[\\s\\S]*?</tr>`).exec(await (await admin.get("/admin/products")).text())?.[0] ?? "";
    expect(row).toContain(`href="/admin/products?archive=${created.id}"`);
    expect(row).toContain(`aria-label="Archive ${name}"`);
    expect(row).not.toContain('value="archive"');
    const confirmation = await (await admin.get(`/admin/products?archive=${created.id}`)).text();
    expect(confirmation).toContain(`>Archive ${name}?</h2>`);
    expect(confirmation).toMatch(/>Keep on sale<\/a>/);
    expect(confirmation).toContain('name="intent" value="archive"');
    expect(query("SELECT status FROM merchandise WHERE id = ?", created.id)).toEqual([{ status: "active" }]);
    response = await admin.postForm("/admin/products", { intent: "archive", id: String(created.id) });
    expect(response.status).toBe(302);
    const list = (await (await new Client(server.url).get("/api/merchandise")).json()) as Array<{ id: number }>;
    expect(list.some((p) => p.id === created.id)).toBe(false);

    expect(
      query<{ action: string }>("SELECT action FROM audit_log WHERE target_type = 'product' AND target_id = ? ORDER BY id", String(created.id)).map((r) => r.action),
    ).toEqual(["shop.product.create", "shop.product.update", "shop.product.archive"]);
  });

  it("refuses a product without a name, a price or an image, keeping what was typed", async () => {
    const response = await admin.request("/admin/products", {
      method: "POST",
      body: productForm({ intent: "save", name: "Half Product", description: "", price: "-5", category: "jersey", stock: "1" }),
    });
    expect(response.status).toBe(400);
    expect(query("SELECT id FROM merchandise WHERE name = 'Half Product'")).toEqual([]);
    const html = await response.text();
    expect(html).toMatch(/id="product-name"[^>]*value="Half Product"/);
    expect(html).toContain("Description is required");
    expect(html).toContain("Price must be at least KES 1");
  });

  it("stores an uploaded photo, and deletes it when an edit removes it; a bad photo or address is refused", async () => {
    const name = `Photo Cap ${uniqueSuffix()}`;
    const fields = { intent: "save", name, description: "A cap.", price: "900", category: "accessories", stock: "5", active: "on" };
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 250, g: 120, b: 0 } } }).png().toBuffer();
    const withPhoto = (bytes: Buffer, extra: Record<string, string | string[]> = {}) => {
      const form = productForm({ ...fields, ...extra });
      form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "cap.png");
      return form;
    };

    const bad = await admin.request("/admin/products", { method: "POST", body: withPhoto(Buffer.from("not a picture")) });
    expect(bad.status).toBe(415);
    expect(await bad.text()).toContain("Please select a valid image file");
    expect(query("SELECT id FROM merchandise WHERE name = ?", name)).toEqual([]);

    expect((await admin.request("/admin/products", { method: "POST", body: withPhoto(photo) })).status).toBe(302);
    const [created] = query<{ id: number; images: string }>("SELECT id, images FROM merchandise WHERE name = ?", name);
    const [stored] = JSON.parse(created.images) as string[];
    expect(stored).toMatch(/^\/media\/[\w-]{24}-60x40\.webp$/);
    expect((await new Client(server.url).get(stored)).status).toBe(200);

    const insecure = await admin.request("/admin/products", {
      method: "POST",
      body: productForm({ ...fields, id: String(created.id), images: [stored], imageUrl: "http://images.example.com/cap.png" }),
    });
    expect(insecure.status).toBe(400);
    expect(await insecure.text()).toContain("Please enter a valid https image URL");

    const replaced = await admin.request("/admin/products", {
      method: "POST",
      body: productForm({ ...fields, id: String(created.id), images: [stored], removeImages: [stored], imageUrl: "https://images.example.com/cap.webp" }),
    });
    expect(replaced.status).toBe(302);
    expect(query("SELECT images FROM merchandise WHERE id = ?", created.id)).toEqual([{ images: '["https://images.example.com/cap.webp"]' }]);
    expect((await new Client(server.url).get(stored)).status).toBe(404);
  });

  it("is for shop staff only", async () => {
    expect((await new Client(server.url).get("/admin/products")).status).toBe(302);
    expect((await new Client(server.url).postForm("/admin/orders", { id: "1", status: "paid" })).status).toBe(302);
  });
});
