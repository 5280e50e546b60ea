// The page cache's rules: which tables a statement touches, what a page read, what a key is, how the
// store is bounded and what a shared copy may contain.
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import {
  asCounterUpdate,
  checkForeignWrites,
  memoByKeyUntilWritten,
  noteRead,
  onTablesWritten,
  tablesOf,
  trackTables,
  watchForeignWrites,
  withReadTracking,
  writtenSince,
} from "~/db/table-tracking.server";
import {
  PageDataStore,
  PageStore,
  dependsOnCookies,
  pageCacheKey,
  preferredEncoding,
  withCompactManifest,
  withDataOnDemand,
  withoutNonce,
  type CachedPage,
} from "~/services/page-cache.server";
import { cookieHeaderWith, visitorCookiesIn } from "~/services/visitor-cookies.server";

describe("tablesOf", () => {
  it("finds the tables drizzle's statements read and write", () => {
    expect(tablesOf(`select "id", "title" from "blog_posts" left join "blog_categories" on "x" = "y" where "slug" = ?`)).toEqual({
      reads: ["blog_posts", "blog_categories"],
      writes: null,
    });
    expect(tablesOf(`insert into "blog_post_views" ("post_id") values (?) on conflict do nothing`).writes).toBe("blog_post_views");
    expect(tablesOf(`update "merchandise" set "stock" = "stock" - ? where "id" = ?`).writes).toBe("merchandise");
    expect(tablesOf(`delete from "gallery_images" where "id" = ?`).writes).toBe("gallery_images");
    expect(tablesOf(`INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)`).writes).toBe("settings");
    expect(tablesOf(`select count(*) from (select * from "orders" join "order_items" on 1)`).reads).toEqual(["orders", "order_items"]);
  });
});

describe("statement tracking", () => {
  function database() {
    const sqlite = new Database(":memory:");
    trackTables(sqlite);
    sqlite.prepare("create table news (id integer primary key, title text)").run();
    sqlite.prepare("create table players (id integer primary key, name text)").run();
    return sqlite;
  }

  it("records what a piece of work read, and whether it wrote", async () => {
    const sqlite = database();
    const reading = await withReadTracking(async () => {
      sqlite.prepare("select * from news").all();
      noteRead("settings");
      return "page";
    });
    expect(reading.result).toBe("page");
    expect([...reading.tables].sort()).toEqual(["news", "settings"]);
    expect(reading.wrote).toBe(false);

    const writing = await withReadTracking(async () => {
      sqlite.prepare("insert into players (name) values (?)").run("Amani");
    });
    expect(writing.wrote).toBe(true);
  });

  it("tells which tables were written since a point, and tells listeners exactly which", async () => {
    const sqlite = database();
    const seen: Array<string[] | "all"> = [];
    const stop = onTablesWritten((tables) => seen.push(tables === "all" ? "all" : [...tables]));
    const { startedAt } = await withReadTracking(async () => sqlite.prepare("select * from news").all());
    expect(writtenSince(["news"], startedAt)).toBe(false);
    sqlite.prepare("insert into players (name) values (?)").run("Baraka");
    expect(writtenSince(["news"], startedAt)).toBe(false);
    sqlite.prepare("update news set title = ?").run("Derby day");
    expect(writtenSince(["news"], startedAt)).toBe(true);
    stop();
    expect(seen).toEqual([["players"], ["news"]]);
  });

  it("does not count a statement that failed as a write", () => {
    const sqlite = database();
    const seen: unknown[] = [];
    const stop = onTablesWritten((tables) => seen.push(tables));
    expect(() => sqlite.prepare("insert into players (id, name) values (1, 'a'), (1, 'b')").run()).toThrow();
    stop();
    expect(seen).toEqual([]);
  });

  it("lets counters move without invalidating anything, and without making the work a writer", async () => {
    const sqlite = database();
    const seen: unknown[] = [];
    const stop = onTablesWritten((tables) => seen.push(tables));
    const { wrote } = await withReadTracking(async () =>
      asCounterUpdate(() => sqlite.prepare("update news set title = title").run()),
    );
    stop();
    expect(wrote).toBe(false);
    expect(seen).toEqual([]);
  });

  it("keeps a value per key until a table its computation read is written or its time is up", async () => {
    const sqlite = database();
    sqlite.prepare("insert into news (id, title) values (1, 'Derby day'), (2, 'Cup final')").run();
    const computed: number[] = [];
    const title = memoByKeyUntilWritten((id: number, now: Date) => {
      computed.push(id);
      return { value: (sqlite.prepare("select title from news where id = ?").get(id) as { title: string }).title, until: now.getTime() + 60_000 };
    });
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 29, 12, 0, seconds));
    expect([title(1, at(0)), title(2, at(0)), title(1, at(30))]).toEqual(["Derby day", "Cup final", "Derby day"]);
    expect(computed).toEqual([1, 2]);
    sqlite.prepare("insert into players (name) values ('Amani')").run();
    expect(title(1, at(31))).toBe("Derby day");
    expect(computed).toEqual([1, 2]);
    sqlite.prepare("update news set title = 'Derby day, moved' where id = 1").run();
    expect(title(1, at(32))).toBe("Derby day, moved");
    expect(title(2, at(59))).toBe("Cup final");
    expect(computed).toEqual([1, 2, 1, 2]);
    // Past the time the computation named (a kick-off, midnight): computed again without any write.
    expect(title(2, at(59 + 60))).toBe("Cup final");
    expect(computed).toEqual([1, 2, 1, 2, 2]);
    // A kept value still tells the work around it which tables it came from.
    const { tables } = await withReadTracking(async () => title(1, at(33)));
    expect(computed).toHaveLength(5);
    expect([...tables]).toEqual(["news"]);
  });

  it("notices a commit from another connection as 'anything may have changed'", () => {
    const file = `${process.env.TMPDIR ?? "/tmp"}/page-cache-${crypto.randomUUID()}.db`;
    const main = new Database(file);
    main.pragma("journal_mode = WAL");
    trackTables(main);
    main.prepare("create table news (id integer primary key, title text)").run();
    watchForeignWrites(main);
    const seen: unknown[] = [];
    const stop = onTablesWritten((tables) => seen.push(tables));
    checkForeignWrites();
    expect(seen).toEqual([]);

    // Our own second connection (the mail worker's): its writes are tracked by table, not as foreign.
    const worker = new Database(file);
    trackTables(worker);
    worker.prepare("insert into news (title) values ('queued')").run();
    checkForeignWrites();
    expect(seen).toEqual([new Set(["news"])]);

    // Someone else's connection.
    const outside = new Database(file);
    outside.prepare("update news set title = 'edited'").run();
    checkForeignWrites();
    expect(seen.at(-1)).toBe("all");

    // Noticed while our own second connection moves a counter: still everything.
    seen.length = 0;
    outside.prepare("update news set title = 'edited again'").run();
    asCounterUpdate(() => worker.prepare("update news set title = title").run());
    expect(seen).toEqual(["all"]);
    stop();
    for (const db of [outside, worker, main]) db.close();
  });
});

