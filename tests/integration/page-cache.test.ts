// The anonymous page cache over real HTTP: shared copies, exact invalidation by the data they read,
// personal requests kept out, bounded variants, ETag/304, and a CSP that still holds without a nonce.
import crypto from "node:crypto";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, logInAs, queryDb, signedInMember, startServer, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
let editor: Client;

const BROWSER = { "User-Agent": "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36" };
const SEED_POST = "rising-stars-3-1-kariobangi-sharks-juniors";

beforeAll(async () => {
  // Behind fly's proxy the client IP is Fly-Client-IP: lets a test speak as readers at other addresses.
  server = await startServer({ FLY_APP_NAME: "rsfc-test" });
  ({ client: editor } = await logInAs(server, "admin"));
});
afterAll(() => server?.stop());

const anonymous = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.url), { headers: { ...BROWSER, ...headers }, redirect: "manual" });

/** Requests a page until it is cached (the first answer may be the render that fills the cache). */
async function cached(path: string, headers: Record<string, string> = {}) {
  await anonymous(path, headers);
  const response = await anonymous(path, headers);
  expect(response.headers.get("X-Cache"), path).toBe("hit");
  return response;
}

/** Writes as a script or the sqlite3 shell would: from another process's connection. */
function writeFromOutside(sql: string, ...params: unknown[]) {
  const db = new Database(server.dbFile, { fileMustExist: true });
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

describe("anonymous pages", () => {
  it("are rendered once and then served from the cache, in brotli and gzip, with the same HTML", async () => {
    const first = await anonymous("/", { "Accept-Encoding": "identity" });
    expect(["miss", "hit"]).toContain(first.headers.get("X-Cache"));
    const plain = await first.text();
    expect(plain).toContain("Rising Stars");

    const hits = await Promise.all(
      ["br", "gzip", "identity"].map(async (encoding) => {
        const response = await fetch(new URL("/", server.url), { headers: { ...BROWSER, "Accept-Encoding": encoding } });
        return { encoding, response, bytes: Buffer.from(await response.arrayBuffer()) };
      }),
    );
    for (const { encoding, response } of hits) {
      expect(response.headers.get("X-Cache")).toBe("hit");
      // fetch decodes the body itself: it must be exactly the page the render produced.
      expect(response.headers.get("Content-Encoding") ?? "identity").toBe(encoding);
    }
    expect(hits.map(({ bytes }) => bytes.toString("utf8"))).toEqual([plain, plain, plain]);
  });

  it("carry the compressed bytes as sent (checked on the raw stream)", async () => {
    await cached("/blog");
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import("node:http").then(({ get }) =>
        get(new URL("/blog", server.url), { headers: { ...BROWSER, "Accept-Encoding": "br" } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () => resolve(Buffer.concat(chunks)));
        }).on("error", reject),
      );
    });
    expect(zlib.brotliDecompressSync(raw).toString("utf8")).toContain("Load More Articles");
  });

  it("answer a repeat visit with 304 when the ETag still matches", async () => {
    const response = await cached("/shop");
    const etag = response.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    const again = await anonymous("/shop", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const changed = await anonymous("/shop", { "If-None-Match": 'W/"something-else"' });
    expect(changed.status).toBe(200);
  });

  it("keep no nonce: the Content-Security-Policy allows exactly their inline scripts by hash", async () => {
    const response = await cached("/academy-registration");
    const html = await response.text();
    expect(html).not.toMatch(/nonce=/);
    const policy = response.headers.get("Content-Security-Policy")!;
    const scriptSrc = policy.split(";").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("nonce-");
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs, body]) => !/src=/.test(attrs) && body);
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      const hash = crypto.createHash("sha256").update(body, "utf8").digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it("of the landing page leave their loader data out: it is served at the immutable address they name", async () => {
    const html = await (await cached("/")).text();
    expect(html).not.toContain("streamController.enqueue");
    const address = /<template id="deferred-scripts" data-stream="(\/page-data\/[\w-]+)">/.exec(html)?.[1];
    expect(address).toBeDefined();
    const data = await anonymous(address!, { "Accept-Encoding": "br" });
    expect(data.status).toBe(200);
    expect(data.headers.get("Content-Encoding")).toBe("br");
    expect(data.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    // Exactly the text a copy rendered for one visitor carries inline.
    const own = await (await anonymous("/?unknown=1")).text();
    const inline = [...own.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(([, chunk]) => JSON.parse(chunk) as string);
    expect(inline.length).toBeGreaterThan(0);
    expect(await data.text()).toBe(inline.join(""));
    expect((await anonymous("/page-data/not-a-page")).status).toBe(404);
    // Pages that load their scripts with the page keep their data inline.
    expect(await (await cached("/fixtures")).text()).toContain("streamController.enqueue");
  });

  it("rendered for one visitor only still get that visitor's own nonce", async () => {
    const response = await anonymous("/blog?unknown=1");
    expect(response.headers.get("X-Cache")).toBe("bypass");
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy")!)![1];
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain("page-cache-nonce");
  });
});

