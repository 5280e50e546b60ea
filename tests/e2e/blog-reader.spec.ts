import type { APIRequestContext, Page } from "@playwright/test";
import { uniqueSuffix } from "../support/factories";
import { expect, test } from "./fixtures";
import { open, toast } from "./helpers";

async function expectToast(page: Page, title: string, description?: string) {
  await expect(toast(page).getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) await expect(toast(page).getByText(description, { exact: true })).toBeVisible();
}

// Covers /blog: a visitor filters, sorts, searches, pages and opens a post, then likes it,
// comments and finds the share links — with JavaScript on and off (the same steps, native forms and
// links without it, in-place updates with it).

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const cardTitles = (page: Page) => page.locator("main article h3");

/** A fresh published post, so likes and comments of parallel runs never meet. */
async function publishedPost(api: APIRequestContext) {
  const title = `Reader Test ${uniqueSuffix()}`;
  const response = await api.post("/api/blog/posts", {
    data: {
      title,
      content: "## The story\n\nA **short** report.\n\n- one\n- two",
      excerpt: "A post for the reader test.",
      category: "club-news",
      tags: ["E2E", "Reader", "Club", "Fourth"],
      author: "Kevin Mwenda",
      status: "published",
      publishedAt: null,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { slug: string; title: string };
}

test.describe("the blog, as a reader", () => {
  test("filters by category, sorts, searches and loads more articles", { tag: "@js" }, async ({ page }) => {
    await open(page, "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(6);

    // A category card selects the category.
    await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: /Training/ }).click();
    await expect(page).toHaveURL(/category=training/);
    await expect(page.getByText(/^Showing \d+ of \d+ articles? matching your search$/)).toBeVisible();
    for (const article of await page.locator("main article").all()) {
      await expect(article.getByText("Training", { exact: true })).toBeVisible();
    }

    // Sort: with JavaScript the list follows the select; without, the Search button sends the form.
    await page.getByLabel("Sort by").selectOption({ label: "Quick Reads" });
    if (!jsOn()) await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/sort=reading-time/);
    await expect(page).toHaveURL(/category=training/);

    // Search (case-insensitive, title or excerpt); with JavaScript as you type, no button needed.
    await page.getByLabel("Category").selectOption({ label: "All Categories" });
    await page.getByLabel("Search articles").fill("MATHARE");
    if (!jsOn()) await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=MATHARE/);
    await expect(cardTitles(page)).toHaveText(["Nairobi U-19 Cup Final: Ten Men Hold On for a Famous Win"]);

    await page.getByLabel("Search articles").fill("no such article anywhere");
    if (!jsOn()) await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No articles found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria or check back later for new content.")).toBeVisible();

    // Load More Articles: a link to the next page; with JavaScript the cards are added in place.
    await open(page, "/blog?sort=oldest");
    const first = await cardTitles(page).first().textContent();
    if (jsOn()) await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("link", { name: "Load More Articles" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => cardTitles(page).count()).toBeGreaterThan(6);
    await expect(cardTitles(page).first()).toHaveText(first!);
    if (jsOn()) expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // List view and the sidebar's sort buttons keep the rest of the URL.
    await page.getByRole("link", { name: "List", exact: true }).click();
    await expect(page).toHaveURL(/view=list/);
    await page.getByRole("complementary").getByRole("link", { name: "Most Popular" }).click();
    await expect(page).toHaveURL(/sort=popular/);
    await expect(page).toHaveURL(/view=list/);
    await expect(cardTitles(page).first()).toHaveText("Nairobi U-19 Cup Final: Ten Men Hold On for a Famous Win");
  });

  // With JavaScript the like goes through a fetcher, without a page load.
  test("opens a post, likes it once, comments and finds the share links", { tag: "@js" }, async ({ page, apiAs }) => {
    const post = await publishedPost(await apiAs("admin"));
    await open(page, `/blog?q=${encodeURIComponent(post.title)}`);
    const card = page.locator("main article").filter({ hasText: post.title });
    await expect(card.getByRole("listitem")).toHaveCount(3); // at most three tags on a card
    await card.getByRole("link", { name: `Read More: ${post.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "The story" })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(post.title));

    // Like: once per visitor.
    const like = page.getByRole("button", { name: /like/i }).first();
    await expect(like).toContainText("0 likes");
    await like.click();
    if (!jsOn()) await expectToast(page, "Thanks for the like!");
    await expect(page.getByRole("button", { name: /Liked/ })).toContainText("1 like");
    await page.reload();
    await expect(page.getByRole("button", { name: /Liked/ })).toContainText("1 like");

    // Share: WhatsApp first, then Facebook, X and copy link, each through the recording route.
    const share = page.locator("#share a");
    await expect(share).toHaveText([/WhatsApp/, /Facebook/, /^X/, /Copy link/]);
    await expect(share.first()).toHaveAttribute("href", `/blog/${post.slug}/share/whatsapp`);

    // Comment: goes to moderation and the reader is told so.
    const text = `Well played everyone ${uniqueSuffix()}`;
    await page.getByRole("textbox", { name: "Name" }).fill("Achieng Odhiambo");
    await page.getByRole("textbox", { name: "Email" }).fill("achieng@example.com");
    await page.getByRole("textbox", { name: "Comment" }).fill(text);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expectToast(page, "Comment received");
    await expect(page.locator("#comments").getByRole("status")).toContainText("awaiting moderation");
    await expect(page.getByText(text)).toHaveCount(0);
  });

  test("a draft is not found", async ({ page }) => {
    const response = await page.goto("/blog/recovery-days-why-rest-matters");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  });
});
