import { describe, expect, it } from "vitest";
import { redactForLog } from "~/utils/log-redaction";

describe("redactForLog", () => {
  it("replaces e-mail addresses, cart ids, push endpoints and member numbers in paths", () => {
    expect(redactForLog("/api/fan-members/email/jane%40example.com")).toBe("/api/fan-members/email/[redacted]");
    expect(redactForLog("/api/fan-members/membership/RSFC-2026-0042")).toBe("/api/fan-members/membership/[redacted]");
    expect(redactForLog("/api/cart/3f9c2a7e-1b4d-4c8e-9f00-a1b2c3d4e5f6")).toBe("/api/cart/[redacted]");
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
});
