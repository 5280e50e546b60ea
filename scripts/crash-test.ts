// Crash suite: the built server is killed (SIGKILL) at a random moment while 32 clients write to it,
// then restarted, and the database and uploads are checked. Every write that was answered with
// success must still be there, whole, and no row may be half-written (ADR 0010).
//
//   npm run build && npx tsx scripts/crash-test.ts
//
// Each round: start `node build/server.js` on a data directory kept across rounds (the database
// grows), let the clients write (certificate upload + JSON registration, no-JavaScript multipart
// registration, contact message), SIGKILL the server 300–2500 ms after the round's first acknowledged
// write, start it again (a clean start must succeed), then read the database read-only and check it. Only loopback traffic, bounded loops,
// and every server this script starts is stopped, also when it fails.
//
// Then the fee callback case (ADR 0029): a server paired with the Daraja stand-in prompts phones for fee
// invoices from their pay pages and is SIGKILLed while the stand-in's callbacks arrive; after each restart
// the background job's STK query finds every payment M-Pesa confirmed, and the ledger must hold each
// exactly once (one fee_payments row per receipt, its allocations summing to its amount, each invoice
// paid once and settled) with one receipt e-mail per payment.
//
// Environment: CRASH_ROUNDS (20), CRASH_CLIENTS (32), CRASH_SEED (random; printed, to replay a run),
// CRASH_FEE_ROUNDS (3), CRASH_ONLY=fees runs only the fee callback case, CRASH_KEEP_DATA=1 keeps the
// data directories for inspection.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import Database from "better-sqlite3";
import { raisedClientLimits } from "../app/config/client-limits";
import { OUTCOME_BY_SUFFIX, startDarajaStandin, type DarajaStandin } from "../tests/support/daraja-standin";

const ROOT = path.resolve(import.meta.dirname, "..");
const ROUNDS = intFromEnv("CRASH_ROUNDS", 20);
const CLIENTS = intFromEnv("CRASH_CLIENTS", 32);
const SEED = intFromEnv("CRASH_SEED", crypto.randomInt(1, 2 ** 31 - 1));
const KILL_AFTER_MS = [300, 2500] as const; // after the round's first acknowledged write
const FIRST_WRITE_TIMEOUT_MS = 30_000;
const MAX_OPERATIONS_PER_CLIENT = 300; // per round: a bound, far above what fits before the kill
const REQUEST_TIMEOUT_MS = 20_000;
const START_TIMEOUT_MS = 90_000; // the machines are shared and busy

// The storage layout (app/infra/storage.server.ts, app/models/academy/certificates.server.ts): a certificate's
// URL is /academy-admin/certificates/<name>, its file DATA_DIR/uploads/birth-certificates/<name>, with
// its content type beside it in <name>.type.
const CERTIFICATE_URL_PREFIX = "/academy-admin/certificates/";
const certificateFile = (dataDir: string, url: string) =>
  path.join(dataDir, "uploads", "birth-certificates", url.slice(CERTIFICATE_URL_PREFIX.length));

function intFromEnv(name: string, fallback: number) {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer`);
  return number;
}

// A small seeded generator (mulberry32), so that a failing run can be replayed with CRASH_SEED.
let state = SEED;
function random() {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const randomInt = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

// ---------------------------------------------------------------- servers

type Server = { port: number; child: ChildProcess; exited: Promise<void>; output: () => string };
const children = new Set<ChildProcess>();

function killAll() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}
process.on("exit", killAll);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

function startServer(dataDir: string, extraEnv: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: "0",
      DATA_DIR: dataDir,
      ADMIN_USERNAME: "crash-admin",
      ADMIN_PASSWORD: "crash-test-password-2026",
      LOG_REQUESTS: "false",
      ...raisedClientLimits(),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      children.delete(child);
      resolve();
    }),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      const match = output.match(/listening on http:\/\/localhost:(\d+)/);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      resolve({ port: Number(match[1]), child, exited, output: () => output });
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${signal ?? code}) before listening:\n${output}`));
    });
  });
}

/**
 * The first request loads the Remix build: make it before the clock for the kill starts. Resolves
 * `sent` once the request is on its way, so the caller can check the files meanwhile.
 */
