// The one key of every per-client limit: an IPv4 address whole, an IPv6 address by its /56, the
// same key the request rate limits (express-rate-limit) use.
import { ipKeyGenerator } from "express-rate-limit";
import { describe, expect, it } from "vitest";
import { clientKey, IPV6_CLIENT_PREFIX_BITS } from "~/utils/client-key.server";

describe("clientKey", () => {
  it("keeps an IPv4 address whole: neighbours are other clients", () => {
    expect(clientKey("192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey("192.0.2.2")).not.toBe(clientKey("192.0.2.1"));
  });

  it("counts an IPv6 address by its /56: the last 72 bits do not make another client", () => {
    const key = clientKey("2001:db8:1:200::1");
    expect(key).toBe("2001:db8:1:200::/56");
    for (const other of ["2001:db8:1:2ff:ffff:ffff:ffff:ffff", "2001:db8:1:2aa::dead:beef", "2001:0db8:0001:0200:0000:0000:0000:0002"]) {
      expect(clientKey(other)).toBe(key);
    }
    // A different /56 is another client.
    expect(clientKey("2001:db8:1:300::1")).not.toBe(key);
    expect(clientKey("2001:db8:2:200::1")).not.toBe(key);
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4 address (a dual-stack socket's view)", () => {
    expect(clientKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
  });

  it("is idempotent, trims, and leaves what is not an address as it is", () => {
    for (const ip of ["192.0.2.1", "2001:db8:1:200::1", "::ffff:192.0.2.7", "unknown"]) expect(clientKey(clientKey(ip))).toBe(clientKey(ip));
    expect(clientKey(" 192.0.2.1 ")).toBe("192.0.2.1");
    expect(clientKey("unknown")).toBe("unknown");
  });

  it("is the key the request rate limits use, so the in-memory limiters and the database counters agree", () => {
    expect(IPV6_CLIENT_PREFIX_BITS).toBe(56);
    for (const ip of ["192.0.2.1", "2001:db8:1:2ff::1", "::ffff:10.0.0.1", "fe80::1"]) expect(clientKey(ip)).toBe(ipKeyGenerator(ip));
  });
});