const page = (overrides: Partial<CachedPage>): CachedPage => ({
  key: "/",
  path: "/",
  hasQuery: false,
  tables: new Set(["news"]),
  cookies: new Set(["toast"]),
  expiresAt: Date.now() + 60_000,
  etag: 'W/"x"',
  headers: [],
  scriptHashes: [],
  bodies: { identity: Buffer.alloc(10), br: Buffer.alloc(2), gzip: Buffer.alloc(3) },
  bytes: 15,
  ...overrides,
});

describe("PageStore", () => {
  it("drops exactly the pages that read a written table", () => {
    const store = new PageStore();
    store.set(page({ key: "/", tables: new Set(["news", "players"]) }));
    store.set(page({ key: "/blog", path: "/blog", tables: new Set(["blog_posts"]) }));
    store.invalidate(new Set(["players"]));
    expect(store.get("/")).toBeUndefined();
    expect(store.get("/blog")).toBeDefined();
    store.invalidate("all");
    expect(store.size.entries).toBe(0);
  });

  it("forgets pages past their time", () => {
    const store = new PageStore();
    store.set(page({ expiresAt: 1_000 }));
    expect(store.get("/", 999)).toBeDefined();
    expect(store.get("/", 1_000)).toBeUndefined();
  });

  it("evicts the least recently used page past its entry and byte limits", () => {
    const store = new PageStore({ entries: 2, bytes: 40, queryVariantsPerPath: 10 });
    store.set(page({ key: "/a" }));
    store.set(page({ key: "/b" }));
    store.get("/a");
    store.set(page({ key: "/c" }));
    expect(store.get("/b")).toBeUndefined();
    expect(store.get("/a")).toBeDefined();
    store.set(page({ key: "/big", bytes: 30 }));
    expect(store.size.bytes).toBeLessThanOrEqual(40);
    expect(store.get("/big")).toBeDefined();
  });

  it("keeps at most its share of query variants of one path", () => {
    const store = new PageStore({ entries: 100, bytes: 10_000, queryVariantsPerPath: 3 });
    const kept = Array.from({ length: 5 }, (_, i) => store.set(page({ key: `/blog?q=${i}`, path: "/blog", hasQuery: true })));
    expect(kept).toEqual([true, true, true, false, false]);
    expect(store.set(page({ key: "/blog", path: "/blog" }))).toBe(true);
  });
});

