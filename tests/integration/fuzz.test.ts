// Fuzzing every route that takes input: each route of the build with an action, and every /api route,
// gets at least 200 generated bad requests (fuzz-arbitraries.ts), half anonymous and half as an admin.
// For each request: never a 5xx, an answer in time, no stack trace or SQL text in the body; and if the
// request was refused (4xx, a redirect to the login page or back with an error) or only reads, the row
// count of every table is unchanged. Some requests may be accepted (a 2xx or 3xx to a write, e.g. a
// logout): their rows may change, and the table printed at the end counts them per route. New routes
// are fuzzed automatically; a route may opt out only with a written reason (OPT_OUTS).
//
// Replay a run with the seed it prints: FUZZ_SEED=<seed> npx vitest run --project integration
// tests/integration/fuzz.test.ts [-t <route id>]. FUZZ_CASES sets the cases per route (default 200).
//
// Routes are fuzzed FUZZ_LANES at a time (default 2), each lane a server and database of its own, so
// that a row that moves is always the work of the one route being fuzzed on that lane. Much of a route's
// time is waiting (for background work to settle, for replays one by one), which the lanes overlap.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describeCase,
  fieldPoolFromSchemas,
  fuzzCase,
  type FuzzCase,
  type RouteShape,
  type Who,
} from "./fuzz-arbitraries";
import { changesState, leaksIn, openRowCounter, send, wasRefused, type RowCounter } from "./fuzz-support";
import { ADMIN, Client, clientWithSession, queryDb, startServer, type TestServer } from "./harness";

type BuildRoute = ServerBuild["routes"][string];

const MIN_CASES = 200;
const CASES_PER_ROUTE = Math.max(MIN_CASES, Number(process.env.FUZZ_CASES ?? MIN_CASES));
const LANES = Math.max(1, Number(process.env.FUZZ_LANES ?? 2));
/** Requests in flight at once (one batch): enough to overlap, gentle on a busy 2-core machine. */
const BATCH = 6;
const REQUEST_TIMEOUT_MS = Number(process.env.FUZZ_REQUEST_TIMEOUT_MS ?? 30_000);
/** A kept-alive connection reset after this long was stuck, not closed as idle by chance. */
const STALL_MS = 2_000;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
if (!Number.isSafeInteger(SEED)) throw new Error(`FUZZ_SEED must be an integer, not ${process.env.FUZZ_SEED}`);

/** Routes left out entirely: route id → why. Prefer ENDS_SESSION-style partial fuzzing to an opt-out. */
const OPT_OUTS: Record<string, string> = {};

/**
 * Routes whose action ends the session of whoever calls it (any body is a valid logout). Fuzzing them
 * with the shared admin client would sign it out and turn the rest of the run anonymous, so their
 * admin cases (one in five) each use an admin signed in just for that request; the rest are anonymous.
 * The walk checks after every route that the shared admin is still signed in, so a new route that ends
 * sessions fails loudly until it is listed here.
 */
const ENDS_SESSION: Record<string, string> = {
  "routes/logout": "POST /logout deletes the caller's session row, whatever the body",
  "routes/api.admin.logout": "any method ends the session of the cookie or Bearer token",
};

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const routes = Object.values(build.routes);
const byId = new Map(routes.map((r) => [r.id, r]));
const pool = await fieldPoolFromSchemas();

/** The URL pattern of a route: the paths of its ancestors joined, split into segments. */
function shapeOf(route: BuildRoute): RouteShape {
  const parts: string[] = [];
  for (let r: BuildRoute | undefined = route; r; r = r.parentId ? byId.get(r.parentId) : undefined) {
    if (r.path) parts.unshift(r.path);
  }
  const segments = parts
    .join("/")
    .split("/")
    .filter(Boolean)
    .map((s) => s.replace(/[()?]/g, ""));
  return {
    segments,
    index: !!route.index,
    screen: typeof route.module.default === "function",
    action: !!route.module.action,
  };
}

const isApi = (shape: RouteShape) => shape.segments[0] === "api";
/** Routes that take input: every action, and every /api route (its loader reads the query). */
const targets = routes
  .filter((r) => r.path !== undefined || r.index)
  .map((route) => ({ route, shape: shapeOf(route) }))
  .filter(({ shape }) => shape.action || isApi(shape))
  .sort((a, b) => a.route.id.localeCompare(b.route.id));

type RouteStats = {
  cases: number;
  anonymous: number;
  admin: number;
  accepted: number;
  replayed: number;
  failures: number;
  slowestMs: number;
  statuses: Map<number, number>;
  ms: number;
};
const stats = new Map<string, RouteStats>();

/** A server with its own database, the clients that fuzz it, and its row counter. */
type Lane = { server: TestServer; anonymous: Client; admin: Client; adminId: number; rows: RowCounter };

async function openLane(): Promise<Lane> {
  const server = await startServer();
  const admin = new Client(server.url);
  await admin.logIn();
  const [{ id: adminId }] = queryDb<{ id: number }>(server, "SELECT id FROM users WHERE username = ?", ADMIN.username);
  return { server, anonymous: new Client(server.url), admin, adminId, rows: openRowCounter(server.dataDir) };
}

