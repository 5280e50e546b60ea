// The push adapter's VAPID header cache: one signed JWT per push service origin, reused for an hour,
// and never more than VAPID_CACHE_SIZE origins kept (wildcard hosts let subscribers invent origins).
import { describe, expect, it } from "vitest";
import { VAPID_CACHE_SIZE, vapidAuthorization, vapidCacheSize } from "~/infra/webpush.server";

describe("VAPID header cache", () => {
  it("reuses an origin's header and keeps at most VAPID_CACHE_SIZE origins, dropping the least recently used", () => {
    const now = Date.parse("2026-11-25T08:00:00Z");
    const endpoint = (n: number) => `https://wns-${n}.notify.windows.com/w/?token=x`;
    const first = vapidAuthorization(endpoint(0), now);
    expect(first).toMatch(/^vapid t=/);
    expect(vapidAuthorization(`${endpoint(0)}&other`, now + 1000)).toBe(first);

    for (let n = 1; n < VAPID_CACHE_SIZE * 3; n++) {
      vapidAuthorization(endpoint(n), now);
      // Origin 0 is used all along, so it stays while older origins go.
      expect(vapidAuthorization(endpoint(0), now)).toBe(first);
    }
    expect(vapidCacheSize()).toBe(VAPID_CACHE_SIZE);
    // An origin that fell out gets a new header (a new signature) when it comes back.
    expect(vapidAuthorization(endpoint(1), now + 2000)).toMatch(/^vapid t=/);
    expect(vapidCacheSize()).toBe(VAPID_CACHE_SIZE);
  });
});