function warmUp(server: Server) {
  const agent = new http.Agent();
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const done = (async () => {
    try {
      const page = await send(server.port, agent, "GET", "/academy-registration", {}, undefined, markSent);
      if (page.status !== 200) throw new Error(`GET /academy-registration answered ${page.status}`);
      const health = await send(server.port, agent, "GET", "/healthz", {});
      if (health.status !== 200) throw new Error(`/healthz answered ${health.status}: the database does not answer`);
    } finally {
      markSent();
      agent.destroy();
    }
  })();
  return { sent, done };
}

async function stopServer(server: Server | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 15_000);
  await server.exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------- HTTP (loopback only)

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string; complete: boolean };

/**
 * One request to the server on 127.0.0.1. Resolves once a status line has arrived, even if the body is
 * then cut off by the kill (the write was answered); rejects when no answer came at all.
 */
function send(
  port: number,
  agent: http.Agent,
  method: string,
  pathname: string,
  headers: http.OutgoingHttpHeaders,
  body?: Buffer,
  onSent?: () => void,
) {
  return new Promise<Reply>((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method, path: pathname, agent, headers: { ...headers, "Content-Length": body?.length ?? 0 } },
      (response) => {
        const chunks: Buffer[] = [];
        const finish = (complete: boolean) =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8"), complete });
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => finish(true));
        response.on("aborted", () => finish(false));
        response.on("error", () => finish(false));
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error("request timed out")));
    request.on("error", reject);
    if (onSent) request.on("finish", onSent);
    request.end(body);
  });
}

function multipart(fields: Array<[string, string]>, file?: { field: string; name: string; type: string; bytes: Buffer }) {
  const boundary = `----crash${crypto.randomBytes(12).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

// ---------------------------------------------------------------- the writes

type Ack =
  | { kind: "upload"; round: number; fileUrl: string; sha256: string }
  | { kind: "json-registration"; round: number; marker: string; fileUrl: string }
  | { kind: "form-registration"; round: number; marker: string; sha256: string }
  | { kind: "contact"; round: number; marker: string };

type Unexpected = { what: string; status: number; body: string };

/** A small valid PDF whose bytes are unique to `marker` (1–16 KB, so a torn write would show). */
function certificatePdf(marker: string) {
  const padding = `% ${"x".repeat(70)}\n`.repeat(randomInt(10, 220));
  return Buffer.from(
    `%PDF-1.4\n% ${marker}\n${padding}1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}
const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** A valid registration (app/schemas/academy.ts) whose player name and e-mail carry the marker. */
function registrationFields(marker: string, slug: string) {
  return {
    playerName: marker,
    dateOfBirth: `20${randomInt(10, 16)}-0${randomInt(1, 9)}-1${randomInt(0, 9)}`,
    gender: random() < 0.5 ? "male" : "female",
    position: ["Goalkeeper", "Defender", "Midfielder", "Forward", "Winger", "Not Sure"][randomInt(0, 5)],
    experience: "Novice - Some recreational play",
    parentGuardianName: "Wanjiru Kamau",
    relationship: "Mother",
    phoneNumber: "+254712345678",
    email: `${slug}@example.com`,
    address: "Plot 7, Kasarani, Nairobi",
    emergencyContactName: "Peter Kamau",
    emergencyContactPhone: "+254722345678",
    trainingDays: ["Tuesday", "Saturday"],
    goals: "Play every weekend and improve first touch",
    termsAgreed: true,
    mediaConsent: random() < 0.5,
  };
}

type Context = {
  port: number;
  agent: http.Agent;
  round: number;
  acks: Ack[];
  unexpected: Unexpected[];
  onFirstAck: () => void;
};

function acknowledge(ctx: Context, ack: Ack) {
  ctx.acks.push(ack);
  ctx.onFirstAck();
}