describe("a change made by the club", () => {
  it("shows on the next anonymous request: an edited post on /blog and on its page", async () => {
    const [post] = queryDb<{ id: number; title: string; content: string; excerpt: string; category: string; author: string }>(
      server,
      "SELECT id, title, content, excerpt, category, author FROM blog_posts WHERE slug = ?",
      SEED_POST,
    );
    await cached("/blog");
    await cached(`/blog/${SEED_POST}`);
    const title = `Rising Stars win the derby ${Date.now()}`;
    const updated = await editor.request(`/api/blog/posts/${post.id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...post, title, status: "published", tags: [] }),
    });
    expect(updated.status).toBe(200);
    for (const path of ["/blog", `/blog/${SEED_POST}`]) {
      const response = await anonymous(path);
      expect(response.headers.get("X-Cache"), path).toBe("miss");
      expect(await response.text()).toContain(title);
    }
  });

  it("shows on the landing page: a gallery photo's new description", async () => {
    const [photo] = queryDb<{ id: number }>(server, "SELECT id FROM gallery_images ORDER BY id LIMIT 1");
    await cached("/");
    const alt = `Under-13s lifting the cup ${Date.now()}`;
    const edited = await editor.request(`/api/gallery/${photo.id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ imageUrl: "https://images.example.org/cup.jpg", alt }),
    });
    expect(edited.status).toBe(200);
    const response = await anonymous("/");
    expect(response.headers.get("X-Cache")).toBe("miss");
    expect(await response.text()).toContain(alt);
  });

  it("shows even when it was written from outside the server (a script, the sqlite3 shell)", async () => {
    await cached("/");
    const title = `Academy trials this Saturday ${Date.now()}`;
    writeFromOutside("UPDATE news SET title = ? WHERE id = (SELECT id FROM news ORDER BY published_at DESC, id DESC LIMIT 1)", title);
    const response = await anonymous("/");
    expect(response.headers.get("X-Cache")).toBe("miss");
    expect(await response.text()).toContain(title);
  });

  it("leaves pages that did not read the changed table cached", async () => {
    await cached("/academy-registration");
    await cached("/blog");
    const [photo] = queryDb<{ id: number }>(server, "SELECT id FROM gallery_images ORDER BY id LIMIT 1");
    await editor.request(`/api/gallery/${photo.id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ imageUrl: "https://images.example.org/camp.jpg", alt: `Training at Camp Toyoyo ${Date.now()}` }),
    });
    expect((await anonymous("/academy-registration")).headers.get("X-Cache")).toBe("hit");
    expect((await anonymous("/blog")).headers.get("X-Cache")).toBe("hit");
    expect((await anonymous("/")).headers.get("X-Cache")).toBe("miss");
  });
});

/** Adds one item to the shopper's cart through the JSON API; returns the Cookie header that names the cart. */
async function addOneItem(shopper = new Client(server.url)) {
  const [product] = queryDb<{ id: number; sizes: string }>(server, "SELECT id, sizes FROM merchandise WHERE stock > 0 ORDER BY id LIMIT 1");
  const added = await shopper.postJson("/api/cart", { merchandiseId: product.id, size: JSON.parse(product.sizes)[0], quantity: 1 });
  expect(added.status).toBe(201);
  return `cart=${shopper.cookies.get("cart")}`;
}

describe("personal requests", () => {
  it("bypass the cache with a cookie the page looks at, and share it with every other visitor", async () => {
    await cached("/shop");
    // Every page reads the staff session (staff see admin links).
    for (const cookie of ["__session=s", "__session=s; toast=xyz"]) {
      expect((await anonymous("/shop", { Cookie: cookie })).headers.get("X-Cache"), cookie).toBe("bypass");
    }
    // A toast cookie (here one that holds no toast) is a message put into the shared copy.
    for (const cookie of ["toast=xyz", "theme=dark; toast=xyz"]) {
      expect((await anonymous("/shop", { Cookie: cookie })).headers.get("X-Cache"), cookie).toBe("hit, toast");
    }
    // No page of the shop reads the fan membership, nor unrelated cookies; a cart that cannot be read
    // (a forged cookie) is an empty cart: the anonymous page.
    for (const cookie of ["member=m", "theme=dark", "cart=abc"]) {
      expect((await anonymous("/shop", { Cookie: cookie })).headers.get("X-Cache"), cookie).toBe("hit");
    }
    // The membership overview does not read the member cookie; its members' content tab does.
    await cached("/membership");
    expect((await anonymous("/membership", { Cookie: "member=m" })).headers.get("X-Cache")).toBe("hit");
    await cached("/membership?tab=content");
    expect((await anonymous("/membership?tab=content", { Cookie: "member=m" })).headers.get("X-Cache")).toBe("bypass");
  });

  it("make a shared copy from a visitor's render when it never looked at their cookies", async () => {
    writeFromOutside("UPDATE players SET bio = ? WHERE id = (SELECT min(id) FROM players)", `Bio ${Date.now()}`); // drops every cached page
    const first = await anonymous("/academy-registration", { Cookie: "theme=dark; member=m" });
    expect(first.headers.get("X-Cache")).toBe("miss");
    expect((await anonymous("/academy-registration")).headers.get("X-Cache")).toBe("hit");
  });

  it("share the pages that do not show the cart with shoppers", async () => {
    const shopper = { Cookie: await addOneItem() };
    for (const path of ["/", "/blog", `/blog/${SEED_POST}`, "/membership", "/academy-registration"]) {
      await cached(path);
      expect((await anonymous(path, shopper)).headers.get("X-Cache"), path).toBe("hit");
    }
    // The shop's pages show the cart's count.
    const shop = await anonymous("/shop", shopper);
    expect(await shop.text()).toContain('aria-label="Cart 1 item"');
  });

  it("share the shop's pages among shoppers whose carts hold as many items, and follow each cart's count", async () => {
    const productPath = /href="(\/shop\/[a-z0-9-]+)"/.exec(await (await anonymous("/shop")).text())![1];
    for (const path of ["/shop", productPath]) {
      const [first, second] = [{ Cookie: await addOneItem() }, { Cookie: await addOneItem() }];
      await anonymous(path, first);
      const shared = await anonymous(path, second);
      expect(shared.headers.get("X-Cache"), path).toBe("hit");
      expect(await shared.text()).toContain('aria-label="Cart 1 item"');
      // The anonymous copy is another page: no count.
      expect(await (await cached(path)).text()).not.toContain('aria-label="Cart 1 item"');
      // One more item in the second cart: its next page shows 2, and the first shopper still sees 1.
      const secondShopper = new Client(server.url);
      secondShopper.cookies.set("cart", second.Cookie.slice("cart=".length));
      await addOneItem(secondShopper);
      expect(await (await anonymous(path, second)).text()).toContain('aria-label="Cart 2 items"');
      const stillOne = await anonymous(path, first);
      expect(stillOne.headers.get("X-Cache"), path).toBe("hit");
      expect(await stillOne.text()).toContain('aria-label="Cart 1 item"');
    }
  });

  it("give signed-in staff their own page with the admin links, keep them out of the shared copy, and never cache the admin area", async () => {
    const adminLinks = /href="\/(blog-admin|academy-admin|admin-dashboard)"/;
    const shared = await cached("/");
    const sharedPage = withoutScripts(await shared.text());
    expect(sharedPage).not.toMatch(adminLinks);
    expect(sharedPage).toContain('href="/admin-login"'); // the footer's "Staff login"
    await editor.get("/"); // shows the toast left from signing in, which then clears its cookie
    expect(editor.cookies.has("toast")).toBe(false);
    expect(editor.cookies.has("__session")).toBe(true);
    const own = await editor.get("/");
    expect(own.headers.get("X-Cache")).toBe("bypass");
    const ownPage = withoutScripts(await own.text());
    expect(ownPage).toMatch(adminLinks);
    expect(ownPage).toContain("Blog Management");
    // The staff render was not shared: the next anonymous visitor still gets the copy without admin links.
    const next = await anonymous("/");
    expect(next.headers.get("X-Cache")).toBe("hit");
    expect(withoutScripts(await next.text())).not.toMatch(adminLinks);
    // A session cookie that signs nobody in shows no admin links either.
    expect(withoutScripts(await (await anonymous("/", { Cookie: "__session=forged" })).text())).not.toMatch(adminLinks);
    const admin = await editor.get("/blog-admin");
    expect(admin.status).toBe(200);
    expect(admin.headers.get("X-Cache")).toBeNull();
  });

  it("a reader who liked a post gets their own page; other readers' views are still counted on a cached copy", async () => {
    const liker = { "Fly-Client-IP": "198.51.100.20" };
    const path = `/blog/${SEED_POST}`;
    await cached(path);
    const before = queryDb<{ view_count: number }>(server, "SELECT view_count FROM blog_posts WHERE slug = ?", SEED_POST)[0].view_count;
    const reader = await anonymous(path, { "Fly-Client-IP": "198.51.100.21" });
    expect(reader.headers.get("X-Cache")).toBe("hit");
    const after = queryDb<{ view_count: number }>(server, "SELECT view_count FROM blog_posts WHERE slug = ?", SEED_POST)[0].view_count;
    expect(after).toBe(before + 1);

    const like = await fetch(new URL(path, server.url), {
      method: "POST",
      headers: { ...BROWSER, ...liker, "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: "intent=like",
      redirect: "manual",
    });
    expect(like.status).toBeLessThan(400);
    const own = await anonymous(path, liker);
    expect(own.headers.get("X-Cache")).toBe("bypass");
    expect(await own.text()).toMatch(/aria-pressed="true"|Liked/);
  });
});

/** A real toast cookie, as a member signing out gets it on the way to `redirectTo`. */
async function signedOutToast(redirectTo: string): Promise<string> {
  const response = await fetch(new URL("/membership?tab=content", server.url), {
    method: "POST",
    headers: { ...BROWSER, "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "Sec-Fetch-Mode": "navigate" },
    body: new URLSearchParams({ intent: "forget", redirectTo }),
    redirect: "manual",
  });
  expect(response.headers.get("Location")).toBe(redirectTo);
  const toast = response.headers.getSetCookie().find((cookie) => cookie.startsWith("toast="));
  expect(toast).toBeDefined();
  return toast!.split(";")[0];
}

/** The page without the toast item the page cache wrote into it. */
const withoutToastItem = (html: string) => html.replace(/<li data-toast="[^"]*">[\s\S]*?<\/li><\/ol>/, "</ol>");

describe("a visitor with a toast (the message after a form)", () => {
  it("gets the shared copy with their toast written into it, once, and the copy stays as it was", async () => {
    const shared = await cached("/shop");
    const sharedPage = await shared.text();
    const toast = await signedOutToast("/shop");
    const response = await anonymous("/shop", { Cookie: `theme=dark; ${toast}` });
    expect(response.headers.get("X-Cache")).toBe("hit, toast");
    // Shown once: the cookie is consumed, and no cache may keep this answer.
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^toast=;.*Expires=Thu, 01 Jan 1970/)]);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("ETag")).toBeNull();
    expect(response.headers.get("Content-Security-Policy")).toBe(shared.headers.get("Content-Security-Policy"));
    const page = await response.text();
    expect(page).toMatch(/<li data-toast="[^"]*Signed Out[^"]*"><div role="status"[^>]*>.*<p class="text-sm font-semibold">Signed Out<\/p>/);
    // Everything else is the shared copy, byte for byte; the next visitor gets it without the toast.
    expect(sharedPage).not.toContain("Signed Out");
    expect(withoutToastItem(page)).toBe(sharedPage);
    const next = await anonymous("/shop");
    expect(next.headers.get("X-Cache")).toBe("hit");
    expect(await next.text()).toBe(sharedPage);
  });

  it("reads it in their language", async () => {
    await cached("/blog", { Cookie: "lang=sw" });
    const page = await (await anonymous("/blog", { Cookie: `lang=sw; ${await signedOutToast("/blog")}` })).text();
    expect(page).toContain('<p class="text-sm font-semibold">Umetoka</p>');
    expect(page).toContain('<html lang="sw"');
  });

  it("on a page not cached yet: the copy is rendered without their toast, which they still get", async () => {
    writeFromOutside("UPDATE players SET bio = ? WHERE id = (SELECT min(id) FROM players)", `Bio ${Date.now()}`); // drops every cached page
    const response = await anonymous("/membership", { Cookie: await signedOutToast("/membership") });
    expect(response.headers.get("X-Cache")).toBe("miss, toast");
    expect(await response.text()).toContain('<p class="text-sm font-semibold">Signed Out</p>');
    const next = await anonymous("/membership");
    expect(next.headers.get("X-Cache")).toBe("hit");
    expect(await next.text()).not.toContain("Signed Out");
  });
});

describe("a signed-in member on a members-only item", () => {
  /** A fan member of `tier` (active), signed in by their e-mailed link: their cookie and card. */
  async function member(firstName: string, tier: "regular" | "premium" = "regular") {
    const email = `reader-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await new Client(server.url).postJson("/api/fan-members", {
      membershipType: tier,
      firstName,
      lastName: "Msomaji",
      email,
      confirmEmail: email,
      phone: "+254 712 345 678",
      dateOfBirth: "1990-05-01",
      address: "Kasarani, Nairobi",
      emergencyContact: "Mama Msomaji",
      emergencyPhone: "+254 733 000 111",
    });
    expect(response.status).toBe(201);
    const { membershipNumber } = (await response.json()) as { membershipNumber: string };
    if (tier !== "regular") writeFromOutside("UPDATE fan_members SET status = 'active' WHERE email = ?", email);
    const client = await signedInMember(server, email);
    return { cookie: `member=${client.cookies.get("member")}`, name: `${firstName} Msomaji`, membershipNumber, client };
  }
  const item = (level: string) =>
    queryDb<{ id: number; content: string }>(
      server,
      "SELECT id, content FROM exclusive_content WHERE is_published = 1 AND membership_level = ? ORDER BY id LIMIT 1",
      level,
    )[0];
  const reads = (id: number) => queryDb<{ n: number }>(server, "SELECT view_count AS n FROM exclusive_content WHERE id = ?", id)[0].n;
  /** A sentence of the item's full text, as the page writes it (the excerpt is the first paragraph). */
  const fullText = (content: string) => content.split("\n\n")[1].slice(0, 50).replace(/'/g, "&#x27;");
  /** The page without the member's box the page cache wrote into it. */
  const withoutMemberBox = (html: string) =>
    html.replace(/<div data-member-region="" data-member="[^"]*">[\s\S]*?<\/section><\/div>/, '<div data-member-region=""></div>');
  /** The page and the loader data it names (a page whose scripts wait for an interaction keeps it apart). */
  async function withItsData(html: string) {
    const address = /data-stream="([^"]+)"/.exec(html)?.[1];
    return address ? html + (await (await anonymous(address)).text()) : html;
  }

  it("get the copy members of their tier share, with their own box written in, and each read counted", async () => {
    const [amina, baraka] = [await member("Amina"), await member("Baraka")];
    const { id, content } = item("regular");
    const path = `/membership/content/${id}`;
    const before = reads(id);
    const first = await anonymous(path, { Cookie: amina.cookie });
    expect(first.headers.get("X-Cache")).toMatch(/^(miss|hit), member$/);
    const second = await anonymous(path, { Cookie: baraka.cookie });
    expect(second.headers.get("X-Cache")).toBe("hit, member");
    // Made for this member: no cache may keep it.
    expect(second.headers.get("Cache-Control")).toBe("private, no-store");
    expect(second.headers.get("ETag")).toBeNull();
    const pages = [
      { page: await first.text(), own: amina, other: baraka },
      { page: await second.text(), own: baraka, other: amina },
    ];
    for (const { page, own, other } of pages) {
      expect(page).toContain(fullText(content));
      expect(page).toMatch(new RegExp(`<h2 id="member-access-heading"[^>]*>Reading as ${own.name} \\(Regular Fan\\)</h2>`));
      expect(page).toContain(`&quot;membershipNumber&quot;:&quot;${own.membershipNumber}&quot;`);
      expect(page).not.toContain(other.name.split(" ")[0]);
      expect(page).not.toContain(other.membershipNumber);
    }
    // Apart from the box, one copy byte for byte, saying nothing of who reads it (nor does its loader data).
    const shared = withoutMemberBox(pages[0].page);
    expect(withoutMemberBox(pages[1].page)).toBe(shared);
    const sharedWithData = await withItsData(shared);
    for (const { own } of pages) {
      expect(sharedWithData).not.toContain(own.name.split(" ")[0]);
      expect(sharedWithData).not.toContain(own.membershipNumber);
    }
    expect(reads(id)).toBe(before + 2);
    const third = await anonymous(path, { Cookie: amina.cookie });
    expect(third.headers.get("X-Cache")).toBe("hit, member");
    expect(reads(id)).toBe(before + 3);
  });

  it("whose tier does not include the item get its excerpt with their own box, not the sign-in form, and no read counted", async () => {
    const reader = await member("Chebet");
    const { id, content } = item("premium");
    const path = `/membership/content/${id}`;
    await anonymous(path, { Cookie: reader.cookie });
    const before = reads(id);
    const response = await anonymous(path, { Cookie: reader.cookie });
    expect(response.headers.get("X-Cache")).toBe("hit, member");
    const page = await response.text();
    expect(page).toContain(`Reading as ${reader.name} (Regular Fan)`);
    // (The page's scripts carry every text of the page, the sign-in form's too.)
    expect(withoutScripts(page)).not.toContain("Members: sign in to read your content");
    expect(page).not.toContain(fullText(content));
    expect(reads(id)).toBe(before);
  });

  it("of a higher tier read it in their own copy; signed out, the same cookie gets everyone's copy with the sign-in form", async () => {
    const premium = await member("Dalmas", "premium");
    const { id, content } = item("premium");
    const path = `/membership/content/${id}`;
    await anonymous(path, { Cookie: premium.cookie });
    const read = await anonymous(path, { Cookie: premium.cookie });
    expect(read.headers.get("X-Cache")).toBe("hit, member");
    expect(await read.text()).toContain(fullText(content));

    const everyone = await (await cached(path)).text();
    expect(everyone).toContain("Members: sign in to read your content");
    const oldCookie = premium.cookie;
    expect((await premium.client.postForm("/membership?tab=content", { intent: "forget" })).status).toBe(302);
    const after = await anonymous(path, { Cookie: oldCookie });
    expect(after.headers.get("X-Cache")).toBe("hit");
    expect(await after.text()).toBe(everyone);
  });

  it("with a toast as well: both written into the copy, in the page's language", async () => {
    const reader = await member("Esther");
    const path = `/membership/content/${item("regular").id}`;
    await anonymous(path, { Cookie: `lang=sw; ${reader.cookie}` });
    const response = await anonymous(path, { Cookie: `lang=sw; ${reader.cookie}; ${await signedOutToast(path)}` });
    expect(response.headers.get("X-Cache")).toBe("hit, toast, member");
    const page = await response.text();
    expect(page).toContain('<p class="text-sm font-semibold">Umetoka</p>');
    expect(page).toContain(`Unasoma kama ${reader.name}`);
  });
});

