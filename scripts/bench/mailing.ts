// The match notification to 2,000 fan members through the mail queue, against a real SMTP server in
// this process: how long until all are delivered, and whether the home page stays responsive while
// the worker sends (p95 of `/` before and during). Run after `npm run build`:
//   npx tsx scripts/bench/mailing.ts            (FANS=5000 for a bigger mailing)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { startSmtpServer } from "../../tests/support/smtp";
import { adminToken, percentile, startBuiltServer } from "./lib";

const FANS = Number(process.env.FANS ?? 2000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-mailing-"));
const smtp = await startSmtpServer();
const server = await startBuiltServer(dataDir, { SMTP_URL: smtp.url });

const db = new Database(path.join(dataDir, "club.db"));
// Fans who chose match updates: the match mails go to them only.
const insert = db.prepare(`INSERT INTO fan_members (membership_number, first_name, last_name, email, preferences) VALUES (?, ?, ?, ?, '["match-updates"]')`);
db.transaction(() => {
  for (let n = 1; n <= FANS; n++) insert.run(`RS-BENCH-${n}`, `Fan${n}`, "Mwangi", `fan-${n}@example.com`);
})();
db.close();

const sentCount = () => {
  const reader = new Database(path.join(dataDir, "club.db"), { readonly: true });
  try {
    return (reader.prepare("SELECT count(*) AS n FROM email_logs WHERE status = 'sent'").get() as { n: number }).n;
  } finally {
    reader.close();
  }
};

/** Sequential GETs of `/` until `until()` is true (or `runs` is reached); milliseconds each. */
async function timeHome(until: () => boolean, runs: number) {
  const samples: number[] = [];
  while (samples.length < runs && !until()) {
    const start = performance.now();
    const response = await fetch(`${server.url}/`);
    await response.arrayBuffer();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { n: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1) ?? 0 };
}

for (let i = 0; i < 20; i++) await (await fetch(`${server.url}/`)).arrayBuffer(); // warm-up
const before = await timeHome(() => false, 200);

const token = await adminToken(server.url);
const start = performance.now();
const response = await fetch(`${server.url}/api/send-match-notification`, {
  method: "POST",
  headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
  body: JSON.stringify({ opponent: "Gor Mahia Youth", matchDate: "Saturday 12 December 2026", venue: "Kasarani Annex", matchType: "League" }),
});
const { queued } = (await response.json()) as { queued: number };
const answeredMs = performance.now() - start;

let done = false;
const waiting = (async () => {
  while (sentCount() < FANS) await new Promise((resolve) => setTimeout(resolve, 100));
  done = true;
})();
const during = await timeHome(() => done, 100_000);
await waiting;
const totalMs = performance.now() - start;

server.stop();
await smtp.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const f = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(`fans: ${FANS}; API answered 202 with ${queued} queued in ${f(answeredMs)}`);
console.log(`all ${smtp.received.length} delivered in ${(totalMs / 1000).toFixed(1)} s (${(FANS / (totalMs / 1000)).toFixed(0)} mails/s), at most ${smtp.maxConcurrent()} at once`);
console.log(`GET / before:  n=${before.n} p50 ${f(before.p50)} p95 ${f(before.p95)} max ${f(before.max)}`);
console.log(`GET / during:  n=${during.n} p50 ${f(during.p50)} p95 ${f(during.p95)} max ${f(during.max)}`);
