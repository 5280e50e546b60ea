// Category badges take their colour from the database: the text on them must still reach WCAG AA.
import { describe, expect, it } from "vitest";
import { readableTextColor } from "~/components/ui/Badge";
import { seedBlogCategories } from "~/db/seed/blog";

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe("readableTextColor", () => {
  it("gives every seeded category colour and a range of others text at 4.5:1 or more", () => {
    const colours = [...seedBlogCategories.map((c) => c.color), "#8b5cf6", "#f97316", "#64748b", "#ffffff", "#000000", "#0ea5e9"];
    for (const colour of colours) expect(contrast(colour, readableTextColor(colour)), colour).toBeGreaterThanOrEqual(4.5);
  });
});
