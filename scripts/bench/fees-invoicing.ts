// Academy fees (ADR 0029): invoicing 2,000 academy children for a month, as a real academy would be. A
// fresh seeded server gets a team of 2,000 more children in 1,400 families (600 of them with two children,
// so 600 sibling discounts) and 100 bursaries, on a monthly plan; the treasurer then presses "Make invoices"
// for next month (the scheduler's own use case, in the server's process): the invoices, the families'
// credit and 1,400-odd invoice e-mails queued, in one transaction. Measured: how long that takes, the
// server's peak resident memory, and the site while it runs: /healthz p99 and GET / p95 from a second
// client probing without pause. Then the same invoicing once more in this process on a copy of the
// database (taken before the run), for its heap.
//   npm run build && npx tsx scripts/bench/fees-invoicing.ts [--players=2000]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "~/db/client.server";
import { bursaries, feePlanRates, feePlans, guardians, playerGuardians, players, teamPlayers, teams } from "~/db/schema";
import { nextPeriod, periodAt, periodFirstMonth } from "~/utils/fee-periods";
import { percentile, rssMb, staffSessionCookie, startBuiltServer } from "./lib";

const PLAYERS = Number(process.argv.find((a) => a.startsWith("--players="))?.split("=")[1] ?? 2000);
const SIBLING_FAMILIES = Math.round(PLAYERS * 0.3);
const now = new Date();
const period = nextPeriod(periodAt("month", now));

