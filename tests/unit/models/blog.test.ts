// The blog's rules: slugs, Markdown sanitising, the shared schemas, and the use cases against an
// in-memory database (slug stability, post counts, one like per visitor, one view per visitor and day).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { renderMarkdown, markdownToText } from "~/utils/markdown.server";
import { shareTarget } from "~/utils/share";
import { uniqueSlug } from "~/utils/slug";
import { addComment, approvedComments, setCommentStatus, threadComments } from "~/models/blog/comments.server";
import { createPost, deletePost, getPost, holdEditorImage, updatePost, type PostInput } from "~/models/blog/editing.server";
import { hasLiked, likePost, pruneViewRecords, recordShare, recordView } from "~/models/blog/engagement.server";
import { getPublishedPost, parseBlogQuery, popularThisWeek } from "~/models/blog/posts.server";
import * as schemas from "~/schemas/blog";
import { listAudit } from "~/models/audit.server";
import { storedImageExists, storedImageUsage } from "~/infra/images.server";
import { getDb } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/index.server";

const db = getDb();

beforeAll(async () => {
  await seedDatabase(db);
});

const editor = { id: 1, username: "wanjiru" };

const post = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: "Under-13s Win the Kasarani Sevens",
  content: "## A great day\n\nThe **U-13s** won all five games.",
  excerpt: "Five wins out of five in Kasarani.",
  author: "Grace Wanjiru",
  category: "academy-news",
  tags: ["U-13", "Tournament"],
  status: "draft",
  ...overrides,
});

const row = <T>(sql: string, ...params: unknown[]) => db.$client.prepare(sql).get(...params) as T;
const categoryCount = (slug: string) => row<{ post_count: number }>("SELECT post_count FROM blog_categories WHERE slug = ?", slug).post_count;
const tagCount = (name: string) => row<{ post_count: number } | undefined>("SELECT post_count FROM blog_tags WHERE name = ?", name)?.post_count;

async function created(overrides: Partial<PostInput> = {}) {
  const result = await createPost(post(overrides), editor);
  if (!result.ok) throw new Error(result.message);
  return result.post;
}

describe("uniqueSlug", () => {
  it("is the title's slug when free, then adds -2, -3…", () => {
    const taken = new Set(["derby-day", "derby-day-2"]);
    expect(uniqueSlug("Cup Final", (s) => taken.has(s))).toBe("cup-final");
    expect(uniqueSlug("Derby Day!", (s) => taken.has(s))).toBe("derby-day-3");
  });

  it("falls back to 'post' for a title without letters or digits, and cuts long titles at a dash", () => {
    expect(uniqueSlug("¡¿?!", () => false)).toBe("post");
    const long = uniqueSlug("A very long title ".repeat(10), () => false);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^a-very-long-title(-[a-z]+)*$/);
  });
});

