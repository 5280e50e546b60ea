// Generators for the fuzz suite (fuzz.test.ts): bad requests of every shape a client can send — JSON
// of the wrong shape, invalid or deeply nested JSON, odd forms and multipart bodies, wrong content types
// and methods, odd paths and query strings. Nothing here knows a particular route: field names and
// choice values come from the zod schemas in app/schemas, so a new schema feeds the fuzzer by itself.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";

/** Who sends a case: the shared clients, or (for routes that end sessions) an admin signed in for it. */
export type Who = "anonymous" | "admin" | "fresh-admin";

export type FuzzCase = {
  kind: string;
  who: Who;
  method: string;
  /** Path and query, already encoded (or deliberately mis-encoded). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
};

/** What the generators need to know about a route: its path pattern and whether it renders a page. */
export type RouteShape = { segments: string[]; index: boolean; screen: boolean; action: boolean };

export type FieldPool = { names: string[]; values: string[] };

// ---------------------------------------------------------------- field names from the schemas

type ZodLike = { _def?: Record<string, unknown> };

function collectZod(schema: unknown, pool: { names: Set<string>; values: Set<string> }, depth: number) {
  const def = (schema as ZodLike | null)?._def;
  if (!def || typeof def !== "object" || depth > 10) return;
  if (typeof def.shape === "function") {
    for (const [name, field] of Object.entries((def.shape as () => Record<string, unknown>)())) {
      pool.names.add(name);
      collectZod(field, pool, depth + 1);
    }
  }
  if (Array.isArray(def.values)) for (const value of def.values) pool.values.add(String(value));
  if (typeof def.value === "string") pool.values.add(def.value);
  for (const key of ["schema", "innerType", "type", "in", "out", "left", "right"])
    collectZod(def[key], pool, depth + 1);
  if (Array.isArray(def.options)) for (const option of def.options) collectZod(option, pool, depth + 1);
}

/**
 * Field names and choice values of every zod schema exported from `app/schemas`, plus the names forms
 * and frameworks commonly use. A name ending in "Url" also gives its stem ("birthCertificateUrl" →
 * "birthCertificate"): the field that uploads the file whose URL the schema stores.
 */
export async function fieldPoolFromSchemas(dir = path.resolve("app/schemas")): Promise<FieldPool> {
  const pool = {
    names: new Set(["intent", "id", "redirectTo", "index", "_data", "file", "__intent__", "__state__"]),
    values: new Set<string>(),
  };
  for (const file of fs.readdirSync(dir).filter((name) => /\.tsx?$/.test(name))) {
    const exports: Record<string, unknown> = await import(pathToFileURL(path.join(dir, file)).href);
    for (const value of Object.values(exports)) {
      if (Array.isArray(value)) value.filter((v) => typeof v === "string").forEach((v) => pool.values.add(v));
      else collectZod(value, pool, 0);
    }
  }
  for (const name of [...pool.names]) if (name.endsWith("Url")) pool.names.add(name.slice(0, -3));
  // Sorted, so that a seed replays the same cases whatever order the directory lists files in.
  return { names: [...pool.names].sort(), values: [...pool.values].sort() };
}

// ---------------------------------------------------------------- values

const SPECIAL_STRINGS = [
  "",
  " ",
  "\u0000",
  "null",
  "undefined",
  "true",
  "-1",
  "0",
  "1e309",
  "NaN",
  "1.5",
  "0x10",
  "9".repeat(40),
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f",
  "/dev/null",
  "<script>alert(1)</script>",
  "' OR '1'='1",
  "1; DROP TABLE users --",
  '" OR ""="',
  "\u202Egpj.exe",
  "\uD800",
  "\uFFFF",
  "😀😀😀",
  "Ω≈ç√",
  "\r\n\r\n",
  "a\u0000b",
  "{}",
  "[]",
  '{"__proto__":{"admin":true}}',
  "//evil.example",
  "//[",
  "http://[::1",
  "/\\evil",
  "javascript:alert(1)",
  "2099-12-31",
  "0000-00-00",
  "2024-02-30",
  "a@b",
  "x@example.com",
  "@",
  "${7*7}",
  "{{7*7}}",
];

const FILE_NAMES = [
  "../../etc/passwd",
  "..\\..\\boot.ini",
  "%2e%2e%2fpasswd",
  "a\u0000b.pdf",
  "\u202Efdp.exe",
  "cert.pdf",
  "CON",
  ".htaccess",
  "",
  " ",
  "résumé.pdf",
  "证书.png",
  "😀.gif",
  `${"a".repeat(1000)}.pdf`,
  'q"uote.pdf',
  "semi;colon.pdf",
];

const MAGIC: Record<string, number[]> = {
  pdf: [...Buffer.from("%PDF-1.4\n")],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  gif: [...Buffer.from("GIF89a")],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  exe: [...Buffer.from("MZ")],
  zip: [...Buffer.from("PK\u0003\u0004")],
  html: [...Buffer.from("<!doctype html><script>")],
};

export const oddString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  // Longer than any field allows.
  { weight: 1, arbitrary: fc.integer({ min: 201, max: 6000 }).map((n) => "x".repeat(n)) }
);

