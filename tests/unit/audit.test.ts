// The audit script's verdicts on what `npm audit --omit=dev --json` prints.
import { describe, expect, it } from "vitest";
import { judgeAudit } from "../../scripts/audit";

const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number> = {}) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } } });

describe("judgeAudit", () => {
  it("reports a registry without an advisory endpoint (405) as an audit that could not run", () => {
    // What npm 11 prints against a registry that answers 405 to the bulk advisory request.
    const stdout = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk",
      method: "POST",
      statusCode: 405,
      body: "",
      error: { summary: "", detail: "" },
    });
    expect(judgeAudit(stdout, 1)).toEqual({
      outcome: "could-not-run",
      reason: "405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk",
    });
  });

  it("reports ENOAUDIT and network errors as an audit that could not run", () => {
    const noAudit = JSON.stringify({ error: { code: "ENOAUDIT", summary: "Your configured registry does not support audit requests." } });
    expect(judgeAudit(noAudit, 1).outcome).toBe("could-not-run");
    const offline = JSON.stringify({ error: { code: "ENOTFOUND", summary: "request to https://registry.example failed" } });
    expect(judgeAudit(offline, 1)).toEqual({ outcome: "could-not-run", reason: "request to https://registry.example failed" });
    expect(judgeAudit("", null).outcome).toBe("could-not-run");
  });

  it("fails on other errors (no lockfile) instead of passing silently", () => {
    const noLock = JSON.stringify({ error: { code: "ENOLOCK", summary: "This command requires an existing lockfile." } });
    expect(judgeAudit(noLock, 1)).toEqual({ outcome: "failed", reason: "npm audit failed: This command requires an existing lockfile." });
  });

  it("fails on high and critical advisories that have a fix, and lists them", () => {
    const stdout = report(
      {
        "path-to-regexp": {
          name: "path-to-regexp",
          severity: "high",
          range: "<0.1.12",
          via: [{ title: "path-to-regexp outputs backtracking regular expressions", url: "https://advisories.example/GHSA-9wv6-86v2-598j" }],
          fixAvailable: true,
        },
        express: { name: "express", severity: "critical", via: ["path-to-regexp"], fixAvailable: { name: "express", version: "4.22.4", isSemVerMajor: false } },
        "no-fix": { name: "no-fix", severity: "critical", via: [{ title: "Unfixed" }], fixAvailable: false },
        moderate: { name: "moderate", severity: "moderate", via: [{ title: "Minor" }], fixAvailable: true },
      },
      { high: 1, critical: 2, moderate: 1 },
    );
    const verdict = judgeAudit(stdout, 1);
    expect(verdict.outcome).toBe("vulnerable");
    if (verdict.outcome !== "vulnerable") return;
    expect(verdict.findings).toEqual([
      "high path-to-regexp <0.1.12: path-to-regexp outputs backtracking regular expressions https://advisories.example/GHSA-9wv6-86v2-598j (fix: npm audit fix)",
      "critical express: through path-to-regexp (fix: express@4.22.4)",
    ]);
    expect(verdict.summary).toBe("2 critical, 1 high, 1 moderate, 0 low, 0 info");
  });

  it("passes when nothing high or critical has a fix", () => {
    const stdout = report(
      { unfixed: { name: "unfixed", severity: "high", via: [{ title: "No fix yet" }], fixAvailable: false } },
      { high: 1 },
    );
    expect(judgeAudit(stdout, 1)).toEqual({ outcome: "passed", summary: "0 critical, 1 high, 0 moderate, 0 low, 0 info" });
    expect(judgeAudit(report({}), 0).outcome).toBe("passed");
  });
});
