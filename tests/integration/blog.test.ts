// The blog over HTTP: the public pages (filters, drafts, views, likes, comments, shares, RSS), the
// editors' APIs and the /blog-admin page's native forms (JavaScript off), against the built server.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { Client, logInAs, postNativeForm, queryDb, startServer, type TestServer, withoutScripts } from "./harness";

let server: TestServer;
let editor: Client;

const BROWSER = { "User-Agent": "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36" };
const SEED_POST = "rising-stars-3-1-kariobangi-sharks-juniors";
const SEED_DRAFT = "recovery-days-why-rest-matters";
const REQUIRED = "Please fill required fields: Title, content, category and author are required.";

beforeAll(async () => {
  // Behind fly's proxy the client IP is Fly-Client-IP: lets a test speak as readers at other addresses.
  server = await startServer({ FLY_APP_NAME: "rsfc-test" });
  ({ client: editor } = await logInAs(server, "staff"));
});
afterAll(() => server?.stop());

const pngBytes = (width = 64, height = 36) =>
  sharp({ create: { width, height, channels: 3, background: "#10b981" } }).png().toBuffer();

const newPost = (overrides: Record<string, unknown> = {}) => ({
  title: `Match Day ${uniqueSuffix()}`,
  content: "## First half\n\nA **great** start.",
  excerpt: "A report.",
  category: "match-reports",
  tags: ["U-17", "League"],
  author: "Brian Omondi",
  status: "published",
  publishedAt: null,
  ...overrides,
});

async function apiCreate(overrides: Record<string, unknown> = {}) {
  const response = await editor.postJson("/api/blog/posts", newPost(overrides));
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; slug: string; title: string; featuredImage: string | null; readingTime: number; status: string };
}

