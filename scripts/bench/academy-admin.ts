// Scale benchmark of the academy admin: list page latency with search and filter, CSV export memory.
//   npm run build
//   DATA_DIR=/tmp/rsfc-bench npx tsx scripts/bench/seed-registrations.ts 100000
//   DATA_DIR=/tmp/rsfc-bench npx tsx scripts/bench/academy-admin.ts
import { adminToken, rssMb, startBuiltServer, timeRequests } from "./lib";

const dataDir = process.env.DATA_DIR ?? "/tmp/rsfc-bench";
const server = await startBuiltServer(dataDir);
try {
  const token = await adminToken(server.url);
  const auth = { Authorization: `Bearer ${token}` };
  const scenarios = [
    "/academy-admin",
    "/academy-admin?status=pending",
    "/academy-admin?q=otieno",
    "/academy-admin?q=mwangi&status=approved",
    "/academy-admin?q=kilimani.zzz&status=rejected",
    "/academy-admin?q=wanjiru&status=pending&page=20",
    "/api/academy-registrations?q=njeri&status=pending&limit=20",
    // Short searches (names beginning with the letters, name indexes): common and rare, and a very
    // common trigram.
    "/academy-admin?q=an",
    "/academy-admin?q=a",
    "/academy-admin?q=zq",
    "/academy-admin?q=k&status=pending&page=5",
    "/academy-admin?q=ann&status=pending",
  ];
  console.log(`Admin list latency, 200 sequential requests each (ms), data: ${dataDir}`);
  for (const path of scenarios) {
    const { p50, p95, max } = await timeRequests(server.url + path, auth);
    console.log(`  ${path.padEnd(52)} p50 ${p50.toFixed(1).padStart(6)}  p95 ${p95.toFixed(1).padStart(6)}  max ${max.toFixed(1).padStart(6)}`);
  }

  for (const path of ["/academy-admin/export.csv?status=rejected", "/academy-admin/export.csv"]) {
    const baseline = rssMb(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
    const start = performance.now();
    const response = await fetch(server.url + path, { headers: auth });
    let bytes = 0;
    let rows = 0;
    const reader = response.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
      for (const byte of chunk.value) if (byte === 10) rows++;
    }
    clearInterval(sampler);
    console.log(
      `CSV ${path}: ${rows - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${((performance.now() - start) / 1000).toFixed(2)} s; ` +
        `server RSS ${baseline.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`,
    );
  }
} finally {
  server.stop();
}