/** The JavaScript form: the certificate through its API, then the registration as JSON naming it. */
async function uploadThenRegister(ctx: Context, marker: string, slug: string) {
  const bytes = certificatePdf(marker);
  const form = multipart([], { field: "birthCertificate", name: "birth-certificate.pdf", type: "application/pdf", bytes });
  const upload = await send(ctx.port, ctx.agent, "POST", "/api/upload-birth-certificate", { "Content-Type": form.contentType }, form.body);
  if (upload.status !== 201) return void ctx.unexpected.push({ what: "certificate upload", status: upload.status, body: upload.body });
  if (!upload.complete) return; // answered, but the URL was cut off by the kill: nothing to refer to
  const { fileUrl } = JSON.parse(upload.body) as { fileUrl: string };
  acknowledge(ctx, { kind: "upload", round: ctx.round, fileUrl, sha256: sha256(bytes) });
  const body = Buffer.from(JSON.stringify({ ...registrationFields(marker, slug), birthCertificateUrl: fileUrl }));
  const reply = await send(ctx.port, ctx.agent, "POST", "/api/academy-registrations", { "Content-Type": "application/json" }, body);
  if (reply.status === 201) acknowledge(ctx, { kind: "json-registration", round: ctx.round, marker, fileUrl });
  else ctx.unexpected.push({ what: "JSON registration", status: reply.status, body: reply.body });
}

/** The form without JavaScript: every field and the file in one multipart post, answered by a redirect to its confirmation. */
async function registerWithoutJavaScript(ctx: Context, marker: string, slug: string) {
  const input = registrationFields(marker, slug);
  const fields: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(input)) {
    if (Array.isArray(value)) for (const item of value) fields.push([name, item]);
    else if (typeof value === "boolean") {
      if (value) fields.push([name, "on"]); // a ticked checkbox; an unticked one sends nothing
    } else fields.push([name, value]);
  }
  fields.push(["birthCertificateUrl", ""]); // the form's hidden field, empty without JavaScript
  const bytes = certificatePdf(marker);
  const form = multipart(fields, { field: "birthCertificate", name: "certificate.pdf", type: "application/pdf", bytes });
  const reply = await send(
    ctx.port,
    ctx.agent,
    "POST",
    "/academy-registration",
    // What a browser's native form post carries (fetch cannot send Sec-Fetch-Mode itself).
    { "Content-Type": form.contentType, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Site": "same-origin" },
    form.body,
  );
  // Accepted: the browser is sent on to the registration's confirmation page.
  if (reply.status === 302 && String(reply.headers.location).startsWith("/academy-registration/received/")) {
    acknowledge(ctx, { kind: "form-registration", round: ctx.round, marker, sha256: sha256(bytes) });
  } else ctx.unexpected.push({ what: "form registration", status: reply.status, body: reply.body.slice(0, 300) });
}

async function sendContactMessage(ctx: Context, marker: string, slug: string) {
  const body = Buffer.from(
    JSON.stringify({ name: marker, email: `${slug}@example.com`, message: `Hello from ${marker}: when are the next trials?` }),
  );
  const reply = await send(ctx.port, ctx.agent, "POST", "/api/contact", { "Content-Type": "application/json" }, body);
  if (reply.status === 201) acknowledge(ctx, { kind: "contact", round: ctx.round, marker });
  else ctx.unexpected.push({ what: "contact message", status: reply.status, body: reply.body });
}

// Later areas (orders) add their write here and its check in verify().
const operations = [uploadThenRegister, registerWithoutJavaScript, sendContactMessage];

/** One client: writes until the server stops answering (the kill) or its bound is reached. */
async function client(ctx: Context, id: number) {
  for (let i = 0; i < MAX_OPERATIONS_PER_CLIENT; i++) {
    const marker = `Crash r${ctx.round} c${id} n${i}`;
    const slug = `crash-r${ctx.round}-c${id}-n${i}`;
    try {
      await operations[(id + i) % operations.length](ctx, marker, slug);
    } catch {
      return; // no answer: the server is gone
    }
  }
}

// ---------------------------------------------------------------- the checks

type Check = {
  integrity: string;
  foreignKeyProblems: number;
  found: number;
  lost: string[];
  roundFound: number;
  roundLost: number;
  rowsWithoutFile: string[];
  halfWritten: string[];
  duplicates: string[];
  leftoverTemporaryFiles: number;
};

