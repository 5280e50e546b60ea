import { describe, expect, it } from "vitest";
import { countWords, readingTimeFor } from "~/utils/reading-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("countWords", () => {
  it("counts words separated by any whitespace", () => {
    expect(countWords("one two\nthree\n\n four\tfive")).toBe(5);
    expect(countWords("  padded  ")).toBe(1);
  });

  it("counts nothing in an empty or blank text", () => {
    expect(countWords("")).toBe(0);
    expect(countWords(" \n\t ")).toBe(0);
  });
});

describe("readingTimeFor", () => {
  it("rounds up to whole minutes at 200 words a minute", () => {
    expect(readingTimeFor(words(200))).toBe(1);
    expect(readingTimeFor(words(201))).toBe(2);
    expect(readingTimeFor(words(400))).toBe(2);
    expect(readingTimeFor(words(1001))).toBe(6);
  });

  it("never says less than one minute", () => {
    expect(readingTimeFor("")).toBe(1);
    expect(readingTimeFor("Short note.")).toBe(1);
  });
});
