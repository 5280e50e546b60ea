// A local stand-in for a browser push service (Mozilla's autopush, Google's FCM): a real HTTPS server
// with a self-signed certificate that receives what web-push POSTs, checks the VAPID Authorization
// (RFC 8292: ES256 JWT, audience, expiry, signature against the key in `k=`) and decrypts the
// aes128gcm body (RFC 8291) with the subscriber's private key, as a browser would.
// The server under test must trust the certificate: start it with NODE_EXTRA_CA_CERTS=<certFile>.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
// @ts-expect-error http_ece ships no types
import ece from "http_ece";

export type Subscriber = {
  endpoint: string;
  p256dh: string;
  auth: string;
  ecdh: crypto.ECDH;
  authSecret: Buffer;
};

export type ReceivedPush = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted body (JSON the app sends). */
  payload: { title: string; body: string; icon?: string; image?: string; data: { url: string; notificationId: number } };
  jwt: { aud: string; exp: number; sub: string };
  /** The `k=` of the Authorization header: the server's VAPID public key. */
  vapidKey: string;
};

/**
 * What the endpoint answers, chosen by the first path segment:
 *   /ok/…    201
 *   /gone/…  410 (the browser unsubscribed)
 *   /busy/…  429 with Retry-After: 1 the first time, then 201
 *   /slow/…  201 after `slowMs`
 *   /error/… 500 with Retry-After: 0 every time
 */
export type PushEndpoint = {
  base: string;
  certFile: string;
  received: ReceivedPush[];
  /** Requests that failed the VAPID or decryption checks (should stay empty). */
  rejected: string[];
  /** Every request seen, by path, including refused ones. */
  attempts: Map<string, number>;
  subscriber: (kind: "ok" | "gone" | "busy" | "slow" | "error") => Subscriber;
  close: () => Promise<void>;
};

const b64url = (buffer: Buffer) => buffer.toString("base64url");

function selfSignedCertificate(dir: string) {
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
    "-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=127.0.0.1",
    "-addext", "subjectAltName=IP:127.0.0.1",
  ], { stdio: "ignore" });
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert), certFile: cert };
}

/** Checks `vapid t=<jwt>, k=<key>`; returns the claims or throws. */
function verifyVapid(authorization: string | undefined, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`Authorization is not VAPID: ${authorization}`);
  const [, token, key] = match;
  const [headerPart, claimsPart, signaturePart] = token.split(".");
  const header = JSON.parse(Buffer.from(headerPart, "base64url").toString());
  const claims = JSON.parse(Buffer.from(claimsPart, "base64url").toString());
  if (header.alg !== "ES256") throw new Error(`JWT alg ${header.alg}`);
  if (claims.aud !== audience) throw new Error(`JWT aud ${claims.aud}, expected ${audience}`);
  const now = Math.floor(Date.now() / 1000);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`JWT exp ${claims.exp} out of range`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`JWT sub ${claims.sub}`);
  const raw = Buffer.from(key, "base64url");
  const publicKey = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: "jwk",
  });
  const valid = crypto.verify(
    "sha256",
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signaturePart, "base64url"),
  );
  if (!valid) throw new Error("JWT signature does not verify against k=");
  return { claims, key };
}

export async function startPushEndpoint({ slowMs = 400 } = {}): Promise<PushEndpoint> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-push-"));
  const { key, cert, certFile } = selfSignedCertificate(dir);
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const attempts = new Map<string, number>();
  let base = "";

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const url = req.url ?? "/";
      const seen = (attempts.get(url) ?? 0) + 1;
      attempts.set(url, seen);
      const kind = url.split("/")[1];
      const answer = (status: number, headers: Record<string, string> = {}) => {
        res.writeHead(status, headers);
        res.end();
      };
      if (kind === "gone") return answer(410);
      if (kind === "error") return answer(500, { "Retry-After": "0" });
      if (kind === "busy" && seen === 1) return answer(429, { "Retry-After": "1" });
      const subscriber = subscribers.get(url);
      try {
        if (!subscriber) throw new Error(`No subscriber at ${url}`);
        const { claims, key: vapidKey } = verifyVapid(req.headers.authorization, base);
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error(`Content-Encoding ${req.headers["content-encoding"]}`);
        const plain: Buffer = ece.decrypt(Buffer.concat(chunks), {
          version: "aes128gcm",
          privateKey: subscriber.ecdh,
          authSecret: subscriber.authSecret,
        });
        received.push({ path: url, headers: req.headers, payload: JSON.parse(plain.toString("utf8")), jwt: claims, vapidKey });
      } catch (error) {
        rejected.push(`${url}: ${(error as Error).message}`);
        return answer(400);
      }
      if (kind === "slow") setTimeout(() => answer(201), slowMs);
      else answer(201);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `https://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  let sequence = 0;
  return {
    base,
    certFile,
    received,
    rejected,
    attempts,
    subscriber(kind) {
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      const pathname = `/${kind}/${process.pid}-${++sequence}-${crypto.randomBytes(4).toString("hex")}`;
      const subscriber = { endpoint: base + pathname, p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret), ecdh, authSecret };
      subscribers.set(pathname, subscriber);
      return subscriber;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };
}
