// One contract for both storage back ends: local disk and a real S3-compatible server.
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/config/env.server";
import { createStorage, isSafeKey, newObjectKey, type FileStorage } from "~/infra/storage.server";
import { startS3 } from "../../support/s3";

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

describe("local disk durability", () => {
  afterEach(() => vi.restoreAllMocks());

  it("flushes the file to disk before renaming it into place, then its type and the folder, before put() resolves", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-durable-"));
    const storage = createStorage(parseEnv({ DATA_DIR: dataDir }));
    const events: string[] = [];
    const name = (file: string) => path.relative(dataDir, file.toString());
    const open = fsp.open.bind(fsp);
    vi.spyOn(fsp, "open").mockImplementation(async (...args: Parameters<typeof fsp.open>) => {
      const handle = await open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        await sync();
        events.push(`sync ${name(args[0] as string)}`);
      };
      return handle;
    });
    const rename = fsp.rename.bind(fsp);
    vi.spyOn(fsp, "rename").mockImplementation(async (from, to) => {
      await rename(from, to);
      events.push(`rename ${name(from as string)} -> ${name(to as string)}`);
    });

    const key = newObjectKey("birth-certificates", "pdf");
    await storage.put(key, Buffer.from("%PDF-1.4 durable"), "application/pdf");

    const file = `uploads/${key}`;
    const temporary = `${file}.${process.pid}.tmp`;
    const at = (event: string) => {
      const index = events.indexOf(event);
      expect(index, `${event} in ${events.join(", ")}`).toBeGreaterThanOrEqual(0);
      return index;
    };
    // The new folders were made durable, top down.
    expect(at("sync uploads")).toBeLessThan(at("sync uploads/birth-certificates"));
    expect(at(`sync ${temporary}`)).toBeLessThan(at(`rename ${temporary} -> ${file}`));
    expect(at(`sync ${file}.type`)).toBeGreaterThan(at(`rename ${temporary} -> ${file}`));
    expect(events.at(-1)).toBe("sync uploads/birth-certificates"); // the rename itself, last
    expect(fs.readdirSync(path.join(dataDir, "uploads", "birth-certificates")).sort()).toEqual(
      [key.split("/")[1], `${key.split("/")[1]}.type`].sort(),
    );
  });

  it("removes the temporary file of a write that failed, and reports the failure", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-durable-"));
    const storage = createStorage(parseEnv({ DATA_DIR: dataDir }));
    vi.spyOn(fsp, "rename").mockRejectedValueOnce(Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" }));
    const key = newObjectKey("birth-certificates", "pdf");
    await expect(storage.put(key, Buffer.from("%PDF-1.4"), "application/pdf")).rejects.toThrow("ENOSPC");
    expect(fs.readdirSync(path.join(dataDir, "uploads", "birth-certificates"))).toEqual([]);
  });

  it("removes old temporary files that a crash left mid-write, and nothing else", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-durable-"));
    const storage = createStorage(parseEnv({ DATA_DIR: dataDir }));
    const folder = path.join(dataDir, "uploads", "birth-certificates");
    fs.mkdirSync(folder, { recursive: true });
    const old = new Date(Date.now() - 2 * 86_400_000);
    const write = (name: string, when?: Date) => {
      fs.writeFileSync(path.join(folder, name), "x");
      if (when) fs.utimesSync(path.join(folder, name), when, when);
      return name;
    };
    write("AAAAAAAAAAAAAAAAAAAAAAAA.pdf.4242.tmp", old); // a crashed upload, two days ago
    const recent = write("BBBBBBBBBBBBBBBBBBBBBBBB.pdf.4243.tmp"); // maybe still being written
    const stored = write("CCCCCCCCCCCCCCCCCCCCCCCC.pdf", old);

    expect(await storage.removeInterruptedWrites("birth-certificates", new Date(Date.now() - 86_400_000))).toBe(1);
    expect(fs.readdirSync(folder).sort()).toEqual([recent, stored].sort());
    expect(await storage.removeInterruptedWrites("no-such-folder", new Date())).toBe(0);
  });
});
