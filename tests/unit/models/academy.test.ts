// The academy's use cases against an in-memory database: the rules the pages and the API share.
import { describe, expect, it } from "vitest";
import { CERTIFICATE_URL, type RegistrationInput } from "~/schemas/academy";
import * as academy from "~/models/academy.server";
import * as api from "~/utils/api.server";
import { listAudit } from "~/models/audit.server";


const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");
const EXE = Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1");
const file = (bytes: Buffer) => ({ file: { bytes, size: bytes.length, filename: "certificate.pdf" }, problem: null });

// Each registration from its own parent's address: the same child twice from one address while the
// first waits for review is refused.
let parents = 0;
const registration = (overrides: Partial<RegistrationInput> = {}): RegistrationInput => ({
  playerName: "Imani Njeri",
  dateOfBirth: "2014-03-01",
  gender: "female",
  position: "Midfielder",
  experience: "Beginner - No previous experience",
  parentGuardianName: "Ruth Njeri",
  relationship: "Mother",
  email: `ruth.${++parents}@example.com`,
  // A parent of their own (the daily cap per parent counts e-mail and phone).
  phoneNumber: `+2547110${String(parents).padStart(5, "0")}`,
  address: "Kasarani, Nairobi",
  emergencyContactName: "Paul Njeri",
  emergencyContactPhone: "+254711000222",
  trainingDays: ["Saturday"],
  goals: "Enjoy football and make friends",
  termsAgreed: true,
  mediaConsent: false,
  ...overrides,
});

async function registered(overrides: Partial<RegistrationInput> = {}) {
  const result = await academy.registerPlayer(registration(overrides), { clientIp: crypto.randomUUID() });
  if (!result.ok) throw new Error(result.message);
  return result.registration;
}

describe("checkCertificate", () => {
  it("accepts a real PDF, and no file at all", async () => {
    expect(await academy.checkCertificate(file(PDF))).toEqual({
      ok: true,
      certificate: { bytes: PDF, mime: "application/pdf", ext: "pdf" },
    });
    expect(await academy.checkCertificate({ file: null, problem: null })).toEqual({ ok: true, certificate: null });
  });

  it("refuses a file too large, an empty one and one that is not a document, in their exact words", async () => {
    expect(await academy.checkCertificate({ file: null, problem: { kind: "too-large", size: 6_000_000 } })).toEqual({
      ok: false,
      reason: "too-large",
      message: "File too large: Please select a file smaller than 5MB",
      toast: { title: "File too large", description: "Please select a file smaller than 5MB" },
      errors: { birthCertificate: ["Please select a file smaller than 5MB"] },
    });
    expect(await academy.checkCertificate({ file: null, problem: { kind: "empty" } })).toMatchObject({
      ok: false,
      reason: "invalid",
      message: "Empty file: The selected file is empty. Please choose another file.",
    });
    for (const bytes of [EXE, Buffer.from("<html></html>")]) {
      expect(await academy.checkCertificate(file(bytes))).toMatchObject({
        ok: false,
        reason: "unsupported-type",
        message: "Invalid file type: Please choose a PDF, JPG, PNG or GIF file.",
      });
    }
  });
});

describe("uploadCertificate", () => {
  it("stores a checked file and hands out an admin-only URL", async () => {
    const uploaded = await academy.uploadCertificate(file(PDF));
    if (!uploaded.ok) throw new Error(uploaded.message);
    expect(uploaded.fileUrl).toMatch(CERTIFICATE_URL);
    expect(await academy.certificateExists(uploaded.fileUrl)).toBe(true);
  });

  it("needs a file, and refuses what checkCertificate refuses", async () => {
    expect(await academy.uploadCertificate({ file: null, problem: null })).toEqual({
      ok: false,
      reason: "invalid",
      message: "No file in the field birthCertificate",
    });
    expect(await academy.uploadCertificate(file(EXE))).toMatchObject({ ok: false, reason: "unsupported-type" });
  });
});