/** Reads the database read-only and checks every acknowledged write so far (all rounds). */
function verify(dataDir: string, acks: Ack[], round: number): Check {
  const db = new Database(path.join(dataDir, "club.db"), { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma("integrity_check") as Array<{ integrity_check: string }>).map((r) => r.integrity_check).join("; ");
    const foreignKeyProblems = (db.pragma("foreign_key_check") as unknown[]).length;

    const registrations = db
      .prepare("SELECT player_name AS marker, birth_certificate_url AS url FROM academy_registrations WHERE player_name LIKE 'Crash r%'")
      .all() as Array<{ marker: string; url: string | null }>;
    const byMarker = new Map<string, string | null>();
    const duplicates: string[] = [];
    for (const row of registrations) {
      if (byMarker.has(row.marker)) duplicates.push(row.marker);
      byMarker.set(row.marker, row.url);
    }
    const contacts = new Set<string>();
    for (const row of db.prepare("SELECT name FROM contact_messages WHERE name LIKE 'Crash r%'").all() as Array<{ name: string }>) {
      if (contacts.has(row.name)) duplicates.push(row.name);
      contacts.add(row.name);
    }

    // A file is whole when it is there with its content type and (where we know them) the bytes sent.
    const fileIsWhole = (url: string, expectedSha?: string) => {
      const file = certificateFile(dataDir, url);
      try {
        const bytes = fs.readFileSync(file);
        if (!fs.existsSync(`${file}.type`)) return false;
        return expectedSha ? sha256(bytes) === expectedSha : bytes.subarray(0, 5).toString() === "%PDF-";
      } catch {
        return false;
      }
    };

    let found = 0;
    let roundFound = 0;
    let roundLost = 0;
    const lost: string[] = [];
    for (const ack of acks) {
      let present: boolean;
      // Files of earlier rounds were checked byte for byte in their round; now only that they are there.
      const exact = ack.round === round;
      switch (ack.kind) {
        case "upload":
          present = exact ? fileIsWhole(ack.fileUrl, ack.sha256) : fs.existsSync(certificateFile(dataDir, ack.fileUrl));
          break;
        case "json-registration":
          present = byMarker.get(ack.marker) === ack.fileUrl;
          break;
        case "form-registration": {
          const url = byMarker.get(ack.marker);
          present = Boolean(url) && (!exact || fileIsWhole(url!, ack.sha256));
          break;
        }
        case "contact":
          present = contacts.has(ack.marker);
          break;
      }
      if (present) found++;
      else lost.push(`${ack.kind} ${"marker" in ack ? ack.marker : ack.fileUrl} (round ${ack.round})`);
      if (ack.round === round) {
        if (present) roundFound++;
        else roundLost++;
      }
    }

    // Every registration that names a certificate has its file, whole, under DATA_DIR.
    const rowsWithoutFile = (
      db
        .prepare("SELECT id, birth_certificate_url AS url FROM academy_registrations WHERE birth_certificate_url IS NOT NULL")
        .all() as Array<{ id: number; url: string }>
    )
      .filter((row) => !fileIsWhole(row.url))
      .map((row) => `registration ${row.id} → ${row.url}`);

    // No half-written row: every required column filled, and every crash registration has its certificate.
    const halfWritten = [
      ...(
        db
          .prepare(
            `SELECT id FROM academy_registrations WHERE
               coalesce(player_name, '') = '' OR coalesce(date_of_birth, '') = '' OR coalesce(gender, '') = ''
               OR coalesce(position, '') = '' OR coalesce(experience, '') = '' OR coalesce(parent_guardian_name, '') = ''
               OR coalesce(relationship, '') = '' OR coalesce(phone_number, '') = '' OR coalesce(email, '') = ''
               OR coalesce(address, '') = '' OR coalesce(emergency_contact_name, '') = ''
               OR coalesce(emergency_contact_phone, '') = '' OR coalesce(goals, '') = ''
               OR coalesce(registration_date, '') = '' OR coalesce(status, '') = '' OR terms_agreed IS NOT 1
               OR media_consent IS NULL OR NOT json_valid(training_days) OR json_array_length(training_days) = 0
               OR (player_name LIKE 'Crash r%' AND birth_certificate_url IS NULL)`,
          )
          .all() as Array<{ id: number }>
      ).map((row) => `registration ${row.id}`),
      ...(
        db
          .prepare(
            "SELECT id FROM contact_messages WHERE coalesce(name, '') = '' OR coalesce(email, '') = '' OR coalesce(message, '') = '' OR created_at IS NULL",
          )
          .all() as Array<{ id: number }>
      ).map((row) => `contact message ${row.id}`),
    ];

    // Temporary files a kill left mid-upload (never referenced; reported, not a failure).
    const folder = path.join(dataDir, "uploads", "birth-certificates");
    const leftoverTemporaryFiles = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(".tmp")).length : 0;

    return { integrity, foreignKeyProblems, found, lost, roundFound, roundLost, rowsWithoutFile, halfWritten, duplicates, leftoverTemporaryFiles };
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------- the rounds

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  if (!fs.existsSync(path.join(ROOT, "build/server.js"))) {
    throw new Error("build/server.js is missing: run `npm run build` first");
  }
  if (process.env.CRASH_ONLY === "fees") return feeCallbackCase();
  await writesCase();
  if (!process.exitCode) await feeCallbackCase();
}

