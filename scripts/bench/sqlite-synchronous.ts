// The cost of synchronous=FULL against NORMAL (ADR 0010): 1,000 single-row inserts, each its own
// transaction as the app commits them, into a migrated club database in WAL mode.
//   npx tsx scripts/bench/sqlite-synchronous.ts [inserts=1000] [rounds=3] [dir=./data/bench-synchronous]
// The directory must be on the disk the real data lives on: on a RAM disk (tmpfs) fsync costs nothing.
import fs from "node:fs";
import path from "node:path";
import { migrateDatabase, openDatabase } from "~/db/client.server";
import { percentile } from "./lib";

const inserts = Number(process.argv[2] ?? 1000);
const rounds = Number(process.argv[3] ?? 3);
const dir = path.resolve(process.argv[4] ?? "data/bench-synchronous");

type Mode = "NORMAL" | "FULL";

/** Milliseconds for `inserts` autocommitted inserts (a registration and a contact message, alternately). */
function run(mode: Mode, round: number) {
  const file = path.join(dir, `${mode.toLowerCase()}-${round}.db`);
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  const db = openDatabase(file);
  migrateDatabase(db);
  const sqlite = db.$client;
  sqlite.pragma(`synchronous = ${mode}`);
  const registration = sqlite.prepare(
    `INSERT INTO academy_registrations (player_name, date_of_birth, gender, position, experience,
       parent_guardian_name, relationship, phone_number, email, address, emergency_contact_name,
       emergency_contact_phone, training_days, goals, terms_agreed, media_consent)
     VALUES (?, '2014-03-01', 'female', 'Midfielder', 'Beginner - No previous experience', 'Ruth Njeri',
       'Mother', '+254711000111', ?, 'Kasarani, Nairobi', 'Paul Njeri', '+254711000222', '["Saturday"]',
       'Enjoy football and make friends', 1, 0)`,
  );
  const contact = sqlite.prepare("INSERT INTO contact_messages (name, email, message) VALUES (?, ?, ?)");
  const samples: number[] = [];
  const start = performance.now();
  for (let i = 0; i < inserts; i++) {
    const t = performance.now();
    if (i % 2) contact.run(`Visitor ${i}`, `visitor${i}@example.com`, "When is the next trial day?");
    else registration.run(`Player ${round}-${i}`, `parent${i}@example.com`);
    samples.push(performance.now() - t);
  }
  const total = performance.now() - start;
  sqlite.close();
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  samples.sort((a, b) => a - b);
  return { total, p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

fs.mkdirSync(dir, { recursive: true });
const results: Record<Mode, ReturnType<typeof run>[]> = { NORMAL: [], FULL: [] };
for (let round = 0; round < rounds; round++) {
  // Alternate the modes so that a burst of load on the machine does not favour one of them.
  for (const mode of round % 2 ? (["FULL", "NORMAL"] as const) : (["NORMAL", "FULL"] as const)) {
    const result = run(mode, round);
    results[mode].push(result);
    console.log(
      `round ${round + 1} ${mode.padEnd(6)} ${inserts} inserts: ${result.total.toFixed(0)} ms ` +
        `(per insert p50 ${result.p50.toFixed(3)} ms, p99 ${result.p99.toFixed(3)} ms)`,
    );
  }
}
try {
  fs.rmdirSync(dir); // only when empty: each run removed its own files
} catch {
  // another run's files are still there: leave the folder
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const normal = median(results.NORMAL.map((r) => r.total));
const full = median(results.FULL.map((r) => r.total));
console.log(
  `median of ${rounds}: NORMAL ${normal.toFixed(0)} ms (${(normal / inserts).toFixed(3)} ms/insert), ` +
    `FULL ${full.toFixed(0)} ms (${(full / inserts).toFixed(3)} ms/insert), FULL/NORMAL ×${(full / normal).toFixed(1)}`,
);
