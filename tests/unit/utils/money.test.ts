// Shillings as the shop shows them.
import { describe, expect, it } from "vitest";
import * as money from "~/utils/money";

describe("money", () => {
  it("formats whole shillings in the Kenyan locale", () => {
    expect(money.formatKes(2500)).toBe("KES 2,500");
    expect(money.formatKes(0)).toBe("KES 0");
    expect(money.formatKes(1234567)).toBe("KES 1,234,567");
  });
});