const put = (client: Client, path: string, body: unknown) =>
  client.request(path, { method: "PUT", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

describe("/blog", () => {
  it("lists published posts only, with the agreed card contents", async () => {
    const html = await (await new Client(server.url).get("/blog")).text();
    expect(html).toContain("Rising Stars 3-1 Kariobangi Sharks Juniors");
    expect(html).not.toContain("Recovery Days: Why Rest Makes You Faster");
    expect(html).toContain("Match Reports");
    expect(html).toContain("#10b981");
    expect(html).toMatch(/1,284 views/);
    expect(html).toContain("16 November 2026");
    expect(html).toContain("Load More Articles");
    expect(html).toContain("Popular This Week");
  });

  it("searches title and excerpt in any case, filters by category and sorts", async () => {
    const client = new Client(server.url);
    const byExcerpt = await (await client.get("/blog?q=MATHARE%20YOUTH")).text();
    expect(byExcerpt).toContain("Nairobi U-19 Cup Final");
    expect(byExcerpt).toContain("Showing 1 of 1 article");
    const training = await (await client.get("/blog?category=training")).text();
    expect(training).toContain("Staying Hydrated");
    expect(training).not.toContain("Kariobangi Sharks");
    const titles = (html: string) => [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
    const popular = titles(await (await client.get("/blog?sort=popular")).text());
    expect(popular.slice(0, 2)).toEqual([
      "Nairobi U-19 Cup Final: Ten Men Hold On for a Famous Win",
      "Brian Langat: The Quiet Keeper with a Loud Future",
    ]);
    const minutes = [...(await (await client.get("/blog?sort=reading-time")).text()).matchAll(/>(\d+) min read</g)].map((m) => Number(m[1]));
    expect(minutes.length).toBe(6);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    const oldest = titles(await (await client.get("/blog?sort=oldest")).text());
    expect(oldest[0]).toBe("Under-15s Share the Points in Thika");
    const none = await (await client.get("/blog?q=zzz-no-such-article")).text();
    expect(none).toContain("No articles found");
    expect(none).toContain("Try adjusting your search criteria or check back later for new content.");
  });

  it("pages with Load More: page 2 shows what page 1 showed and the next ones", async () => {
    const client = new Client(server.url);
    const first = await (await client.get("/blog?sort=oldest")).text();
    expect(first).toMatch(/Showing 6 of \d+ articles/);
    expect(first).toMatch(/href="\/blog\?sort=oldest&amp;page=2"/);
    const second = await (await client.get("/blog?sort=oldest&page=2")).text();
    expect(second).toMatch(/Showing (1[0-2]|[7-9]) of/);
    // A bad page number is ignored, not an error.
    expect((await client.get("/blog?page=abc&sort=%00")).status).toBe(200);
  });
});

describe("a post page", () => {
  it("renders the Markdown, the meta tags and related posts", async () => {
    const response = await new Client(server.url).get(`/blog/${SEED_POST}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h2>Match facts</h2>");
    expect(html).toContain("<strong>Score:</strong>");
    expect(html).toMatch(/<meta property="og:title" content="Rising Stars 3-1 Kariobangi Sharks Juniors[^"]*"/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/images\/blog\/derby-report\.webp"/);
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    // Each language's page is its own canonical address, so search engines keep both.
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/blog\/rising-stars-3-1-kariobangi-sharks-juniors\?lang=en"/);
    expect(html).toContain("More from Match Reports");
    expect(html).toContain("Wanjiru Maina"); // an approved seed comment
  });

  it("in Swahili is its own canonical address, without the visit's other parameters", async () => {
    const html = await (await new Client(server.url).get(`/blog/${SEED_POST}?replyTo=1&lang=sw`)).text();
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/blog\/rising-stars-3-1-kariobangi-sharks-juniors\?lang=sw"/);
    expect(html).toContain("Zaidi kutoka Ripoti za Mechi");
  });

  it("answers 404 for drafts and unknown posts, on the page and the public API", async () => {
    const client = new Client(server.url);
    expect((await client.get(`/blog/${SEED_DRAFT}`)).status).toBe(404);
    expect((await client.get("/blog/no-such-post")).status).toBe(404);
    expect((await client.get(`/api/blog/posts/${SEED_DRAFT}`)).status).toBe(404);
    const published = await client.get(`/api/blog/posts/${SEED_POST}`);
    expect(published.status).toBe(200);
    expect((await published.json()).slug).toBe(SEED_POST);
    expect((await postNativeForm(server.url, `/blog/${SEED_DRAFT}`, { intent: "like" })).status).toBe(404);
  });

  it("counts a view once per visitor (address) per day, and not for crawlers", async () => {
    const post = await apiCreate();
    const views = () => queryDb<{ view_count: number }>(server, "SELECT view_count FROM blog_posts WHERE id = ?", post.id)[0].view_count;
    const reader = new Client(server.url);
    await reader.get(`/blog/${post.slug}`, { headers: BROWSER });
    await reader.get(`/blog/${post.slug}`, { headers: BROWSER });
    expect(views()).toBe(1);
    await reader.get(`/blog/${post.slug}`, { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
    expect(views()).toBe(1);
    // Another browser at the same address is the same visitor; another address is another reader.
    await reader.get(`/blog/${post.slug}`, { headers: { "User-Agent": `${BROWSER["User-Agent"]} other` } });
    expect(views()).toBe(1);
    await reader.get(`/blog/${post.slug}`, { headers: { ...BROWSER, "Fly-Client-IP": "203.0.113.40" } });
    expect(views()).toBe(2);
    const week = await (await reader.get("/blog")).text();
    expect(week).toMatch(/reads? this week/);
  });

  it("likes once per visitor (native form and fetch)", async () => {
    const post = await apiCreate();
    const likes = () => queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM blog_likes WHERE post_id = ?", post.id)[0].n;
    const first = await postNativeForm(server.url, `/blog/${post.slug}`, { intent: "like" });
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe(`/blog/${post.slug}#reactions`);
    await postNativeForm(server.url, `/blog/${post.slug}`, { intent: "like" });
    expect(likes()).toBe(1);
    // Another browser at the same address is the same visitor: nothing more counted.
    expect((await postNativeForm(server.url, `/blog/${post.slug}`, { intent: "like" }, BROWSER)).status).toBe(302);
    expect(likes()).toBe(1);
    // A reader at another address sees the button pressed; their like counts once.
    const reader = new Client(server.url);
    const elsewhere = { ...BROWSER, "Fly-Client-IP": "203.0.113.41" };
    expect((await reader.postForm(`/blog/${post.slug}`, { intent: "like" }, { headers: elsewhere })).status).toBe(200);
    expect((await reader.postForm(`/blog/${post.slug}`, { intent: "like" }, { headers: elsewhere })).status).toBe(200);
    expect(likes()).toBe(2);
    const page = await (await reader.get(`/blog/${post.slug}`, { headers: elsewhere })).text();
    expect(page).toContain('aria-pressed="true"');
    expect(page).toContain(">2 likes<");
  });

  it("takes a comment into moderation; markup in it is shown as text once approved", async () => {
    const post = await apiCreate();
    const content = `Great game! <script>alert("x")</script> <a href="javascript:alert(1)">me</a> ${uniqueSuffix()}`;
    const sent = await postNativeForm(server.url, `/blog/${post.slug}`, {
      intent: "comment",
      authorName: "Amina Otieno",
      authorEmail: "amina@example.com",
      content,
      website: "",
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.location).toBe(`/blog/${post.slug}?commented=1#comments`);
    const [row] = queryDb<{ id: number; status: string }>(server, "SELECT id, status FROM blog_comments WHERE content = ?", content);
    expect(row.status).toBe("pending");
    const waiting = await (await new Client(server.url).get(`/blog/${post.slug}?commented=1`)).text();
    expect(waiting).toContain("Your comment is awaiting moderation");
    expect(waiting).not.toContain("Great game!");

    const approved = await put(editor, `/api/blog/comments/${row.id}/status`, { status: "approved" });
    expect(approved.status).toBe(200);
    const shown = await (await new Client(server.url).get(`/blog/${post.slug}`)).text();
    expect(shown).toContain("Great game! &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(shown).not.toContain('<script>alert("x")');
    expect(shown).not.toContain('href="javascript:');
  });

  it("refuses a comment with missing fields (400, nothing stored); a honeypot hit stores nothing", async () => {
    const post = await apiCreate();
    const count = () => queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM blog_comments WHERE post_id = ?", post.id)[0].n;
    const bad = await postNativeForm(server.url, `/blog/${post.slug}`, { intent: "comment", authorName: "A", authorEmail: "not-an-email", content: "" });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Please enter a valid email address");
    expect(bad.body).toContain("Please write a comment");
    const robot = await postNativeForm(server.url, `/blog/${post.slug}`, {
      intent: "comment",
      authorName: "Cheap Pills",
      authorEmail: "spam@example.com",
      content: "Buy now",
      website: "https://spam.example",
    });
    expect(robot.status).toBe(302);
    expect(count()).toBe(0);
  });

  it("answers a refused comment in Swahili to a reader who chose Swahili", async () => {
    const post = await apiCreate();
    const bad = await postNativeForm(
      server.url,
      `/blog/${post.slug}`,
      { intent: "comment", authorName: "", authorEmail: "not-an-email", content: "" },
      { Cookie: "lang=sw" },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatch(/<html lang="sw"/);
    for (const message of ["Tafadhali andika jina lako", "Tafadhali weka anwani sahihi ya barua pepe", "Tafadhali andika maoni"]) {
      expect(bad.body, message).toMatch(new RegExp(`>${message}<`));
    }
    // A mistake is said under its field, the first one focused: no toast for it.
    expect(bad.body).toMatch(/<input id="comment-authorName"[^>]*autofocus=""/);
    expect(withoutScripts(bad.body)).not.toMatch(/Maoni hayakutumwa/);
  });

  it("records a share and sends the reader to WhatsApp first of all", async () => {
    const post = await apiCreate();
    const client = new Client(server.url);
    const page = await (await client.get(`/blog/${post.slug}`)).text();
    const order = ["whatsapp", "facebook", "x", "copy"].map((p) => page.indexOf(`/share/${p}"`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const whatsapp = await client.get(`/blog/${post.slug}/share/whatsapp`, { headers: BROWSER });
    expect(whatsapp.status).toBe(302);
    expect(whatsapp.headers.get("location")).toMatch(/^https:\/\/wa\.me\/\?text=.*%2Fblog%2F/);
    const copy = await client.get(`/blog/${post.slug}/share/copy`, { headers: BROWSER });
    expect(copy.headers.get("location")).toBe(`/blog/${post.slug}?shared=copy#share`);
    const rows = queryDb<{ platform: string }>(server, "SELECT platform FROM blog_shares WHERE post_id = ? ORDER BY id", post.id);
    expect(rows.map((r) => r.platform)).toEqual(["whatsapp", "copy"]);
    expect((await client.get(`/blog/${post.slug}/share/myspace`)).status).toBe(404);
  });

  it("never lets a <script> or javascript: link in a post's Markdown reach the page", async () => {
    const post = await apiCreate({
      content: '# Hello\n\n<script>alert("post")</script>\n\n[bad](javascript:alert(1)) <img src=x onerror="alert(2)">',
    });
    const html = await (await new Client(server.url).get(`/blog/${post.slug}`)).text();
    expect(html).not.toContain('alert("post")');
    expect(html).not.toContain("javascript:alert");
    expect(html).not.toContain("onerror");
    expect(html).toContain("<h2>Hello</h2>");
  });

  it("has an RSS feed of published posts", async () => {
    const response = await new Client(server.url).get("/blog/rss.xml");
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain("<rss version=\"2.0\"");
    expect(xml).toContain(`/blog/${SEED_POST}</link>`);
    expect(xml).not.toContain(SEED_DRAFT);
  });
});

describe("blog APIs", () => {
  it("are for signed-in editors: 401 anonymously", async () => {
    const anonymous = new Client(server.url);
    expect((await anonymous.get("/api/blog/posts")).status).toBe(401);
    expect((await anonymous.get("/api/blog/comments/pending")).status).toBe(401);
    expect((await anonymous.postJson("/api/blog/posts", newPost())).status).toBe(401);
    expect((await put(anonymous, "/api/blog/comments/1/status", { status: "approved" })).status).toBe(401);
  });

  it("lists all posts, or by status", async () => {
    const all = (await (await editor.get("/api/blog/posts")).json()) as Array<{ status: string; slug: string }>;
    expect(all.some((p) => p.slug === SEED_DRAFT)).toBe(true);
    const drafts = (await (await editor.get("/api/blog/posts?status=draft")).json()) as Array<{ status: string }>;
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((p) => p.status === "draft")).toBe(true);
    expect((await editor.get("/api/blog/posts?status=deleted")).status).toBe(400);
  });

  it("creates a post: slug from the title, unique with a suffix, reading time, publishedAt decided by the server", async () => {
    const title = `Cup Run ${uniqueSuffix()}`;
    const first = await apiCreate({ title, publishedAt: "2001-01-01T00:00:00.000Z" });
    const second = await apiCreate({ title, status: "draft" });
    expect(second.slug).toBe(`${first.slug}-2`);
    const [row] = queryDb<{ published_at: string; reading_time: number; tags: string }>(
      server,
      "SELECT published_at, reading_time, tags FROM blog_posts WHERE id = ?",
      first.id,
    );
    expect(row.published_at.startsWith("2001")).toBe(false);
    expect(row.reading_time).toBe(1);
    expect(JSON.parse(row.tags)).toEqual(["U-17", "League"]);
    const [draft] = queryDb<{ published_at: string | null }>(server, "SELECT published_at FROM blog_posts WHERE id = ?", second.id);
    expect(draft.published_at).toBeNull();
  });

  it("answers bad input with 4xx and the agreed message, storing nothing", async () => {
    const before = queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM blog_posts")[0].n;
    const missing = await editor.postJson("/api/blog/posts", { title: "", content: "x" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(REQUIRED);
    for (const body of [
      newPost({ category: "gossip" }),
      newPost({ tags: "a,b" }),
      newPost({ featuredImage: "http://insecure.example/p.jpg" }),
      newPost({ featuredImage: "javascript:alert(1)" }),
      newPost({ status: "scheduled" }),
      newPost({ title: "x".repeat(201) }),
    ]) {
      expect((await editor.postJson("/api/blog/posts", body)).status).toBe(400);
    }
    const notImage = await editor.postJson("/api/blog/posts", newPost({ featuredImage: `data:image/png;base64,${Buffer.from("<svg/>").toString("base64")}` }));
    expect(notImage.status).toBe(415);
    expect((await editor.request("/api/blog/posts", { method: "POST", body: "{", headers: { "Content-Type": "application/json" } })).status).toBe(400);
    expect(queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM blog_posts")[0].n).toBe(before);
  });

  it("stores a data: URL image through the pipeline, updates and deletes (with the image)", async () => {
    const png = await pngBytes(120, 60);
    const post = await apiCreate({ featuredImage: `data:image/png;base64,${png.toString("base64")}` });
    expect(post.featuredImage).toMatch(/^\/media\/[A-Za-z0-9_-]{24}-120x60\.webp$/);
    expect((await new Client(server.url).get(post.featuredImage!)).status).toBe(200);

    const updated = await put(editor, `/api/blog/posts/${post.id}`, newPost({ title: "Renamed", featuredImage: "https://images.example/a.jpg" }));
    expect(updated.status).toBe(200);
    const body = await updated.json();
    expect(body.slug).toBe(post.slug); // published: the address stays
    expect(body.featuredImage).toBe("https://images.example/a.jpg");
    // The replaced stored picture is gone.
    expect((await new Client(server.url).get(post.featuredImage!)).status).toBe(404);

    expect((await put(editor, "/api/blog/posts/99999999", newPost())).status).toBe(404);
    expect((await put(editor, "/api/blog/posts/abc", newPost())).status).toBe(404);
    const deleted = await editor.request(`/api/blog/posts/${post.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await editor.request(`/api/blog/posts/${post.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("lists pending comments and moderates them", async () => {
    const pending = (await (await editor.get("/api/blog/comments/pending")).json()) as Array<{ id: number; postTitle: string }>;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending[0].postTitle).toBeTruthy();
    const id = pending[0].id;
    expect((await put(editor, `/api/blog/comments/${id}/status`, { status: "spam" })).status).toBe(400);
    expect((await put(editor, `/api/blog/comments/${id}/status`, { status: "rejected" })).status).toBe(200);
    expect((await put(editor, "/api/blog/comments/99999999/status", { status: "approved" })).status).toBe(404);
    const after = (await (await editor.get("/api/blog/comments/pending")).json()) as Array<{ id: number }>;
    expect(after.some((c) => c.id === id)).toBe(false);
  });
});

describe("/blog-admin (native forms)", () => {
  const editorForm = (fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append("imageFile", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    else form.append("imageFile", new Blob([]), "");
    return form;
  };
  const fields = (overrides: Record<string, string> = {}) => ({
    intent: "save",
    title: `Editor Post ${uniqueSuffix()}`,
    author: "Grace Wanjiru",
    excerpt: "From the editor.",
    content: "## Hello\n\nFrom the **editor**.",
    category: "academy-news",
    tags: "Academy, Camp ,",
    imageMode: "upload",
    publish: "on",
    ...overrides,
  });
  const send = (form: FormData) =>
    editor.request("/blog-admin?tab=editor", { method: "POST", body: form, headers: { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Site": "same-origin" } });

  it("shows the tabs, the posts and the pending comments to staff", async () => {
    const page = await (await editor.get("/blog-admin")).text();
    expect(page).toContain("Blog Administration");
    expect(page).toMatch(/Posts \(\d+\)/);
    expect(page).toMatch(/Comments \(\d+ pending\)/);
    expect(page).toContain("New Post");
    const editorTab = await (await editor.get("/blog-admin?tab=editor")).text();
    expect(editorTab).toContain("Create New Post");
    expect(editorTab).toContain("Create Post");
    const confirm = await (await editor.get("/blog-admin?tab=posts&delete=1")).text();
    expect(confirm).toContain("Are you sure you want to delete this post?");
  });

  it("creates a post with an uploaded image, then previews and updates it", async () => {
    const values = fields();
    const created = await send(editorForm(values, { bytes: await pngBytes(), name: "photo.png", type: "image/png" }));
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/blog-admin?tab=posts&saved=new");
    const [row] = queryDb<{ id: number; slug: string; status: string; featured_image: string; tags: string; author: string }>(
      server,
      "SELECT id, slug, status, featured_image, tags, author FROM blog_posts WHERE title = ?",
      values.title,
    );
    expect(row.status).toBe("published");
    expect(row.featured_image).toMatch(/^\/media\/.+-64x36\.webp$/);
    expect(JSON.parse(row.tags)).toEqual(["Academy", "Camp"]);
    const toast = await (await editor.get("/blog-admin?tab=posts")).text();
    expect(toast).toContain("Post created successfully");

    const preview = await send(editorForm({ ...fields({ intent: "preview", content: "# Big\n\n<script>alert(1)</script>**ok**" }), id: String(row.id) }));
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("<h2>Big</h2>");
    expect(previewHtml).not.toContain("<script>alert(1)</script>");

    const updated = await send(editorForm({ ...fields({ title: "A Changed Title" }), id: String(row.id) }));
    expect(updated.status).toBe(302);
    const [after] = queryDb<{ slug: string; featured_image: string; title: string }>(
      server,
      "SELECT slug, featured_image, title FROM blog_posts WHERE id = ?",
      row.id,
    );
    expect(after).toEqual({ slug: row.slug, featured_image: row.featured_image, title: "A Changed Title" });
  });

  it("refuses a picture kept from an earlier submit that has since been removed, saving nothing", async () => {
    const values = fields({ storedImage: `/media/${"a".repeat(24)}-640x360.webp` });
    const refused = await send(editorForm(values));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("That uploaded image no longer exists. Upload the photo again or use an image URL.");
    expect(queryDb(server, "SELECT id FROM blog_posts WHERE title = ?", values.title)).toEqual([]);
  });

  it("refuses missing fields with the agreed toast, and bad or oversized images with theirs", async () => {
    const missing = await send(editorForm(fields({ title: "", content: "" })));
    expect(missing.status).toBe(400);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain("Please fill required fields");
    expect(missingHtml).toContain("Title, content, category and author are required.");

    const html = await send(editorForm(fields(), { bytes: Buffer.from("<html><script>alert(1)</script></html>"), name: "x.png", type: "image/png" }));
    expect(html.status).toBe(415);
    expect(await html.text()).toContain("Please select a valid image file (JPEG, PNG, GIF, WebP).");

    const big = await send(editorForm(fields(), { bytes: Buffer.concat([await pngBytes(), Buffer.alloc(10 * 1024 * 1024)]), name: "big.png", type: "image/png" }));
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("Please select a photo smaller than 10MB.");

    const badUrl = await send(editorForm(fields({ imageMode: "url", featuredImageUrl: "http://insecure.example/x.jpg" })));
    expect(badUrl.status).toBe(400);
    expect(await badUrl.text()).toContain("Please enter a valid https image URL");
  });

  it("approves a comment and deletes a post with the agreed toasts", async () => {
    const post = await apiCreate();
    await postNativeForm(server.url, `/blog/${post.slug}`, { intent: "comment", authorName: "Kamau", authorEmail: "k@example.com", content: "Nice one" });
    const [comment] = queryDb<{ id: number }>(server, "SELECT id FROM blog_comments WHERE post_id = ?", post.id);
    const approved = await editor.postForm("/blog-admin?tab=comments", { intent: "approve", id: String(comment.id) });
    expect(approved.status).toBe(302);
    expect(await (await editor.get("/blog-admin?tab=comments")).text()).toContain("Comment status has been updated");
    expect(queryDb<{ status: string }>(server, "SELECT status FROM blog_comments WHERE id = ?", comment.id)[0].status).toBe("approved");

    const deleted = await editor.postForm("/blog-admin?tab=posts", { intent: "delete", id: String(post.id) });
    expect(deleted.status).toBe(302);
    expect(await (await editor.get("/blog-admin?tab=posts")).text()).toContain("Blog post has been deleted successfully");
    expect(queryDb(server, "SELECT id FROM blog_posts WHERE id = ?", post.id)).toHaveLength(0);
    const audit = queryDb<{ action: string }>(server, "SELECT action FROM audit_log WHERE action LIKE 'blog.%'");
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["blog.create", "blog.publish", "blog.comment.approve", "blog.delete"]));
  });
});