/**
 * ~100 KB to ~900 KB of one character, measured as the body will carry it (`encodedBytes` of one
 * character: JSON escapes, %-escapes), so that the body stays under the 1 MB cap and reaches the route.
 */
const hugeString = (encodedBytes: (char: string) => number) =>
  fc
    .tuple(fc.integer({ min: 100_000, max: 900_000 }), fc.constantFrom("a", " ", "é", "😀", "\u0000", "<"))
    .map(([bytes, char]) => char.repeat(Math.floor(bytes / encodedBytes(char))));
const inJson = (char: string) => Buffer.byteLength(JSON.stringify(char)) - 2;
const inForm = (char: string) => new URLSearchParams([["", char]]).toString().length - 1;
const inMultipart = (char: string) => Buffer.byteLength(char);

const fromPool = (list: string[], fallback: fc.Arbitrary<string>) =>
  list.length ? fc.constantFrom(...list) : fallback;

/** Names conform would expand into nested values: huge list indexes, deep paths, reserved names. */
const conformName = (name: fc.Arbitrary<string>) =>
  fc.oneof(
    fc.tuple(name, fc.integer({ min: 0, max: 2 ** 31 - 1 })).map(([n, i]) => `${n}[${i}]`),
    fc.tuple(name, fc.integer({ min: 20, max: 8000 })).map(([n, depth]) => n + ".a".repeat(depth)),
    fc.tuple(name, fc.integer({ min: 20, max: 4000 })).map(([n, depth]) => n + "[0]".repeat(depth)),
    fc.constantFrom(
      "__proto__.polluted",
      "constructor.prototype.polluted",
      "a..b",
      "[x]",
      "]]",
      "a[]b",
      "a[-1]",
      "a[1e3]",
      "",
      ".",
      "[]"
    )
  );

/** Values for conform's reserved `__intent__` field: list operations with odd names and indexes. */
const intentValue = (name: fc.Arbitrary<string>) =>
  fc.oneof(
    oddString,
    fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
    fc
      .record(
        {
          type: fc.constantFrom("validate", "update", "reset", "insert", "remove", "reorder", "other"),
          payload: fc.record(
            {
              name: fc.oneof(name, conformName(name)),
              index: fc.integer({ min: -1, max: 2 ** 31 - 1 }),
              value: fc.jsonValue({ maxDepth: 1 }),
              from: fc.nat(),
              to: fc.nat(),
            },
            { requiredKeys: [] }
          ),
        },
        { requiredKeys: ["type"] }
      )
      .map((intent) => JSON.stringify(intent))
  );

// ---------------------------------------------------------------- bodies

type Body = { kind: string; contentType: string | undefined; body: Buffer };

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";
const ODD_TYPES = [
  undefined,
  "",
  "text/plain",
  "application/json; charset=utf-16",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "text/json",
  FORM_TYPE,
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/octet-stream",
  ";;",
  "application/json, text/html",
  "*/*",
  "application/x-www-form-urlencoded; charset=iso-8859-1",
];

