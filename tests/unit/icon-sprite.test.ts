import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "~/components/ui/icon-names";
import { renderSprite, SPRITE_FILE } from "../../scripts/build-icon-sprite";

describe("the icon sprite", () => {
  it("is current: it has exactly the icons ICON_NAMES lists (otherwise run npm run icons)", async () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(await renderSprite());
  });

  it("draws each icon as lucide does, with the drawing attributes on the symbol", async () => {
    const sprite = await renderSprite(["mail"]);
    expect(sprite).toMatch(
      /<symbol id="mail" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">(<(path|rect)\b[^>]*><\/\2>)+<\/symbol>/,
    );
    expect([...readFileSync(SPRITE_FILE, "utf8").matchAll(/<symbol id="([\w-]+)"/g)].map(([, id]) => id)).toEqual([...ICON_NAMES]);
  });

  it("draws the blog's filled (liked) heart with the sprite's own heart path", () => {
    // A sprite symbol's fill="none" cannot be overridden from outside, so the liked heart is drawn in the page.
    const spriteHeart = readFileSync(SPRITE_FILE, "utf8").match(/<symbol id="heart"[^>]*><path d="([^"]+)"/)?.[1];
    const pageHeart = readFileSync("app/routes/blog.$slug.tsx", "utf8").match(/function FilledHeart\(\)[\s\S]*?<path d="([^"]+)"/)?.[1];
    expect(spriteHeart).toBeTruthy();
    expect(pageHeart).toBe(spriteHeart);
  });
});
