// Dependency audit: `npm audit --omit=dev`, failing on high or critical advisories that have a fix.
//   npm run audit
// Where the registry has no advisory endpoint (some mirrors answer 405) or cannot be reached, the audit
// cannot run: this says so and exits 0, so that CI there is not red for a reason no change can fix.
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";

const FAILING_SEVERITIES = new Set(["high", "critical"]);
const TIMEOUT_MS = 120_000;
// Network failures: the advisory endpoint is out of reach, not a problem with the dependencies.
const UNREACHABLE_CODES = new Set([
  "ENOAUDIT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ESOCKETTIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ECONNABORTED",
  "EPROTO",
  "CERT_HAS_EXPIRED",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
]);

type Advisory = { title?: string; url?: string; severity?: string; range?: string };
type Vulnerability = {
  name: string;
  severity: string;
  range?: string;
  via?: Array<string | Advisory>;
  fixAvailable?: boolean | { name: string; version: string; isSemVerMajor?: boolean };
};
type AuditJson = {
  vulnerabilities?: Record<string, Vulnerability>;
  metadata?: { vulnerabilities?: Record<string, number> };
  statusCode?: number;
  code?: string;
  message?: string;
  error?: { code?: string; summary?: string; detail?: string } | string;
};

export type AuditVerdict =
  | { outcome: "could-not-run"; reason: string }
  | { outcome: "failed"; reason: string }
  | { outcome: "passed"; summary: string }
  | { outcome: "vulnerable"; findings: string[]; summary: string };

/** Judges the JSON that `npm audit --json` printed (and its exit code). Pure, for the tests. */
export function judgeAudit(stdout: string, exitCode: number | null): AuditVerdict {
  let report: AuditJson;
  try {
    report = JSON.parse(stdout) as AuditJson;
  } catch {
    return exitCode === 0
      ? { outcome: "failed", reason: "npm audit printed no JSON report" }
      : { outcome: "could-not-run", reason: `npm audit exited with ${exitCode} without a report` };
  }

  if (!report.vulnerabilities) {
    const error = typeof report.error === "object" ? report.error : undefined;
    const code = error?.code ?? report.code;
    const summary = [report.message, error?.summary, typeof report.error === "string" ? report.error : undefined]
      .filter(Boolean)
      .join(" — ");
    // An HTTP error from the advisory endpoint (405 from a registry without one, 404, 5xx) or a network error.
    if (report.statusCode || (code && UNREACHABLE_CODES.has(code)) || /audit endpoint/i.test(summary)) {
      return { outcome: "could-not-run", reason: summary || `${code ?? `HTTP ${report.statusCode}`}` };
    }
    return { outcome: "failed", reason: `npm audit failed: ${summary || code || "unknown error"}` };
  }

  const counts = report.metadata?.vulnerabilities ?? {};
  const summary = ["critical", "high", "moderate", "low", "info"].map((level) => `${counts[level] ?? 0} ${level}`).join(", ");
  const findings = Object.values(report.vulnerabilities)
    .filter((vulnerability) => FAILING_SEVERITIES.has(vulnerability.severity) && vulnerability.fixAvailable)
    .map(describe);
  return findings.length ? { outcome: "vulnerable", findings, summary } : { outcome: "passed", summary };
}

function describe(vulnerability: Vulnerability) {
  const fix = vulnerability.fixAvailable;
  const howToFix =
    typeof fix === "object"
      ? `fix: ${fix.name}@${fix.version}${fix.isSemVerMajor ? " (a major upgrade)" : ""}`
      : "fix: npm audit fix";
  const advisories = (vulnerability.via ?? [])
    .map((via) => (typeof via === "string" ? `through ${via}` : [via.title, via.url].filter(Boolean).join(" ")))
    .filter(Boolean);
  return `${vulnerability.severity} ${vulnerability.name}${vulnerability.range ? ` ${vulnerability.range}` : ""}: ${advisories.join("; ")} (${howToFix})`;
}

function runNpmAudit(): Promise<{ stdout: string; exitCode: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const child = spawn(npm, ["audit", "--omit=dev", "--json"], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      stderr += `\ntimed out after ${TIMEOUT_MS / 1000} s`;
    }, TIMEOUT_MS);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ stdout: "", exitCode: null, stderr: error.message });
    });
    child.on("close", (exitCode) => {
      clearTimeout(timer);
      resolve({ stdout, exitCode, stderr });
    });
  });
}

async function main() {
  const { stdout, exitCode, stderr } = await runNpmAudit();
  const verdict = judgeAudit(stdout, exitCode);
  switch (verdict.outcome) {
    case "could-not-run": {
      const timedOut = /timed out after/.test(stderr) ? ` (timed out after ${TIMEOUT_MS / 1000} s)` : "";
      console.log(`npm audit could not run: ${verdict.reason}${timedOut}`);
      console.log("Not failing: run `npm run audit` where the public npm registry is reachable.");
      return;
    }
    case "failed":
      console.error(verdict.reason);
      if (stderr.trim()) console.error(stderr.trim());
      process.exitCode = 1;
      return;
    case "passed":
      console.log(`npm audit (production dependencies): no high or critical advisory with a fix (${verdict.summary}).`);
      return;
    case "vulnerable":
      console.error(`npm audit (production dependencies): ${verdict.summary}. High or critical advisories with a fix:`);
      for (const finding of verdict.findings) console.error(`  - ${finding}`);
      console.error("Upgrade them (npm audit fix, or the versions named above) and run `npm run audit` again.");
      process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
