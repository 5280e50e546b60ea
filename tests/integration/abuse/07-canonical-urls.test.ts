// GET requests that wrote and polluted: made-up product addresses answered 200, each filling the page
// cache and the page views; every share link click added a row; a new User-Agent made a new reader.
// Now: another spelling of a product or post is a 301 to its one address, unknown addresses are 404s
// that neither the cache nor the analytics keep, and views, likes and shares count once per address.
import { describe, expect, it } from "vitest";
import { uniqueSuffix } from "../../support/factories";
import { Client, postNativeForm, queryDb, startServerForFile, type TestServer } from "../harness";

let server: TestServer;
let editor: Client;

const BROWSER = "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";
const SEED_POST = "rising-stars-3-1-kariobangi-sharks-juniors";

// Behind fly's proxy the client IP is Fly-Client-IP: lets the test speak as readers at other addresses.
startServerForFile({ env: { FLY_APP_NAME: "rsfc-test" }, signInAs: "staff" }, (file) => {
  ({ server } = file);
  editor = file.staff!;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.url), { headers: { "User-Agent": BROWSER, ...headers }, redirect: "manual" });

/** An active product, the first unless `nth` says otherwise: tests that count views each visit their own. */
function product(nth = 0) {
  const [row] = queryDb<{ id: number; name: string }>(server, "SELECT id, name FROM merchandise WHERE status = 'active' ORDER BY id LIMIT 1 OFFSET ?", nth);
  const slug = row.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return { ...row, path: `/shop/${row.id}-${slug}` };
}

async function newPost() {
  const response = await editor.postJson("/api/blog/posts", {
    title: `Canonical ${uniqueSuffix()}`,
    content: "A match report.",
    category: "match-reports",
    tags: [],
    author: "Brian Omondi",
    status: "published",
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; slug: string };
}

const pageViews = () => queryDb<{ path: string; views: number }>(server, "SELECT path, views FROM page_views");

describe("canonical addresses", () => {
  it("sends a product under another name to its one address (query kept), and answers 404 for an unknown one", async () => {
    const { id, path } = product();
    for (const other of [`/shop/${id}-junk`, `/shop/${id}`, `/shop/0${id}-${path.split("-").slice(1).join("-")}`]) {
      const response = await get(`${other}?ref=whatsapp`);
      expect(response.status, other).toBe(301);
      expect(response.headers.get("location"), other).toBe(`${path}?ref=whatsapp`);
    }
    expect((await get(path)).status).toBe(200);
    // A client-side navigation's data request gets the same redirect (single fetch answers it as a 202).
    const data = await get(`/shop/${id}-junk.data`);
    expect(data.status).toBe(202);
    expect(await data.text()).toContain(`"${path}"`);
    expect((await get("/shop/999999-home-jersey")).status).toBe(404);
    expect((await get(`/shop/${id}-JUNK`)).status).toBe(404);
  });

  it("sends a post under another spelling of its slug to its one address, and answers 404 for an unknown one", async () => {
    const response = await get(`/blog/${SEED_POST.toUpperCase()}?view=list`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/blog/${SEED_POST}?view=list`);
    expect((await get(`/blog/${SEED_POST}-`)).headers.get("location")).toBe(`/blog/${SEED_POST}`);
    expect((await get(`/blog/${SEED_POST}`)).status).toBe(200);
    expect((await get("/blog/no-such-post")).status).toBe(404);
  });

  it("sends a members-only item under another spelling of its number to its one address", async () => {
    const [item] = queryDb<{ id: number }>(server, "SELECT id FROM exclusive_content ORDER BY id LIMIT 1");
    const response = await get(`/membership/content/00${item.id}?from=mail`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/membership/content/${item.id}?from=mail`);
    expect((await get(`/membership/content/${item.id}`)).status).toBe(200);
    for (const other of [`/membership/content/${item.id}.0`, `/membership/content/${item.id}e0`, "/membership/content/0"]) {
      expect((await get(other)).status, other).toBe(404);
    }
  });

  it("a flood of made-up addresses neither evicts the home page from the cache nor writes page views", async () => {
    await get("/");
    expect((await get("/")).headers.get("X-Cache")).toBe("hit");
    // Not the product the first test visited: its view may still be waiting for the next write.
    const { id, path } = product(1);
    // More than the cache holds (500 pages): before, each of these was a 200 kept as a page of its own.
    for (let i = 0; i < 600; i += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          get(j % 5 === 0 ? `/no-such-page-${i + j}` : j % 5 === 1 ? `/shop/${id}-junk-${i + j}.data` : `/shop/${id}-junk-${i + j}`),
        ),
      );
      for (const answer of answers) expect([202, 301, 404]).toContain(answer.status);
    }
    expect((await get("/")).headers.get("X-Cache")).toBe("hit");
    // The legitimate visit is counted (page views are written every few seconds: wait for it). The
    // flood's answers came before it, so once it is written theirs would have been too.
    expect((await get(path)).status).toBe(200);
    await expect.poll(() => pageViews().find((row) => row.path === path)?.views, { timeout: 30_000 }).toBe(1);
    expect(pageViews().filter((row) => /junk|no-such-page/.test(row.path))).toEqual([]);
  });
});

