// Starts the built server (build/server.js) on a random port with a temporary data directory, the
// way production runs it, and gives tests a small HTTP client that keeps cookies.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { raisedClientLimits } from "~/config/client-limits";
import type { Role, UserInput } from "../support/factories";
import { insertSession, insertUser, SESSION_COOKIE, signedSessionCookieValue, type TestUser } from "../support/sessions";
import { startPushEndpoint, type PushEndpoint } from "../support/push-endpoint";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

export const ADMIN = { username: "coach-admin", password: "integration-pass-2026" };

export type TestServer = {
  url: string;
  dataDir: string;
  /** The server's SQLite file (DATA_DIR/club.db). */
  dbFile: string;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/**
 * Starts a server on `dataDir`, or on a new directory copied from the template the integration project's
 * global setup made (migrated, seeded, with the ADMIN user; template-data-dir.ts). With `firstStart`, or
 * when the test sets the first admin itself, the new directory is empty: the server's first start is
 * what the test is about.
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
  { firstStart = "ADMIN_USERNAME" in env || "ADMIN_PASSWORD" in env }: { firstStart?: boolean } = {},
): Promise<TestServer> {
  const dir = dataDir ?? newDataDir(firstStart);
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: "0",
      DATA_DIR: dir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // Every request comes from one address: the per-client limits are raised, and a test of one limit
      // sets that limit itself.
      ...raisedClientLimits(),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 30_000);
    const onData = () => {
      const match = output.match(/listening on (http:\/\/localhost:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });

  return {
    url,
    dataDir: dir,
    dbFile: path.join(dir, "club.db"),
    child,
    output: () => output,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      }),
  };
}

function newDataDir(empty: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-it-"));
  if (!empty) fs.cpSync(inject("integrationTemplateDir"), dir, { recursive: true });
  return dir;
}

/**
 * fetch against one server that remembers cookies like a browser (no redirects followed). With
 * `clientIp`, every request comes from that address (as fly's proxy reports it in Fly-Client-IP: the
 * server must run with FLY_APP_NAME set to believe it).
 */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly clientIp?: string,
  ) {}

  async request(pathname: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.clientIp && !headers.has("Fly-Client-IP")) headers.set("Fly-Client-IP", this.clientIp);
    if (this.cookies.size && !headers.has("Cookie")) {
      headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    const response = await fetch(new URL(pathname, this.baseUrl), { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, ...rest] = pair.split("=");
      const value = rest.join("=");
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  get(pathname: string, init: RequestInit = {}) {
    return this.request(pathname, { ...init, method: "GET" });
  }

  postForm(pathname: string, fields: Record<string, string>, init: RequestInit = {}) {
    return this.request(pathname, {
      ...init,
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(init.headers as object) },
    });
  }

  postJson(pathname: string, body: unknown, init: RequestInit = {}) {
    return this.request(pathname, {
      ...init,
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", ...(init.headers as object) },
    });
  }

  async logIn(username = ADMIN.username, password = ADMIN.password) {
    const response = await this.postForm("/admin-login", { username, password });
    if (response.status !== 302) throw new Error(`Login failed with ${response.status}`);
    return response;
  }
}

/**
 * A page's markup without its scripts: the page carries its translations in its script data, so a
 * text it does not show may still be in the scripts.
 */
export const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/gi, "");