describe("variants", () => {
  it("come only from the parameters a page declares, in any order", async () => {
    await cached("/blog?sort=oldest&view=list");
    expect((await anonymous("/blog?view=list&sort=oldest")).headers.get("X-Cache")).toBe("hit");
    for (const path of ["/blog?utm_source=whatsapp", "/blog?sort=oldest&sort=newest", "/BLOG", "/blog/", "/bl%6Fg"]) {
      expect((await anonymous(path)).headers.get("X-Cache"), path).toBe("bypass");
    }
  });

  it("are bounded: a flood of different searches does not grow the cache past its share for the page", async () => {
    // A few more than a path's share (40): each is a render, slow on a busy machine, hence the time allowed.
    const searches = Array.from({ length: 46 }, (_, i) => `/blog?q=flood-${i}`);
    for (const path of searches) await anonymous(path);
    const outcomes = [];
    for (const path of searches) outcomes.push((await anonymous(path)).headers.get("X-Cache"));
    const kept = outcomes.filter((outcome) => outcome === "hit").length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(40);
  }, 90_000);

  it("Save-Data visitors get their own (Lite) copy", async () => {
    await cached("/academy-registration");
    const lite = await anonymous("/academy-registration", { "Save-Data": "on" });
    expect(lite.headers.get("X-Cache")).not.toBe("hit");
    expect((await anonymous("/academy-registration", { "Save-Data": "on" })).headers.get("X-Cache")).toBe("hit");
  });
});

describe("pages that are not the same for everyone", () => {
  it("are not cached: the cart, an order, the admin area, a 404", async () => {
    for (const path of ["/cart", "/admin-login", "/blog/no-such-post", "/membership/lookup"]) {
      await anonymous(path);
      expect((await anonymous(path)).headers.get("X-Cache"), path).not.toBe("hit");
    }
  });
});