describe("views, likes and shares count once per visitor", () => {
  it("a changing User-Agent does not multiply views or likes; another address counts once", async () => {
    const post = await newPost();
    const views = () => queryDb<{ view_count: number }>(server, "SELECT view_count FROM blog_posts WHERE id = ?", post.id)[0].view_count;
    const likes = () => queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM blog_likes WHERE post_id = ?", post.id)[0].n;
    const weekRows = () => queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM blog_post_views WHERE post_id = ?", post.id)[0].n;
    const agents = Array.from({ length: 8 }, (_, i) => BROWSER.replace("Chrome/130.0", `Chrome/130.${i}`));
    for (const agent of agents) {
      expect((await get(`/blog/${post.slug}`, { "User-Agent": agent })).status).toBe(200);
      await postNativeForm(server.url, `/blog/${post.slug}`, { intent: "like" }, { "User-Agent": agent });
    }
    expect(views()).toBe(1);
    expect(weekRows()).toBe(1);
    expect(likes()).toBe(1);
    const elsewhere = { "Fly-Client-IP": "203.0.113.70" };
    await get(`/blog/${post.slug}`, elsewhere);
    await get(`/blog/${post.slug}`, elsewhere);
    await postNativeForm(server.url, `/blog/${post.slug}`, { intent: "like" }, elsewhere);
    expect(views()).toBe(2);
    expect(weekRows()).toBe(2);
    expect(likes()).toBe(2);
    // An IPv6 visitor counts by their network: other addresses of one /56 are the same visitor.
    await get(`/blog/${post.slug}`, { "Fly-Client-IP": "2001:db8:0:1::1" });
    await get(`/blog/${post.slug}`, { "Fly-Client-IP": "2001:db8:0:2::9" });
    expect(views()).toBe(3);
  });

  it("a share link clicked again and again counts once per visitor, post, platform and day", async () => {
    const post = await newPost();
    const shares = () =>
      queryDb<{ platform: string; n: number }>(
        server,
        "SELECT platform, count(*) AS n FROM blog_shares WHERE post_id = ? GROUP BY platform ORDER BY platform",
        post.id,
      );
    for (let i = 0; i < 10; i++) {
      const response = await get(`/blog/${post.slug}/share/whatsapp`, { "User-Agent": `${BROWSER} ${i}` });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^https:\/\/wa\.me\//);
    }
    expect(shares()).toEqual([{ platform: "whatsapp", n: 1 }]);
    await get(`/blog/${post.slug}/share/facebook`);
    await get(`/blog/${post.slug}/share/whatsapp`, { "Fly-Client-IP": "203.0.113.71" });
    expect(shares()).toEqual([
      { platform: "facebook", n: 1 },
      { platform: "whatsapp", n: 2 },
    ]);
    expect((await get(`/blog/no-such-post/share/whatsapp`)).status).toBe(404);
  });
});
