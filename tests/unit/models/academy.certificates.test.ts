// Abandoned certificate uploads (the JavaScript form uploads first) are removed; referenced ones stay.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { registrationSchema, type RegistrationInput } from "~/schemas/academy";
import { buildRegistration, pdfBytes } from "../../support/factories";
import { certificateUrlFromKey, purgeOrphanCertificates } from "~/models/academy/certificates.server";
import { uploadCertificate } from "~/models/academy/public-uploads.server";
import { registerPlayer } from "~/models/academy/registrations.server";
import { getStorage } from "~/infra/storage.server";

// This file's own temporary DATA_DIR, made by tests/unit/setup/data-dir.ts.
const dataDir = process.env.DATA_DIR!;
const PDF = pdfBytes();

const storage = getStorage();
afterEach(() => vi.restoreAllMocks());

const certificateDir = () => path.join(dataDir, "uploads", "birth-certificates");

const pdfUpload = () => ({ file: { bytes: PDF, size: PDF.length, filename: "certificate.pdf" }, problem: null });

function age(fileUrl: string, hours: number) {
  const file = path.join(certificateDir(), fileUrl.split("/").pop()!);
  const when = new Date(Date.now() - hours * 3600_000);
  fs.utimesSync(file, when, when);
  return file;
}

describe("purgeOrphanCertificates", () => {
  it("deletes only old files that no registration refers to", async () => {
    const abandoned = await uploadCertificate(pdfUpload());
    const fresh = await uploadCertificate(pdfUpload());
    const claimed = await uploadCertificate(pdfUpload());
    if (!(abandoned.ok && fresh.ok && claimed.ok)) throw new Error("store failed");
    const abandonedFile = age(abandoned.fileUrl, 30);
    const freshFile = age(fresh.fileUrl, 1);
    const claimedFile = age(claimed.fileUrl, 30);
    await registerPlayer(registration(claimed.fileUrl), { clientIp: crypto.randomUUID() });

    // A crash between writing an upload and renaming it into place leaves a temporary file.
    const interrupted = path.join(certificateDir(), "DDDDDDDDDDDDDDDDDDDDDDDD.pdf.4242.tmp");
    fs.writeFileSync(interrupted, "%PDF-1.4 half");
    fs.utimesSync(interrupted, new Date(Date.now() - 30 * 3600_000), new Date(Date.now() - 30 * 3600_000));

    expect(await purgeOrphanCertificates()).toBe(1);
    expect(fs.existsSync(abandonedFile)).toBe(false);
    expect(fs.existsSync(interrupted)).toBe(false);
    expect(fs.existsSync(freshFile)).toBe(true);
    expect(fs.existsSync(claimedFile)).toBe(true);
  });

  it("keeps a file whose registration is saved while the stored files are being listed", async () => {
    const stored = await storeOld(30);
    const file = path.join(certificateDir(), stored.split("/").pop()!);
    // The registration commits during the run: after the listing started, before any delete.
    const list = storage.list.bind(storage);
    vi.spyOn(storage, "list").mockImplementation(async function* (prefix) {
      yield* list(prefix);
      await registerPlayer(registration(stored, "Baraka Mwangi"), { clientIp: crypto.randomUUID() });
    });

    expect(await purgeOrphanCertificates()).toBe(0);
    expect(fs.existsSync(file)).toBe(true);
  });

  it("skips and logs a name it cannot parse and a file it cannot delete, and purges the rest", async () => {
    const stuck = await storeOld(30);
    const orphan = await storeOld(30);
    const strangers = ["notes.txt", "short.pdf", "AAAAAAAAAAAAAAAAAAAAAAAA.exe"].map((name) => {
      const file = path.join(certificateDir(), name);
      fs.writeFileSync(file, "not ours");
      const when = new Date(Date.now() - 30 * 3600_000);
      fs.utimesSync(file, when, when);
      return file;
    });
    const stuckKey = `birth-certificates/${stuck.split("/").pop()}`;
    const remove = storage.delete.bind(storage);
    vi.spyOn(storage, "delete").mockImplementation(async (key) => {
      if (key === stuckKey) throw Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
      return remove(key);
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});

    expect(await purgeOrphanCertificates()).toBe(1);
    expect(fs.existsSync(path.join(certificateDir(), orphan.split("/").pop()!))).toBe(false);
    expect(fs.existsSync(path.join(certificateDir(), stuck.split("/").pop()!))).toBe(true);
    for (const file of strangers) expect(fs.existsSync(file)).toBe(true);
    const warnings = warn.mock.calls.map((call) => String(call[0])).join("\n");
    for (const name of ["notes.txt", "short.pdf", "AAAAAAAAAAAAAAAAAAAAAAAA.exe"]) expect(warnings).toContain(name);
    expect(error.mock.calls.map((call) => String(call[0])).join("\n")).toContain(stuckKey);
  });

  it("maps only the names it makes back to certificate URLs", () => {
    expect(certificateUrlFromKey("birth-certificates/AAAAAAAAAAAAAAAAAAAAAAAA.pdf")).toBe(
      "/academy-admin/certificates/AAAAAAAAAAAAAAAAAAAAAAAA.pdf",
    );
    for (const key of ["birth-certificates/notes.txt", "birth-certificates/x/AAAAAAAAAAAAAAAAAAAAAAAA.pdf", "other/AAAAAAAAAAAAAAAAAAAAAAAA.pdf", "birth-certificates/../AAAAAAAAAAAAAAAAAAAAAAAA.pdf"]) {
      expect(certificateUrlFromKey(key), key).toBeNull();
    }
  });
});

async function storeOld(hours: number) {
  const stored = await uploadCertificate(pdfUpload());
  if (!stored.ok) throw new Error("store failed");
  age(stored.fileUrl, hours);
  return stored.fileUrl;
}

function registration(birthCertificateUrl: string, playerName = "Imani Njeri"): RegistrationInput {
  return registrationSchema.parse(buildRegistration({ birthCertificateUrl, playerName }));
}
