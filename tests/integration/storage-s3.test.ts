// The whole certificate path with S3 storage: upload → registration → admin download, objects in the bucket.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3, S3_TEST_BUCKET } from "../support/s3";
import { Client, startServer, type TestServer } from "./harness";

let s3: Awaited<ReturnType<typeof startS3>>;
let server: TestServer;

beforeAll(async () => {
  s3 = await startS3();
  server = await startServer(s3.env);
});
afterAll(async () => {
  await server?.stop();
  await s3?.close();
});

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" });
}

describe("S3 storage", () => {
  it("stores uploaded certificates in the bucket, not on local disk, and serves them to admins only", async () => {
    const pdf = Buffer.from("%PDF-1.7\n% S3 round trip\n%%EOF\n");
    const form = new FormData();
    form.append("birthCertificate", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "cert.pdf");
    const upload = await new Client(server.url).request("/api/upload-birth-certificate", { method: "POST", body: form });
    expect(upload.status).toBe(201);
    const { fileUrl } = await upload.json();
    const name = fileUrl.split("/").pop();

    expect(filesUnder(path.join(s3.directory, S3_TEST_BUCKET)).some((f) => f.includes(name))).toBe(true);
    expect(filesUnder(path.join(server.dataDir, "uploads"))).toEqual([]);

    const admin = new Client(server.url);
    await admin.logIn();
    const download = await admin.get(fileUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
    expect((await new Client(server.url).get(fileUrl)).status).toBe(302);
    expect((await admin.get(fileUrl.replace(/[^/]+$/, "AAAAAAAAAAAAAAAAAAAAAAAA.pdf"))).status).toBe(404);
  });
});
