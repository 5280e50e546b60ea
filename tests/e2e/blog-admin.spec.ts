import type { Page } from "@playwright/test";
import sharp from "sharp";
import { uniqueSuffix } from "../support/factories";
import { expect, test } from "./fixtures";
import { open, toast } from "./helpers";

async function expectToast(page: Page, title: string, description?: string) {
  await expect(toast(page).getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) await expect(toast(page).getByText(description, { exact: true })).toBeVisible();
}

// Covers /blog-admin, post status, required fields, toasts: an editor writes a
// post with an uploaded picture, previews it, publishes it, edits it, approves a reader's comment and
// deletes the post. Writing a post runs with JavaScript on and off (live preview), the rest without.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

test.describe("blog administration", () => {
  test("an editor writes a post with a picture, previews it and publishes it", { tag: "@js" }, async ({ page, login }) => {
    const editor = await login({ role: "staff" });
    const title = `Academy Open Day ${uniqueSuffix()}`;
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: "#3b82f6" } }).png().toBuffer();

    await open(page, "/blog-admin");
    await expect(page.getByRole("heading", { level: 1, name: "Blog Administration" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Posts \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Comments \(\d+ pending\)$/ })).toBeVisible();
    await page.getByRole("link", { name: "New Post" }).click();
    await expect(page).toHaveURL(/tab=editor/);
    await expect(page.getByRole("heading", { name: "Create New Post" })).toBeVisible();
    // The author defaults to the signed-in user's name.
    await expect(page.getByLabel("Author *")).toHaveValue(editor.displayName || editor.username);

    // Missing required fields: the agreed toast, nothing saved.
    await page.getByRole("button", { name: "Create Post" }).click();
    await expectToast(page, "Please fill required fields", "Title, content, category and author are required.");

    await page.getByLabel("Title *").fill(title);
    await page.getByLabel("Excerpt").fill("Families are welcome at the academy open day.");
    await page.getByLabel("Content *").fill("## Programme\n\n- Skills stations\n- **Meet the coaches**\n\n<script>alert(1)</script>");
    await page.getByLabel("Category *").selectOption("academy-news");
    await page.getByLabel("Tags (comma separated)").fill("Open Day, Academy");
    await page.getByRole("radio", { name: "Upload File" }).check();
    await page.getByLabel("Image file").setInputFiles({ name: "open-day.png", mimeType: "image/png", buffer: png });

    // Preview: live as you type with JavaScript, by the Preview button without.
    if (!jsOn()) await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.locator(".blog-content");
    await expect(preview.getByRole("heading", { level: 2, name: "Programme" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("Meet the coaches");
    await expect(preview.locator("script")).toHaveCount(0);
    const publish = page.getByRole("switch", { name: "Publish immediately" });
    if (jsOn()) {
      // The Preview button's answer is held until the switch is ticked: it must not reset the form.
      let answerPreview!: () => void;
      const previewHeld = new Promise<void>((resolve) => (answerPreview = resolve));
      await page.route(/\/blog-admin(\.data)?\?/, async (route) => {
        const body = route.request().postDataBuffer()?.toString("latin1") ?? "";
        if (/name="intent"\r\n\r\npreview/.test(body)) await previewHeld;
        await route.continue();
      });
      await page.getByRole("button", { name: "Preview" }).click();
      await expect(page.getByRole("button", { name: "Rendering..." })).toBeDisabled();
      await publish.check();
      answerPreview();
      await expect(page.getByRole("button", { name: "Preview" })).toBeEnabled();
      await expect(preview.getByRole("heading", { level: 2, name: "Programme" })).toBeVisible();
      await page.unrouteAll();
    } else {
      await publish.check();
    }
    await expect(publish).toBeChecked();
    await page.getByRole("button", { name: "Create Post" }).click();
    await expectToast(page, "Post created successfully");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByText("published", { exact: true })).toBeVisible();

    // The public page shows it with its stored, responsive picture.
    await row.getByRole("link", { name: `View ${title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const picture = page.locator("main article img").first();
    await expect(picture).toHaveAttribute("src", /^\/media\/[A-Za-z0-9_-]{24}-320\.webp$/);
    await expect(picture).toHaveAttribute("width", "320");
  });

  test("an editor edits a published post, approves a reader's comment and deletes the post", async ({ page, login, apiAs }) => {
    const title = `Under-13 Tournament Report ${uniqueSuffix()}`;
    // The post is written through the API: this test is about what happens to a published post.
    const api = await apiAs("staff");
    const created = await api.post("/api/blog/posts", {
      data: { title, content: "The under-13s reached the final.", author: "Coach Otieno", category: "match-reports", status: "published" },
    });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    await login({ role: "staff" });
    await open(page, `/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // A reader comments; the editor approves it.
    const comment = `See you there ${uniqueSuffix()}`;
    await page.getByRole("textbox", { name: "Name" }).fill("Mama Wanjiru");
    await page.getByRole("textbox", { name: "Email" }).fill("mama.wanjiru@example.com");
    await page.getByRole("textbox", { name: "Comment" }).fill(comment);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expectToast(page, "Comment received");

    // Edit: a published post keeps its address when the title changes.
    await open(page, "/blog-admin?tab=posts");
    await page.getByRole("row").filter({ hasText: title }).getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
    await expect(page.getByLabel("Title *")).toHaveValue(title);
    const newTitle = `${title} (updated)`;
    await page.getByLabel("Title *").fill(newTitle);
    await page.getByRole("button", { name: "Update Post" }).click();
    await expectToast(page, "Post updated successfully");
    await expect(page.getByRole("row").filter({ hasText: newTitle })).toHaveCount(1);

    await page.getByRole("link", { name: /^Comments \(\d+ pending\)$/ }).click();
    const card = page.locator("li").filter({ hasText: comment });
    await card.getByRole("button", { name: "Approve the comment by Mama Wanjiru" }).click();
    await expectToast(page, "Comment updated", "Comment status has been updated");
    await expect(page.getByText(comment)).toHaveCount(0);

    await open(page, `/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
    await expect(page.getByText(comment)).toBeVisible();

    // Delete, after the agreed confirmation.
    await open(page, "/blog-admin?tab=posts");
    await page.getByRole("row").filter({ hasText: newTitle }).getByRole("link", { name: `Delete ${newTitle}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete post" });
    await expect(dialog.getByText("Are you sure you want to delete this post?")).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Post deleted", "Blog post has been deleted successfully");
    await expect(page.getByRole("row").filter({ hasText: newTitle })).toHaveCount(0);
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  });

  test("an image URL works as the featured image too", async ({ page, login }) => {
    await login({ role: "admin" });
    const title = `Kit Launch ${uniqueSuffix()}`;
    await open(page, "/blog-admin?tab=editor");
    await page.getByLabel("Title *").fill(title);
    await page.getByLabel("Content *").fill("The new kit is here.");
    await page.getByLabel("Category *").selectOption("club-news");
    await page.getByRole("radio", { name: "Image URL" }).check();
    await page.getByRole("textbox", { name: "Image URL" }).fill("http://insecure.example/kit.jpg");
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByText("Please enter a valid https image URL")).toBeVisible();
    await page.getByRole("textbox", { name: "Image URL" }).fill("https://images.example/kit.jpg");
    await page.getByRole("button", { name: "Create Post" }).click();
    await expectToast(page, "Post created successfully");
    await expect(page.getByRole("row").filter({ hasText: title }).getByText("draft", { exact: true })).toBeVisible();
  });

  // The copy is kept by the page's script; without JavaScript nothing is lost before the post is sent.
  test("with JavaScript, text written before the session expired comes back after signing in again", { tag: "@js-only" }, async ({ page, context, login }) => {
    await login({ role: "staff" });
    const title = `Unsaved Story ${uniqueSuffix()}`;
    await open(page, "/blog-admin?tab=editor");
    await page.getByLabel("Title *").fill(title);
    await page.getByLabel("Content *").fill("A long story the editor must not lose.");
    // Shortly after typing stops the copy is written and the live preview answered (a preview still to
    // be sent would meet the expired session first).
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem("rsfc-blog-draft:new") ?? "{}") as { values?: { content?: string } }).values?.content))
      .toBe("A long story the editor must not lose.");
    await expect(page.locator(".blog-content")).toContainText("A long story the editor must not lose.");

    await context.clearCookies(); // the session ends while the editor is writing
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page).toHaveURL(/\/admin-login\?redirectTo=/);

    await login({ role: "staff" });
    await open(page, "/blog-admin?tab=editor");
    await expect(page.getByLabel("Title *")).toHaveValue("");
    await page.getByRole("button", { name: "Restore draft" }).click();
    await expect(page.getByLabel("Title *")).toHaveValue(title);
    await expect(page.getByLabel("Content *")).toHaveValue("A long story the editor must not lose.");
    await page.getByLabel("Category *").selectOption("training");
    await page.getByRole("button", { name: "Create Post" }).click();
    await expectToast(page, "Post created successfully");
    // Saved: the copy is gone.
    await open(page, "/blog-admin?tab=editor");
    await expect(page.getByRole("button", { name: "Restore draft" })).toHaveCount(0);
  });
});
