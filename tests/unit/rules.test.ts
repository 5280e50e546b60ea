import { describe, expect, it } from "vitest";
import { classifyLoad, formatBytes } from "~/models/dashboard.server";
import { loginSchema } from "~/schemas/auth";

describe("classifyLoad", () => {
  it("rates the one-minute load average per core", () => {
    expect(classifyLoad(0, 2)).toBe("Low");
    expect(classifyLoad(1.38, 2)).toBe("Low");
    expect(classifyLoad(1.4, 2)).toBe("Moderate");
    expect(classifyLoad(2.99, 2)).toBe("Moderate");
    expect(classifyLoad(3, 2)).toBe("High");
    expect(classifyLoad(0.5, 0)).toBe("Low"); // no division by zero
  });
});

describe("formatBytes", () => {
  it("uses B, KB and MB", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2.0 KB");
    expect(formatBytes(5 * 1024 * 1024)).toBe("5.0 MB");
  });
});

describe("loginSchema", () => {
  it("requires both fields with their exact messages", () => {
    const result = loginSchema.safeParse({ username: "  ", password: "" });
    expect(result.success).toBe(false);
    expect(result.error?.flatten().fieldErrors).toEqual({
      username: ["Username is required"],
      password: ["Password is required"],
    });
    expect(loginSchema.safeParse({}).error?.flatten().fieldErrors).toEqual({
      username: ["Username is required"],
      password: ["Password is required"],
    });
  });

  it("trims the username", () => {
    expect(loginSchema.parse({ username: " wanjiru ", password: "x" }).username).toBe("wanjiru");
  });
});
