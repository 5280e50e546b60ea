import { parseWithZod, unstable_coerceFormValue as coerceFormValue } from "@conform-to/zod";
import { z } from "zod";

/**
 * Conform turns field names into nested values ("a.b[3]"), and a hostile form can make that blow up:
 * 40,000 repeats of one name take it minutes (each repeat copies the list), "x[99999999]" builds a
 * list of 100 million slots, a name 6,000 levels deep overflows the stack (a 500), and its reserved
 * fields `__intent__` / `__state__` are JSON it parses without a try. The forms here have a few
 * dozen short names, so anything far outside these limits is refused before a parser sees it.
 */
export const FORM_LIMITS = {
  fields: 500,
  nameLength: 200,
  pathDepth: 16,
  listIndex: 1000,
  reservedValueBytes: 16 * 1024,
  reservedBrackets: 100,
};

const RESERVED = new Set(["__intent__", "__state__"]);

/** Why conform could not safely read a field name (or a name inside an intent), or null. */
function nameProblem(name: string): string | null {
  if (name.length > FORM_LIMITS.nameLength) return "A form field name is too long";
  if ((name.match(/[.[]/g)?.length ?? 0) >= FORM_LIMITS.pathDepth) return "A form field name is nested too deeply";
  if ([...name.matchAll(/\[(\d+)\]/g)].some(([, index]) => Number(index) > FORM_LIMITS.listIndex)) {
    return "A form field name has a list index that is too large";
  }
  return null;
}

/**
 * Conform's `__intent__` / `__state__`: small, shallow JSON (it is echoed back in the reply, and deep
 * nesting would overflow the serializer), and any name or index in an intent within the limits.
 */
function reservedProblem(value: FormDataEntryValue): string | null {
  const invalid = "A reserved form field is invalid";
  if (typeof value !== "string" || value.length > FORM_LIMITS.reservedValueBytes) return invalid;
  if ((value.match(/[[{]/g)?.length ?? 0) > FORM_LIMITS.reservedBrackets) return invalid;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return invalid;
  }
  const payload = (parsed as { payload?: Record<string, unknown> } | null)?.payload;
  if (!payload || typeof payload !== "object") return null;
  if (payload.name !== undefined && (typeof payload.name !== "string" || nameProblem(payload.name))) return invalid;
  const validIndex = (index: unknown) =>
    index === undefined || (Number.isInteger(index) && (index as number) >= 0 && (index as number) <= FORM_LIMITS.listIndex);
  return ["index", "from", "to"].every((key) => validIndex(payload[key])) ? null : invalid;
}

/** Why a parsed form cannot be handed to conform (or to an action), or null when it can. */
export function formShapeProblem(formData: FormData): string | null {
  let fields = 0;
  for (const [name, value] of formData) {
    if (++fields > FORM_LIMITS.fields) return `Too many form fields (limit ${FORM_LIMITS.fields})`;
    const problem = nameProblem(name) ?? (RESERVED.has(name) ? reservedProblem(value) : null);
    if (problem) return problem;
  }
  // What is left is conform's own checks (an intent on a field that is not a list, …), which throw:
  // a dry run with a schema that accepts anything finds them.
  try {
    parseWithZod(formData, { schema: coercedOnce(ANYTHING), disableAutoCoercion: true }).reply();
  } catch {
    return "The form could not be read";
  }
  return null;
}

const ANYTHING = z.any();

// Conform rebuilds a schema's form coercion (empty text as missing, text to numbers and dates…) on every
// parse, a few tenths of a millisecond each time; it depends on the schema alone, so it is built once
// per schema and kept (the app's schemas are module constants).
const coerced = new WeakMap<z.ZodTypeAny, z.ZodTypeAny>();
function coercedOnce<Schema extends z.ZodTypeAny>(schema: Schema): Schema {
  let found = coerced.get(schema);
  if (!found) coerced.set(schema, (found = coerceFormValue(schema)));
  return found as Schema;
}

/** A posted form read through its zod schema (conform): `status: "success"` with `value`, or the errors by field. */
export function parseForm<Schema extends z.ZodTypeAny>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema: coercedOnce(schema), disableAutoCoercion: true });
}

/**
 * A form of flat fields (each name once, none nested) read through its schema with parseForm's coercion:
 * the value parseForm gives when the form is valid, else null. For a caller that records a valid form and
 * leaves an invalid one to the action, whose parseForm says why; it skips conform's building of the
 * form's nested value and of the reply.
 */
export function parseFlatFields<Schema extends z.ZodTypeAny>(fields: Record<string, string>, schema: Schema): z.output<Schema> | null {
  const parsed = coercedOnce(schema).safeParse(fields);
  return parsed.success ? (parsed.data as z.output<Schema>) : null;
}

/**
 * The body of a form post. Anything that is not a form (or cannot be parsed as one, or safely read by
 * conform) is answered with 415/400 instead of reaching the action as an exception (a 500).
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) {
    throw new Response("Send this form as application/x-www-form-urlencoded or multipart/form-data", { status: 415 });
  }
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw new Response("The form could not be read", { status: 400 });
  }
  const problem = formShapeProblem(formData);
  if (problem) throw new Response(problem, { status: 400 });
  return formData;
}

/**
 * A form's action records only on POST: another method (a PUT or DELETE sent by hand) is answered 405,
 * so nothing but the form's own submission writes.
 */
export function requirePost(request: Request) {
  if (request.method !== "POST") throw new Response("Use the form (POST)", { status: 405, headers: { Allow: "GET, HEAD, POST" } });
}
