import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { uniqueSuffix } from "../support/factories";
import { E2E } from "./e2e-env";
import { expect, test } from "./fixtures";
import { expectToast, open } from "./helpers";

// Covers /gallery-admin, /photo-upload-demo, gallery rules, gallery toasts: an
// admin manages the gallery with JavaScript off one photo per upload form and on (several photos
// dropped at once, each with its own progress bar), and the landing page follows.

async function photo(width: number, height: number, colour: string) {
  return sharp({ create: { width, height, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer();
}

/**
 * The gallery's order is one list shared by every test: the JavaScript-on and -off runs of the flow
 * take turns (an atomic mkdir is the lock), so one run's moves never land among the other's photos.
 */
async function takingTurns(run: () => Promise<void>) {
  const lock = path.join(E2E.dataDir, "gallery-order.lock");
  const taken = () => {
    try {
      fs.mkdirSync(lock);
      return true;
    } catch {
      return false;
    }
  };
  // The other run holds the lock for its whole flow: wait for it as long as the test may last.
  await expect.poll(taken, { timeout: 0 }).toBe(true);
  try {
    await run();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Waits until a form post's redirect has landed (the address changes when the new page is shown); the
 * toast that comes with the page is checked right after.
 */
const landedOn = (page: Page, url: RegExp) => expect(page).toHaveURL(url);

const grid = (page: Page) => page.getByRole("list", { name: "Gallery photos" });

/** The descriptions (alt texts) of the grid's photos, in order (read off their Edit buttons). */
async function gridOrder(page: Page): Promise<string[]> {
  return grid(page)
    .getByRole("link", { name: /^Edit photo: / })
    .evaluateAll((links) => links.map((link) => (link.getAttribute("aria-label") ?? "").replace(/^Edit photo: /, "")));
}

async function landingOrder(page: Page): Promise<string[]> {
  await open(page, "/");
  return page.locator("#gallery img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
}

async function dropFiles(page: Page, target: Locator, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }));
      return transfer;
    },
    files.map((file) => ({ name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] })),
  );
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

test.describe("gallery administration", () => {
  test("an admin adds photos by file and by URL, edits, reorders and deletes them; the landing page follows", { tag: "@js" }, async ({
    page,
    login,
    javaScriptEnabled,
  }) => {
    const suffix = uniqueSuffix();
    const first = `Goalkeeper diving to his left ${suffix}`;
    const second = `Captain lifting the cup ${suffix}`;
    const linked = `Crowd at the derby ${suffix}`;
    const edited = `Goalkeeper saving a penalty ${suffix}`;
    await login({ role: "staff" });

    await takingTurns(async () => {
      await open(page, "/gallery-admin");
      await expect(page.getByRole("heading", { level: 1, name: "Photo Gallery Management" })).toBeVisible();
      await expect(page.getByText("Last 7 days")).toBeVisible();
      await page.getByRole("link", { name: "Add Photo" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Photo" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Upload File" })).toHaveAttribute("aria-current", "page");

      if (javaScriptEnabled) {
        // Nothing chosen yet: the agreed message.
        await dialog.getByRole("button", { name: "Upload Photo" }).click();
        await expectToast(page, "Missing Information", "Please select a photo and provide a description.");

        // Two photos dropped at once; each gets its own description, preview and progress bar.
        await dropFiles(page, dialog.getByTestId("photo-drop-zone"), [
          { name: "keeper.jpg", mimeType: "image/jpeg", buffer: await photo(1000, 700, "#1e3a8a") },
          { name: "cup.jpg", mimeType: "image/jpeg", buffer: await photo(900, 600, "#f97316") },
        ]);
        const keeper = dialog.getByRole("group", { name: "keeper.jpg" });
        const cup = dialog.getByRole("group", { name: "cup.jpg" });
        await keeper.getByLabel("Photo Description").fill(first);
        await cup.getByLabel("Photo Description").fill(second);
        await cup.getByLabel("Caption (optional)").fill("Champions again");
        await dialog.getByRole("button", { name: "Upload 2 Photos" }).click();
        await expectToast(page, "Photo Uploaded", "2 photos are now in the gallery.");
        for (const [group, name] of [[keeper, "keeper.jpg"], [cup, "cup.jpg"]] as const) {
          await expect(group.getByRole("progressbar", { name: `Upload progress of ${name}` })).toHaveAttribute("value", "100");
          // After upload the preview is the stored picture, in every width.
          await expect(group.getByRole("img")).toHaveAttribute("srcset", /\/media\/[\w-]{24}-320\.webp 320w/);
        }
      } else {
        await dialog.getByLabel("Photo file").setInputFiles({
          name: "keeper.jpg",
          mimeType: "image/jpeg",
          buffer: await photo(1000, 700, "#1e3a8a"),
        });
        await dialog.getByLabel("Photo Description").fill(first);
        await dialog.getByRole("button", { name: "Upload Photo" }).click();
        await landedOn(page, /added=\d+/);
        await expectToast(page, "Photo Uploaded");
        const justAdded = page.getByRole("dialog", { name: "Add Photo" }).getByRole("region", { name: "Just added" });
        await expect(justAdded.getByRole("img", { name: first })).toHaveAttribute("srcset", /-320\.webp 320w/);

        // One file per form without JavaScript: the second photo is a second upload.
        const again = page.getByRole("dialog", { name: "Add Photo" });
        await again.getByLabel("Photo file").setInputFiles({ name: "cup.jpg", mimeType: "image/jpeg", buffer: await photo(900, 600, "#f97316") });
        await again.getByLabel("Photo Description").fill(second);
        await again.getByLabel("Caption (optional)").fill("Champions again");
        await again.getByRole("button", { name: "Upload Photo" }).click();
        await landedOn(page, /added=\d+/);
        await expectToast(page, "Photo Uploaded");
      }

      // By image URL (the server stores the link, it never fetches it).
      await page.getByRole("dialog", { name: "Add Photo" }).getByRole("link", { name: "Image URL" }).click();
      const urlDialog = page.getByRole("dialog", { name: "Add Photo" });
      await urlDialog.getByLabel("Image URL").fill(`https://images.example.org/derby-${suffix}.jpg`);
      await urlDialog.getByLabel("Photo Description").fill(linked);
      await urlDialog.getByRole("button", { name: "Add Photo" }).click();
      await landedOn(page, /tab=url&added=\d+/);
      await expectToast(page, "Photo Added");
      await page.getByRole("dialog", { name: "Add Photo" }).getByRole("link", { name: "Close" }).click();
      await expect(page).toHaveURL(/\/gallery-admin$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);

      // Newest first.
      await expect.poll(async () => (await gridOrder(page)).slice(0, 3)).toEqual([linked, second, first]);
      // The landing page's gallery shows them too; uploaded ones with every stored width.
      expect((await landingOrder(page)).slice(0, 3)).toEqual([linked, second, first]);
      await expect(page.locator("#gallery").getByRole("img", { name: first })).toHaveAttribute("srcset", /-960\.webp 960w/);

      // Edit the first photo's description.
      await open(page, "/gallery-admin");
      await grid(page).getByRole("link", { name: `Edit photo: ${first}` }).click();
      const editDialog = page.getByRole("dialog", { name: "Edit Photo" });
      await expect(editDialog.getByLabel("Photo Description")).toHaveValue(first);
      await editDialog.getByLabel("Photo Description").fill(edited);
      await editDialog.getByRole("button", { name: "Save Changes" }).click();
      await landedOn(page, /\/gallery-admin#photo-\d+$/);
      await expectToast(page, "Photo Updated");
      await expect(grid(page).getByRole("img", { name: edited })).toBeVisible();

      // Move it up twice: it passes the cup photo, then the linked one.
      await grid(page).getByRole("button", { name: `Move photo up: ${edited}` }).click();
      await expectToast(page, "Photo Moved");
      await expect.poll(async () => (await gridOrder(page)).slice(0, 3)).toEqual([linked, edited, second]);
      await grid(page).getByRole("button", { name: `Move photo up: ${edited}` }).click();
      await expect.poll(async () => (await gridOrder(page)).slice(0, 3)).toEqual([edited, linked, second]);
      await expect(grid(page).getByRole("button", { name: `Move photo up: ${edited}` })).toBeDisabled();
      expect((await landingOrder(page)).slice(0, 3)).toEqual([edited, linked, second]);

      // Delete the linked photo, after the confirm step.
      await open(page, "/gallery-admin");
      await grid(page).getByRole("link", { name: `Delete photo: ${linked}` }).click();
      const confirm = page.getByRole("dialog", { name: "Delete Photo" });
      await expect(confirm).toContainText("Are you sure you want to delete this photo? This action cannot be undone.");
      await confirm.getByRole("button", { name: "Delete Photo" }).click();
      await landedOn(page, /\/gallery-admin(#(photo-\d+|gallery-photos))?$/);
      await expectToast(page, "Photo Deleted");
      await expect(grid(page).getByRole("img", { name: linked })).toHaveCount(0);
      const landing = await landingOrder(page);
      expect(landing).not.toContain(linked);
      expect(landing.slice(0, 2)).toEqual([edited, second]);

      // Leave the gallery as it was found.
      for (const alt of [edited, second]) {
        await open(page, "/gallery-admin");
        await grid(page).getByRole("link", { name: `Delete photo: ${alt}` }).click();
        await page.getByRole("dialog", { name: "Delete Photo" }).getByRole("button", { name: "Delete Photo" }).click();
        await landedOn(page, /\/gallery-admin(#(photo-\d+|gallery-photos))?$/);
        await expectToast(page, "Photo Deleted");
      }
    });
  });

  test("a refused file shows the agreed message", { tag: "@js" }, async ({ page, login, javaScriptEnabled }) => {
    await login({ role: "staff" });
    await open(page, "/gallery-admin?add=1");
    const dialog = page.getByRole("dialog", { name: "Add Photo" });
    const renamed = { name: "team.jpg", mimeType: "image/jpeg", buffer: Buffer.from("MZ\x90\x00 this is a program, not a photo") };
    if (javaScriptEnabled) {
      await dropFiles(page, dialog.getByTestId("photo-drop-zone"), [renamed]);
      await dialog.getByRole("group", { name: "team.jpg" }).getByLabel("Photo Description").fill("Team photo");
      await dialog.getByRole("button", { name: "Upload Photo" }).click();
      await expectToast(page, "Upload Failed", "Invalid File Type: Please select a valid image file (JPEG, PNG, GIF, WebP).");
      await expect(dialog.getByRole("group", { name: "team.jpg" })).toContainText("Invalid File Type");
    } else {
      await dialog.getByLabel("Photo file").setInputFiles(renamed);
      await dialog.getByLabel("Photo Description").fill("Team photo");
      await dialog.getByRole("button", { name: "Upload Photo" }).click();
      await expectToast(page, "Invalid File Type", "Please select a valid image file (JPEG, PNG, GIF, WebP).");
      await expect(page.getByRole("dialog", { name: "Add Photo" }).getByLabel("Photo Description")).toHaveValue("Team photo");
    }
  });
});

test.describe("photo upload demo", () => {
  test("picks a file or a URL locally and makes no call", { tag: "@js" }, async ({ page, login, javaScriptEnabled }) => {
    await login({ role: "staff" });
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") calls.push(`${request.method()} ${request.url()}`);
    });
    await open(page, "/photo-upload-demo");
    await expect(page.getByRole("heading", { level: 1, name: "Photo Upload Demo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Photo Management" }).last()).toHaveAttribute("href", "/gallery-admin");
    await expect(page.getByRole("link", { name: "Editor" })).toHaveAttribute("href", "/blog-admin");

    if (!javaScriptEnabled) {
      await expect(page.getByText("This demo needs JavaScript.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Add Photo" })).toBeDisabled();
      return;
    }
    await expect(page.getByText("This demo needs JavaScript.")).toBeHidden();
    await page.getByRole("button", { name: "News Article" }).click();
    await expect(page.getByRole("button", { name: "News Article" })).toHaveAttribute("aria-pressed", "true");

    const add = page.getByRole("button", { name: "Add Photo" });
    await expect(add).toBeDisabled();
    await page.locator('input[type="file"]').setInputFiles({
      name: "training.jpg",
      mimeType: "image/jpeg",
      buffer: await photo(600, 400, "#10b981"),
    });
    await expect(page.getByText("training.jpg")).toBeVisible();
    await expect(page.getByText(/^0\.\d\d MB$/)).toBeVisible();
    await expect(page.getByRole("img", { name: "Preview of the chosen file" })).toBeVisible();
    await page.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("training.jpg")).toHaveCount(0);
    await expect(add).toBeDisabled();
    await page.locator('input[type="file"]').setInputFiles({ name: "training.jpg", mimeType: "image/jpeg", buffer: await photo(600, 400, "#10b981") });
    await add.click();
    await expectToast(page, "Photo Uploaded Successfully!");

    await page.getByRole("button", { name: "Image URL" }).click();
    await expect(add).toBeDisabled();
    // An address that cannot be loaded leaves no preview behind.
    await page.getByLabel("Image URL").fill(`${E2E.baseUrl}/no-such-picture.jpg`);
    await expect(add).toBeEnabled();
    await expect(page.getByRole("img", { name: "Preview of the chosen file" })).toHaveCount(0);
    await page.getByLabel("Image URL").fill(`${E2E.baseUrl}/images/gallery/trophy-600.webp`);
    await expect(page.getByRole("img", { name: "Preview of the chosen file" })).toBeVisible();
    await add.click();
    await expectToast(page, "Photo Added Successfully!");
    expect(calls).toEqual([]);
  });
});
