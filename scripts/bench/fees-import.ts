// The fees statement import at the scale of a real academy (issue 43): a fresh seeded server gets 2,000
// academy children in 1,400 families, each with November's invoice, and the treasurer uploads a
// 10,000-row M-Pesa statement (the portal's CSV: preamble, quoted fields, thousands separators): 8,000
// Paybill payments in (7,000 with a good account number, 1,000 mistyped), 1,000 charges and 1,000
// failed payments. While it imports, 4 clients ask for /healthz and 4 for GET /, each 20 times a
// second, so the figures say whether the site keeps answering. Then the same file again (nothing to
// write). Reports the import's time, the server's peak memory, and /healthz p99 and GET / p95 during it.
//   npm run build && npx tsx scripts/bench/fees-import.ts [--rows=10000]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "~/db/client.server";
import { feeInvoices, guardians, playerGuardians, players } from "~/db/schema";
import { feeAccountNumber } from "~/utils/fee-account";
import { percentile, rssMb, staffSessionCookie, startBuiltServer } from "./lib";

const ROWS = Number(process.argv.find((a) => a.startsWith("--rows="))?.split("=")[1] ?? 10_000);
const CHILDREN = 2_000;
const PROBE_CLIENTS = 4;
// Visitors and a monitor, not a load test: 4 clients on each of the two URLs, 20 requests a second each.
const PROBE_EVERY_MS = 50;

/** 2,000 children, 1,400 guardians (600 of them with two children), November's invoice each. */
function seedAcademy(file: string): number[] {
  const db = openDatabase(file);
  try {
    return db.transaction((tx) => {
      const ids: number[] = [];
      let guardianId = 0;
      for (let i = 0; i < CHILDREN; i++) {
        if (i < 1_200 ? i % 2 === 0 : true) {
          guardianId = tx
            .insert(guardians)
            .values({ name: `Bench Parent ${i}`, email: `bench.fees.${i}@example.org`, phone: `+254 712 ${String(100_000 + i).slice(-6)}`, language: i % 4 === 0 ? "sw" : "en" })
            .returning({ id: guardians.id })
            .get().id;
        }
        const playerId = tx
          .insert(players)
          .values({ kind: "academy", name: `Child${i} Bench`, position: "Midfielder", age: 11, bio: "", imageUrl: "", dateOfBirth: "2015-03-04", gender: "female", mediaConsent: false })
          .returning({ id: players.id })
          .get().id;
        tx.insert(playerGuardians).values({ playerId, guardianId, relationship: "Mother" }).run();
        tx.insert(feeInvoices).values({ playerId, period: "2026-11", planAmount: 3000, amount: 3000, dueDate: "2026-11-10" }).run();
        ids.push(playerId);
      }
      return ids;
    });
  } finally {
    db.$client.close();
  }
}

const mistype = (account: string) => account.slice(0, 3) + String((Number(account[3]) + 1) % 10) + account.slice(4);
const money = (amount: number) => amount.toLocaleString("en-US", { minimumFractionDigits: 2 });

/** The portal's export: a preamble, the header, then `ROWS` rows. */
function statement(playerIds: number[]): string {
  const lines = [
    "Organisation Name:,RISING STARS FC",
    "Organisation Short Code:,174379",
    "Time Period:,01-11-2026 - 30-11-2026",
    "",
    "Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.",
  ];
  for (let i = 0; i < ROWS; i++) {
    const receipt = `TK${String(i).padStart(8, "0")}`;
    const day = String(1 + (i % 28)).padStart(2, "0");
    const time = `${day}-11-2026 ${String(6 + (i % 14)).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}:00`;
    const kind = i % 10;
    if (kind === 8) {
      lines.push(`${receipt},${time},${time},Business Charges,Completed,,30.00,"1,000,000.00",true,Charge,,,`);
    } else if (kind === 9) {
      lines.push(`${receipt},${time},${time},Pay Bill,Failed,"1,500.00",,"1,000,000.00",true,Pay Bill Online,"2547****${String(i % 1000).padStart(3, "0")} - JANE",,RS00000`);
    } else {
      const good = playerIds.length ? feeAccountNumber(playerIds[i % playerIds.length]) : "RS00000";
      const account = i % 10 < 6 || i % 10 === 7 ? good : mistype(good);
      lines.push(`${receipt},${time},${time},"Pay Bill from 2547****${String(i % 1000).padStart(3, "0")} - JANE W Acc. ${account}",Completed,"${money(1500)}",,"1,000,000.00",true,Pay Bill Online,"2547****${String(i % 1000).padStart(3, "0")} - JANE W",,${account}`);
    }
  }
  return `\ufeff${lines.join("\r\n")}\r\n`;
}