async function writesCase() {
  const started = performance.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-crash-"));
  console.log(`Crash suite: ${ROUNDS} rounds, ${CLIENTS} clients, seed ${SEED} (CRASH_SEED to replay), data in ${dataDir}`);

  const acks: Ack[] = [];
  const unexpected: Unexpected[] = [];
  const failures: string[] = [];
  let integrityOk = 0;
  let rowsWithoutFileTotal = 0;
  let halfWrittenTotal = 0;
  let last: Check | undefined;
  let writingMs = 0;
  let server: Server | undefined;
  try {
    server = await startServer(dataDir); // the first start migrates and seeds
    await warmUp(server).done;
    for (let round = 1; round <= ROUNDS; round++) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
      let onFirstAck = () => {};
      const firstAck = new Promise<void>((resolve) => (onFirstAck = resolve));
      const ctx: Context = { port: server.port, agent, round, acks: [], unexpected, onFirstAck };
      const startedAt = performance.now();
      const clients = Array.from({ length: CLIENTS }, (_, id) => client(ctx, id));
      // The clock starts when writes flow (on a busy machine the first answers can take seconds).
      let giveUp: NodeJS.Timeout | undefined;
      await Promise.race([firstAck, new Promise((resolve) => (giveUp = setTimeout(resolve, FIRST_WRITE_TIMEOUT_MS)))]);
      clearTimeout(giveUp);
      const firstAckMs = performance.now() - startedAt;
      const killAfter = randomInt(...KILL_AFTER_MS);
      await sleep(killAfter);
      server.child.kill("SIGKILL");
      const roundWritingMs = performance.now() - startedAt;
      await server.exited;
      await Promise.all(clients);
      agent.destroy();
      acks.push(...ctx.acks);
      writingMs += roundWritingMs;

      const restartedAt = performance.now();
      try {
        server = await startServer(dataDir);
      } catch (error) {
        failures.push(`round ${round}: the server did not start again after the kill`);
        throw error;
      }
      const listeningMs = performance.now() - restartedAt;
      // The restarted server loads its build while this process checks the database and the files.
      const warming = warmUp(server);
      warming.done.catch(() => {});
      await warming.sent;
      const check = verify(dataDir, acks, round);
      try {
        await warming.done;
      } catch (error) {
        failures.push(`round ${round}: the restarted server does not answer`);
        throw error;
      }
      const restartMs = performance.now() - restartedAt;
      last = check;
      const integrityFine = check.integrity === "ok" && check.foreignKeyProblems === 0;
      if (integrityFine) integrityOk++;
      else failures.push(`round ${round}: integrity_check "${check.integrity}", ${check.foreignKeyProblems} foreign-key problems`);
      if (check.lost.length) failures.push(`round ${round}: lost ${check.lost.length}: ${check.lost.slice(0, 5).join(", ")}`);
      if (check.rowsWithoutFile.length) failures.push(`round ${round}: rows without their file: ${check.rowsWithoutFile.slice(0, 5).join(", ")}`);
      if (check.halfWritten.length) failures.push(`round ${round}: half-written rows: ${check.halfWritten.slice(0, 5).join(", ")}`);
      if (check.duplicates.length) failures.push(`round ${round}: written twice: ${check.duplicates.slice(0, 5).join(", ")}`);
      rowsWithoutFileTotal = Math.max(rowsWithoutFileTotal, check.rowsWithoutFile.length);
      halfWrittenTotal = Math.max(halfWrittenTotal, check.halfWritten.length);

      const kinds = countKinds(ctx.acks);
      console.log(
        `round ${String(round).padStart(2)}: killed ${killAfter} ms after ` +
          (firstAckMs < FIRST_WRITE_TIMEOUT_MS
            ? `the first acknowledged write (${(firstAckMs / 1000).toFixed(1)} s in)`
            : `waiting ${FIRST_WRITE_TIMEOUT_MS / 1000} s for a first acknowledged write`) +
          `; acknowledged ${ctx.acks.length} ` +
          `(${kinds}; ${rate(ctx.acks.length, roundWritingMs)}), found ${check.roundFound}, lost ${check.roundLost}; all rounds so far: ${acks.length} acknowledged, ` +
          `${check.found} found, ${check.lost.length} lost; integrity ${integrityFine ? "ok" : check.integrity}; ` +
          `rows without their file ${check.rowsWithoutFile.length}; half-written ${check.halfWritten.length}; ` +
          `restart ${(restartMs / 1000).toFixed(1)} s (listening after ${(listeningMs / 1000).toFixed(1)} s)`,
      );
    }
  } finally {
    await stopServer(server);
    killAll();
    if (process.env.CRASH_KEEP_DATA) console.log(`Data kept in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (unexpected.length) {
    const sample = unexpected.slice(0, 5).map((u) => `${u.what} → ${u.status} ${u.body.slice(0, 200)}`);
    failures.push(`${unexpected.length} writes answered with an unexpected status before the kill: ${sample.join(" | ")}`);
  }
  if (acks.length === 0) failures.push("no write was acknowledged: the suite proved nothing");

  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nTotal over ${ROUNDS} rounds: writes acknowledged ${acks.length} (${countKinds(acks)}; ${rate(acks.length, writingMs)}), ` +
      `found ${last?.found ?? 0}, lost ${last?.lost.length ?? acks.length}; integrity ok ${integrityOk}/${ROUNDS}; ` +
      `rows without their file ${rowsWithoutFileTotal}; half-written rows ${halfWrittenTotal}; ` +
      `temporary files left by kills ${last?.leftoverTemporaryFiles ?? 0}; ${seconds.toFixed(0)} s`,
  );
  if (failures.length) {
    console.error(`\nCRASH SUITE FAILED:\n- ${failures.join("\n- ")}`);
    process.exitCode = 1;
  } else {
    console.log("Crash suite passed: every acknowledged write survived every kill.");
  }
}

