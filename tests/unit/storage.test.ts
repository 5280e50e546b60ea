// One contract for both storage back ends: local disk and a real S3-compatible server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/services/env.server";
import { createStorage, isSafeKey, newObjectKey, type FileStorage } from "~/services/storage.server";
import { startS3 } from "../support/s3";

async function readAll(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3?.close());

const backends: Array<[string, () => FileStorage]> = [
  ["local disk", () => createStorage(parseEnv({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-store-")) }))],
  ["S3 (s3rver)", () => createStorage(parseEnv({ DATA_DIR: os.tmpdir(), ...s3.env }))],
];

describe.each(backends)("%s", (_name, create) => {
  it("puts, reads, lists and deletes an object", async () => {
    const storage = create();
    const key = newObjectKey("birth-certificates", "pdf");
    const body = Buffer.from("%PDF-1.4 test document");
    await storage.put(key, body, "application/pdf");
    expect(await storage.exists(key)).toBe(true);

    const file = await storage.get(key);
    expect(file).not.toBeNull();
    expect(file!.contentType).toBe("application/pdf");
    expect(file!.size).toBe(body.length);
    expect(await readAll(file!.body)).toEqual(body);

    const listed = [];
    for await (const entry of storage.list("birth-certificates")) listed.push(entry);
    expect(listed.map((entry) => entry.key)).toContain(key);
    expect(listed.find((entry) => entry.key === key)!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it("answers null for a missing object", async () => {
    expect(await create().get(newObjectKey("birth-certificates", "png"))).toBeNull();
  });
});

describe("object keys", () => {
  it("are random and never contain client file names or path tricks", () => {
    const a = newObjectKey("birth-certificates", "pdf");
    const b = newObjectKey("birth-certificates", "pdf");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^birth-certificates\/[A-Za-z0-9_-]{24}\.pdf$/);
    for (const bad of ["../etc/passwd", "birth-certificates/../../x.pdf", "birth-certificates/short.pdf", "/abs/AAAAAAAAAAAAAAAAAAAAAAAA.pdf"]) {
      expect(isSafeKey(bad), bad).toBe(false);
    }
    expect(isSafeKey(a)).toBe(true);
  });
});
