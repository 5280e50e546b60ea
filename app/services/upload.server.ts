// Multipart forms with one file, read as a stream: the file may use at most `maxFileBytes` in memory;
// past that its remaining bytes are counted and dropped, so an oversized upload is refused without
// being buffered, and the other fields still arrive (a form can be re-rendered with them).
import { unstable_parseMultipartFormData as parseMultipartFormData } from "@remix-run/node";
import { fileTypeFromBuffer } from "file-type";

const MAX_TEXT_FIELD_BYTES = 16 * 1024;
// A form has a few dozen fields at most: more parts, or more text in all, is not a real form.
export const MAX_PARTS = 100;
export const MAX_TOTAL_TEXT_BYTES = 128 * 1024;

export type UploadedFile = { bytes: Buffer; size: number; filename: string };
export type UploadProblem = { kind: "too-large"; size: number } | { kind: "empty" };

export type UploadForm = {
  formData: FormData;
  file: UploadedFile | null;
  problem: UploadProblem | null;
};

export class FieldTooLargeError extends Error {}

async function readText(data: AsyncIterable<Uint8Array>, budget: { textBytes: number }): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    budget.textBytes += chunk.byteLength;
    if (size > MAX_TEXT_FIELD_BYTES) throw new FieldTooLargeError("A form field is too large");
    if (budget.textBytes > MAX_TOTAL_TEXT_BYTES) throw new FieldTooLargeError("The form has too much text");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads a part up to `maxBytes`; beyond that it only counts (drains) the rest. */
async function readLimited(data: AsyncIterable<Uint8Array>, maxBytes: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size <= maxBytes) chunks.push(chunk);
    else chunks.length = 0; // too large: stop keeping bytes, keep counting
  }
  return size > maxBytes ? { size, bytes: null } : { size, bytes: Buffer.concat(chunks) };
}

/**
 * Parses a form that may carry the file `fileField`. Works for multipart and url-encoded bodies (a
 * form without a file, or a JavaScript client that uploaded the file separately).
 */
export async function parseUploadForm(
  request: Request,
  { fileField, maxFileBytes }: { fileField: string; maxFileBytes: number },
): Promise<UploadForm> {
  const contentType = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!contentType.startsWith("multipart/form-data")) {
    return { formData: await request.formData(), file: null, problem: null };
  }
  let file: UploadedFile | null = null;
  let problem: UploadProblem | null = null;
  const budget = { parts: 0, textBytes: 0 };
  const formData = await parseMultipartFormData(request, async (part) => {
    if (++budget.parts > MAX_PARTS) throw new FieldTooLargeError("The form has too many parts");
    if (part.filename === undefined) return readText(part.data, budget);
    if (part.name !== fileField || file || problem) {
      await readLimited(part.data, 0); // not ours: drain and drop
      return undefined;
    }
    const { size, bytes } = await readLimited(part.data, maxFileBytes);
    if (size === 0) {
      // An empty file input ("no file chosen") sends an empty part with an empty name.
      if (part.filename) problem = { kind: "empty" };
      return undefined;
    }
    if (!bytes) problem = { kind: "too-large", size };
    else file = { bytes, size, filename: part.filename };
    return undefined;
  });
  return { formData, file, problem };
}

/** The real type of a file from its first bytes (magic numbers), whatever its name says. */
export async function sniffFileType(bytes: Buffer): Promise<{ mime: string; ext: string } | null> {
  const type = await fileTypeFromBuffer(bytes);
  return type ? { mime: type.mime, ext: type.ext } : null;
}
