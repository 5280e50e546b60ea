// The fuzz suite's plumbing (fuzz.test.ts): sending a generated request exactly as generated, judging
// the answer (no 5xx, no stack trace or SQL in the body, refused or accepted), and counting the rows of
// every table so that a refused request can be shown to have written nothing.
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import type { FuzzCase } from "./fuzz-arbitraries";
import type { Client } from "./harness";

export type Answer =
  | { ok: true; status: number; headers: http.IncomingHttpHeaders; body: string; ms: number; stalledMs?: number }
  | { ok: false; error: string; ms: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/**
 * Sends a case with node:http (fetch would add or refuse headers, and cannot send every method) and
 * with the client's cookies, keeping the cookies the answer sets, as Client.request does.
 */
export async function send(client: Client, fuzz: FuzzCase, timeoutMs: number): Promise<Answer> {
  const first = await sendOnce(client, fuzz, timeoutMs);
  if (first.ok || !first.staleSocket) return first;
  // The kept-alive socket was reset before any answer. When that happens at once it is Node's known
  // race (the server closed the idle socket as it was reused): send again on a new connection. When it
  // happens after seconds, the server never read this request: a stall the caller reports.
  const again = await sendOnce(client, fuzz, timeoutMs);
  return again.ok ? { ...again, stalledMs: first.ms } : again;
}

function sendOnce(client: Client, fuzz: FuzzCase, timeoutMs: number): Promise<Answer & { staleSocket?: boolean }> {
  const started = Date.now();
  const headers: Record<string, string | number> = { ...fuzz.headers };
  if (client.cookies.size) headers.Cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  if (fuzz.body) headers["Content-Length"] = fuzz.body.length;
  return new Promise((resolve) => {
    const finish = (answer: Answer & { staleSocket?: boolean }) => resolve(answer);
    let answered = false;
    let request: http.ClientRequest;
    try {
      // Joined as text: resolving "//x" against the base would make "x" the host.
      request = http.request(new URL(client.baseUrl + fuzz.path), {
        method: fuzz.method,
        headers,
        agent,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return finish({ ok: false, error: `the request could not be built: ${(error as Error).message}`, ms: 0 });
    }
    request.on("response", (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        rememberCookies(client, response.headers["set-cookie"] ?? []);
        const body = Buffer.concat(chunks).toString("utf8");
        finish({
          ok: true,
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          ms: Date.now() - started,
        });
      });
      response.on("error", (error) =>
        finish({ ok: false, error: `answer broken off: ${error.message}`, ms: Date.now() - started })
      );
    });
    request.on("error", (error) => {
      const timedOut = error.name === "AbortError" || error.name === "TimeoutError";
      const message = timedOut ? `no answer within ${timeoutMs / 1000} s` : `connection failed: ${error.message}`;
      const staleSocket = !answered && request.reusedSocket && (error as NodeJS.ErrnoException).code === "ECONNRESET";
      finish({ ok: false, error: message, ms: Date.now() - started, staleSocket });
    });
    request.end(fuzz.body);
  });
}

function rememberCookies(client: Client, setCookies: string[]) {
  for (const cookie of setCookies) {
    const [pair, ...attributes] = cookie.split(";");
    const [name, ...rest] = pair.split("=");
    const value = rest.join("=");
    const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === "";
    if (expired) client.cookies.delete(name.trim());
    else client.cookies.set(name.trim(), value);
  }
}

// ---------------------------------------------------------------- leaks

const LEAKS: Array<[string, RegExp]> = [
  // A frame on its own line, or JSON-escaped ("\\n    at f (file.js:1:2)").
  ["a stack frame", /(?:\n|\\n)\s+at .+?:\d+:\d+/g],
  ["a node_modules path", /node_modules/g],
  ["an error with a source path", /\b\w*Error\b[^\n]{0,200}?\/[\w./-]+\.(?:[cm]?js|tsx?)\b/g],
  ["an SQLite error code", /SQLITE_\w*/g],
  ["the word sqlite", /sqlite/gi],
  ["SQL", /SELECT |INSERT INTO|no such table|constraint failed/g],
];

const unescapeHtml = (text: string) =>
  text.replace(/&(#x?[\da-f]+|quot|amp|lt|gt|apos);/gi, (entity, code: string) => {
    const named: Record<string, string> = { quot: '"', amp: "&", lt: "<", gt: ">", apos: "'" };
    if (named[code.toLowerCase()]) return named[code.toLowerCase()];
    return String.fromCodePoint(
      parseInt(code.slice(code[1] === "x" || code[1] === "X" ? 2 : 1), code[1]?.toLowerCase() === "x" ? 16 : 10)
    );
  });

function safeDecode(text: string) {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/**
 * What in a body looks like a stack trace or SQL, leaving out what merely echoes the request (a form
 * re-rendered with the values it was sent may well contain "sqlite" if the request did).
 */
export function leaksIn(body: string, fuzz: FuzzCase): string[] {
  const sent = [
    fuzz.path,
    safeDecode(fuzz.path),
    fuzz.body?.toString("utf8") ?? "",
    fuzz.body?.toString("latin1") ?? "",
  ];
  if (fuzz.body && fuzz.body.length < 1_000_000) sent.push(safeDecode(fuzz.body.toString("utf8")));
  const echoed = (text: string) => sent.some((s) => s.includes(text) || s.includes(unescapeHtml(text)));
  const found: string[] = [];
  for (const [what, pattern] of LEAKS) {
    for (const match of body.matchAll(pattern)) {
      if (!echoed(match[0])) {
        const at = match.index ?? 0;
        found.push(`${what}: …${body.slice(Math.max(0, at - 80), at + 120)}…`);
        break;
      }
    }
  }
  return found;
}

// ---------------------------------------------------------------- refused or accepted

/** A redirect whose flash toast (remix-toast's signed cookie: base64 JSON, then a signature) is an error. */
function hasErrorToast(headers: http.IncomingHttpHeaders) {
  return (headers["set-cookie"] ?? []).some((cookie) => {
    const match = cookie.match(/^toast=([^;]*)/);
    if (!match) return false;
    const value = decodeURIComponent(match[1]);
    const data = Buffer.from(
      value.slice(0, value.lastIndexOf(".") > 0 ? value.lastIndexOf(".") : undefined),
      "base64"
    ).toString("latin1");
    return /"type":"error"/.test(safeDecode(data));
  });
}

/**
 * Refused: 4xx, a redirect to the login page, or a redirect back with an error toast. A single-fetch
 * request (`.data`) gets its redirects as 202 with X-Remix-Redirect.
 */
export function wasRefused(status: number, headers: http.IncomingHttpHeaders): boolean {
  if (status >= 400) return true;
  const remixRedirect = headers["x-remix-redirect"];
  const location = typeof remixRedirect === "string" ? remixRedirect : status >= 300 ? headers.location : undefined;
  if (location !== undefined) return location.startsWith("/admin-login") || hasErrorToast(headers);
  return false;
}

export const changesState = (method: string) => !["GET", "HEAD", "OPTIONS"].includes(method);

// ---------------------------------------------------------------- row counts

/**
 * Rows the server's own schedule writes whatever the requests do, left out of the counts: the daily
 * backup, due five minutes after start, records itself in the audit log as the system.
 */
const BACKGROUND_ROWS: Record<string, string> = {
  audit_log: " WHERE NOT (user_id IS NULL AND action = 'database.backup')",
};

/**
 * Counts the rows of every table of the server's database through a read-only connection. SQLite's own
 * tables and the shadow tables of full-text indexes (maintained by triggers) are left out.
 */
export function openRowCounter(dataDir: string) {
  const db = new Database(path.join(dataDir, "club.db"), { readonly: true, fileMustExist: true });
  const all = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'").all() as Array<{
    name: string;
    sql: string;
  }>;
  const virtual = all.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? "")).map((t) => t.name);
  const tables = all
    .map((t) => t.name)
    .filter((name) => !name.startsWith("sqlite_") && !virtual.some((v) => name.startsWith(`${v}_`)))
    .sort();
  const statements = tables.map(
    (name) => [name, db.prepare(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"${BACKGROUND_ROWS[name] ?? ""}`)] as const
  );
  const counts = () =>
    Object.fromEntries(statements.map(([name, statement]) => [name, (statement.get() as { n: number }).n]));
  return {
    tables,
    counts,
    /** Tables whose count differs, as "table: before → after". */
    diff(before: Record<string, number>, after: Record<string, number>) {
      return tables.filter((t) => before[t] !== after[t]).map((t) => `${t}: ${before[t]} → ${after[t]}`);
    },
    /** Waits until no count has moved for `quietMs` (background work of an accepted request, e.g. mail logs). */
    async settle(quietMs = 400, maxMs = 10_000) {
      const deadline = Date.now() + maxMs;
      let last = JSON.stringify(counts());
      let quietSince = Date.now();
      while (Date.now() < deadline && Date.now() - quietSince < quietMs) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const now = JSON.stringify(counts());
        if (now !== last) [last, quietSince] = [now, Date.now()];
      }
    },
    close: () => db.close(),
  };
}

export type RowCounter = ReturnType<typeof openRowCounter>;
