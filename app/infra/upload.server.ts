// Multipart forms with one file, read as a stream: the file may use at most `maxFileBytes` in memory;
// past that its remaining bytes are counted and dropped, so an oversized upload is refused without
// being buffered, and the other fields still arrive (a form can be re-rendered with them).
import { unstable_parseMultipartFormData as parseMultipartFormData } from "@remix-run/node";
import { fileTypeFromBuffer } from "file-type";
import { FORM_LIMITS, formShapeProblem } from "~/utils/form.server";

const MAX_TEXT_FIELD_BYTES = 16 * 1024;
// A form has a few dozen fields; more text than this in all is not a real form (the number of parts
// is capped by FORM_LIMITS).
export const MAX_TOTAL_TEXT_BYTES = 128 * 1024;

export type UploadedFile = { bytes: Buffer; size: number; filename: string };
export type UploadProblem = { kind: "too-large"; size: number } | { kind: "empty" };

export type UploadForm = {
  formData: FormData;
  file: UploadedFile | null;
  problem: UploadProblem | null;
};

export class FieldTooLargeError extends Error {}
/** A form conform could not safely read (see formShapeProblem): too many parts, odd names. */
export class FormShapeError extends Error {}

type TextBudget = { textBytes: number; maxField: number; maxTotal: number };

async function readText(data: AsyncIterable<Uint8Array>, budget: TextBudget): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    budget.textBytes += chunk.byteLength;
    if (size > budget.maxField) throw new FieldTooLargeError("A form field is too large");
    if (budget.textBytes > budget.maxTotal) throw new FieldTooLargeError("The form has too much text");
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
 * form without a file, or a JavaScript client that uploaded the file separately). Throws
 * FieldTooLargeError for an oversized text field, FormShapeError for a form conform could not
 * safely read, and whatever the parser throws for a body that is not a form. `maxTextFieldBytes` raises
 * the cap of one text field for forms that carry long text (a blog post's Markdown); the total text
 * allowed is then at least twice that.
 */
export async function parseUploadForm(
  request: Request,
  {
    fileField,
    maxFileBytes,
    maxTextFieldBytes = MAX_TEXT_FIELD_BYTES,
  }: { fileField: string; maxFileBytes: number; maxTextFieldBytes?: number },
): Promise<UploadForm> {
  const contentType = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!contentType.startsWith("multipart/form-data")) {
    return { formData: checkedShape(await request.formData()), file: null, problem: null };
  }
  let file: UploadedFile | null = null;
  let problem: UploadProblem | null = null;
  const budget = {
    parts: 0,
    textBytes: 0,
    maxField: maxTextFieldBytes,
    maxTotal: Math.max(MAX_TOTAL_TEXT_BYTES, 2 * maxTextFieldBytes),
  };
  const formData = await parseMultipartFormData(request, async (part) => {
    // Counted as they stream in: a 25 MB body of tiny parts is refused without reading it all.
    if (++budget.parts > FORM_LIMITS.fields) throw new FormShapeError(`Too many form fields (limit ${FORM_LIMITS.fields})`);
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
  return { formData: checkedShape(formData), file, problem };
}

function checkedShape(formData: FormData) {
  const problem = formShapeProblem(formData);
  if (problem) throw new FormShapeError(problem);
  return formData;
}

/** The real type of a file from its first bytes (magic numbers), whatever its name says. */
export async function sniffFileType(bytes: Buffer): Promise<{ mime: string; ext: string } | null> {
  const type = await fileTypeFromBuffer(bytes);
  return type ? { mime: type.mime, ext: type.ext } : null;
}
