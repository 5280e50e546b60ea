// Shared helpers of the benchmark scripts: start the built server, time requests, read its memory.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { raisedClientLimits } from "../../app/config/client-limits";

/**
 * Starts build/server.js on a free port. BENCH_NODE_ARGS adds Node options to the server alone, e.g.
 * BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" for a profile of what a bench asks of it.
 */
export async function startBuiltServer(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "build/server.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: "0",
      DATA_DIR: dataDir,
      ADMIN_USERNAME: "bench",
      ADMIN_PASSWORD: "bench-password-123",
      LOG_REQUESTS: "false",
      ...raisedClientLimits(),
      // Benchmarks order as one customer again and again.
      OPEN_ORDERS_PER_CUSTOMER: "1000000",
      OPEN_UNITS_PER_CUSTOMER: "1000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Never leave a server behind, even when the benchmark crashes.
  process.on("exit", () => child.kill("SIGTERM"));
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      const match = output.match(/listening on (http:\/\/localhost:\d+)/);
      if (match) resolve(match[1]);
    });
    child.on("exit", (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  return { url, pid: child.pid!, stop: () => child.kill("SIGTERM") };
}

export async function adminToken(url: string) {
  const response = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "bench", password: "bench-password-123" }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export type Load = { rps: number; p50: number; p99: number; errors: number; cache: string };

/** `connections` keep-alive clients requesting `url` as fast as answered for `seconds`. */
export async function measureLoad(url: string, headers: Record<string, string>, seconds: number, connections = 16): Promise<Load> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let cache = "";
  const until = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        cache ||= String(response.headers["x-cache"] ?? "-");
        response.on("data", () => {});
        response.on("end", () => {
          if (response.statusCode !== 200) errors += 1;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      request.on("error", () => {
        errors += 1;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, cache };
}

/** Times `runs` sequential GETs after `warmup` untimed ones; milliseconds. */
export async function timeRequests(url: string, headers: Record<string, string>, runs = 200, warmup = 20) {
  const samples: number[] = [];
  for (let i = 0; i < runs + warmup; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= warmup) samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1)! };
}

/**
 * CPU seconds a process (all its threads) has used (Linux; clock ticks of 10 ms): a figure the machine's
 * other load does not inflate the way wall-clock time is inflated on a shared machine.
 */
export function cpuSeconds(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024;
}

export type LighthouseResult = {
  /** A category's score, 0–100 ("performance", "accessibility", "best-practices", "seo"). */
  score: (category: string) => number;
  /** An audit's displayed value ("largest-contentful-paint" → "1.4 s"). */
  metric: (audit: string) => string;
  /** Accessibility audits that count towards the score and did not pass. */
  failingAccessibility: string[];
  /** Lighthouse's measure of this machine's speed (a developer laptop is about 2,000 or more). */
  benchmarkIndex: number;
};

/**
 * Lighthouse 12 (from npm, through npx) on Debian's Chromium with its default mobile profile
 * (simulated slow 4G, mid-range phone CPU). The JSON report is written into `reportDir`.
 */
export function runLighthouse(url: string, categories: string[], reportDir: string, extraHeaders?: Record<string, string>): LighthouseResult {
  const report = path.join(reportDir, "lighthouse.json");
  // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: one more try.
  for (let attempt = 1; ; attempt++) {
    try {
      runLighthouseOnce(url, categories, report, extraHeaders);
      break;
    } catch (error) {
      if (attempt >= 2) throw error;
      console.error(`Lighthouse failed on ${url}; trying once more.`);
    }
  }
  const result = JSON.parse(fs.readFileSync(report, "utf8"));
  const accessibility = result.categories.accessibility?.auditRefs as Array<{ id: string; weight: number }> | undefined;
  return {
    score: (category) => Math.round(result.categories[category].score * 100),
    metric: (audit) => result.audits[audit].displayValue as string,
    failingAccessibility: (accessibility ?? [])
      .filter((ref) => ref.weight > 0 && result.audits[ref.id].score !== null && result.audits[ref.id].score < 1)
      .map((ref) => ref.id),
    benchmarkIndex: Math.round(result.environment?.benchmarkIndex ?? 0),
  };
}

/**
 * Lighthouse on `url` as a phone: one run not counted (the first Chromium started and the first render on
 * a fresh server pay for cold caches), then `runs` counted ones, each printed on a line; their results.
 */
export function lighthouseRuns(url: string, reportDir: string, runs: number, extraHeaders?: Record<string, string>): LighthouseResult[] {
  runLighthouse(url, ["performance"], reportDir, extraHeaders);
  const results: LighthouseResult[] = [];
  for (let run = 1; run <= runs; run++) {
    const result = runLighthouse(url, ["performance", "accessibility", "best-practices"], reportDir, extraHeaders);
    const metric = (audit: string) => result.metric(audit);
    console.log(
      `  run ${run}: performance ${result.score("performance")}  FCP ${metric("first-contentful-paint")}  LCP ${metric("largest-contentful-paint")}  TBT ${metric("total-blocking-time")}  CLS ${metric("cumulative-layout-shift")}  accessibility ${result.score("accessibility")}  best practices ${result.score("best-practices")}  benchmark index ${result.benchmarkIndex}`,
    );
    results.push(result);
  }
  return results;
}

/** The session cookie (`__session=…`) of a staff user signed in through the login form, as a browser with scripts off signs in. */
export async function staffSessionCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/admin-login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, "Sec-Fetch-Mode": "navigate" },
    body: new URLSearchParams({ username, password, redirectTo: "/" }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("__session="));
  if (!cookie) throw new Error(`Signing in as ${username} answered ${response.status} without a session cookie`);
  return cookie.split(";")[0];
}

function runLighthouseOnce(url: string, categories: string[], report: string, extraHeaders?: Record<string, string>) {
  execFileSync(
    "npx",
    [
      "--yes",
      "lighthouse@12.8.2",
      url,
      "--quiet",
      "--output=json",
      `--output-path=${report}`,
      `--only-categories=${categories.join(",")}`,
      "--chrome-path=/usr/bin/chromium",
      // Sent with every request of the page (a signed-in visitor's Cookie header).
      ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" } },
  );
}
