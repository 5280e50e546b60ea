// Without JavaScript, a button pressed far down an admin list brings the staff member back to that
// place in the list (not the top of the page), with the toast: approving a comment lands at the
// comment that took its place in the moderation queue.
import Database from "better-sqlite3";
import { uniqueSuffix } from "../support/factories";
import { e2eDatabase, expect, test } from "./fixtures";
import { open, toast } from "./helpers";

/** Pending comments on a published post, written straight into the database (the comment form is rate limited). */
function addPendingComments(count: number, marker: string) {
  const db = new Database(e2eDatabase);
  try {
    const post = db.prepare("SELECT id FROM blog_posts WHERE status = 'published' ORDER BY id LIMIT 1").get() as { id: number };
    const insert = db.prepare("INSERT INTO blog_comments (post_id, author_name, author_email, content, status) VALUES (?, ?, ?, ?, 'pending')");
    return Array.from({ length: count }, (_, n) => Number(insert.run(post.id, `Reader ${n + 1}`, `reader${n + 1}@example.com`, `${marker} comment ${n + 1}\n\nA second paragraph, so the card is tall.`).lastInsertRowid));
  } finally {
    db.close();
  }
}

test("approving a comment far down the queue without JavaScript lands beside it", async ({ page, login }) => {
  const marker = `Queue ${uniqueSuffix()}`;
  const ids = addPendingComments(12, marker);
  await login({ role: "staff" });
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page, "/blog-admin?tab=comments");

  const target = ids[9];
  const next = ids[10];
  const card = page.locator(`#comment-${target}`);
  await card.scrollIntoViewIfNeeded();
  await card.getByRole("button", { name: "Approve the comment by Reader 10" }).click();

  await expect(toast(page).getByText("Comment status has been updated")).toBeVisible();
  await expect(page).toHaveURL(/\/blog-admin\?tab=comments#comment-\d+$/);
  expect(await page.evaluate(() => location.hash)).toBe(`#comment-${next}`);
  await expect(page.getByText(`${marker} comment 10`)).toHaveCount(0);
  // The page is scrolled to the comment after it, not left at the top.
  await expect(page.locator(`#comment-${next}`)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