const lanes: Lane[] = [];
const freeLanes: Lane[] = [];
const waitingForLane: ((lane: Lane) => void)[] = [];

/** Runs `work` on a lane of its own, waiting for one to be free. */
async function onLane<T>(work: (lane: Lane) => Promise<T>): Promise<T> {
  const lane = freeLanes.pop() ?? (await new Promise<Lane>((resolve) => waitingForLane.push(resolve)));
  try {
    return await work(lane);
  } finally {
    const next = waitingForLane.shift();
    if (next) next(lane);
    else freeLanes.push(lane);
  }
}

beforeAll(async () => {
  lanes.push(...(await Promise.all(Array.from({ length: LANES }, openLane))));
  freeLanes.push(...lanes);
  const scope = `${targets.length} routes, ${CASES_PER_ROUTE} cases each, ${lanes[0].rows.tables.length} tables counted, ${LANES} at a time`;
  console.log(`fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${scope}`);
});

afterAll(async () => {
  printTable();
  for (const lane of lanes) {
    lane.rows.close();
    await lane.server.stop();
  }
});

/** A stable seed per route, so that adding a route does not change the cases of the others. */
function routeSeed(routeId: string) {
  let hash = SEED | 0;
  for (const char of routeId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash | 0;
}

async function clientFor({ anonymous, admin, adminId, server }: Lane, who: Who): Promise<Client> {
  if (who === "anonymous") return anonymous;
  if (who === "admin") return admin;
  // An admin signed in just for this request, its session made straight in the database (the login
  // form hashes a password each time: it made the routes that end sessions the slowest to fuzz).
  return clientWithSession(server, adminId);
}

type Sent = { fuzz: FuzzCase; client: Client; answer: Awaited<ReturnType<typeof send>> };

/** The problems of one answer: a 5xx, no answer at all, or a leak. */
function problemsOf({ fuzz, answer }: Sent): string[] {
  if (!answer.ok) return [answer.error];
  const problems = leaksIn(answer.body, fuzz);
  if ((answer.stalledMs ?? 0) > STALL_MS) {
    const stall = `the kept-alive connection stalled ${answer.stalledMs} ms and was reset before this request was read`;
    problems.push(`${stall}: an earlier request on it left its body unread`);
  }
  if (answer.status >= 500) problems.unshift(`status ${answer.status}: ${answer.body.slice(0, 200)}`);
  return problems;
}

/** Accepted writes may change rows (and keep doing so in the background, e.g. mail logs). */
const mayWrite = ({ fuzz, answer }: Sent) =>
  answer.ok && changesState(fuzz.method) && !wasRefused(answer.status, answer.headers);

/**
 * Sends a refused case again on its own and returns the tables it changed. With `settle`, also what it
 * changed in the background (a mail log written after the answer, say).
 */
async function replayedChanges({ rows }: Lane, one: Sent, counted: RouteStats, settle: boolean): Promise<string[]> {
  const before = rows.counts();
  const answer = await send(one.client, one.fuzz, REQUEST_TIMEOUT_MS);
  counted.replayed++;
  if (settle) await rows.settle();
  return answer.ok && !mayWrite({ ...one, answer }) ? rows.diff(before, rows.counts()) : [];
}

/**
 * One batch: sent concurrently, then checked. If nothing in it may have written, the row counts must
 * not have moved. If something was accepted, the background work is let settle and every refused
 * request of the batch is replayed on its own, to check that one. If rows moved although nothing was
 * accepted, each request is replayed on its own to find the one that writes; a change no replay
 * reproduces is late background work of an earlier accepted request and is only reported.
 */
async function runBatch(lane: Lane, routeId: string, batch: FuzzCase[], counted: RouteStats) {
  const { rows, server } = lane;
  const clients = await Promise.all(batch.map((fuzz) => clientFor(lane, fuzz.who)));
  const before = rows.counts();
  const sent: Sent[] = await Promise.all(
    batch.map(async (fuzz, i) => ({
      fuzz,
      client: clients[i],
      answer: await send(clients[i], fuzz, REQUEST_TIMEOUT_MS),
    }))
  );
  const failures: string[] = [];
  for (const one of sent) {
    counted.cases++;
    counted[one.fuzz.who === "anonymous" ? "anonymous" : "admin"]++;
    counted.slowestMs = Math.max(counted.slowestMs, one.answer.ms);
    if (one.answer.ok) counted.statuses.set(one.answer.status, (counted.statuses.get(one.answer.status) ?? 0) + 1);
    if (process.env.FUZZ_VERBOSE) {
      console.log(`${one.answer.ok ? one.answer.status : "ERR"} ${one.answer.ms} ms ${describeCase(one.fuzz)}`);
    }
    if (mayWrite(one)) counted.accepted++;
    for (const problem of problemsOf(one)) failures.push(`${describeCase(one.fuzz)}\n    → ${problem}`);
  }
  const refused = sent.filter((one) => one.answer.ok && !mayWrite(one));
  const accepted = sent.some(mayWrite);
  const changed = accepted ? [] : rows.diff(before, rows.counts());
  if (accepted || changed.length) {
    await rows.settle();
    let reproduced = false;
    for (const one of refused) {
      const writes = await replayedChanges(lane, one, counted, !accepted);
      const status = one.answer.ok ? one.answer.status : "?";
      if (writes.length) failures.push(`${describeCase(one.fuzz)}\n    → refused (${status}) but rows changed: ${writes}`);
      reproduced ||= writes.length > 0;
    }
    if (changed.length && !reproduced) {
      const what = "rows changed during a refused batch but no replay changes them (late background work?)";
      console.warn(`fuzz ${routeId}: ${what}: ${changed.join(", ")}`);
    }
  }
  if (failures.length) {
    counted.failures += failures.length;
    const log = server.output().slice(-4000);
    throw new Error(`${routeId}: ${failures.length} problem(s)\n  ${failures.join("\n  ")}\n--- server output (tail) ---\n${log}`);
  }
}

describe("fuzz: every route that takes input, with generated bad requests", () => {
  it("finds routes to fuzz, and every opt-out names a route that exists", () => {
    expect(targets.length).toBeGreaterThan(10);
    for (const id of [...Object.keys(OPT_OUTS), ...Object.keys(ENDS_SESSION)]) expect(byId.has(id), id).toBe(true);
    for (const reason of [...Object.values(OPT_OUTS), ...Object.values(ENDS_SESSION)])
      expect(reason.length).toBeGreaterThan(20);
  });

  for (const { route, shape } of targets) {
    // Concurrent: up to LANES routes at once, one per lane (onLane).
    const fuzzTest = route.id in OPT_OUTS ? it.skip : it.concurrent;
    fuzzTest(route.id, { timeout: 600_000 }, () => onLane(async (lane) => {
      const counted: RouteStats = {
        cases: 0,
        anonymous: 0,
        admin: 0,
        accepted: 0,
        replayed: 0,
        failures: 0,
        slowestMs: 0,
        statuses: new Map(),
        ms: 0,
      };
      stats.set(route.id, counted);
      const who: fc.Arbitrary<Who> = ENDS_SESSION[route.id]
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constant("anonymous" as const) },
            { weight: 1, arbitrary: fc.constant("fresh-admin" as const) }
          )
        : fc.constantFrom("anonymous" as const, "admin" as const);
      const batch = fc.array(fuzzCase(shape, pool, who), { minLength: BATCH, maxLength: BATCH });
      const started = Date.now();
      try {
        await fc.assert(
          fc.asyncProperty(batch, (cases) => runBatch(lane, route.id, cases, counted)),
          // No shrinking: each run is a batch of HTTP requests, and the failure names the failing request.
          {
            numRuns: Math.ceil(CASES_PER_ROUTE / BATCH),
            seed: routeSeed(route.id),
            endOnFailure: true,
            includeErrorInReport: true,
          }
        );
      } catch (error) {
        throw new Error(`${(error as Error).message}\n(whole run: FUZZ_SEED=${SEED})`);
      } finally {
        counted.ms = Date.now() - started;
        console.log(formatLine(route.id, counted));
      }
      // The admin cases really ran as an admin, and nothing signed the shared admin out.
      const me = await lane.admin.get("/api/admin/me");
      await me.arrayBuffer();
      expect(
        me.status,
        `the shared admin was signed out while fuzzing ${route.id}: if the route ends sessions, list it in ENDS_SESSION`
      ).toBe(200);
      expect(counted.cases).toBeGreaterThanOrEqual(MIN_CASES);
    }));
  }

  it(`sent at least ${MIN_CASES} cases to every route that was fuzzed`, () => {
    const fuzzed = targets.filter(({ route }) => !(route.id in OPT_OUTS) && stats.has(route.id));
    for (const { route } of fuzzed) expect(stats.get(route.id)!.cases, route.id).toBeGreaterThanOrEqual(MIN_CASES);
  });
});

function formatLine(id: string, s: RouteStats) {
  const statuses = [...s.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");
  const cases = `${s.cases} cases (anonymous ${s.anonymous}, admin ${s.admin})`;
  const outcome = `${s.accepted} accepted, ${s.replayed} replayed, ${s.failures} failures`;
  const time = `${(s.ms / 1000).toFixed(1)} s (slowest answer ${s.slowestMs} ms)`;
  return `fuzz ${id}: ${cases}, ${outcome}, ${time} [${statuses}]`;
}

function printTable() {
  const lines = targets.map(({ route }) =>
    route.id in OPT_OUTS
      ? `fuzz ${route.id}: opted out — ${OPT_OUTS[route.id]}`
      : stats.has(route.id)
      ? formatLine(route.id, stats.get(route.id)!)
      : `fuzz ${route.id}: not run`
  );
  const total = [...stats.values()].reduce((sum, s) => sum + s.cases, 0);
  console.log(`fuzz summary (seed ${SEED}): ${total} cases\n${lines.join("\n")}`);
}
