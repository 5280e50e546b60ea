// "Nothing is lost": queue 100 e-mails, SIGKILL the server while the worker is delivering them, start
// it again on the same data, and count what a real SMTP server (in this process) received: every one
// of the 100, each exactly once. Run after `npm run build`:
//   npx tsx scripts/bench/mail-kill-restart.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { startSmtpServer } from "../../tests/support/smtp";
import { adminToken, startBuiltServer } from "./lib";

const TOTAL = Number(process.env.MAILS ?? 100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-mail-kill-"));
// A mail server that takes a while per message, so the kill lands with mail queued and in flight.
const smtp = await startSmtpServer({ delayMs: 40 });
const env = { SMTP_URL: smtp.url };

const statusCounts = () => {
  const db = new Database(path.join(dataDir, "club.db"), { readonly: true });
  try {
    const rows = db.prepare("SELECT status, count(*) AS n FROM email_logs WHERE subject LIKE '%Kill Test FC%' GROUP BY status").all() as Array<{
      status: string;
      n: number;
    }>;
    return Object.fromEntries(rows.map((row) => [row.status, row.n])) as Record<string, number>;
  } finally {
    db.close();
  }
};

const first = await startBuiltServer(dataDir, env);
const db = new Database(path.join(dataDir, "club.db"));
// Fans who chose match updates: the match mails go to them only.
const insert = db.prepare(`INSERT INTO fan_members (membership_number, first_name, last_name, email, preferences) VALUES (?, ?, ?, ?, '["match-updates"]')`);
db.transaction(() => {
  for (let n = 1; n <= TOTAL; n++) insert.run(`RS-KILL-${n}`, `Fan${n}`, "Test", `kill-${n}@example.com`);
})();
db.close();

const token = await adminToken(first.url);
const response = await fetch(`${first.url}/api/send-match-notification`, {
  method: "POST",
  headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
  body: JSON.stringify({ opponent: "Kill Test FC", matchDate: "Saturday", venue: "Kasarani" }),
});
const { queued } = (await response.json()) as { queued: number };
// Let part of the mailing go out, then kill the process mid-delivery, at a random moment.
while (smtp.received.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
const killAfterMs = Number(process.env.KILL_AFTER_MS ?? 100 + Math.floor(Math.random() * 900));
await new Promise((resolve) => setTimeout(resolve, killAfterMs));
process.kill(first.pid, "SIGKILL");
await new Promise((resolve) => setTimeout(resolve, 300));
const atKill = statusCounts();
const receivedAtKill = smtp.received.length;

const second = await startBuiltServer(dataDir, env);
const started = Date.now();
while ((statusCounts().sent ?? 0) < TOTAL && Date.now() - started < 120_000) {
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const after = statusCounts();
second.stop();
await smtp.close();

const perAddress = new Map<string, number>();
for (const mail of smtp.received) for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
const distinct = [...perAddress.keys()].filter((to) => to.startsWith("kill-")).length;
const duplicates = [...perAddress.values()].filter((n) => n > 1).length;
const distinctMessageIds = new Set(smtp.received.map((mail) => mail.messageId)).size;

console.log(`queued: ${queued}`);
console.log(`killed ${killAfterMs} ms after the first delivery`);
console.log(`at the kill: ${JSON.stringify(atKill)} in the log, ${receivedAtKill} received by the SMTP server`);
console.log(`after the restart: ${JSON.stringify(after)} in the log`);
console.log(
  `received: ${smtp.received.length} messages, ${distinct} distinct recipients of ${TOTAL}, ${duplicates} duplicates ` +
    `(${distinctMessageIds} distinct Message-IDs: a repeat carries the first one's)`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
// Lost mail fails the run. A repeat is a message the mail server had accepted when the process died,
// before the app recorded it as sent (docs/decisions/0012-mail-queue.md): reported, with its Message-ID.
const lost = TOTAL - distinct;
if (lost > 0 || after.sent !== TOTAL) console.log(`FAILED: ${lost} lost`);
else if (duplicates === 0) console.log("OK: all arrived exactly once");
else console.log(`OK: none lost; ${duplicates} accepted by the server just before the kill arrived a second time, with the same Message-ID`);
process.exit(lost > 0 || after.sent !== TOTAL ? 1 : 0);
