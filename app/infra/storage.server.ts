// File storage: local disk under DATA_DIR/uploads by default, an S3 bucket when S3_BUCKET is set.
// Object names are random (never the client's file name). Nothing here is public by itself: routes
// decide who may read what (birth certificates only through an admin-gated route).
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type * as S3 from "@aws-sdk/client-s3";
import { getEnv, type Env } from "~/config/env.server";
import { singleton } from "~/utils/singleton.server";

export type StoredFile = { body: Readable; size: number; contentType: string };
export type StoredEntry = { key: string; lastModified: Date; size: number };

export interface FileStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  list(prefix: string): AsyncIterable<StoredEntry>;
  /** Removes what writes interrupted before `olderThan` left behind (a crash mid-upload); returns how many. */
  removeInterruptedWrites(prefix: string, olderThan: Date): Promise<number>;
}

/** `folder/<24 random url-safe chars>.<ext>` */
export function newObjectKey(folder: string, extension: string) {
  return `${folder}/${crypto.randomBytes(18).toString("base64url")}.${extension}`;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}$/;

/** Keys come from URLs: refuse anything that is not exactly the shape newObjectKey makes. */
export function isSafeKey(key: string) {
  return SAFE_KEY.test(key);
}

const TEMPORARY_SUFFIX = ".tmp";

/** Writes a file and waits until its bytes are on the disk (fsync), not only in the page cache. */
async function writeFileDurably(file: string, data: Buffer | string) {
  const handle = await fsp.open(file, "w", 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** fsync of a folder makes the names created or renamed in it durable (POSIX; a no-op where unsupported). */
async function syncFolder(folder: string) {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(folder, "r");
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EISDIR" && code !== "EPERM" && code !== "EINVAL") throw error; // Windows cannot open or sync folders
  } finally {
    await handle?.close();
  }
}

/** After mkdir -p: syncs each folder from the parent of the first one created down to `to`. */
async function syncFoldersDown(from: string, to: string) {
  const chain = [to];
  while (chain[0] !== from && path.dirname(chain[0]) !== chain[0]) chain.unshift(path.dirname(chain[0]));
  for (const folder of chain) await syncFolder(folder);
}

class LocalStorage implements FileStorage {
  readonly kind = "local" as const;
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  /**
   * Write then rename, so a reader never sees half a file; and flush the file, its type and the folder
   * to disk before returning, so that once put() resolves the file survives a power cut. A database row
   * that names the file is committed only after put() resolves (ADR 0010).
   */
  async put(key: string, body: Buffer, contentType: string) {
    const file = this.pathOf(key);
    const folder = path.dirname(file);
    const created = await fsp.mkdir(folder, { recursive: true });
    if (created) await syncFoldersDown(path.dirname(created), folder);
    const temporary = `${file}.${process.pid}${TEMPORARY_SUFFIX}`;
    try {
      await writeFileDurably(temporary, body);
      await fsp.rename(temporary, file);
    } catch (error) {
      await fsp.rm(temporary, { force: true });
      throw error;
    }
    await writeFileDurably(`${file}.type`, contentType);
    await syncFolder(folder); // the rename and the new names
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    try {
      const stat = await fsp.stat(file);
      const contentType = await fsp.readFile(`${file}.type`, "utf8").catch(() => "application/octet-stream");
      return { body: fs.createReadStream(file), size: stat.size, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async exists(key: string) {
    return isSafeKey(key) && fs.existsSync(this.pathOf(key));
  }

  async delete(key: string) {
    const file = this.pathOf(key);
    await fsp.rm(file, { force: true });
    await fsp.rm(`${file}.type`, { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    const folder = path.join(this.root, prefix);
    let names: string[];
    try {
      names = await fsp.readdir(folder);
    } catch {
      return;
    }
    for (const name of names) {
      if (name.endsWith(".type") || name.endsWith(TEMPORARY_SUFFIX)) continue;
      const stat = await fsp.stat(path.join(folder, name)).catch(() => null);
      if (stat?.isFile()) yield { key: `${prefix}/${name}`, lastModified: stat.mtime, size: stat.size };
    }
  }

  /** A process killed between writing and renaming leaves its temporary file: old ones are garbage. */
  async removeInterruptedWrites(prefix: string, olderThan: Date) {
    const folder = path.join(this.root, prefix);
    const names = await fsp.readdir(folder).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names.filter((n) => n.endsWith(TEMPORARY_SUFFIX))) {
      const file = path.join(folder, name);
      const stat = await fsp.stat(file).catch(() => null);
      if (stat?.isFile() && stat.mtime < olderThan) {
        await fsp.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}

/**
 * The AWS SDK takes a quarter of a second to load, so it loads with the first S3 request, and never
 * on a server that keeps its files on disk.
 */
const loadS3 = () => singleton("aws-sdk-client-s3", () => import("@aws-sdk/client-s3"));

class S3Storage implements FileStorage {
  readonly kind = "s3" as const;
  private connection?: Promise<{ sdk: typeof S3; client: S3.S3Client }>;
  constructor(
    private readonly config: S3.S3ClientConfig,
    private readonly bucket: string,
  ) {}

  private connect() {
    return (this.connection ??= loadS3().then((sdk) => ({ sdk, client: new sdk.S3Client(this.config) })));
  }

  async put(key: string, body: Buffer, contentType: string) {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? "application/octet-stream",
      };
    } catch (error) {
      if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
      throw error;
    }
  }

  async exists(key: string) {
    if (!isSafeKey(key)) return false;
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as { name?: string }).name === "NotFound") return false;
      throw error;
    }
  }

  async delete(key: string) {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    const { sdk, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key, lastModified: item.LastModified ?? new Date(0), size: item.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** An S3 PUT is atomic: an interrupted one leaves nothing behind. */
  async removeInterruptedWrites() {
    return 0;
  }
}

export function createStorage(env: Env): FileStorage {
  if (!env.S3_BUCKET) return new LocalStorage(path.join(env.DATA_DIR, "uploads"));
  const config: S3.S3ClientConfig = {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
  return new S3Storage(config, env.S3_BUCKET);
}

export function getStorage(): FileStorage {
  return singleton("storage", () => createStorage(getEnv()));
}

/** A stored file as an HTTP response body. */
export function toWebStream(body: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(body) as ReadableStream<Uint8Array>;
}
