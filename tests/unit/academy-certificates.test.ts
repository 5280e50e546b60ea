// Abandoned certificate uploads (the JavaScript form uploads first) are removed; referenced ones stay.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { registrationSchema } from "~/schemas/academy";
import { buildRegistration, executableBytes, pdfBytes } from "../support/factories";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-orphans-"));
process.env.DATA_DIR = dataDir;
const PDF = pdfBytes();

let academy: typeof import("~/models/academy.server");
beforeAll(async () => {
  academy = await import("~/models/academy.server");
});

function age(fileUrl: string, hours: number) {
  const file = path.join(dataDir, "uploads", "birth-certificates", fileUrl.split("/").pop()!);
  const when = new Date(Date.now() - hours * 3600_000);
  fs.utimesSync(file, when, when);
  return file;
}

describe("purgeOrphanCertificates", () => {
  it("deletes only old files that no registration refers to", async () => {
    const abandoned = await academy.storeBirthCertificate(PDF);
    const fresh = await academy.storeBirthCertificate(PDF);
    const claimed = await academy.storeBirthCertificate(PDF);
    if (!("fileUrl" in abandoned && "fileUrl" in fresh && "fileUrl" in claimed)) throw new Error("store failed");
    const abandonedFile = age(abandoned.fileUrl, 30);
    const freshFile = age(fresh.fileUrl, 1);
    const claimedFile = age(claimed.fileUrl, 30);
    academy.createRegistration(registrationSchema.parse(buildRegistration({ birthCertificateUrl: claimed.fileUrl })));

    expect(await academy.purgeOrphanCertificates()).toBe(1);
    expect(fs.existsSync(abandonedFile)).toBe(false);
    expect(fs.existsSync(freshFile)).toBe(true);
    expect(fs.existsSync(claimedFile)).toBe(true);
  });

  it("recognises certificate types by content only", async () => {
    expect(await academy.certificateTypeOf(PDF)).toEqual({ mime: "application/pdf", ext: "pdf" });
    expect(await academy.certificateTypeOf(executableBytes())).toBeNull();
    expect(await academy.certificateTypeOf(Buffer.from("<html></html>"))).toBeNull();
    expect(await academy.storeBirthCertificate(Buffer.from("not a document"))).toEqual({ error: "wrong-type" });
  });
});
