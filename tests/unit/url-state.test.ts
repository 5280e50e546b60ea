import { describe, expect, it } from "vitest";
import { registrationListQuerySchema, registrationPageQuerySchema } from "~/schemas/academy";
import { parseUrlState } from "~/schemas/url-state";

const params = (query: string) => new URLSearchParams(query);

describe("the registration list's one filter schema", () => {
  it("on the page: drops bad values as if absent, keeps good ones", () => {
    expect(parseUrlState(registrationPageQuerySchema, params("q=Imani&status=approved&page=3"))).toEqual({
      q: "Imani",
      status: "approved",
      page: 3,
    });
    expect(parseUrlState(registrationPageQuerySchema, params(`q=Imani&status=done&page=0`))).toEqual({ q: "Imani" });
    expect(parseUrlState(registrationPageQuerySchema, params(`q=${"x".repeat(101)}&status=pending&page=abc`))).toEqual({
      status: "pending",
    });
    expect(parseUrlState(registrationPageQuerySchema, params("q=ab%00cd"))).toEqual({ q: "ab cd" });
  });

  it("in the API: the same values are refused with their messages", () => {
    const bad = registrationListQuerySchema.safeParse({ status: "done", limit: "abc" });
    expect(bad.success).toBe(false);
    expect(bad.error?.flatten().fieldErrors).toEqual({
      status: ["status must be pending, approved or rejected"],
      limit: ["limit must be a number"],
    });
    expect(registrationListQuerySchema.parse({ q: "  " })).toEqual({ limit: 100, offset: 0 });
  });
});
