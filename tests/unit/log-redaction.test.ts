import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SECRET_QUERY_PARAMS } from "~/config/secret-links";
import { redactForLog } from "~/utils/log-redaction";
import { sourceFiles } from "../support/source-files";

describe("redactForLog", () => {
  it("replaces e-mail addresses, cart ids, push endpoints and member numbers in paths", () => {
    expect(redactForLog("/api/fan-members/email/jane%40example.com")).toBe("/api/fan-members/email/[redacted]");
    expect(redactForLog("/api/fan-members/membership/RSFC-2026-0042")).toBe("/api/fan-members/membership/[redacted]");
    expect(redactForLog("/api/cart/3f9c2a7e-1b4d-4c8e-9f00-a1b2c3d4e5f6")).toBe("/api/cart/[redacted]");
    // An M-Pesa callback token opens its payment's callback, whatever its letters happen to be.
    expect(redactForLog("/api/mpesa/callback/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")).toBe("/api/mpesa/callback/[redacted]");
    // An answer link's token, whatever its letters (it need not hold a digit or a capital).
    expect(redactForLog("/availability/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa?answer=maybe")).toBe("/availability/[redacted]?answer=maybe");
    expect(redactForLog("/api/push-subscriptions/https%3A%2F%2Ffcm.googleapis.com%2Ffcm%2Fsend%2Fabc")).toBe(
      "/api/push-subscriptions/[redacted]",
    );
    expect(redactForLog("/somewhere/jane@example.com/else")).toBe("/somewhere/[redacted]/else");
  });

  it("replaces tokens in paths and sensitive query values", () => {
    expect(redactForLog("/membership/sign-in/Ab3dEf6hIj9kLm2nOp5qRs8t")).toBe("/membership/sign-in/[redacted]");
    expect(redactForLog("/orders/12?token=abc123")).toBe("/orders/12?token=[redacted]");
    expect(redactForLog("/membership/lookup?email=jane%40example.com&tab=vip")).toBe("/membership/lookup?email=[redacted]&tab=vip");
    expect(redactForLog("/search?q=jane@example.com")).toBe("/search?q=[redacted]");
  });

  it("keeps what says what the request did", () => {
    expect(redactForLog("/blog/under-15-team-wins-the-regional-championship-2026")).toBe(
      "/blog/under-15-team-wins-the-regional-championship-2026",
    );
    expect(redactForLog("/api/push-subscriptions/12/preferences")).toBe("/api/push-subscriptions/12/preferences");
    expect(redactForLog("/blog?page=7&sort=popular")).toBe("/blog?page=7&sort=popular");
    expect(redactForLog("/shop/1-home-jersey")).toBe("/shop/1-home-jersey");
    expect(redactForLog("/membership?tab=vip")).toBe("/membership?tab=vip");
  });

  it("redacts a secret parameter by its name, whatever its value looks like", () => {
    // Random link tokens without a digit (or a capital) look like words.
    const word = "kqxbvtzhdwmpafjrnlygcseuoi_-KQXB";
    expect(redactForLog(`/orders/12?t=${word}`)).toBe("/orders/12?t=[redacted]");
    expect(redactForLog(`/orders/12.data?t=${word}&_routes=routes%2Forders.%24id`)).toBe("/orders/12.data?t=[redacted]&_routes=routes%2Forders.%24id");
    expect(redactForLog(`/academy-registration/received/3?t=${word}`)).toBe("/academy-registration/received/3?t=[redacted]");
    expect(redactForLog(`/api/orders/7/mpesa?t=abc`)).toBe("/api/orders/7/mpesa?t=[redacted]");
    expect(redactForLog(`/membership/sign-in?token=${word}`)).toBe("/membership/sign-in?token=[redacted]");
    expect(redactForLog("/api/cart/4?sessionId=session_abcdefghijklmnop")).toBe("/api/cart/4?sessionId=[redacted]");
    // However the name is spelled.
    expect(redactForLog(`/orders/12?%74=${word}`)).toBe("/orders/12?%74=[redacted]");
    expect(redactForLog(`/orders/12?T=${word}&t=${word}`)).toBe("/orders/12?T=[redacted]&t=[redacted]");
  });
});

// Query parameters the app reads by name that carry nothing secret. A new parameter must be named
// here or, when whoever holds it is let in, in config/secret-links.ts (then the log redacts it).
const PUBLIC_QUERY_PARAMS = ["tab", "tier", "replyTo", "commented", "shared", "redirectTo", "saved", "expired", "change", "test", "show", "edit", "view", "archive", "answer", "session"];
const NAMED_PARAMS = ["LINK_TOKEN_PARAM", "SIGN_IN_TOKEN_PARAM", "CART_ID_PARAM", "LANGUAGE_PARAM", "CHOSEN_SIZE_PARAM"];

describe("query parameters the app reads", () => {
  it("are each either a secret the log redacts by name or known to be public", () => {
    const unknown = [...sourceFiles("app"), "server.ts"].flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/searchParams\.(?:get|getAll|has)\(\s*([^),]+)/g)]
        .map((found) => found[1].trim())
        .filter((name) => {
          const literal = /^["'`](.*)["'`]$/.exec(name)?.[1];
          return literal === undefined ? !NAMED_PARAMS.includes(name) : !PUBLIC_QUERY_PARAMS.includes(literal);
        })
        .map((name) => `${file}: ${name}`),
    );
    expect(unknown).toEqual([]);
    for (const name of SECRET_QUERY_PARAMS) expect(redactForLog(`/x?${name}=plain`), name).toBe(`/x?${name}=[redacted]`);
  });
});