describe("renderMarkdown", () => {
  it("renders Markdown, with a # heading turned into h2 (the page has its own h1)", () => {
    const html = renderMarkdown("# Title\n\nSome **bold** text\n\n- one\n- two\n\n> quote");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<blockquote>");
  });

  it("never lets a script, an event handler or a javascript:/data: link through", () => {
    const html = renderMarkdown(
      [
        "<script>alert(1)</script>",
        "[click](javascript:alert(2)) [data](data:text/html;base64,PHNjcmlwdD4=) [JS](JAVASCRIPT:alert(3))",
        '<a href="javascript:alert(4)">raw</a> <img src="x" onerror="alert(5)"> <iframe src="https://evil.example"></iframe>',
        '<p onclick="alert(6)" style="color:red">styled</p>',
        "![pic](javascript:alert(7))",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|javascript:|data:text|onerror|onclick|<iframe|style=/i);
    expect(html).toContain("styled");
    expect(html).toContain(">click</a>");
  });

  it("opens external links in a new tab without giving it the opener", () => {
    const html = renderMarkdown("[club](https://example.com) [local](/blog)");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">club</a>');
    expect(html).toContain('<a href="/blog">local</a>');
  });

  it("gives plain text for descriptions", () => {
    expect(markdownToText("## Hi & bye\n\n<b>x</b> *y* [z](https://a.b)")).toBe("Hi & bye x y z");
  });

  it("keeps recent results: the same Markdown gives the same HTML, other Markdown its own", () => {
    const first = renderMarkdown("**again**");
    expect(renderMarkdown("**again**")).toBe(first);
    expect(first).toBe("<p><strong>again</strong></p>\n");
    expect(renderMarkdown("*again*")).toBe("<p><em>again</em></p>\n");
    // Well past the bound: older entries are dropped and converted afresh when asked again.
    for (let i = 0; i < 250; i++) renderMarkdown(`post ${i}`);
    expect(renderMarkdown("**again**")).toBe(first);
  });
});

describe("schemas", () => {
  it("asks for the required fields with its exact sentence", () => {
    const parsed = schemas.postApiSchema.safeParse({ title: " ", content: "", category: "", author: "" });
    expect(parsed.success).toBe(false);
    const errors = parsed.error!.flatten().fieldErrors;
    for (const field of ["title", "content", "category", "author"] as const) {
      expect(errors[field]).toContain("Please fill required fields: Title, content, category and author are required.");
    }
  });

  it("accepts an https or data: image, never http or javascript:", () => {
    const base = { title: "T", content: "C", category: "training", author: "A" };
    expect(schemas.postApiSchema.safeParse({ ...base, featuredImage: "https://cdn.example/p.jpg" }).success).toBe(true);
    expect(schemas.postApiSchema.safeParse({ ...base, featuredImage: "data:image/png;base64,iVBORw0KGgo=" }).success).toBe(true);
    expect(schemas.postApiSchema.safeParse({ ...base, featuredImage: "http://cdn.example/p.jpg" }).success).toBe(false);
    expect(schemas.postApiSchema.safeParse({ ...base, featuredImage: "javascript:alert(1)" }).success).toBe(false);
    expect(schemas.postApiSchema.safeParse({ ...base, category: "gossip" }).success).toBe(false);
  });

  it("splits tags on commas, trims them and drops blanks and repeats", () => {
    expect(schemas.splitTags(" U-19, Derby ,, derby,Nairobi  Youth ")).toEqual(["U-19", "Derby", "Nairobi Youth"]);
    const form = schemas.postFormSchema.parse({ title: "T", content: "C", category: "training", author: "A", tags: "a, b" });
    expect(form.tags).toEqual(["a", "b"]);
  });

  it("reads the /blog URL forgivingly", () => {
    expect(parseBlogQuery(new URLSearchParams("sort=popular&category=training&page=2&view=list"))).toMatchObject({
      sort: "popular",
      category: "training",
      page: 2,
      view: "list",
    });
    const forgiven = parseBlogQuery(new URLSearchParams("sort=nonsense&category=x&page=-3"));
    expect(forgiven).toMatchObject({ sort: "newest", page: 1, view: "grid" });
    expect(forgiven.category).toBeUndefined();
  });
});

describe("share links", () => {
  it("puts the post's address into each platform's share page", () => {
    const url = "https://risingstars.example/blog/derby";
    expect(shareTarget("whatsapp", url, "Derby")).toBe(`https://wa.me/?text=${encodeURIComponent(`Derby ${url}`)}`);
    expect(shareTarget("facebook", url, "Derby")).toContain(encodeURIComponent(url));
    expect(shareTarget("x", url, "Derby")).toContain(encodeURIComponent(url));
    expect(shareTarget("copy", url, "Derby")).toBeNull();
  });
});

describe("threadComments", () => {
  it("puts replies (and replies to replies) under their top-level comment", () => {
    const threads = threadComments([
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 2 },
      { id: 4, parentId: 99 },
    ]);
    expect(threads.map((t) => [t.id, t.replies.map((r) => r.id)])).toEqual([
      [1, [2, 3]],
      [4, []],
    ]);
  });
});