describe("registerPlayer", () => {
  it("stores a pending registration", async () => {
    const row = await registered({ playerName: "Baraka Otieno" });
    expect(row).toMatchObject({ playerName: "Baraka Otieno", status: "pending", birthCertificateUrl: null });
  });

  it("refuses a certificate link that was never uploaded, writing nothing", async () => {
    const before = academy.listRegistrations({}).total;
    const result = await academy.registerPlayer(
      registration({ birthCertificateUrl: "/academy-admin/certificates/aaaaaaaaaaaaaaaaaaaa.pdf" }),
      { clientIp: crypto.randomUUID() },
    );
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      message: "Please correct the highlighted fields",
      errors: { birthCertificateUrl: ["Failed to upload birth certificate"] },
      toast: { title: "Upload failed", description: "Failed to upload birth certificate" },
    });
    expect(academy.listRegistrations({}).total).toBe(before);
  });

  it("refuses the same child with the same parent e-mail while the first waits for review (conflict)", async () => {
    const first = registration({ playerName: "Zuri Akinyi", email: "akinyi@example.com" });
    expect(await academy.registerPlayer(first, { clientIp: crypto.randomUUID() })).toMatchObject({ ok: true, receiptPath: expect.stringMatching(/^\/academy-registration\/received\/\d+\?t=/) });
    const again = await academy.registerPlayer({ ...first, playerName: " zuri AKINYI ", email: "AKINYI@example.com" }, { clientIp: crypto.randomUUID() });
    expect(again).toMatchObject({ ok: false, reason: "conflict", message: expect.stringMatching(/^This child is already registered/) });
    expect((await academy.registerPlayer({ ...first, dateOfBirth: "2014-03-02" }, { clientIp: crypto.randomUUID() })).ok).toBe(true);
  });

  it("keeps an uploaded certificate's link, and stores a file that came with the form", async () => {
    const uploaded = await academy.uploadCertificate(file(PDF));
    if (!uploaded.ok) throw new Error(uploaded.message);
    expect((await registered({ birthCertificateUrl: uploaded.fileUrl })).birthCertificateUrl).toBe(uploaded.fileUrl);

    const checked = await academy.checkCertificate(file(PDF));
    if (!checked.ok) throw new Error(checked.message);
    const withFile = await academy.registerPlayer(registration(), { clientIp: crypto.randomUUID(), certificate: checked.certificate });
    if (!withFile.ok) throw new Error(withFile.message);
    expect(withFile.registration.birthCertificateUrl).toMatch(CERTIFICATE_URL);
    expect(await academy.certificateExists(withFile.registration.birthCertificateUrl!)).toBe(true);
  });
});

describe("decideRegistration", () => {
  const reviewer = { id: 1, username: "coach-amina" };

  it("approves or rejects a pending registration once; a decided one is a conflict", async () => {
    const approved = await registered();
    expect(await academy.decideRegistration(approved.id, "approved", reviewer)).toMatchObject({
      ok: true,
      registration: { id: approved.id, status: "approved" },
    });
    const conflict = {
      ok: false,
      reason: "conflict",
      message: "Only pending registrations can be approved or rejected",
    };
    expect(await academy.decideRegistration(approved.id, "rejected", reviewer)).toEqual(conflict);
    expect(await academy.decideRegistration(approved.id, "approved", reviewer)).toEqual(conflict);

    const rejected = await registered();
    expect(await academy.decideRegistration(rejected.id, "rejected", reviewer)).toMatchObject({ ok: true });
    expect(await academy.decideRegistration(rejected.id, "approved", reviewer)).toEqual(conflict);
    expect(academy.getRegistration(rejected.id)?.status).toBe("rejected");

    // Each decision that happened is in the audit log with its reviewer; the refused ones are not.
    const entries = listAudit({ action: "academy", limit: 10, offset: 0 }).entries;
    expect(entries.map((e) => [e.action, e.targetId, e.username])).toEqual([
      ["academy.reject", String(rejected.id), "coach-amina"],
      ["academy.approve", String(approved.id), "coach-amina"],
    ]);
  });

  it("cannot set a registration back to pending", async () => {
    const row = await registered();
    expect(await academy.decideRegistration(row.id, "pending", reviewer)).toMatchObject({ ok: false, reason: "conflict" });
    expect(academy.getRegistration(row.id)?.status).toBe("pending");
  });

  it("answers not-found for an unknown registration", async () => {
    const notFound = { ok: false, reason: "not-found", message: "Registration not found" };
    expect(await academy.decideRegistration(999_999, "approved", reviewer)).toEqual(notFound);
    expect(await academy.decideRegistration(999_999, "pending", reviewer)).toEqual(notFound);
  });
});

describe("apiFailure", () => {
  it("gives each failure reason its status and the API's error shape", async () => {
    const conflict = api.apiFailure({ ok: false, reason: "conflict", message: "Taken" });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ message: "Taken" });
    const toast = { title: "Not for JSON", description: "pages only" };
    const invalid = api.apiFailure({ ok: false, reason: "invalid", message: "Check", errors: { a: ["b"] }, toast });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ message: "Check", errors: { a: ["b"] } });
    expect(api.FAILURE_STATUS).toEqual({
      invalid: 400,
      forbidden: 403,
      "not-found": 404,
      conflict: 409,
      "too-large": 413,
      "unsupported-type": 415,
      "rate-limited": 429,
      "quota-exceeded": 507,
    });
  });
});