function jsonBodies(pool: FieldPool): fc.Arbitrary<Body> {
  const name = fc.oneof({ weight: 6, arbitrary: fromPool(pool.names, oddString) }, { weight: 1, arbitrary: oddString });
  const value = fc.oneof(
    oddString,
    fromPool(pool.values, oddString),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(oddString, { maxLength: 3 }),
    fc.jsonValue({ maxDepth: 2 })
  );
  // Built as text so that duplicate keys and "__proto__" keys survive.
  const object = (entries: fc.Arbitrary<Array<[string, unknown]>>) =>
    entries.map((list) => `{${list.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`).join(",")}}`);
  const deep = fc
    .record({
      depth: fc.integer({ min: 5000, max: 20000 }),
      open: fc.constantFrom("[", '{"a":', '{"a":['),
      closed: fc.boolean(),
      field: name,
    })
    .map(({ depth, open, closed, field }) => {
      const close = open === "[" ? "]" : open === '{"a":' ? "}" : "]}";
      const nested = open.repeat(depth) + "1" + (closed ? close.repeat(depth) : "");
      return `{${JSON.stringify(field)}:${nested}}`;
    });
  const invalid = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc
      .jsonValue()
      .map((v) => JSON.stringify(v) ?? "")
      .chain((text) => fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut))),
    fc.constantFrom(
      "{",
      "[1,2",
      "{'a':1}",
      '{"a":1,}',
      "NaN",
      "undefined",
      "\uFEFF{}",
      '{"a" 1}',
      "nul",
      "",
      "   ",
      "\u0000",
      "[]]",
      '{"a":1}{"b":2}'
    )
  );
  const text = fc.oneof(
    { weight: 5, arbitrary: fc.jsonValue().map((v) => ["json-value", JSON.stringify(v)] as const) },
    {
      weight: 2,
      arbitrary: fc
        .anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true })
        .map((v) => ["json-anything", safeStringify(v)] as const),
    },
    {
      weight: 5,
      arbitrary: object(fc.array(fc.tuple(name, value), { maxLength: 14 })).map(
        (t) => ["json-schema-like", t] as const
      ),
    },
    // Most of the known fields at once, some missing, each with a plausible or a wrong value.
    { weight: 3, arbitrary: object(manyFields(pool, value)).map((t) => ["json-most-fields", t] as const) },
    {
      weight: 2,
      arbitrary: object(
        fc.array(fc.tuple(fc.constantFrom("__proto__", "constructor", "prototype"), fc.jsonValue({ maxDepth: 2 })), {
          minLength: 1,
          maxLength: 3,
        })
      ).map((t) => ["json-proto", t] as const),
    },
    { weight: 2, arbitrary: deep.map((t) => ["json-deep", t] as const) },
    { weight: 3, arbitrary: invalid.map((t) => ["json-invalid", t] as const) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(name, hugeString(inJson))
        .map(([k, v]) => ["json-huge", `{${JSON.stringify(k)}:${JSON.stringify(v)}}`] as const),
    }
  );
  return withContentType(
    text.map(([kind, t]) => ({ kind, body: Buffer.from(t) })),
    JSON_TYPE
  );
}

/** A random subset of all the known field names, each with a value. */
function manyFields<T>(pool: FieldPool, value: fc.Arbitrary<T>): fc.Arbitrary<Array<[string, T]>> {
  return fc.subarray(pool.names).chain((names) => fc.tuple(...names.map((n) => value.map((v): [string, T] => [n, v]))));
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "undefined";
  } catch {
    return String(value);
  }
}

function formBodies(pool: FieldPool): fc.Arbitrary<Body> {
  const plainName = fromPool(pool.names, oddString);
  const name = fc.oneof(
    { weight: 6, arbitrary: plainName },
    { weight: 2, arbitrary: oddString },
    { weight: 2, arbitrary: conformName(plainName) }
  );
  const value = fc.oneof(
    { weight: 6, arbitrary: oddString },
    { weight: 3, arbitrary: fromPool(pool.values, oddString) },
    { weight: 2, arbitrary: intentValue(plainName) }
  );
  const entries = fc.oneof(fc.array(fc.tuple(name, value), { maxLength: 16 }), manyFields(pool, value));
  const text = fc.oneof(
    { weight: 8, arbitrary: entries.map((list) => ["form", new URLSearchParams(list).toString()] as const) },
    // Escapes no decoder accepts, bare separators, bytes that are not UTF-8.
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.array(
            fc.oneof(plainName, fc.constantFrom("%ZZ", "%", "%E0%A4%A", "%FF%FE", "+", "=", "&", "a=1=2", "%00")),
            { maxLength: 10 }
          ),
          fc.constantFrom("&", "=", "")
        )
        .map(([parts, separator]) => ["form-raw", parts.join(separator)] as const),
    },
    // One name repeated thousands of times.
    {
      weight: 1,
      arbitrary: fc.tuple(plainName, fc.integer({ min: 600, max: 40_000 })).map(([n, count]) => {
        const field = `${encodeURIComponent(n)}=1&`;
        return ["form-many-fields", field.repeat(Math.min(count, Math.floor(900_000 / field.length)))] as const;
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(plainName, hugeString(inForm))
        .map(([n, v]) => ["form-huge", new URLSearchParams([[n, v]]).toString()] as const),
    }
  );
  return withContentType(
    text.map(([kind, t]) => ({ kind, body: Buffer.from(t) })),
    FORM_TYPE
  );
}

function multipartBodies(pool: FieldPool): fc.Arbitrary<Body> {
  const name = fc.oneof(
    { weight: 6, arbitrary: fromPool(pool.names, oddString) },
    { weight: 1, arbitrary: oddString },
    { weight: 1, arbitrary: conformName(fromPool(pool.names, oddString)) }
  );
  const fileName = fc.oneof(fc.constantFrom(...FILE_NAMES), fc.string({ unit: "grapheme", maxLength: 30 }));
  const disposition = fc.oneof(
    name.map((n) => `form-data; name="${n}"`),
    fc.tuple(name, fileName).map(([n, f]) => `form-data; name="${n}"; filename="${f}"`),
    fc.tuple(name, fileName).map(([n, f]) => `form-data; name="${n}"; filename*=UTF-8''${encodeURIComponent(f)}`),
    fileName.map((f) => `form-data; filename="${f}"`),
    name.map((n) => `form-data; name=${n}`),
    fc.constantFrom("form-data", 'attachment; name="x"', null)
  );
  const content = fc.oneof(
    fc.constant(Buffer.alloc(0)),
    oddString.map((s) => Buffer.from(s)),
    fc
      .tuple(fc.constantFrom(...Object.values(MAGIC)), fc.uint8Array({ maxLength: 2000 }))
      .map(([magic, rest]) => Buffer.from([...magic, ...rest])),
    fc.uint8Array({ maxLength: 4000 }).map((bytes) => Buffer.from(bytes))
  );
  const partType = fc.option(
    fc.constantFrom(
      "application/pdf",
      "image/png",
      "image/jpeg",
      "text/html",
      "application/x-msdownload",
      "application/octet-stream",
      "text/plain; charset=utf-16",
      "garbage/???"
    ),
    { nil: undefined }
  );
  const part = fc.record({ disposition, type: partType, content });
  // At most one huge part, so the body stays near the 1 MB cap.
  const hugePart = fc
    .tuple(name, fileName, hugeString(inMultipart))
    .map(([n, f, v]) => ({
      disposition: `form-data; name="${n}"; filename="${f}"`,
      type: "application/pdf",
      content: Buffer.from(v),
    }));
  return fc
    .record({
      boundary: fc.oneof(fc.constant("----fuzz7MA4YWxkTrZu0gW"), fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/)),
      parts: fc.array(part, { maxLength: 6 }),
      huge: fc.oneof({ weight: 11, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hugePart }),
      header: fc.constantFrom("same", "same", "same", "quoted", "missing", "other"),
      ending: fc.constantFrom("proper", "proper", "none", "garbage", "lf"),
    })
    .map(({ boundary, parts, huge, header, ending }) => {
      const eol = ending === "lf" ? "\n" : "\r\n";
      const chunks: Buffer[] = [];
      for (const p of huge ? [...parts, huge] : parts) {
        const head = [
          `--${boundary}`,
          p.disposition === null ? null : `Content-Disposition: ${p.disposition}`,
          p.type ? `Content-Type: ${p.type}` : null,
        ];
        chunks.push(
          Buffer.from(head.filter((line) => line !== null).join(eol) + eol + eol),
          p.content,
          Buffer.from(eol)
        );
      }
      if (ending !== "none")
        chunks.push(Buffer.from(ending === "garbage" ? `--${boundary}junk\u0000` : `--${boundary}--${eol}`));
      const contentType = {
        same: `multipart/form-data; boundary=${boundary}`,
        quoted: `multipart/form-data; boundary="${boundary}"`,
        missing: "multipart/form-data",
        other: "multipart/form-data; boundary=not-the-boundary",
      }[header];
      return { kind: huge ? "multipart-huge" : "multipart", contentType, body: Buffer.concat(chunks) };
    });
}

const rawBodies: fc.Arbitrary<Body> = fc.oneof(
  fc
    .uint8Array({ maxLength: 2000 })
    .map((bytes) => ({ kind: "raw-bytes", contentType: undefined, body: Buffer.from(bytes) })),
  fc.constantFrom(...ODD_TYPES).map((contentType) => ({ kind: "raw-empty", contentType, body: Buffer.alloc(0) }))
);

/** Usually the content type the body is written in; sometimes a wrong, odd or missing one. */
function withContentType(body: fc.Arbitrary<{ kind: string; body: Buffer }>, type: string): fc.Arbitrary<Body> {
  return fc
    .tuple(
      body,
      fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_TYPES) })
    )
    .map(([b, odd]) => ({
      ...b,
      contentType: odd === null ? type : odd,
      kind: odd === null ? b.kind : `${b.kind}+odd-type`,
    }));
}

// ---------------------------------------------------------------- paths and queries

const PARAM_VALUES = [
  "1",
  "0",
  "-1",
  "99999999999999999999",
  "1.5",
  "1e3",
  "abc",
  "%00",
  "%E0%A4%A",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "%D9%A1%D9%A2",
  "9007199254740993",
];
const paramValue = fc.oneof(
  fc.constantFrom(...PARAM_VALUES),
  fc.nat().map(String),
  fc.string({ maxLength: 20 }).map(encodeURIComponent)
);

function queryStrings(pool: FieldPool): fc.Arbitrary<string> {
  const name = fc.oneof(
    fromPool(pool.names, oddString),
    fc.constantFrom("q", "status", "limit", "offset", "page", "view", "tab", "redirectTo", "_data", "index")
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(fc.tuple(name, fc.oneof(oddString, fromPool(pool.values, oddString))), { maxLength: 8 })
        .map((list) => new URLSearchParams(list).toString()),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "%E0%A4%A",
        "%",
        "%%",
        "%00",
        "q=%FF%FE",
        "a=1&a=2&a=3",
        "=&=&",
        "&&&",
        "limit=1e309&offset=-1",
        "q[]=1&q[a]=2",
        "index&index",
        "_data=root",
        "redirectTo=%2F%2F%5B",
        "status=pending&status=approved"
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 2000, max: 8000 }).map((n) => `q=${"x".repeat(n)}`) }
  );
}

/** The route's path with odd parameter values and spelling variants (`.data` twin, trailing slash, case). */
function pathnames(shape: RouteShape): fc.Arbitrary<string> {
  const segments = shape.segments.map((segment) =>
    segment === "*"
      ? fc.array(paramValue, { minLength: 1, maxLength: 3 }).map((parts) => parts.join("/"))
      : segment.startsWith(":")
      ? paramValue
      : fc.constant(segment)
  );
  const variants = ["plain", "plain", "plain", "plain", "slash", "upper", ...(shape.screen ? ["data"] : [])];
  return fc.tuple(fc.tuple(...segments), fc.constantFrom(...variants)).map(([parts, variant]) => {
    const pathname = `/${parts.join("/")}`;
    if (variant === "slash" && pathname !== "/") return `${pathname}/`;
    if (variant === "upper") return pathname.toUpperCase();
    if (variant === "data") return pathname === "/" ? "/_root.data" : `${pathname}.data`;
    return pathname;
  });
}

// ---------------------------------------------------------------- whole requests

const MUTATING = ["POST", "PUT", "PATCH", "DELETE"];

/** Now and then a bogus token, next to (or instead of) the session cookie. */
const authorization = fc.oneof(
  { weight: 19, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "Bearer ",
      "Bearer x",
      `Bearer ${"A".repeat(64)}`,
      `Bearer ${"a".repeat(5000)}`,
      "Basic YWRtaW46YWRtaW4=",
      "Bearer ../../etc/passwd",
      "bearer\tAAAAAAAAAAAAAAAAAAAAAAAA"
    ),
  }
);

/** One bad request for a route: mostly bodies for routes with an action, mostly odd queries for the rest. */
export function fuzzCase(shape: RouteShape, pool: FieldPool, who: fc.Arbitrary<Who>): fc.Arbitrary<FuzzCase> {
  const method = shape.action
    ? fc.oneof(
        { weight: 14, arbitrary: fc.constant("POST") },
        { weight: 4, arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE") },
        { weight: 2, arbitrary: fc.constantFrom("GET", "HEAD", "OPTIONS") }
      )
    : fc.oneof(
        { weight: 11, arbitrary: fc.constant("GET") },
        { weight: 1, arbitrary: fc.constantFrom("HEAD", "OPTIONS") },
        { weight: 8, arbitrary: fc.constantFrom(...MUTATING) }
      );
  const body = fc.oneof(
    { weight: 10, arbitrary: jsonBodies(pool) },
    { weight: 7, arbitrary: formBodies(pool) },
    { weight: 6, arbitrary: multipartBodies(pool) },
    { weight: 1, arbitrary: rawBodies }
  );
  return fc
    .record({
      who,
      method,
      pathname: pathnames(shape),
      query: queryStrings(pool),
      dice: fc.nat({ max: 99 }),
      body,
      authorization,
    })
    .map(({ who, method, pathname, query, dice, body, authorization }) => {
      const withBody = MUTATING.includes(method);
      // Reads get an odd query almost always, writes now and then. An index route's action answers at
      // "?index" (without it the request goes to the parent route): mostly keep it.
      const search = [shape.index && dice % 10 < 8 ? "index" : "", dice < (withBody ? 30 : 90) ? query : ""];
      const path = search.some(Boolean) ? `${pathname}?${search.filter(Boolean).join("&")}` : pathname;
      const navigate = dice % 7 === 0;
      const headers: Record<string, string> = {};
      if (withBody && body.contentType !== undefined) headers["Content-Type"] = body.contentType;
      if (authorization !== undefined) headers.Authorization = authorization;
      // Now and then a native form post (JavaScript off): actions answer those differently.
      if (navigate) Object.assign(headers, { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Site": "same-origin" });
      const fuzz: FuzzCase = {
        kind: withBody ? body.kind : "query",
        who,
        method,
        path,
        headers,
        body: withBody ? body.body : undefined,
      };
      // fast-check prints counterexamples with this: a summary, not 900 KB of body.
      Object.defineProperty(fuzz, fc.toStringMethod, { value: () => describeCase(fuzz) });
      return fuzz;
    });
}

export function describeCase(fuzz: FuzzCase): string {
  const type = fuzz.headers["Content-Type"];
  const preview = fuzz.body ? JSON.stringify(fuzz.body.subarray(0, 160).toString("latin1")) : "";
  const pathText = fuzz.path.length > 200 ? `${fuzz.path.slice(0, 200)}…(${fuzz.path.length} chars)` : fuzz.path;
  return `${fuzz.who} ${fuzz.method} ${pathText} [${fuzz.kind}${
    type !== undefined ? `, Content-Type ${JSON.stringify(type)}` : ", no Content-Type"
  }${fuzz.body ? `, ${fuzz.body.length} B ${preview}` : ""}]`;
}