describe("post use cases", () => {
  it("keeps a draft out of the counts, and counts it once published", async () => {
    const before = categoryCount("academy-news");
    const draft = await created({ tags: ["Sevens Cup"] });
    expect(draft.status).toBe("draft");
    expect(draft.publishedAt).toBeNull();
    expect(draft.readingTime).toBe(1);
    expect(categoryCount("academy-news")).toBe(before);
    expect(tagCount("Sevens Cup")).toBe(0);

    const published = await updatePost(draft.id, post({ tags: ["Sevens Cup"], status: "published" }), editor);
    expect(published.ok && published.post.publishedAt).toBeTruthy();
    expect(categoryCount("academy-news")).toBe(before + 1);
    expect(tagCount("Sevens Cup")).toBe(1);

    const moved = await updatePost(draft.id, post({ tags: [], status: "published", category: "training" }), editor);
    expect(moved.ok).toBe(true);
    expect(categoryCount("academy-news")).toBe(before);
    expect(tagCount("Sevens Cup")).toBe(0);

    await deletePost(draft.id, editor);
    expect(getPost(draft.id)).toBeNull();
  });

  it("gives colliding titles a suffix; a draft's slug follows its title, a published post's stays", async () => {
    const first = await created({ title: "Kasarani Sevens Recap" });
    const second = await created({ title: "Kasarani Sevens Recap" });
    expect(first.slug).toBe("kasarani-sevens-recap");
    expect(second.slug).toBe("kasarani-sevens-recap-2");

    const renamedDraft = await updatePost(second.id, post({ title: "Sevens Diary" }), editor);
    expect(renamedDraft.ok && renamedDraft.post.slug).toBe("sevens-diary");

    await updatePost(first.id, post({ title: "Kasarani Sevens Recap", status: "published" }), editor);
    const renamedPublished = await updatePost(first.id, post({ title: "A New Headline", status: "published" }), editor);
    expect(renamedPublished.ok && renamedPublished.post.slug).toBe("kasarani-sevens-recap");
    // Back to draft and renamed again: it was published once, so its address stays.
    const unpublished = await updatePost(first.id, post({ title: "Another Headline" }), editor);
    expect(unpublished.ok && unpublished.post).toMatchObject({ slug: "kasarani-sevens-recap", publishedAt: null });
  });

  it("keeps the first publishing date when a published post is edited", async () => {
    const live = await created({ status: "published" });
    const edited = await updatePost(live.id, post({ status: "published", content: "Changed." }), editor);
    expect(edited.ok && edited.post.publishedAt).toBe(live.publishedAt);
  });

  it("stores a data: URL picture through the pipeline and deletes it with the post", async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#f97316" } }).png().toBuffer();
    const withImage = await created({ featuredImage: { dataUrl: `data:image/png;base64,${png.toString("base64")}` } });
    expect(withImage.featuredImage).toMatch(/^\/media\/[A-Za-z0-9_-]{24}-40x20\.webp$/);
    expect(await storedImageExists(withImage.featuredImage!)).toBe(true);
    await deletePost(withImage.id, editor);
    expect(await storedImageExists(withImage.featuredImage!)).toBe(false);

    const bad = await createPost(post({ featuredImage: { dataUrl: `data:image/png;base64,${Buffer.from("<html>").toString("base64")}` } }), editor);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.reason).toBe("unsupported-type");
  });

  it("replaces, removes and cleans up the featured picture: nothing stored is left behind", async () => {
    const png = (background: string) => sharp({ create: { width: 32, height: 18, channels: 3, background } }).png().toBuffer();
    const first = await created({ featuredImage: { bytes: await png("#16a34a") } });
    const replaced = await updatePost(first.id, post({ featuredImage: { bytes: await png("#2563eb") } }), editor);
    if (!replaced.ok) throw new Error(replaced.message);
    expect(await storedImageExists(first.featuredImage!)).toBe(false);
    expect(await storedImageExists(replaced.post.featuredImage!)).toBe(true);
    // Kept (absent), then removed.
    const kept = await updatePost(first.id, post(), editor);
    expect(kept.ok && kept.post.featuredImage).toBe(replaced.post.featuredImage);
    const removed = await updatePost(first.id, post({ featuredImage: "remove" }), editor);
    expect(removed.ok && removed.post.featuredImage).toBeNull();
    expect(await storedImageExists(replaced.post.featuredImage!)).toBe(false);

    // A refused save stores nothing.
    const before = (await storedImageUsage()).images;
    const refused = await updatePost(99_999_999, post({ featuredImage: { bytes: await png("#dc2626") } }), editor);
    expect(!refused.ok && refused.reason).toBe("not-found");
    expect((await storedImageUsage()).images).toBe(before);
  });

  it("refuses a kept upload whose picture has since been removed, in the editor's hold and in the save", async () => {
    const gone = { url: `/media/${"b".repeat(24)}-640x360.webp` };
    const message = "That uploaded image no longer exists. Upload the photo again or use an image URL.";
    expect(await holdEditorImage(gone)).toMatchObject({ ok: false, reason: "invalid", errors: { featuredImage: [message] } });
    const refused = await createPost(post({ title: "Gone Picture", featuredImage: gone }), editor);
    expect(refused).toMatchObject({ ok: false, reason: "invalid", message });
    expect(row("SELECT id FROM blog_posts WHERE title = ?", "Gone Picture")).toBeUndefined();

    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } }).png().toBuffer();
    const held = await holdEditorImage({ bytes: png });
    if (!held.ok) throw new Error(held.message);
    const saved = await created({ featuredImage: { url: held.url } });
    expect(saved.featuredImage).toBe(held.url);
  });

  it("records create, publish, update and delete in the audit log", async () => {
    const p = await created({ title: "Audit Trail Post", status: "published" });
    await updatePost(p.id, post({ title: "Audit Trail Post" }), editor);
    await deletePost(p.id, editor);
    const actions = listAudit({ action: "blog", limit: 50, offset: 0 })
      .entries.filter((e) => e.targetId === String(p.id))
      .map((e) => e.action);
    expect(actions.sort()).toEqual(["blog.create", "blog.delete", "blog.publish", "blog.unpublish", "blog.update"].sort());
  });
});

