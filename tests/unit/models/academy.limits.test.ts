// The academy's limits that fit shared addresses (ADR 0019): a client IP gets a burst limit, a parent a
// daily cap, and one client only a share of the upload quota; an IPv6 client counts by its /56.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { registrationSchema, type RegistrationInput } from "~/schemas/academy";
import { buildRegistration, pdfBytes } from "../../support/factories";

// Small limits for this file (read once, at the first getEnv(), after these lines).
Object.assign(process.env, {
  REGISTRATIONS_PER_IP_BURST: "2",
  REGISTRATIONS_PER_PARENT_DAY: "2",
  UPLOAD_SHARE_PER_IP_MB: "1",
  UPLOAD_QUOTA_MB: "3",
});
const academy = await import("~/models/academy.server");

const KB = 1024;
const parent = (overrides: Partial<RegistrationInput> = {}) => registrationSchema.parse(buildRegistration({ phoneNumber: `07${String(Math.random()).slice(2, 10)}`, ...overrides }));
const register = (input: RegistrationInput, clientIp: string) => academy.registerPlayer(input, { clientIp });
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const run = (sql: string, ...params: unknown[]) => getDb().$client.prepare(sql).run(...params);

describe("uploadShareLeft", () => {
  it("is the share less what was used, never below 0 and never more than the whole quota", () => {
    expect(academy.uploadShareLeft(0, 50, 500)).toBe(50);
    expect(academy.uploadShareLeft(30, 50, 500)).toBe(20);
    expect(academy.uploadShareLeft(80, 50, 500)).toBe(0);
    expect(academy.uploadShareLeft(10, 50, 40)).toBe(30);
  });
});

describe("registrations from one client", () => {
  it("are a burst limit: a third within 10 minutes is refused, the same /56 included; later it passes", async () => {
    expect((await register(parent(), "2001:db8:5:100::1")).ok).toBe(true);
    expect((await register(parent(), "2001:db8:5:1ff:ffff:ffff:ffff:ffff")).ok).toBe(true);
    const third = await register(parent(), "2001:db8:5:180::42");
    expect(third).toMatchObject({ ok: false, reason: "rate-limited", message: expect.stringContaining("in the last few minutes") });
    // Another client is not held back.
    expect((await register(parent(), "2001:db8:5:200::1")).ok).toBe(true);
    // The client's registrations stored under its key, not the raw address.
    expect(getDb().$client.prepare("SELECT DISTINCT client_ip FROM academy_registrations WHERE client_ip LIKE '2001:db8:5:%'").all()).toEqual([
      { client_ip: "2001:db8:5:100::/56" },
      { client_ip: "2001:db8:5:200::/56" },
    ]);
    // Eleven minutes on (the rows' time moved back), the same client registers again: no daily cap per address.
    run("UPDATE academy_registrations SET registration_date = ? WHERE client_ip = ?", ago(11), "2001:db8:5:100::/56");
    expect((await register(parent(), "2001:db8:5:100::7")).ok).toBe(true);
  });
});

describe("registrations by one parent", () => {
  it("are capped per day by e-mail (any case) or phone (any spelling), from any client", async () => {
    const first = parent({ email: "Achieng.Parent@example.com", phoneNumber: "0733 100 200" });
    expect((await register(first, "198.51.100.1")).ok).toBe(true);
    expect((await register(parent({ email: "achieng.parent@EXAMPLE.com", phoneNumber: "0733-100-200" }), "198.51.100.2")).ok).toBe(true);
    const byEmail = await register(parent({ email: " ACHIENG.parent@example.com" }), "198.51.100.3");
    expect(byEmail).toMatchObject({ ok: false, reason: "rate-limited", message: expect.stringContaining("this parent's e-mail or phone") });
    const byPhone = await register(parent({ phoneNumber: "+254 733 100200" }), "198.51.100.4");
    expect(byPhone).toMatchObject({ ok: false, reason: "rate-limited" });
    // Another parent from the same addresses registers.
    expect((await register(parent(), "198.51.100.3")).ok).toBe(true);
    // A day later the parent may register again.
    run("UPDATE academy_registrations SET registration_date = ? WHERE lower(email) = ?", ago(24 * 60 + 1), "achieng.parent@example.com");
    expect((await register(parent({ email: "achieng.parent@example.com" }), "198.51.100.5")).ok).toBe(true);
  });
});

describe("one client's share of the upload quota", () => {
  const upload = (size: number, clientIp: string) => {
    const bytes = pdfBytes(size);
    return academy.uploadCertificate({ file: { bytes, size: bytes.length, filename: "certificate.pdf" }, problem: null }, { clientIp });
  };

  it("stops one client at its share while another still uploads; the /56 is one client", async () => {
    expect((await upload(400 * KB, "2001:db8:9:100::1")).ok).toBe(true);
    expect((await upload(400 * KB, "2001:db8:9:1ab::2")).ok).toBe(true);
    expect(await upload(400 * KB, "2001:db8:9:1ff::3")).toMatchObject({ ok: false, reason: "rate-limited" });
    // What still fits in its share passes; the upload API's early check says the share is used up.
    expect((await upload(200 * KB, "2001:db8:9:100::4")).ok).toBe(true);
    expect(await academy.certificateUploadsOpen(Date.now(), { clientIp: "2001:db8:9:100::5" })).toMatchObject({ ok: false, reason: "rate-limited" });
    // Another client still may.
    expect((await academy.certificateUploadsOpen(Date.now(), { clientIp: "2001:db8:9:200::1" })).ok).toBe(true);
    expect((await upload(400 * KB, "2001:db8:9:200::1")).ok).toBe(true);
    // A day later the share is back.
    run("UPDATE public_uploads SET created_at = ? WHERE client_key = ?", ago(24 * 60 + 1), "2001:db8:9:100::/56");
    expect((await upload(400 * KB, "2001:db8:9:100::1")).ok).toBe(true);
  });

  it("leaves the whole quota as the last word: past it every client gets 507's reason", async () => {
    for (let i = 0; i < 3; i++) await upload(900 * KB, `203.0.113.${i + 1}`);
    expect(await upload(900 * KB, "203.0.113.50")).toMatchObject({ ok: false, reason: "quota-exceeded" });
  });
});
