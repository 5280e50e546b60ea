// The academy's limits that fit shared addresses (ADR 0019): a client IP gets burst limits (registrations,
// upload bytes), a parent daily caps (registrations, a share of the upload quota); an IPv6 client counts
// by its /56.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { registrationSchema, type RegistrationInput } from "~/schemas/academy";
import { buildRegistration, pdfBytes } from "../../support/factories";

// Small limits for this file (read once, at the first getEnv(), after these lines).
Object.assign(process.env, {
  REGISTRATIONS_PER_IP_BURST: "2",
  REGISTRATIONS_PER_PARENT_DAY: "2",
  UPLOAD_SHARE_PER_PARENT_MB: "1",
  UPLOAD_BURST_PER_IP_MB: "2",
  UPLOAD_QUOTA_MB: "6",
});
const { certificateUploadsOpen, parentUploadKeys, uploadCertificate, uploadShareLeft } = await import("~/models/academy/public-uploads.server");
const { registerPlayer } = await import("~/models/academy/registrations.server");

const KB = 1024;
const parent = (overrides: Partial<RegistrationInput> = {}) => registrationSchema.parse(buildRegistration({ phoneNumber: `07${String(Math.random()).slice(2, 10)}`, ...overrides }));
const register = (input: RegistrationInput, clientIp: string) => registerPlayer(input, { clientIp });
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const run = (sql: string, ...params: unknown[]) => getDb().$client.prepare(sql).run(...params);

describe("uploadShareLeft", () => {
  it("is the share less what was used, never below 0 and never more than the whole quota", () => {
    expect(uploadShareLeft(0, 50, 500)).toBe(50);
    expect(uploadShareLeft(30, 50, 500)).toBe(20);
    expect(uploadShareLeft(80, 50, 500)).toBe(0);
    expect(uploadShareLeft(10, 50, 40)).toBe(30);
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

describe("parentUploadKeys", () => {
  it("names a parent by e-mail (any case, outer spaces) and phone (last nine digits), as keyed hashes", () => {
    const [email, phone] = parentUploadKeys({ email: "Mama.Otieno@Example.com", phoneNumber: "0712 345 678" });
    expect(parentUploadKeys({ email: " mama.otieno@example.COM ", phoneNumber: "+254-712-345-678" })).toEqual([email, phone]);
    expect(email).toMatch(/^parent:[0-9a-f]{32}$/);
    // Neither the address nor the phone number is in them (a hash may hold a short run of digits by chance).
    expect(`${email}${phone}`).not.toMatch(/otieno|712345678/i);
    // Only the e-mail, or nobody: a phone of fewer than seven digits names no one.
    expect(parentUploadKeys({ email: "mama.otieno@example.com", phoneNumber: "12-34" })).toEqual([email]);
    expect(parentUploadKeys({})).toEqual([]);
    expect(parentUploadKeys(undefined)).toEqual([]);
  });
});

describe("a parent's share of the upload quota, a client's burst", () => {
  const certificate = (size: number) => ({ bytes: pdfBytes(size), mime: "application/pdf", ext: "pdf" });
  const upload = (size: number, clientIp: string, parent?: { email?: string; phoneNumber?: string }) => {
    const bytes = pdfBytes(size);
    return uploadCertificate({ file: { bytes, size: bytes.length, filename: "certificate.pdf" }, problem: null }, { clientIp, parent });
  };
  const shareUsed = { ok: false, reason: "rate-limited", message: expect.stringContaining("with this parent's e-mail or phone") };

  it("stops one parent (by e-mail or phone, from any client) at their share, while other parents on the same client upload", async () => {
    const mama = { email: "Wanjiku.Mama@example.com", phoneNumber: "0722 100 200" };
    expect((await upload(300 * KB, "198.51.100.60", mama)).ok).toBe(true);
    expect((await upload(300 * KB, "198.51.100.60", mama)).ok).toBe(true);
    expect((await upload(300 * KB, "198.51.100.61", mama)).ok).toBe(true);
    expect(await upload(300 * KB, "198.51.100.60", mama)).toMatchObject(shareUsed);
    expect(await upload(300 * KB, "198.51.100.62", { email: "wanjiku.mama@EXAMPLE.com", phoneNumber: "0799 999 999" })).toMatchObject(shareUsed);
    expect(await upload(300 * KB, "198.51.100.63", { email: "other@example.com", phoneNumber: "+254 722 100200" })).toMatchObject(shareUsed);
    // A registration without JavaScript brings its file in the same post: charged to the parent it names.
    const byForm = await registerPlayer(parent({ email: mama.email }), { clientIp: "198.51.100.64", certificate: certificate(300 * KB) });
    expect(byForm).toMatchObject(shareUsed);
    // Another parent on the same client is not held back; what still fits in a share passes.
    expect((await upload(300 * KB, "198.51.100.60", { email: "baba.kamau@example.com", phoneNumber: "0733 300 400" })).ok).toBe(true);
    expect((await upload(100 * KB, "198.51.100.65", mama)).ok).toBe(true);
    // A day later the share is back.
    run("UPDATE public_uploads SET created_at = ?", ago(24 * 60 + 1));
    expect((await upload(300 * KB, "198.51.100.60", mama)).ok).toBe(true);
  });

  it("charges a registration without JavaScript to the parent it names", async () => {
    const input = parent({ email: "akinyi.mama@example.com", phoneNumber: "0744 500 600" });
    expect((await registerPlayer(input, { clientIp: "198.51.100.70", certificate: certificate(700 * KB) })).ok).toBe(true);
    expect(await upload(400 * KB, "198.51.100.71", { phoneNumber: "0744500600" })).toMatchObject(shareUsed);
    expect((await upload(300 * KB, "198.51.100.71", { phoneNumber: "0744500600" })).ok).toBe(true);
  });

  it("holds one client (any address in its /56) to a burst, whatever parents it names; a few minutes later it passes", async () => {
    const client = (bits: string) => `2001:db8:9:${bits}`;
    for (let i = 0; i < 4; i++) expect((await upload(500 * KB, client(`1${i}0::1`), { email: `p${i}@example.com` })).ok).toBe(true);
    const fifth = await upload(100 * KB, client("1ff::5"), { email: "p5@example.com" });
    expect(fifth).toMatchObject({ ok: false, reason: "rate-limited", message: expect.stringContaining("from this connection in the last few minutes") });
    // Naming nobody does not dodge it, and the upload API's early check says the burst is used up.
    expect(await upload(100 * KB, client("1ff::6"))).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(await certificateUploadsOpen(Date.now(), { clientIp: client("100::7") })).toMatchObject({ ok: false, reason: "rate-limited" });
    // Another client still may.
    expect((await certificateUploadsOpen(Date.now(), { clientIp: client("200::1") })).ok).toBe(true);
    // Eleven minutes on the client uploads again: no daily cap per address.
    run("UPDATE public_uploads SET created_at = ? WHERE client_key = ?", ago(11), "2001:db8:9:100::/56");
    expect((await upload(500 * KB, client("100::8"), { email: "p6@example.com" })).ok).toBe(true);
  });

  it("leaves the whole quota as the last word: past it every client gets 507's reason", async () => {
    for (let i = 0; i < 8; i++) await upload(900 * KB, `203.0.113.${i + 1}`);
    expect(await upload(900 * KB, "203.0.113.50")).toMatchObject({ ok: false, reason: "quota-exceeded" });
  });
});