/** The bench's team, families and bursaries, in one transaction on the server's database file. */
function seedAcademy(file: string) {
  const db = openDatabase(file);
  try {
    db.transaction((tx) => {
      const teamId = tx
        .insert(teams)
        .values({ slug: `bench-academy-${Date.now()}`, name: "Bench Academy", ageGroup: "U-12", trainingVenue: "Ngong Road Ground", sortOrder: 999 })
        .returning({ id: teams.id })
        .get().id;
      const planId = tx.insert(feePlans).values({ name: "Bench Academy monthly", teamId, periodKind: "month" }).returning({ id: feePlans.id }).get().id;
      tx.insert(feePlanRates).values({ planId, fromMonth: periodFirstMonth(periodAt("month", now)), amount: 2000, siblingDiscountPercent: 10 }).run();
      let guardianId = 0;
      for (let i = 0; i < PLAYERS; i++) {
        // The first 2 × SIBLING_FAMILIES children come in pairs; the rest have a guardian of their own.
        const newFamily = i >= 2 * SIBLING_FAMILIES || i % 2 === 0;
        if (newFamily) {
          guardianId = tx
            .insert(guardians)
            .values({ name: `Bench Parent ${i}`, email: `bench.fees.${i}@example.org`, phone: "+254 712 345 678", language: i % 4 === 0 ? "sw" : "en" })
            .returning({ id: guardians.id })
            .get().id;
        }
        const playerId = tx
          .insert(players)
          .values({ kind: "academy", name: `Child${i} Bench`, position: "Midfielder", age: 11, bio: "", imageUrl: "", dateOfBirth: `2014-0${1 + (i % 9)}-1${i % 10}`, gender: "female", mediaConsent: false })
          .returning({ id: players.id })
          .get().id;
        tx.insert(teamPlayers).values({ playerId, teamId }).run();
        tx.insert(playerGuardians).values({ playerId, guardianId, relationship: "Mother" }).run();
        if (i % 20 === 7) tx.insert(bursaries).values({ playerId, percent: i % 40 === 7 ? 100 : 50, reason: "Bench", fromMonth: periodFirstMonth(period) }).run();
      }
    });
  } finally {
    db.$client.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-bench-fees-"));
// M-Pesa configured (never called here), so each invoice line carries its pay link and the Paybill.
const server = await startBuiltServer(dataDir, { MPESA_CONSUMER_KEY: "key", MPESA_CONSUMER_SECRET: "secret", MPESA_SHORTCODE: "174379", MPESA_PASSKEY: "passkey", MPESA_BASE_URL: "http://127.0.0.1:9" });
const dbFile = path.join(dataDir, "club.db");
seedAcademy(dbFile);
const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-bench-fees-copy-"));
{
  const db = openDatabase(dbFile);
  db.$client.exec(`VACUUM INTO '${path.join(copyDir, "club.db")}'`);
  db.$client.close();
}

const cookie = await staffSessionCookie(server.url, "bench", "bench-password-123");
const timed = async (pathname: string) => {
  const start = performance.now();
  await (await fetch(`${server.url}${pathname}`)).arrayBuffer();
  return performance.now() - start;
};
for (let i = 0; i < 20; i++) await timed("/"); // warm-up
const idle = { healthz: [] as number[], home: [] as number[] };
for (let i = 0; i < 50; i++) {
  idle.healthz.push(await timed("/healthz"));
  idle.home.push(await timed("/"));
}

const rssBefore = rssMb(server.pid);
let running = true;
let peakRss = rssBefore;
const busy = { healthz: [] as number[], home: [] as number[] };
const probing = (async () => {
  while (running) {
    busy.healthz.push(await timed("/healthz"));
    if (!running) break;
    busy.home.push(await timed("/"));
    peakRss = Math.max(peakRss, rssMb(server.pid));
  }
})();
const started = performance.now();
const response = await fetch(`${server.url}/admin/fees/plans`, {
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: server.url, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Site": "same-origin" },
  body: new URLSearchParams({ intent: "make-invoices", period }),
  redirect: "manual",
});
const answeredMs = performance.now() - started;
running = false;
await probing;
if (response.status !== 302) throw new Error(`Make invoices answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
const hwm = Number(fs.readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmHWM:\s+(\d+)/)![1]) / 1024;
const counts = (() => {
  const db = openDatabase(dbFile);
  try {
    const one = (sql: string, ...params: string[]) => (db.$client.prepare(sql).get(...params) as { n: number }).n;
    return {
      invoices: one("SELECT count(*) AS n FROM fee_invoices WHERE period = ?", period),
      siblings: one("SELECT count(*) AS n FROM fee_invoices WHERE period = ? AND sibling_discount > 0", period),
      waived: one("SELECT count(*) AS n FROM fee_invoices WHERE period = ? AND bursary_waiver > 0", period),
      mails: one("SELECT count(*) AS n FROM email_logs WHERE template_id IN (SELECT id FROM email_templates WHERE name = 'Fee Invoice')"),
    };
  } finally {
    db.$client.close();
  }
})();
server.stop();

// The same run in this process, on the copy taken before it: the heap it needs.
process.env.DATA_DIR = copyDir;
const { makeInvoices, mailNewInvoices } = await import("~/models/fees/invoicing.server");
const heapBefore = process.memoryUsage().heapUsed;
const ownStart = performance.now();
const made = await makeInvoices(period, null, now);
const madeMs = performance.now() - ownStart;
const heapAfterMaking = process.memoryUsage().heapUsed;
const mailed = await mailNewInvoices(now);
const ownMs = performance.now() - ownStart;
const heapAfter = process.memoryUsage().heapUsed;
const ownHwm = Number(fs.readFileSync("/proc/self/status", "utf8").match(/VmHWM:\s+(\d+)/)![1]) / 1024;
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(copyDir, { recursive: true, force: true });

const ms = (n: number) => `${n.toFixed(1)} ms`;
const sorted = (samples: number[]) => [...samples].sort((a, b) => a - b);
const line = (samples: number[], p: number) => `p50 ${ms(percentile(sorted(samples), 50))}  p${p} ${ms(percentile(sorted(samples), p))}  max ${ms(sorted(samples).at(-1) ?? 0)}  (${samples.length} probes)`;
console.log(`Invoicing ${PLAYERS.toLocaleString("en")} more academy children (${SIBLING_FAMILIES} two-child families, ${Math.ceil(PLAYERS / 20)} bursaries) for ${period}, ${os.cpus().length} CPUs`);
console.log(`  "Make invoices" answered 302 in ${ms(answeredMs)}: ${counts.invoices} invoices (${counts.siblings} with a sibling discount, ${counts.waived} with a bursary), ${counts.mails} invoice e-mails queued`);
console.log(`  server RSS before ${rssBefore.toFixed(0)} MB, peak sampled ${peakRss.toFixed(0)} MB, high-water mark ${hwm.toFixed(0)} MB`);
console.log(`  /healthz idle    ${line(idle.healthz, 99)}`);
console.log(`  /healthz during  ${line(busy.healthz, 99)}`);
console.log(`  GET / idle       ${line(idle.home, 95)}`);
console.log(`  GET / during     ${line(busy.home, 95)}`);
if (!made.ok || !mailed.ok) throw new Error("The in-process run failed");
console.log(
  `  in process: made ${made.run.created} in ${ms(madeMs)}, mailed ${mailed.families} families, ${ms(ownMs)} in all; heap +${((heapAfterMaking - heapBefore) / 2 ** 20).toFixed(1)} MB after making, +${((heapAfter - heapBefore) / 2 ** 20).toFixed(1)} MB after mailing (a collection may run between), process high-water mark ${ownHwm.toFixed(0)} MB`,
);