describe("PageDataStore", () => {
  const data = (bytes: number) => ({ identity: Buffer.alloc(bytes), br: Buffer.alloc(0), gzip: Buffer.alloc(0) });

  it("keeps the data of a page still served: made again by its render, or fetched, it is the last to go", () => {
    const store = new PageDataStore({ entries: 3, bytes: 1_000 });
    store.set("home", data(10));
    store.set("blog", data(10));
    store.set("shop", data(10));
    store.set("home", data(10)); // the home page rendered again with the same data
    store.get("blog"); // a browser starting the blog page's scripts
    store.set("post", data(10));
    expect(store.get("shop")).toBeUndefined();
    expect(store.get("home")).toBeDefined();
    expect(store.get("blog")).toBeDefined();
    expect(store.get("post")).toBeDefined();
  });

  it("stays within its byte limit", () => {
    const store = new PageDataStore({ entries: 100, bytes: 25 });
    store.set("a", data(10));
    store.set("b", data(10));
    store.set("c", data(10));
    expect(store.get("a")).toBeUndefined();
    expect(store.get("c")).toBeDefined();
  });
});

describe("pageCacheKey", () => {
  const request = (url: string, headers: Record<string, string> = {}) => ({ path: url.split("?")[0], url, headers });
  const policy = { params: ["q", "sort"] };

  it("is the path with the declared parameters in a fixed order", () => {
    expect(pageCacheKey(request("/blog?sort=oldest&q=derby"), policy)).toEqual({ key: "en:/blog?q=derby&sort=oldest", hasQuery: true, address: "/blog?q=derby&sort=oldest" });
    expect(pageCacheKey(request("/blog"), policy)).toEqual({ key: "en:/blog", hasQuery: false, address: "/blog" });
  });

  it("has a variant per language, however it was chosen; ?lang= is not a parameter of the page", () => {
    expect(pageCacheKey(request("/blog?lang=sw"), policy)).toEqual({ key: "sw:/blog", hasQuery: false, address: "/blog?lang=sw" });
    expect(pageCacheKey(request("/blog?lang=sw&q=derby"), policy)).toEqual({ key: "sw:/blog?q=derby", hasQuery: true, address: "/blog?q=derby&lang=sw" });
    expect(pageCacheKey(request("/blog", { cookie: "lang=sw" }), policy)).toEqual({ key: "sw:/blog", hasQuery: false, address: "/blog" });
    expect(pageCacheKey(request("/blog", { "accept-language": "sw-KE,sw;q=0.9" }), policy)).toEqual({ key: "sw:/blog", hasQuery: false, address: "/blog" });
    expect(pageCacheKey(request("/blog?lang=en", { cookie: "lang=sw" }), policy)).toEqual({ key: "en:/blog", hasQuery: false, address: "/blog?lang=en" });
    expect(pageCacheKey(request("/blog?lang=fr"), policy)).toEqual({ key: "en:/blog", hasQuery: false, address: "/blog" });
  });

  it("renders the shared copy from its key alone: a ?lang= naming no language, of any length, is left out", () => {
    for (const junk of ["POISONzz", "x".repeat(12_000), "sw%0Aevil", ""]) {
      expect(pageCacheKey(request(`/blog?q=derby&lang=${junk}`), policy), junk.slice(0, 20)).toEqual({ key: "en:/blog?q=derby", hasQuery: true, address: "/blog?q=derby" });
    }
    // The first ?lang= decides, as it does for the render.
    expect(pageCacheKey(request("/blog?lang=sw&lang=POISON"), policy)).toEqual({ key: "sw:/blog", hasQuery: false, address: "/blog?lang=sw" });
    expect(pageCacheKey(request("/blog?lang=POISON&lang=sw", { cookie: "lang=sw" }), policy)).toEqual({ key: "sw:/blog", hasQuery: false, address: "/blog" });
  });

  it("has a Lite variant for Save-Data and the lite cookie", () => {
    expect(pageCacheKey(request("/", { "save-data": "on" }), {})).toEqual({ key: "save-data:en:/", hasQuery: false, address: "/" });
    expect(pageCacheKey(request("/", { cookie: "theme=dark; lite=1" }), {})).toEqual({ key: "on:en:/", hasQuery: false, address: "/" });
    expect(pageCacheKey(request("/", { cookie: "lite=0" }), {})).toEqual({ key: "en:/", hasQuery: false, address: "/" });
  });

  it("leaves cookies out of the key: whether they matter depends on the page", () => {
    expect(pageCacheKey(request("/blog", { cookie: "cart=1; __session=2; toast=3" }), policy)).toEqual({ key: "en:/blog", hasQuery: false, address: "/blog" });
  });

  it("refuses non-canonical and undeclared requests", () => {
    for (const [url, headers] of [
      ["/Blog", {}],
      ["/blog/", {}],
      ["/bl%6fg", {}],
      ["//blog", {}],
      ["/blog?utm_source=x", {}],
      ["/blog?q=a&q=b", {}],
      [`/blog?q=${"x".repeat(101)}`, {}],
    ] as const) {
      expect(pageCacheKey(request(url, headers), policy), url).toHaveProperty("bypass");
    }
  });
});