const rate = (writes: number, ms: number) => `${ms ? ((writes * 1000) / ms).toFixed(0) : 0}/s`;

function countKinds(acks: Ack[]) {
  const counts = { upload: 0, "json-registration": 0, "form-registration": 0, contact: 0 };
  for (const ack of acks) counts[ack.kind]++;
  return `uploads ${counts.upload}, JSON registrations ${counts["json-registration"]}, form registrations ${counts["form-registration"]}, contact messages ${counts.contact}`;
}

// ---------------------------------------------------------------- the fee callback case

const FEE_ROUNDS = intFromEnv("CRASH_FEE_ROUNDS", 3);
const FEE_INVOICES_PER_ROUND = 8;
const FEE_AMOUNT = 1000;
const FEE_SECRET = "crash-fee-secret-not-a-real-one-2026";
/** The stand-in's "customer" answers this long after the push: the kill lands among the callbacks. */
const FEE_ANSWER_MS = 300;
const FEE_SETTLE_TIMEOUT_MS = 60_000;

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A phone of its own for each push (the per-phone cap) whose ending the stand-in answers by paying. */
function payingPhone(round: number, index: number): string {
  for (;;) {
    const phone = `0712${String(round % 100).padStart(2, "0")}${String(index).padStart(2, "0")}${randomInt(10, 99)}`;
    if (!(phone.slice(-3) in OUTCOME_BY_SUFFIX)) return phone;
  }
}

/** The pay page's key, as app/models/fees/pay-links.server.ts makes it under the server's secret. */
const payKey = (invoiceId: number) => crypto.createHmac("sha256", FEE_SECRET).update(`fee-invoice-pay:${invoiceId}`).digest("base64url");

