// `npm test`: every check the project has, then the time of each stage and the ten slowest tests.
// Stages start as soon as the stages they need have passed, so the two cores stay busy: the static
// checks, the build and the unit tests start at once; the integration tests and the crash suite start
// when the build is there, beside the checks still running; the browser tests start when the
// integration tests are done (both use both cores on their own).
//
//   npm test                        the whole suite (what CI runs)
//   npm test -- --from=integration  start at a stage, in the order below (the build must exist)
//   npm test -- --only=e2e          one stage
//
// Each test runner also writes a JSON report to .test-reports/, which this reads for the counts and the
// slowest tests. The first stage that fails stops the run (the stages still running are ended), and the
// times are printed all the same.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const REPORTS = path.join(ROOT, ".test-reports");

type Layer = "unit" | "integration" | "e2e";
type Stage = {
  name: string;
  command: string[];
  /** Stages that must pass before this one starts (ignored when they are not part of the run). */
  after?: string[];
  /** Its output is shown as it comes (the long stages); the others' when they end, in one block. */
  live?: boolean;
  env?: Record<string, string>;
  report?: { layer: Layer; file: string };
};

const vitest = (project: "unit" | "integration", stage: Partial<Stage> = {}): Stage => ({
  name: project,
  command: ["npx", "vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile(project)}`],
  report: { layer: project, file: reportFile(project) },
  ...stage,
});

function reportFile(layer: Layer) {
  return path.join(REPORTS, `${layer}.json`);
}

/**
 * Every stage, in the order `--from` counts. Measured on the 2-core machines: each stage alone leaves
 * part of the cores idle (the unit tests a third, the integration tests a tenth between files, the
 * crash suite a third while its servers restart), which the stages beside it fill.
 */
const STAGES: Stage[] = [
  { name: "build", command: ["npm", "run", "--silent", "build"] },
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "lint", command: ["npm", "run", "--silent", "lint"] },
  { name: "unused", command: ["npm", "run", "--silent", "unused"] },
  vitest("unit"),
  vitest("integration", { after: ["build"], live: true }),
  { name: "crash", command: ["npm", "run", "--silent", "test:crash"], after: ["build"] },
  {
    name: "e2e",
    command: ["npx", "playwright", "test", "--reporter=list,json"],
    after: ["integration"],
    live: true,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile("e2e") },
    report: { layer: "e2e", file: reportFile("e2e") },
  },
];

/** `ended`: stopped because another stage failed. */
type Outcome = { stage: Stage; ok: boolean; ended: boolean; seconds: number };

const running = new Set<ChildProcess>();
const endRunning = () => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
};
// The stages run in process groups of their own, which a Ctrl-C in the terminal does not reach.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    endRunning();
    process.exit(130);
  });
}

function run(stage: Stage): Promise<Outcome> {
  const started = performance.now();
  console.log(`\n━━ ${stage.name} starts (${new Date().toISOString().slice(11, 19)} UTC)`);
  return new Promise((resolve) => {
    const [command, ...args] = stage.command;
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...stage.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
      stdio: stage.live ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
      // Its own process group, so that ending a stage ends the servers and browsers it started.
      detached: true,
    });
    running.add(child);
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code, signal) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      const result = code === 0 ? "ok" : signal ? `ended (${signal})` : `failed, exit ${code}`;
      console.log(`\n── ${stage.name} (${seconds.toFixed(1)} s, ${result})`);
      if (output.trim()) console.log(output.trimEnd());
      resolve({ stage, ok: code === 0, ended: false, seconds });
    });
  });
}

/** Runs the stages, each once the stages it needs have passed; after a failure, starts nothing more and ends what runs. */
async function runAll(stages: Stage[]): Promise<Outcome[]> {
  const names = new Set(stages.map((stage) => stage.name));
  const passed = new Set<string>();
  const outcomes: Outcome[] = [];
  const waiting = [...stages];
  const inFlight = new Map<string, Promise<Outcome>>();
  let failed = false;
  while (waiting.length || inFlight.size) {
    for (const stage of [...waiting]) {
      if (failed) break;
      if ((stage.after ?? []).every((name) => passed.has(name) || !names.has(name))) {
        waiting.splice(waiting.indexOf(stage), 1);
        inFlight.set(stage.name, run(stage));
      }
    }
    if (!inFlight.size) break;
    const outcome = await Promise.race(inFlight.values());
    inFlight.delete(outcome.stage.name);
    outcomes.push({ ...outcome, ended: failed && !outcome.ok });
    if (outcome.ok) passed.add(outcome.stage.name);
    else if (!failed) {
      failed = true;
      endRunning();
    }
  }
  return outcomes;
}