describe("reader use cases", () => {
  const visitor = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/130" };

  it("counts one like per visitor", async () => {
    const p = await created({ status: "published", title: "Like Me" });
    const first = likePost(p.slug, visitor);
    const again = likePost(p.slug, visitor);
    const other = likePost(p.slug, { ...visitor, ip: "203.0.113.8" });
    expect(first).toMatchObject({ ok: true, likes: 1, counted: true });
    expect(again).toMatchObject({ ok: true, likes: 1, counted: false });
    expect(other).toMatchObject({ ok: true, likes: 2, counted: true });
    expect(hasLiked(p.id, visitor)).toBe(true);
    // The address itself is never stored.
    const stored = db.$client.prepare("SELECT ip_address FROM blog_likes WHERE post_id = ?").all(p.id) as Array<{ ip_address: string }>;
    expect(stored.some((r) => r.ip_address.includes("203.0.113"))).toBe(false);
  });

  it("does not let readers like, share or comment on drafts", async () => {
    const draft = await created({ title: "Secret Draft" });
    expect(likePost(draft.slug, visitor).ok).toBe(false);
    expect(recordShare(draft.slug, "whatsapp", visitor).ok).toBe(false);
    expect(addComment(draft.slug, { authorName: "A", authorEmail: "a@b.co", content: "Hi" }).ok).toBe(false);
    expect(getPublishedPost(draft.slug)).toBeNull();
  });

  it("counts a view once per visitor per day, and ranks this week's reading", async () => {
    const p = await created({ status: "published", title: "Read Me" });
    const day1 = new Date("2026-11-20T09:00:00Z");
    const day2 = new Date("2026-11-21T09:00:00Z");
    expect(recordView(p.id, visitor, day1)).toBe(true);
    expect(recordView(p.id, visitor, day1)).toBe(false);
    expect(recordView(p.id, visitor, day2)).toBe(true);
    // Another browser at the same address is the same visitor; another address is another reader.
    expect(recordView(p.id, { ...visitor, userAgent: "Other" }, day2)).toBe(false);
    expect(recordView(p.id, { ...visitor, ip: "203.0.113.9" }, day2)).toBe(true);
    expect(getPost(p.id)!.viewCount).toBe(3);
    const popular = popularThisWeek("2026-11-21");
    expect(popular[0]).toMatchObject({ slug: p.slug, views: 3 });
    // A week later those views have left the window.
    expect(popularThisWeek("2026-11-28").find((x) => x.slug === p.slug)).toBeUndefined();
  });

  it("keeps comments pending, ignores the honeypot and only allows replies to approved comments", async () => {
    const p = await created({ status: "published", title: "Comment On Me" });
    const added = addComment(p.slug, { authorName: "Amina", authorEmail: "amina@example.com", content: "Great!" });
    expect(added.ok && added.comment?.status).toBe("pending");
    const robot = addComment(p.slug, { authorName: "Bot", authorEmail: "b@example.com", content: "spam", website: "x" });
    expect(robot).toEqual({ ok: true, comment: null });
    const id = added.ok ? added.comment!.id : 0;
    const early = addComment(p.slug, { authorName: "B", authorEmail: "b@example.com", content: "Re", parentId: id });
    expect(early.ok).toBe(false);
    expect(setCommentStatus(id, "approved", editor).ok).toBe(true);
    const reply = addComment(p.slug, { authorName: "B", authorEmail: "b@example.com", content: "Re", parentId: id });
    expect(reply.ok).toBe(true);
    expect(approvedComments(p.id).map((c) => c.id)).toEqual([id]);
    expect(setCommentStatus(999_999, "approved", editor).ok).toBe(false);
  });
});