/** A family (a guardian and one child) with one open invoice, written while the server runs (WAL). */
function addFeeInvoice(dataDir: string, marker: string): number {
  const db = new Database(path.join(dataDir, "club.db"), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 10000");
    return db.transaction(() => {
      const guardian = db.prepare("INSERT INTO guardians (name, email, phone, language) VALUES (?, ?, '0712 345 678', 'en')").run(`Crash ${marker}`, `${marker}@example.com`);
      const player = db.prepare("INSERT INTO players (kind, name, position, age, bio, image_url, date_of_birth) VALUES ('academy', ?, 'Midfielder', 10, '', '', '2016-03-01')").run(`Crash ${marker}`);
      db.prepare("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')").run(player.lastInsertRowid, guardian.lastInsertRowid);
      const invoice = db
        .prepare("INSERT INTO fee_invoices (player_id, period, plan_amount, amount, due_date) VALUES (?, '2026-11', ?, ?, '2026-11-10')")
        .run(player.lastInsertRowid, FEE_AMOUNT, FEE_AMOUNT);
      return Number(invoice.lastInsertRowid);
    })();
  } finally {
    db.close();
  }
}

type FeeCheck = { problems: string[]; confirmed: number; recorded: number; pendingLeft: number };

/** Every push the customer paid (M-Pesa confirmed it) must be in the ledger exactly once. */
function verifyFees(dataDir: string, standin: DarajaStandin): FeeCheck {
  const db = new Database(path.join(dataDir, "club.db"), { readonly: true, fileMustExist: true });
  try {
    const problems: string[] = [];
    const integrity = (db.pragma("integrity_check") as Array<{ integrity_check: string }>).map((r) => r.integrity_check).join("; ");
    if (integrity !== "ok") problems.push(`integrity_check "${integrity}"`);
    const rowsFor = db.prepare("SELECT id, amount, payment_id AS paymentId FROM fee_payments WHERE receipt = ?");
    const allocated = db.prepare("SELECT coalesce(sum(amount), 0) AS sum FROM fee_allocations WHERE fee_payment_id = ?");
    const mails = db.prepare("SELECT count(*) AS n FROM email_logs WHERE subject LIKE ?");
    // Only the pushes the "customer" paid: a phone number may end in digits the stand-in answers otherwise.
    const paid = standin.transactions.filter((tx) => tx.outcome === "success");
    for (const tx of paid) {
      const rows = rowsFor.all(tx.receipt) as Array<{ id: number; amount: number; paymentId: number | null }>;
      if (rows.length !== 1) {
        problems.push(`receipt ${tx.receipt}: ${rows.length} fee payments`);
        continue;
      }
      const [row] = rows;
      if (row.amount !== tx.amount) problems.push(`receipt ${tx.receipt}: recorded ${row.amount}, paid ${tx.amount}`);
      const sum = (allocated.get(row.id) as { sum: number }).sum;
      if (sum !== row.amount) problems.push(`receipt ${tx.receipt}: allocations ${sum} of ${row.amount}`);
      const receiptMails = (mails.get(`Receipt ${tx.receipt}:%`) as { n: number }).n;
      if (receiptMails !== 1) problems.push(`receipt ${tx.receipt}: ${receiptMails} receipt e-mails`);
    }
    // No invoice paid beyond its amount (settled twice), and every crash invoice whose push was confirmed is settled.
    const overpaid = db
      .prepare(
        `SELECT i.id, i.amount, i.settled_at AS settledAt, (SELECT coalesce(sum(a.amount), 0) FROM fee_allocations a WHERE a.invoice_id = i.id) AS paid
         FROM fee_invoices i JOIN players p ON p.id = i.player_id WHERE p.name LIKE 'Crash fee%'`,
      )
      .all() as Array<{ id: number; amount: number; settledAt: string | null; paid: number }>;
    const pushedInvoices = new Set(
      (db.prepare("SELECT fee_invoice_id AS id FROM payments WHERE fee_invoice_id IS NOT NULL AND status = 'paid'").all() as Array<{ id: number }>).map((row) => row.id),
    );
    for (const invoice of overpaid) {
      if (invoice.paid > invoice.amount) problems.push(`invoice ${invoice.id}: paid ${invoice.paid} of ${invoice.amount}`);
      if (pushedInvoices.has(invoice.id) && (invoice.paid !== invoice.amount || !invoice.settledAt)) problems.push(`invoice ${invoice.id}: paid ${invoice.paid}, settled ${invoice.settledAt ?? "never"}`);
    }
    const recorded = (db.prepare("SELECT count(*) AS n FROM fee_payments WHERE channel = 'stk'").get() as { n: number }).n;
    const pendingLeft = (db.prepare("SELECT count(*) AS n FROM payments WHERE fee_invoice_id IS NOT NULL AND status = 'pending'").get() as { n: number }).n;
    return { problems, confirmed: paid.length, recorded, pendingLeft };
  } finally {
    db.close();
  }
}

