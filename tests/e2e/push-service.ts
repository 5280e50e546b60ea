// The e2e suite's push service: the local stand-in of tests/support/push-endpoint.ts (VAPID checked, every
// message decrypted with the subscriber's key, as a browser's push service and browser would). The site
// under test trusts its certificate (playwright.config.ts sets NODE_EXTRA_CA_CERTS to E2E.pushCertFile).
// Tests talk to it over plain HTTP on E2E.pushControlPort (tests/e2e/push-inbox.ts):
//   POST /subscribers          a new subscriber: { endpoint, p256dh, auth } to register with the site
//   GET  /received?endpoint=…  the decrypted payloads that endpoint received, oldest first
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { startPushEndpoint } from "../support/push-endpoint";
import { E2E } from "./e2e-env";

const push = await startPushEndpoint();
fs.rmSync(path.dirname(E2E.pushCertFile), { recursive: true, force: true });
fs.mkdirSync(path.dirname(E2E.pushCertFile), { recursive: true });
fs.copyFileSync(push.certFile, E2E.pushCertFile);

const control = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (req.method === "POST" && url.pathname === "/subscribers") {
    const { endpoint, p256dh, auth } = push.subscriber("ok");
    return answer(201, { endpoint, p256dh, auth });
  }
  if (req.method === "GET" && url.pathname === "/received") {
    const endpoint = url.searchParams.get("endpoint") ?? "";
    return answer(200, { payloads: push.received.filter((m) => endpoint === push.base + m.path).map((m) => m.payload), rejected: push.rejected });
  }
  if (url.pathname === "/healthz") return answer(200, { ok: true });
  answer(404, { message: "Not found" });
});
await new Promise<void>((resolve) => control.listen(E2E.pushControlPort, "127.0.0.1", resolve));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    control.close();
    void push.close().then(() => process.exit(0));
  });
}