describe("visitor cookies", () => {
  const withCookie = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });

  it("records each cookie a render looked for, found or not", async () => {
    const { result, cookies } = await withReadTracking(async () => [
      cookieHeaderWith(withCookie("cart=abc; theme=dark"), "cart"),
      cookieHeaderWith(withCookie("theme=dark; xcart=1"), "member"),
      cookieHeaderWith(withCookie("mycart=1"), "cart"),
    ]);
    expect(result).toEqual(["cart=abc; theme=dark", null, null]);
    expect([...cookies].sort()).toEqual(["cart", "member"]);
  });

  it("names the visitor cookies a header carries, and a page depends on those it looked at", () => {
    expect(visitorCookiesIn("theme=dark; __session=a; cart=b; lite=1")).toEqual(["__session", "cart"]);
    expect(visitorCookiesIn(undefined)).toEqual([]);
    const shop = { cookies: new Set(["toast", "cart"]) };
    expect(dependsOnCookies(shop, ["cart"])).toBe(true);
    expect(dependsOnCookies(shop, ["__session", "member"])).toBe(false);
    expect(dependsOnCookies(shop, [])).toBe(false);
  });
});

describe("withoutNonce", () => {
  it("removes the placeholder nonce and lists the hash of every inline script", () => {
    const script = 'window.__remixContext = {"a":1};';
    const html = `<head><link rel="modulepreload" href="/build/a.js" nonce="page-cache-nonce-placeholder"/></head><body><script nonce="page-cache-nonce-placeholder">${script}</script><script type="module" src="/build/b.js" nonce="page-cache-nonce-placeholder"></script></body>`;
    const shared = withoutNonce(html)!;
    expect(shared.html).not.toContain("nonce");
    const hash = crypto.createHash("sha256").update(script).digest("base64");
    expect(shared.scriptHashes).toEqual([`'sha256-${hash}'`]);
  });

  it("refuses a page where the placeholder appears anywhere else", () => {
    expect(withoutNonce(`<script>const n = "page-cache-nonce-placeholder";</script>`)).toBeNull();
  });
});

describe("withCompactManifest", () => {
  const manifest = { entry: { module: "/build/entry.client-A.js", imports: ["/build/_shared/chunk-B.js"] }, routes: { root: { id: "root", path: "" } }, version: "1a" };
  const page = (written: string) =>
    `<script type="module" async="">import * as route0 from "/build/root-C.js";\nwindow.__remixManifest = ${written};\nwindow.__remixRouteModules = {"root":route0};\n\nimport("/build/entry.client-A.js");</script>`;

  it("writes Remix's indented manifest without indentation, the rest of the script as it was", () => {
    expect(withCompactManifest(page(JSON.stringify(manifest, null, 2)))).toBe(page(JSON.stringify(manifest)));
  });

  it("leaves a page without an indented manifest alone", () => {
    const compact = page(JSON.stringify(manifest));
    expect(withCompactManifest(compact)).toBe(compact);
    expect(withCompactManifest("<p>window.__remixManifest = {\n broken\n};\n</p>")).toBe("<p>window.__remixManifest = {\n broken\n};\n</p>");
  });
});

describe("withDataOnDemand", () => {
  const stream = (chunks: string[], closed = true) =>
    chunks.map((chunk) => `<script>window.__remixContext.streamController.enqueue(${JSON.stringify(chunk)});</script>`).join("") +
    (closed ? "<script>window.__remixContext.streamController.close();</script>" : "");
  const deferred = '<body><template id="deferred-scripts"><script type="module" src="/build/e.js"></script></template>';

  it("takes every chunk of the loader data out and names its address on the scripts' template", () => {
    const chunks = ['[{"_1":2},"loaderData","</script> \u2028 "quoted""', ',{"_3":4}]'];
    const split = withDataOnDemand(`${deferred}<p>Hi</p>${stream(chunks)}</body>`)!;
    expect(split.data).toBe(chunks.join(""));
    expect(split.html).toBe(`<body><template id="deferred-scripts" data-stream="/page-data/${split.id}"><script type="module" src="/build/e.js"></script></template><p>Hi</p></body>`);
    // The address is the data's hash: other data, another address.
    expect(withDataOnDemand(`${deferred}${stream(["other"])}`)!.id).not.toBe(split.id);
  });

  it("leaves pages alone whose scripts load with them, or whose stream is not complete", () => {
    expect(withDataOnDemand(`<body>${stream(["data"])}</body>`)).toBeNull();
    expect(withDataOnDemand(`${deferred}${stream(["data"], false)}`)).toBeNull();
  });
});

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("identity")).toBe("identity");
  });
});