/** Clients asking for `url` every PROBE_EVERY_MS (or as soon as the last answer came) until `until()`; every latency in ms. */
async function probe(url: string, until: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  await Promise.all(
    Array.from({ length: PROBE_CLIENTS }, async () => {
      while (!until()) {
        const started = performance.now();
        try {
          const response = await fetch(url, { headers: { Accept: "text/html" } });
          await response.arrayBuffer();
        } catch {
          // A kept-alive connection the server closed as idle: counted like any other wait.
        }
        const took = performance.now() - started;
        samples.push(took);
        if (took < PROBE_EVERY_MS) await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS - took));
      }
    }),
  );
  return samples.sort((a, b) => a - b);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-bench-fees-import-"));
const server = await startBuiltServer(dataDir);
try {
  const dbFile = path.join(dataDir, "club.db");
  const playerIds = seedAcademy(dbFile);
  const csv = statement(playerIds);
  const cookie = await staffSessionCookie(server.url, "bench", "bench-password-123");
  const count = () => {
    const db = openDatabase(dbFile);
    try {
      return db.$client.prepare("SELECT (SELECT count(*) FROM fee_payments) AS payments, (SELECT count(*) FROM fee_allocations) AS allocations").get() as { payments: number; allocations: number };
    } finally {
      db.$client.close();
    }
  };
  const upload = async () => {
    const form = new FormData();
    form.set("intent", "import");
    form.set("statement", new Blob([csv], { type: "text/csv" }), "statement.csv");
    const started = performance.now();
    const response = await fetch(`${server.url}/admin/fees/import`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: server.url, "Sec-Fetch-Site": "same-origin" }, redirect: "manual" });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  // Warm the page and the probes' routes once.
  await (await fetch(`${server.url}/`)).arrayBuffer();
  const baseline = rssMb(server.pid);

  const runs: Array<{ label: string; status: number; ms: number; peak: number; healthP99: number; homeP95: number; probes: number; after: ReturnType<typeof count> }> = [];
  for (const label of ["first upload", "same file again"]) {
    let done = false;
    let peak = rssMb(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 25);
    const [result, health, home] = await Promise.all([
      upload().finally(() => (done = true)),
      probe(`${server.url}/healthz`, () => done),
      probe(`${server.url}/`, () => done),
    ]);
    clearInterval(sampler);
    runs.push({ label, ...result, peak, healthP99: percentile(health, 99), homeP95: percentile(home, 95), probes: health.length + home.length, after: count() });
  }

  console.log(`Fees statement import: ${ROWS.toLocaleString("en-US")} rows (${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(2)} MB) against ${CHILDREN.toLocaleString("en-US")} children with an invoice each; server RSS before ${baseline.toFixed(0)} MB`);
  for (const run of runs) {
    console.log(
      `  ${run.label.padEnd(16)} ${run.status === 302 ? "imported" : `answered ${run.status}`} in ${(run.ms / 1000).toFixed(2)} s · peak RSS ${run.peak.toFixed(0)} MB · /healthz p99 ${run.healthP99.toFixed(1)} ms · GET / p95 ${run.homeP95.toFixed(1)} ms (${run.probes} probe requests) · fee payments ${run.after.payments}, allocations ${run.after.allocations}`,
    );
  }
  const [first, second] = runs;
  console.log(`  the second upload changed nothing: ${first.after.payments === second.after.payments && first.after.allocations === second.after.allocations ? "yes" : "NO"}`);
} finally {
  server.stop();
}
