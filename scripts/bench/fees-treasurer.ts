// The treasurer's overview at a real academy's size (ADR 0029, part D): a fresh seeded server gets 2,000
// more academy players on the youth teams (one guardian each, every fifth guardian with a second child),
// a year of monthly invoices (24,000), 10,000 payments spread over them oldest first (STK, Paybill and
// cash, as the ledger would: allocations, settled invoices, some families behind) and 200 unmatched
// Paybill payments. Then `GET /admin/fees` is rendered, signed in as a treasurer, RUNS times one after
// the other: p50/p95 and the server's peak memory; and meanwhile `/healthz` and `GET /` are asked
// continually, to show the site keeps answering while the treasurer works (p99 and p95).
//   npm run build && npx tsx scripts/bench/fees-treasurer.ts      (RUNS=200 for more samples)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { percentile, rssMb, staffSessionCookie, startBuiltServer } from "./lib";

const PLAYERS = 2_000;
const MONTHS = 12;
const PAYMENTS = 10_000;
const UNMATCHED = 200;
const RUNS = Number(process.env.RUNS ?? 100);
const AMOUNT = 3_000;
const TREASURER = { username: "bench-treasurer", password: "ledger-of-nairobi-2026" };

/** The twelve months up to this one, oldest first ("2025-12" … "2026-11"). */
function lastMonths(count: number): string[] {
  const now = new Date();
  return Array.from({ length: count }, (_, back) => {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - back), 1));
    return at.toISOString().slice(0, 7);
  });
}