describe("seeded posts", () => {
  it("all have Markdown content with a heading and a featured image that exists", () => {
    const posts = db.$client.prepare("SELECT slug, content, featured_image FROM blog_posts").all() as Array<{
      slug: string;
      content: string;
      featured_image: string | null;
    }>;
    const seeded = posts.filter((p) => p.featured_image?.startsWith("/images/blog/"));
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    for (const p of seeded) {
      expect(renderMarkdown(p.content), p.slug).toMatch(/<h2>/);
      expect(fs.existsSync(path.join("public", p.featured_image!)), p.featured_image!).toBe(true);
    }
  });
});

describe("pruneViewRecords", () => {
  it("drops per-day view records older than a month and keeps the totals", async () => {
    const p = await created({ status: "published", title: "Old Views" });
    recordView(p.id, { ip: "198.51.100.1", userAgent: "UA" }, new Date("2026-09-01T09:00:00Z"));
    recordView(p.id, { ip: "198.51.100.1", userAgent: "UA" }, new Date("2026-11-20T09:00:00Z"));
    const rows = () => (db.$client.prepare("SELECT day FROM blog_post_views WHERE post_id = ?").all(p.id) as Array<{ day: string }>).map((r) => r.day);
    expect(rows()).toEqual(["2026-09-01", "2026-11-20"]);
    pruneViewRecords("2026-11-21");
    expect(rows()).toEqual(["2026-11-20"]);
    expect(getPost(p.id)!.viewCount).toBe(2);
  });
});

describe("the news push on publishing", () => {
  const newsPushes = () =>
    db.$client.prepare("SELECT title, body, target_url AS targetUrl FROM notifications WHERE type = 'news' ORDER BY id").all() as Array<{
      title: string;
      body: string;
      targetUrl: string;
    }>;

  it("is sent only when asked for and only as the post becomes published", async () => {
    const before = newsPushes().length;
    await created({ title: "Quiet Draft", notifySubscribers: true });
    await created({ title: "Published Without Push", status: "published" });
    expect(newsPushes()).toHaveLength(before);

    const draft = await created({ title: "Derby Report", notifySubscribers: false });
    const published = await updatePost(draft.id, post({ title: "Derby Report", status: "published", notifySubscribers: true }), editor);
    if (!published.ok) throw new Error(published.message);
    expect(newsPushes().slice(before)).toEqual([
      { title: "Derby Report", body: "Five wins out of five in Kasarani.", targetUrl: `/blog/${published.post.slug}` },
    ]);

    // Saving it again while published does not announce it a second time.
    await updatePost(draft.id, post({ title: "Derby Report", status: "published", notifySubscribers: true }), editor);
    expect(newsPushes()).toHaveLength(before + 1);
  });
});
