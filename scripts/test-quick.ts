// `npm run test:quick`: the edit–test loop, in a few minutes. Typecheck, ESLint on the changed files, every
// unit test, and the integration files related to the change (against a fresh build). `npm test` stays
// the full check before a commit lands.
//
//   npm run test:quick                 changes against HEAD (staged, unstaged and new files)
//   npm run test:quick -- --base=main  changes since that commit (a branch's whole work)
//
// "Related" integration files: those changed themselves, and those whose name or text mentions the
// changed module's name or its area (the folder under app/routes, app/models, app/components, …), the
// ones mentioning it most first, at most MAX_RELATED. A change to the harness or the test support runs
// them all; so does QUICK_ALL=1.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const INTEGRATION = "tests/integration";
const MAX_RELATED = 6;
// Words too common to pick integration files by: every file mentions them.
const TOO_COMMON = new Set(["index", "route", "server", "app", "routes", "models", "components", "utils", "config", "services", "infra", "db", "ui", "site", "admin", "schema", "schemas", "types", "test", "tests"]);

function git(...args: string[]) {
  return execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).split("\n").filter(Boolean);
}

function changedFiles(base: string | undefined): string[] {
  const tracked = base ? git("diff", "--name-only", `${base}...HEAD`).concat(git("diff", "--name-only", "HEAD")) : git("diff", "--name-only", "HEAD");
  const untracked = git("ls-files", "--others", "--exclude-standard");
  return [...new Set([...tracked, ...untracked])].filter((file) => fs.existsSync(path.join(ROOT, file)));
}

/** The words a change is known by: the module's own name and the folders it sits in below app/. */
function keywordsOf(file: string): string[] {
  const parts = file.split("/");
  if (parts[0] !== "app") return [];
  const stem = parts[parts.length - 1].replace(/\.(server|client)?\.?(tsx?|css|json)$/, "").replace(/\.(server|client)$/, "");
  const words = [stem, ...parts.slice(1, -1)]
    .flatMap((word) => word.split(/[._+$]/))
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 3 && !TOO_COMMON.has(word));
  return [...new Set(words)];
}

function relatedIntegrationFiles(changed: string[]): { files: string[]; all: boolean } {
  const all = fs
    .readdirSync(path.join(ROOT, INTEGRATION), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.join(INTEGRATION, file));
  const touchesHarness = changed.some((file) => file.startsWith("tests/support/") || (file.startsWith(INTEGRATION) && !file.endsWith(".test.ts")));
  if (process.env.QUICK_ALL === "1" || touchesHarness) return { files: all, all: true };
  const direct = changed.filter((file) => all.includes(file));
  const keywords = [...new Set(changed.flatMap(keywordsOf))];
  const scored = all
    .filter((file) => !direct.includes(file))
    .map((file) => {
      const text = `${path.basename(file)}\n${fs.readFileSync(path.join(ROOT, file), "utf8")}`.toLowerCase();
      const score = keywords.reduce((sum, word) => sum + (text.split(word).length - 1), 0);
      return { file, score };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, Math.max(0, MAX_RELATED - direct.length))
    .map(({ file }) => file);
  return { files: [...direct, ...scored], all: false };
}

function run(name: string, command: string[]): Promise<{ name: string; ok: boolean; seconds: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ name, ok: code === 0, seconds: (performance.now() - started) / 1000, output }));
  });
}

async function main() {
  const base = process.argv.slice(2).find((arg) => arg.startsWith("--base="))?.slice("--base=".length);
  const changed = changedFiles(base);
  const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
  const { files: integration, all } = relatedIntegrationFiles(changed);
  console.log(`Changed: ${changed.length} files${base ? ` since ${base}` : ""}.`);
  console.log(all ? "Integration: every file (the harness or test support changed)." : `Integration: ${integration.length ? integration.join(", ") : "none related"}.`);

  const started = performance.now();
  // Two lanes for two cores: the type checker alone, and everything else one after the other.
  const typecheck = run("typecheck", ["npx", "tsc", "--noEmit", "--incremental", "--tsBuildInfoFile", ".cache/tsbuildinfo"]);
  const rest = (async () => {
    const results = [];
    if (lintable.length) results.push(await run("lint", ["npx", "eslint", "--max-warnings", "0", ...lintable]));
    results.push(await run("unit", ["npx", "vitest", "run", "--project", "unit"]));
    if (integration.length) {
      const build = await run("build", ["npm", "run", "--silent", "build"]);
      results.push(build);
      if (build.ok) results.push(await run("integration", ["npx", "vitest", "run", "--project", "integration", ...integration]));
    }
    return results;
  })();
  const results = [await typecheck, ...(await rest)];
  for (const result of results) {
    if (!result.ok) console.log(`\n── ${result.name} failed\n${result.output.trimEnd()}`);
  }
  console.log("");
  for (const result of results) console.log(`  ${result.name.padEnd(12)} ${result.seconds.toFixed(1).padStart(6)} s  ${result.ok ? "ok" : "FAILED"}`);
  console.log(`  ${"total".padEnd(12)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}

await main();
