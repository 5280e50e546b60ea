import { describe, expect, it } from "vitest";
import { remembered } from "~/utils/remembered";

describe("remembered", () => {
  it("converts each argument once while kept, and drops the least recently used past its limit", () => {
    const calls: string[] = [];
    const upper = remembered((key) => {
      calls.push(key);
      return key.toUpperCase();
    }, 2);
    expect([upper("a"), upper("b"), upper("a")]).toEqual(["A", "B", "A"]);
    expect(calls).toEqual(["a", "b"]);
    upper("c"); // "b" was used least recently: it goes
    expect([upper("a"), upper("c")]).toEqual(["A", "C"]);
    expect(calls).toEqual(["a", "b", "c"]);
    upper("b");
    expect(calls).toEqual(["a", "b", "c", "b"]);
  });
});