async function feeCallbackCase() {
  const started = performance.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-crash-fees-"));
  const standin = await startDarajaStandin({ answerAfterMs: FEE_ANSWER_MS });
  const port = await freeLoopbackPort();
  const env = {
    ...standin.env(`http://127.0.0.1:${port}`),
    PORT: String(port),
    SESSION_SECRET: FEE_SECRET,
    // The job asks M-Pesa about a payment whose callback was lost after a second; nothing expires meanwhile.
    MPESA_QUERY_AFTER_SECONDS: "1",
    MPESA_EXPIRE_MINUTES: "60",
    MPESA_PROMPTS_PER_IP: "100000",
    MPESA_PROMPTS_PER_PHONE_DAY: "100000",
  };
  console.log(`\nFee callback case: ${FEE_ROUNDS} rounds of ${FEE_INVOICES_PER_ROUND} STK pushes, killed among the callbacks; data in ${dataDir}`);
  const failures: string[] = [];
  let server: Server | undefined;
  try {
    server = await startServer(dataDir, env);
    await warmUp(server).done;
    for (let round = 1; round <= FEE_ROUNDS; round++) {
      const agent = new http.Agent({ keepAlive: true });
      const invoices = Array.from({ length: FEE_INVOICES_PER_ROUND }, (_, i) => addFeeInvoice(dataDir, `fee-r${round}-${i}-${SEED}`));
      const prompted = await Promise.all(
        invoices.map((invoiceId, i) => {
          const body = Buffer.from(new URLSearchParams({ intent: "fee-pay", phone: payingPhone(round, i), amount: String(FEE_AMOUNT) }).toString());
          return send(server!.port, agent, "POST", `/fees/pay/${invoiceId}?t=${payKey(invoiceId)}`, { "Content-Type": "application/x-www-form-urlencoded" }, body);
        }),
      );
      const refused = prompted.filter((reply) => reply.status !== 302);
      if (refused.length) failures.push(`round ${round}: ${refused.length} prompts refused (${refused[0].status} ${refused[0].body.slice(0, 200)})`);
      // Every prompt was answered: the kill lands while the stand-in's callbacks (and the queries they wake) run.
      const killAfter = randomInt(FEE_ANSWER_MS - 100, FEE_ANSWER_MS + 300);
      await sleep(killAfter);
      server.child.kill("SIGKILL");
      await server.exited;
      agent.destroy();
      const atKill = verifyFees(dataDir, standin).recorded;
      server = await startServer(dataDir, env);
      await warmUp(server).done;
      // After the restart the job's STK query finds what the lost callbacks would have told.
      const deadline = performance.now() + FEE_SETTLE_TIMEOUT_MS;
      let check = verifyFees(dataDir, standin);
      while ((check.pendingLeft > 0 || check.recorded < check.confirmed) && performance.now() < deadline) {
        await sleep(250);
        check = verifyFees(dataDir, standin);
      }
      await standin.settled();
      check = verifyFees(dataDir, standin);
      if (check.pendingLeft) failures.push(`round ${round}: ${check.pendingLeft} payments still pending ${FEE_SETTLE_TIMEOUT_MS / 1000} s after the restart`);
      failures.push(...check.problems.slice(0, 5).map((problem) => `round ${round}: ${problem}`));
      console.log(
        `fee round ${round}: killed ${killAfter} ms after ${FEE_INVOICES_PER_ROUND} prompts; recorded ${atKill} before the kill, ${check.recorded} after the restart of ${check.confirmed} confirmed; problems ${check.problems.length}`,
      );
    }
  } finally {
    await stopServer(server);
    killAll();
    await standin.close();
    if (process.env.CRASH_KEEP_DATA) console.log(`Data kept in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const seconds = (performance.now() - started) / 1000;
  if (failures.length) {
    console.error(`\nFEE CALLBACK CASE FAILED:\n- ${failures.join("\n- ")}`);
    process.exitCode = 1;
  } else {
    console.log(`Fee callback case passed: every confirmed payment recorded once, no invoice paid twice (${seconds.toFixed(0)} s).`);
  }
}

main().catch((error) => {
  console.error(error);
  killAll();
  process.exitCode = 1;
});