/** Runs a read query against the server's database (a connection of its own, closed at once). */
export function queryDb<T>(server: TestServer, sql: string, ...params: unknown[]): T[] {
  const db = new Database(server.dbFile, { fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The sign-in link in the newest mail to `email` the server wrote to its outbox (no SMTP_URL in tests). */
export async function memberSignInLink(server: TestServer, email: string): Promise<string> {
  const outbox = path.join(server.dataDir, "outbox");
  const find = () => {
    if (!fs.existsSync(outbox)) return undefined;
    const mails = fs
      .readdirSync(outbox)
      .filter((file) => file.endsWith(".eml"))
      .map((file) => fs.readFileSync(path.join(outbox, file), "utf8"))
      .filter((raw) => raw.includes(`To: ${email}`));
    const text = mails.map((raw) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=")).join("\n");
    return /\/membership\/sign-in\?token=[\w-]+/.exec(text)?.[0];
  };
  await expect.poll(find, { timeout: 30_000 }).toBeTruthy();
  return find()!;
}

/** A client signed in as the fan member with this e-mail, by the link in their welcome mail. */
export async function signedInMember(server: TestServer, email: string): Promise<Client> {
  const link = await memberSignInLink(server, email);
  const client = new Client(server.url);
  expect((await client.get(link)).status).toBe(200);
  const signIn = await client.postForm("/membership/sign-in", { intent: "sign-in", token: new URL(link, server.url).searchParams.get("token")! });
  expect(signIn.status).toBe(302);
  expect(client.cookies.has("member")).toBe(true);
  return client;
}

/** An order placed through the shop's API by a new visitor (one seeded product 1 in size M): its id and link. */
export async function placeOrderByApi(server: TestServer, customer: { name: string; email: string; phone?: string }, buyer = new Client(server.url)) {
  expect((await buyer.postJson("/api/cart", { merchandiseId: 1, size: "M", quantity: 1 })).status).toBe(201);
  const [{ price }] = queryDb<{ price: number }>(server, "SELECT price FROM merchandise WHERE id = 1");
  const placed = await buyer.postJson("/api/create-payment-intent", { amount: price, customerInfo: { ...customer, address: "Lavington, Nairobi" } });
  expect(placed.status).toBe(201);
  return { response: placed, ...((await placed.clone().json()) as { orderId: number; orderUrl: string }) };
}

/** The birth certificates stored on the server's local disk (their `.type` side files left out). */
export function certificateFiles(server: TestServer): string[] {
  const dir = path.join(server.dataDir, "uploads", "birth-certificates");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => !file.endsWith(".type")) : [];
}

/** Adds an admin-area user (a fresh `buildUser()`, staff unless `role` says otherwise) to the server's database. */
export function createUser(server: TestServer, overrides: Partial<UserInput> = {}): Promise<TestUser> {
  return insertUser(server.dbFile, overrides);
}

/** A new user of this role, and a client signed in as them through the real login form post. */
export async function logInAs(server: TestServer, role: Role): Promise<{ client: Client; user: TestUser }> {
  const user = await createUser(server, { role });
  const client = new Client(server.url);
  await client.logIn(user.username, user.password);
  return { client, user };
}

/**
 * A client signed in as `userId` without the login form (no password hashing: cheap enough for a
 * session per request): a session row, and the cookie signed with the secret the server generated in
 * its data directory (a server started with SESSION_SECRET has none there).
 */
export async function clientWithSession(server: TestServer, userId: number): Promise<Client> {
  const secret = fs.readFileSync(path.join(server.dataDir, "session-secret"), "utf8").trim();
  const client = new Client(server.url);
  client.cookies.set(SESSION_COOKIE, await signedSessionCookieValue(insertSession(server.dbFile, userId), [secret]));
  return client;
}

/**
 * Declares a body of `declaredBytes` but sends only its first bytes, and returns the answer: shows
 * that the server refuses an oversized body from its headers, without reading it.
 */
export function postDeclaredLength(
  baseUrl: string,
  pathname: string,
  declaredBytes: number,
  headers: Record<string, string> = {},
) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const request = http.request(new URL(pathname, baseUrl), {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(declaredBytes), ...headers },
    });
    request.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body });
        request.destroy();
      });
    });
    request.on("error", reject);
    request.write("--x\r\n");
  });
}

/**
 * A native form post as a browser without JavaScript sends it (Sec-Fetch-Mode: navigate). fetch() cannot
 * send that header (it is forbidden), so this uses node:http.
 */
export function postNativeForm(
  baseUrl: string,
  pathname: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams(fields).toString();
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(new URL(pathname, baseUrl), {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
        "Sec-Fetch-Mode": "navigate",
        "Sec-Fetch-Site": "same-origin",
        ...headers,
      },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Runs the admin:create script against a running test server's data: adds the user, or resets its password. */
export async function runAdminCreate(server: TestServer, user: { username: string; password: string; role: Role }) {
  await promisify(execFile)(process.execPath, ["build/scripts/admin-create.js", "--username", user.username, "--role", user.role], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, DATA_DIR: server.dataDir, ADMIN_PASSWORD: user.password },
  });
  return user;
}

export type FileServer = {
  server: TestServer;
  smtp: TestSmtpServer | undefined;
  push: PushEndpoint | undefined;
  staff: Client | undefined;
};

/**
 * One test file's server: started before the file's tests and stopped after them. With `smtp`, a real
 * SMTP server starts first and the server sends through it (quick retries); with `push`, a local push
 * service starts first and the server trusts its certificate (the file still names the push hosts it
 * allows in PUSH_ENDPOINT_HOSTS); with `signInAs`, a client signed in as a new user of that role comes
 * with it. `started` receives them once they run.
 */
export function startServerForFile(
  {
    env = {},
    smtp: withSmtp = false,
    push: withPush = false,
    signInAs,
  }: { env?: Record<string, string>; smtp?: boolean; push?: boolean; signInAs?: Role },
  started: (file: FileServer) => void,
) {
  let server: TestServer | undefined;
  let smtp: TestSmtpServer | undefined;
  let push: PushEndpoint | undefined;
  beforeAll(async () => {
    if (withSmtp) smtp = await startSmtpServer();
    if (withPush) push = await startPushEndpoint();
    server = await startServer({
      ...(smtp ? { SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: "100" } : {}),
      ...(push ? { NODE_EXTRA_CA_CERTS: push.certFile } : {}),
      ...env,
    });
    const staff = signInAs ? (await logInAs(server, signInAs)).client : undefined;
    started({ server, smtp, push, staff });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await push?.close();
  });
}

/** A port nothing listens on now: for a server whose own address must be known before it starts. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port: free } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}
