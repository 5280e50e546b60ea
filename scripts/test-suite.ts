// `npm test`: every check the project has, in stages, then the time of each stage and the ten slowest
// tests. The static checks, the build and the unit tests do not depend on each other, so they run side by
// side (each check is mostly one process on one core); the other test layers run one after the other,
// each using both cores.
//
//   npm test                       the whole suite (what CI runs)
//   npm test -- --from=integration  start at a stage (the build must exist for integration and later)
//   npm test -- --only=e2e          one stage
//
// Each test runner also writes a JSON report to .test-reports/, which this reads for the counts and the
// slowest tests. Stops at the first stage that fails, like a chain of `&&`, after printing the times.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const REPORTS = path.join(ROOT, ".test-reports");

type Layer = "unit" | "integration" | "e2e";
type Stage = { name: string; command: string[]; env?: Record<string, string>; report?: { layer: Layer; file: string } };

const vitest = (project: "unit" | "integration"): Stage => ({
  name: project,
  command: ["npx", "vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile(project)}`],
  report: { layer: project, file: reportFile(project) },
});

function reportFile(layer: Layer) {
  return path.join(REPORTS, `${layer}.json`);
}

/** Stages in order; the stages of one inner list run at the same time. */
const PHASES: Stage[][] = [
  [
    { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
    { name: "lint", command: ["npm", "run", "--silent", "lint"] },
    { name: "unused", command: ["npm", "run", "--silent", "unused"] },
    { name: "build", command: ["npm", "run", "--silent", "build"] },
    // Alone, the unit tests leave about a third of both cores idle (vmstat over a whole run), which
    // the checks fill.
    vitest("unit"),
  ],
  [vitest("integration")],
  [{ name: "crash", command: ["npm", "run", "--silent", "test:crash"] }],
  [
    {
      name: "e2e",
      command: ["npx", "playwright", "test", "--reporter=list,json"],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile("e2e") },
      report: { layer: "e2e", file: reportFile("e2e") },
    },
  ],
];

type Outcome = { stage: Stage; ok: boolean; seconds: number };

function run(stage: Stage, buffered: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command, ...args] = stage.command;
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...stage.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
      stdio: buffered ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (buffered) {
        console.log(`\n── ${stage.name} (${seconds.toFixed(1)} s, ${code === 0 ? "ok" : `failed, exit ${code}`})`);
        if (output.trim()) console.log(output.trimEnd());
      }
      resolve({ stage, ok: code === 0, seconds });
    });
  });
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
  const names = PHASES.flat().map((stage) => stage.name);
  const from = value("from");
  const only = value("only");
  for (const name of [from, only]) {
    if (name && !names.includes(name)) throw new Error(`Unknown stage "${name}"; stages: ${names.join(", ")}`);
  }
  const start = from ? names.indexOf(from) : 0;
  return (stage: Stage) => (only ? stage.name === only : names.indexOf(stage.name) >= start);
}

async function main() {
  const wanted = parseArgs(process.argv.slice(2));
  fs.rmSync(REPORTS, { recursive: true, force: true });
  fs.mkdirSync(REPORTS, { recursive: true });
  const outcomes: Outcome[] = [];
  const suiteStarted = performance.now();
  for (const phase of PHASES) {
    const stages = phase.filter(wanted);
    if (!stages.length) continue;
    console.log(`\n━━ ${stages.map((stage) => stage.name).join(" + ")}  (${new Date().toISOString().slice(11, 19)} UTC)`);
    const results = await Promise.all(stages.map((stage) => run(stage, stages.length > 1)));
    outcomes.push(...results);
    if (results.some((result) => !result.ok)) break;
  }
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
  for (const { stage, ok, seconds } of outcomes) {
    console.log(`  ${stage.name.padEnd(12)} ${formatDuration(seconds).padStart(8)}  ${ok ? "ok" : "FAILED"}`);
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
  const failedStages = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.stage.name);
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
