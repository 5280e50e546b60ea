// Fan-out benchmark of push delivery: 10,000 subscriptions on a local HTTPS push service, one general
// notification, measured from the admin's POST to the last delivery.
//   npm run build && npx tsx scripts/bench/push-fanout.ts [subscriptions]
// Reports the fan-out time, the server's peak RSS, and the event-loop delay while sending (seen from
// outside as the latency of /healthz, probed every 20 ms: the server answers it only between tasks).
// The push service answers 201 at once; it decrypts one message in 100 (RFC 8291) to prove the bytes
// are real web-push messages, without taking the CPU the server needs.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
// @ts-expect-error http_ece ships no types
import ece from "http_ece";
import { adminToken, cpuSeconds, percentile, startBuiltServer } from "./lib";

const total = Number(process.argv[2] ?? 10_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-push-bench-"));

// The push service: self-signed certificate, trusted by the server through NODE_EXTRA_CA_CERTS.
const keyFile = path.join(dataDir, "key.pem");
const certFile = path.join(dataDir, "cert.pem");
execFileSync("openssl", [
  "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
  "-keyout", keyFile, "-out", certFile, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
], { stdio: "ignore" });
const ecdh = crypto.createECDH("prime256v1");
ecdh.generateKeys();
const authSecret = crypto.randomBytes(16);
let received = 0;
let decrypted = 0;
let lastAt = 0;
const push = https.createServer({ key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) }, (req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    received++;
    lastAt = performance.now();
    if (received % 100 === 1) {
      const plain = JSON.parse(ece.decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: ecdh, authSecret }).toString());
      if (plain.title === "Fan-out benchmark") decrypted++;
    }
    res.writeHead(201);
    res.end();
  });
});
await new Promise<void>((resolve) => push.listen(0, "127.0.0.1", resolve));
const pushPort = (push.address() as { port: number }).port;

const server = await startBuiltServer(dataDir, { NODE_EXTRA_CA_CERTS: certFile, PUSH_ENDPOINT_HOSTS: "127.0.0.1" });
try {
  // 10,000 subscribers written straight into the database (the API is not what is measured here).
  const db = new Database(path.join(dataDir, "club.db"));
  const insert = db.prepare("INSERT INTO push_subscriptions (endpoint, p256dh, auth, preferences) VALUES (?, ?, ?, ?)");
  const p256dh = ecdh.getPublicKey().toString("base64url");
  const auth = authSecret.toString("base64url");
  db.transaction(() => {
    for (let i = 0; i < total; i++) insert.run(`https://127.0.0.1:${pushPort}/wpush/${i}`, p256dh, auth, '["general"]');
  })();
  db.close();

  const token = await adminToken(server.url);
  const probe = async () => {
    const start = performance.now();
    await (await fetch(`${server.url}/healthz`)).arrayBuffer();
    return performance.now() - start;
  };
  const idle: number[] = [];
  for (let i = 0; i < 50; i++) idle.push(await probe());

  // CPU seconds the server and this process use (not inflated by the machine's other load as wall-clock time is).
  const serverCpu = () => cpuSeconds(server.pid);
  const cpuBefore = serverCpu();
  const ownCpuBefore = process.cpuUsage();
  const started = performance.now();
  const response = await fetch(`${server.url}/api/send-push-notification`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: "Fan-out benchmark", body: "Kick-off moved to 15:00. See you at Ngong Road!", type: "general" }),
  });
  const answeredMs = performance.now() - started;
  const notification = (await response.json()) as { id: number; recipientCount: number };
  if (response.status !== 202) throw new Error(`send answered ${response.status}: ${JSON.stringify(notification)}`);

  const busy: number[] = [];
  let peakRss = 0;
  const readDb = new Database(path.join(dataDir, "club.db"), { readonly: true });
  const status = readDb.prepare("SELECT status, delivered_count AS delivered, failed_count AS failed FROM notifications WHERE id = ?");
  let row = status.get(notification.id) as { status: string; delivered: number; failed: number };
  while (row.status === "sending") {
    busy.push(await probe());
    const rss = Number(fs.readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)![1]) / 1024;
    peakRss = Math.max(peakRss, rss);
    await new Promise((resolve) => setTimeout(resolve, 20));
    row = status.get(notification.id) as typeof row;
    if (performance.now() - started > 180_000) throw new Error("gave up after 180 s");
  }
  const finishedMs = performance.now() - started;
  const cpuUsed = serverCpu() - cpuBefore;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const hwm = Number(fs.readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmHWM:\s+(\d+)/)![1]) / 1024;
  readDb.close();

  idle.sort((a, b) => a - b);
  busy.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`Push fan-out: ${total.toLocaleString("en")} subscriptions, ${os.cpus().length} CPUs, concurrency ${process.env.PUSH_CONCURRENCY ?? 50}`);
  console.log(`  send API answered (202, ${notification.recipientCount} recipients)  ${ms(answeredMs)}`);
  console.log(`  last message received by the push service   ${ms(lastAt - started)}`);
  console.log(`  notification row final (${row.status}, ${row.delivered} delivered, ${row.failed} failed)  ${ms(finishedMs)}`);
  console.log(`  server CPU time while sending ${cpuUsed.toFixed(1)} s (main thread and encryption workers); push service + probes ${((ownCpu.user + ownCpu.system) / 1e6).toFixed(1)} s`);
  console.log(`  load average at the end ${os.loadavg().map((n) => n.toFixed(1)).join(" / ")}`);
  console.log(`  messages received ${received}, sampled and decrypted ${decrypted}`);
  console.log(`  server RSS: peak while sending ${peakRss.toFixed(0)} MB, high-water mark ${hwm.toFixed(0)} MB`);
  console.log(`  /healthz latency idle:    p50 ${ms(percentile(idle, 50))}  p99 ${ms(percentile(idle, 99))}  max ${ms(idle.at(-1)!)}`);
  console.log(`  /healthz latency sending: p50 ${ms(percentile(busy, 50))}  p99 ${ms(percentile(busy, 99))}  max ${ms(busy.at(-1)!)}  (${busy.length} probes)`);
} finally {
  server.stop();
  push.close();
  push.closeAllConnections();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
