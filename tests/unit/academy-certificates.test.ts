// Abandoned certificate uploads (the JavaScript form uploads first) are removed; referenced ones stay.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { registrationSchema } from "~/schemas/academy";
import { buildRegistration, pdfBytes } from "../support/factories";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-orphans-"));
process.env.DATA_DIR = dataDir;
const PDF = pdfBytes();

let academy: typeof import("~/models/academy.server");
beforeAll(async () => {
  academy = await import("~/models/academy.server");
});

const pdfUpload = () => ({ file: { bytes: PDF, size: PDF.length, filename: "certificate.pdf" }, problem: null });

function age(fileUrl: string, hours: number) {
  const file = path.join(dataDir, "uploads", "birth-certificates", fileUrl.split("/").pop()!);
  const when = new Date(Date.now() - hours * 3600_000);
  fs.utimesSync(file, when, when);
  return file;
}

describe("purgeOrphanCertificates", () => {
  it("deletes only old files that no registration refers to", async () => {
    const abandoned = await academy.uploadCertificate(pdfUpload());
    const fresh = await academy.uploadCertificate(pdfUpload());
    const claimed = await academy.uploadCertificate(pdfUpload());
    if (!(abandoned.ok && fresh.ok && claimed.ok)) throw new Error("store failed");
    const abandonedFile = age(abandoned.fileUrl, 30);
    const freshFile = age(fresh.fileUrl, 1);
    const claimedFile = age(claimed.fileUrl, 30);
    await academy.registerPlayer(registrationSchema.parse(buildRegistration({ birthCertificateUrl: claimed.fileUrl })));

    expect(await academy.purgeOrphanCertificates()).toBe(1);
    expect(fs.existsSync(abandonedFile)).toBe(false);
    expect(fs.existsSync(freshFile)).toBe(true);
    expect(fs.existsSync(claimedFile)).toBe(true);
  });
});