type TestTime = { layer: Layer; name: string; seconds: number };
type Counts = { passed: number; failed: number; skipped: number };

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[];
};

type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: PlaywrightSuite[] };

function readReport(layer: Layer, file: string): { counts: Counts; times: TestTime[] } | undefined {
  if (!fs.existsSync(file)) return undefined;
  const relative = (name: string) => path.relative(ROOT, name);
  if (layer !== "e2e") {
    const report = JSON.parse(fs.readFileSync(file, "utf8")) as VitestReport;
    const times = report.testResults.flatMap((result) =>
      result.assertionResults.map((test) => ({ layer, name: `${relative(result.name)} › ${test.fullName}`, seconds: (test.duration ?? 0) / 1000 })),
    );
    return {
      counts: { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests },
      times,
    };
  }
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as PlaywrightReport;
  const times: TestTime[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[], file: string | undefined) => {
    const here = suite.file && !file ? [] : [...titles, suite.title].filter(Boolean);
    const specFile = file ?? suite.file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        times.push({ layer, name: `${specFile} › ${[...here, spec.title].join(" › ")} [${test.projectName}]`, seconds });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here, specFile);
  };
  for (const suite of report.suites) walk(suite, [], undefined);
  const { expected, unexpected, flaky, skipped } = report.stats;
  // A flaky test (passed on a retry) is counted as failed: the suite runs without retries.
  return { counts: { passed: expected, failed: unexpected + flaky, skipped }, times };
}

function parseArgs(argv: string[]) {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
  const names = STAGES.map((stage) => stage.name);
  const from = value("from");
  const only = value("only");
  for (const name of [from, only]) {
    if (name && !names.includes(name)) throw new Error(`Unknown stage "${name}"; stages: ${names.join(", ")}`);
  }
  const start = from ? names.indexOf(from) : 0;
  return STAGES.filter((stage) => (only ? stage.name === only : names.indexOf(stage.name) >= start));
}

async function main() {
  const stages = parseArgs(process.argv.slice(2));
  fs.rmSync(REPORTS, { recursive: true, force: true });
  fs.mkdirSync(REPORTS, { recursive: true });
  const suiteStarted = performance.now();
  const outcomes = await runAll(stages);
  const totalSeconds = (performance.now() - suiteStarted) / 1000;

  const reports = outcomes.flatMap(({ stage }) => {
    if (!stage.report) return [];
    try {
      const report = readReport(stage.report.layer, stage.report.file);
      return report ? [{ layer: stage.report.layer, ...report }] : [];
    } catch (error) {
      // The stage's own exit code decides; a report this cannot read only loses its lines in the summary.
      console.warn(`Could not read the ${stage.name} report: ${(error as Error).message}`);
      return [];
    }
  });

  console.log("\n━━ Time per stage");
  const byName = new Map(outcomes.map((outcome) => [outcome.stage.name, outcome]));
  for (const stage of stages) {
    const outcome = byName.get(stage.name);
    const result = !outcome ? "not run" : outcome.ok ? "ok" : outcome.ended ? "ended (another stage failed)" : "FAILED";
    console.log(`  ${stage.name.padEnd(12)} ${(outcome ? formatDuration(outcome.seconds) : "").padStart(8)}  ${result}`);
  }
  console.log(`  ${"total".padEnd(12)} ${formatDuration(totalSeconds).padStart(8)}  (stages side by side overlap)`);

  const slowest = reports.flatMap((report) => report.times).sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  if (slowest.length) {
    console.log("\n━━ The ten slowest tests");
    for (const test of slowest) console.log(`  ${test.seconds.toFixed(1).padStart(6)} s  ${test.layer.padEnd(11)} ${test.name}`);
  }

  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  console.log("\n━━ Tests");
  for (const { layer, counts } of reports) {
    console.log(`  ${layer.padEnd(12)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  const failedStages = outcomes.filter((outcome) => !outcome.ok && !outcome.ended).map((outcome) => outcome.stage.name);
  if (failedStages.length) console.log(`\nFailed: ${failedStages.join(", ")}`);
  // The plain closing line CI reads.
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(failedStages.length ? 1 : 0);
}

function formatDuration(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  return minutes ? `${minutes}m ${(seconds % 60).toFixed(0).padStart(2, "0")}s` : `${seconds.toFixed(1)}s`;
}

await main();
