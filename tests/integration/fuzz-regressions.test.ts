// Requests the fuzz suite (fuzz.test.ts) once answered with a 500, a hang or a stalled connection,
// kept as plain cases so that they stay fixed whatever seed the fuzzer draws.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, Client, startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const form = (body: string) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body,
  // A hang, not a slow answer: a loaded machine may take seconds, a stuck parser takes forever.
  signal: AbortSignal.timeout(60_000),
});

describe("paths with a malformed %-escape, or that decode into an unparseable URL", () => {
  it("are a 400, not a 500", async () => {
    for (const [method, path] of [
      ["GET", "/api/academy-registrations/%E0%A4%A"],
      ["POST", "/%E0%A4%A/-1"],
      ["GET", "/academy-registration/%"],
      // "/\%6": the renderer read it as "//%6", a URL with the host "%6".
      ["GET", "/%5C%256"],
      ["POST", "//%5C%256"],
    ]) {
      // Joined as text: resolving "//…" against the server's URL would make it a host.
      const response = await fetch(server.url + path, { method });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(await response.json()).toEqual({ message: "Bad Request" });
    }
  });
});

describe("form field names conform would expand", () => {
  // Each of these once took the server down: a stack overflow (500) or minutes of blocked event loop.
  const hostile = {
    "a name 6,000 levels deep": `${"goals" + ".a".repeat(6000)}=x`,
    "a list index of 100 million": "goals[99999999]=x",
    "40,000 repeats of one name": "name=1&".repeat(40_000),
    "an intent that is not JSON": "__intent__=%7B&name=x",
    "an intent on a field that is not a list": `name=x&__intent__=${encodeURIComponent(
      JSON.stringify({ type: "insert", payload: { name: "name" } })
    )}`,
    "an intent with a huge index": `__intent__=${encodeURIComponent(
      JSON.stringify({ type: "update", payload: { name: "goals", index: 5_000_000, value: "x" } })
    )}`,
    "a deeply nested state": `__state__=${"[".repeat(3000)}${"]".repeat(3000)}`,
  };

  for (const path of ["/?index", "/academy-registration", "/admin-login"]) {
    it(`are refused by ${path}`, async () => {
      const client = new Client(server.url);
      for (const [what, body] of Object.entries(hostile)) {
        // Refused at all (the form's abort signal ends a request that hangs): how fast is the bench's business.
        const response = await client.request(path, form(body));
        await response.arrayBuffer();
        expect(response.status, `${what} → ${path}`).toBe(400);
      }
    });
  }

  it("still lets the real forms through", async () => {
    const response = await new Client(server.url).request(
      "/?index",
      form("name=Amani&email=amani%40example.com&message=Hello+coach")
    );
    expect(response.status).toBe(200);
  });
});

describe("a body the route answers without reading", () => {
  it("does not stall the next request on the same keep-alive connection", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const request = http.request(new URL(server.url + path), {
          method,
          headers,
          agent,
          // A stalled connection never answers; a loaded machine still answers within this.
          signal: AbortSignal.timeout(30_000),
        });
        request.on("response", (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
        });
        request.on("error", reject);
        request.end(body);
      });
    try {
      // 415 from the route, 405 from Remix: neither reads the 200 KB body.
      const body = Buffer.alloc(200_000, "a");
      expect(
        (
          await send(
            "POST",
            "/api/contact",
            { "Content-Type": "text/plain", "Content-Length": String(body.length) },
            body
          )
        ).status
      ).toBe(415);
      expect(
        (await send("PUT", "/api/stats", { "Content-Type": "text/plain", "Content-Length": String(body.length) }, body))
          .status
      ).toBe(405);
      const next = await send("GET", "/api/stats", {});
      expect(next).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});

describe("a redirect target whose host cannot be parsed", () => {
  it("falls back to the dashboard after login and on the login page", async () => {
    const anonymous = new Client(server.url);
    const login = await anonymous.postForm("/admin-login", { ...ADMIN, redirectTo: "//[" });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/admin-dashboard");
    const again = await anonymous.get("/admin-login?redirectTo=%2F%2F%5B");
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/admin-dashboard");
  });
});

describe("legacy ?_data requests (clients before single fetch)", () => {
  it("are a 400 with a message, even on a route whose loader returns null", async () => {
    for (const [method, path] of [
      ["HEAD", "/admin-login?_data="],
      ["GET", "/admin-login?_data=routes%2Fadmin-login"],
      ["GET", "/?_data=root"],
      ["POST", "/admin-login?_data=up"],
      ["POST", "//%E0%A4%A?_data=x"], // a path that is not a URL on its own
    ]) {
      const response = await fetch(server.url + path, { method, redirect: "manual" });
      expect(response.status, `${method} ${path}`).toBe(400);
      if (method !== "HEAD") {
        expect(await response.json()).toEqual({ message: "Unsupported data request. Please reload the page." });
      }
    }
  });
});
