// File storage: local disk under DATA_DIR/uploads by default, an S3 bucket when S3_BUCKET is set.
// Object names are random (never the client's file name). Nothing here is public by itself: routes
// decide who may read what (birth certificates only through an admin-gated route).
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getEnv, type Env } from "~/services/env.server";
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

class LocalStorage implements FileStorage {
  readonly kind = "local" as const;
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer, contentType: string) {
    const file = this.pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await fsp.writeFile(temporary, body, { mode: 0o600 });
    await fsp.rename(temporary, file);
    await fsp.writeFile(`${file}.type`, contentType, { mode: 0o600 });
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
      if (name.endsWith(".type") || name.endsWith(".tmp")) continue;
      const stat = await fsp.stat(path.join(folder, name)).catch(() => null);
      if (stat?.isFile()) yield { key: `${prefix}/${name}`, lastModified: stat.mtime, size: stat.size };
    }
  }
}

class S3Storage implements FileStorage {
  readonly kind = "s3" as const;
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, body: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? "application/octet-stream",
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
      throw error;
    }
  }

  async exists(key: string) {
    if (!isSafeKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as { name?: string }).name === "NotFound") return false;
      throw error;
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key, lastModified: item.LastModified ?? new Date(0), size: item.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

export function createStorage(env: Env): FileStorage {
  if (!env.S3_BUCKET) return new LocalStorage(path.join(env.DATA_DIR, "uploads"));
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  return new S3Storage(client, env.S3_BUCKET);
}

export function getStorage(): FileStorage {
  return singleton("storage", () => createStorage(getEnv()));
}

/** A stored file as an HTTP response body. */
export function toWebStream(body: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(body) as ReadableStream<Uint8Array>;
}