/** Everything at once, in one transaction on the server's database file (WAL: the server keeps running). */
function seedAtScale(file: string) {
  const db = new Database(file);
  db.pragma("busy_timeout = 10000");
  try {
    const youth = db.prepare("SELECT id FROM teams WHERE age_group LIKE 'U-%'").all() as { id: number }[];
    if (!youth.length) throw new Error("The bench database has no youth teams");
    const months = lastMonths(MONTHS);
    db.transaction(() => {
      const addPlayer = db.prepare("INSERT INTO players (kind, name, position, age, bio, image_url) VALUES ('academy', ?, 'Midfielder', 12, '', '')");
      const addToTeam = db.prepare("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)");
      const addGuardian = db.prepare("INSERT INTO guardians (name, email, phone, language) VALUES (?, ?, ?, ?)");
      const link = db.prepare("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')");
      const addInvoice = db.prepare("INSERT INTO fee_invoices (player_id, period, plan_amount, amount, due_date, mailed_at) VALUES (?, ?, ?, ?, ?, ?)");
      const addPayment = db.prepare(
        "INSERT INTO fee_payments (channel, amount, receipt, paid_at, payer_phone, payer_name, account_typed, player_id, status, matched_by, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      );
      const allocate = db.prepare("INSERT INTO fee_allocations (fee_payment_id, invoice_id, amount) VALUES (?, ?, ?)");
      const settle = db.prepare("UPDATE fee_invoices SET settled_at = ? WHERE id = ?");
      const invoices: { id: number; player: number; month: string; owed: number }[][] = [];
      let guardian = 0;
      for (let i = 0; i < PLAYERS; i++) {
        const player = Number(addPlayer.run(`Bench Child ${i}`).lastInsertRowid);
        addToTeam.run(player, youth[i % youth.length].id);
        // Every fifth guardian has a second child: families of two.
        if (i % 5 !== 1) guardian = Number(addGuardian.run(`Bench Parent ${i}`, `bench.fees.${i}@example.org`, `07${String(10_000_000 + i).slice(-8)}`, i % 4 ? "en" : "sw").lastInsertRowid);
        link.run(player, guardian);
        invoices.push(
          months.map((month) => ({ id: Number(addInvoice.run(player, month, AMOUNT, AMOUNT, `${month}-05`, `${month}-01T06:00:00.000Z`).lastInsertRowid), player, month, owed: AMOUNT })),
        );
      }
      // Payments go to the players in turn, each paying the oldest open invoice: the families nearer the
      // end of the list fall behind, as real ones do.
      const channels = ["paybill", "paybill", "stk", "cash"] as const;
      for (let n = 0; n < PAYMENTS; n++) {
        const playerIndex = (n * 7) % PLAYERS;
        const open = invoices[playerIndex].find((invoice) => invoice.owed > 0);
        if (!open) continue;
        const amount = n % 6 === 0 ? AMOUNT / 2 : AMOUNT;
        const channel = channels[n % channels.length];
        const paidAt = `${open.month}-0${1 + (n % 9)}T09:00:00.000Z`;
        const payment = Number(
          addPayment.run(channel, amount, `B${String(n).padStart(9, "0")}`, paidAt, channel === "cash" ? null : `2547****${String(n).slice(-3)}`, `PARENT ${n}`, `RS${open.player}`, open.player, "matched", channel === "paybill" ? "account" : channel, channel === "cash" ? "staff" : "callback").lastInsertRowid,
        );
        const share = Math.min(amount, open.owed);
        allocate.run(payment, open.id, share);
        open.owed -= share;
        if (open.owed === 0) settle.run(paidAt, open.id);
      }
      for (let n = 0; n < UNMATCHED; n++) {
        addPayment.run("paybill", 1_500, `BU${String(n).padStart(8, "0")}`, `${months.at(-1)}-0${1 + (n % 9)}T10:00:00.000Z`, `2547****${String(n).padStart(3, "0")}`, `SOMEONE ${n}`, `RS${n}X`, null, "unmatched", null, "callback");
      }
    })();
    const counted = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    return { invoices: counted("fee_invoices"), payments: counted("fee_payments"), open: (db.prepare("SELECT count(*) AS n FROM fee_invoices WHERE settled_at IS NULL").get() as { n: number }).n };
  } finally {
    db.close();
  }
}

/** Sequential GETs of `url` until `done()`; their latencies, sorted (ms). */
async function probe(url: string, headers: Record<string, string>, done: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (!done()) {
    const began = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    samples.push(performance.now() - began);
  }
  return samples.sort((a, b) => a - b);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-bench-fees-"));
const dbFile = path.join(dataDir, "club.db");
// Scheduled reminders off: the bench measures the treasurer's page, not 24,000 reminder mails.
const server = await startBuiltServer(dataDir, { FEES_REMINDER_DAYS: "off" });
try {
  const seeded = seedAtScale(dbFile);
  execFileSync(process.execPath, ["build/scripts/admin-create.js", "--username", TREASURER.username, "--role", "treasurer"], {
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, ADMIN_PASSWORD: TREASURER.password },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const cookie = await staffSessionCookie(server.url, TREASURER.username, TREASURER.password);
  const signedIn = { Cookie: cookie, "Accept-Encoding": "gzip" };
  const first = await fetch(`${server.url}/admin/fees`, { headers: signedIn });
  const html = await first.text();
  if (first.status !== 200 || !html.includes("Families in arrears")) throw new Error(`/admin/fees answered ${first.status} without the overview: not signed in as the treasurer?`);
  console.log(
    `Treasurer's overview: ${PLAYERS} more academy players, ${seeded.invoices} invoices (${seeded.open} open), ${seeded.payments} fee payments (${UNMATCHED} unmatched); HTML ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB`,
  );
  for (let i = 0; i < 5; i++) await (await fetch(`${server.url}/admin/fees`, { headers: signedIn })).arrayBuffer();

  let finished = false;
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 25);
  const renders: number[] = [];
  const rendering = (async () => {
    for (let i = 0; i < RUNS; i++) {
      const began = performance.now();
      const response = await fetch(`${server.url}/admin/fees`, { headers: signedIn });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`/admin/fees answered ${response.status}`);
      renders.push(performance.now() - began);
    }
    finished = true;
  })();
  const [, health, home] = await Promise.all([rendering, probe(`${server.url}/healthz`, {}, () => finished), probe(`${server.url}/`, { "Accept-Encoding": "gzip" }, () => finished)]);
  clearInterval(sampler);
  renders.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1).padStart(6);
  console.log(`  GET /admin/fees, ${RUNS} renders one after the other (ms): p50 ${ms(percentile(renders, 50))}  p95 ${ms(percentile(renders, 95))}  max ${ms(renders.at(-1)!)}`);
  console.log(`  server peak memory (RSS) during the renders: ${peak.toFixed(0)} MB`);
  console.log(`  meanwhile: /healthz ${health.length} requests, p99 ${ms(percentile(health, 99))} ms; GET / ${home.length} requests, p95 ${ms(percentile(home, 95))} ms`);
} finally {
  server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
