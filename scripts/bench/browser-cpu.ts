// What the browser tests' Chromium spends per page load, by process type, with and without extra flags:
// the figures behind the browser suite's time in docs/benchmarks.md ("Where the time goes now").
//
//   npm run build && npx tsx scripts/bench/browser-cpu.ts [--js] [--rounds=5] [-- --some-chromium-flag ...]
//
// Opens the public pages below `rounds` times each in Debian's headless shell (the browser tests' browser,
// with their flags), each load in a new tab as a test does, against a fresh seeded server, then reads the
// CPU time of Chromium's processes from /proc: the live ones by type, the closed tabs' renderers through
// the reaped-children time of the process that started them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startBuiltServer } from "./lib";

const PAGES = ["/", "/fixtures", "/shop", "/shop/1-home-jersey-2026-27", "/blog", "/academy-registration", "/membership", "/family/sign-in"];
const BASE_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

const separator = process.argv.indexOf("--");
const ownArgs = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const extraFlags = separator === -1 ? [] : process.argv.slice(separator + 1);
const javaScript = ownArgs.includes("--js");
const rounds = Number(ownArgs.find((a) => a.startsWith("--rounds="))?.split("=")[1] ?? 5);
const CLOCK_TICKS = 100; // USER_HZ on Linux

type ProcessInfo = { pid: number; parent: number; type: string; cpu: number; reaped: number };

function chromiumProcesses(): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  for (const entry of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const commandLine = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!commandLine.includes("chromium")) continue;
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      found.push({
        pid: Number(entry),
        parent: Number(fields[1]),
        type: commandLine.match(/--type=([a-z-]+)/)?.[1] ?? "browser",
        cpu: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS,
        reaped: (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS,
      });
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-browser-cpu-"));
const server = await startBuiltServer(dataDir);
// A marker flag names this run's browser among any other Chromium on the machine.
const marker = `--bench-run=${process.pid}`;
const browser = await chromium.launch({
  executablePath: fs.existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium",
  args: [...BASE_FLAGS, marker, ...extraFlags],
});
const context = await browser.newContext({ javaScriptEnabled: javaScript });
const started = performance.now();
for (let round = 0; round < rounds; round++) {
  for (const pathname of PAGES) {
    const page = await context.newPage();
    // With scripts, until they have loaded: a tab closed earlier aborts its own requests.
    await page.goto(server.url + pathname, { waitUntil: javaScript ? "networkidle" : "load" });
    await page.close();
  }
}
const wall = (performance.now() - started) / 1000;
const root = fs
  .readdirSync("/proc")
  .filter((name) => /^\d+$/.test(name))
  .find((name) => {
    try {
      const commandLine = fs.readFileSync(`/proc/${name}/cmdline`, "utf8");
      return commandLine.includes(marker) && !commandLine.includes("--type=");
    } catch {
      return false;
    }
  });
const processes = chromiumProcesses();
const inTree = new Set([Number(root)]);
for (let grew = true; grew; ) {
  grew = false;
  for (const info of processes) {
    if (inTree.has(info.parent) && !inTree.has(info.pid)) {
      inTree.add(info.pid);
      grew = true;
    }
  }
}
const byType: Record<string, number> = { "renderer (closed tabs)": 0 };
for (const info of processes.filter((p) => inTree.has(p.pid))) {
  byType[info.type] = (byType[info.type] ?? 0) + info.cpu;
  // A closed tab's renderer counts in the time of the process that reaped it (the zygote forks them).
  byType["renderer (closed tabs)"] += info.reaped;
}
const total = Object.values(byType).reduce((sum, seconds) => sum + seconds, 0);
const loads = rounds * PAGES.length;
console.log(`${loads} page loads, JavaScript ${javaScript ? "on" : "off"}, extra flags: ${extraFlags.join(" ") || "none"}`);
console.log(`  wall ${wall.toFixed(1)} s, Chromium CPU ${total.toFixed(1)} s (${((total / loads) * 1000).toFixed(0)} ms a load)`);
for (const [type, seconds] of Object.entries(byType).sort((a, b) => b[1] - a[1])) console.log(`    ${type.padEnd(24)} ${seconds.toFixed(2)} s`);
await browser.close();
server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
