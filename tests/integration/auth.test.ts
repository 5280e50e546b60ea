import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSections } from "~/config/admin-sections";
import { ADMIN, Client, logInAs, postNativeForm, startServer, type TestServer, withoutScripts } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const openDb = () => new Database(path.join(server.dataDir, "club.db"));

function decodeToast(client: Client) {
  const raw = client.cookies.get("toast");
  if (!raw) return null;
  // Signed cookie session: base64(JSON) + "." + signature; remix-toast flashes under "toast".
  const payload = decodeURIComponent(raw).split(".")[0];
  const data = JSON.parse(decodeURIComponent(escape(Buffer.from(payload, "base64").toString("latin1"))));
  return data.__flash_flash__ ?? null;
}

describe("login form", () => {
  it("logs in, sets a hardened session cookie and lands on the dashboard with a toast", async () => {
    const client = new Client(server.url);
    const response = await client.postForm("/admin-login", { ...ADMIN, redirectTo: "" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin-dashboard");
    const sessionCookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i); // plain-http quick start
    expect(sessionCookie).toMatch(/Max-Age=43200/); // the 12-hour absolute lifetime
    expect(decodeToast(client)?.toast).toMatchObject({
      message: "Login Successful",
      description: "Welcome to the admin dashboard.",
      type: "success",
    });

    const dashboard = await client.get("/admin-dashboard");
    expect(dashboard.status).toBe(200);
    const html = withoutScripts(await dashboard.text());
    expect(html).toContain(ADMIN.username);
    expect(html).toContain("Login Successful");
    expect(html).toContain("Website Status");
    expect(html).toContain("Active Sessions");
    // Tiles come from the section registry: built sections are links, the others say "Coming soon".
    for (const section of adminSections.filter((s) => s.id !== "dashboard")) {
      expect(html).toContain(section.title.replaceAll("&", "&amp;"));
      if (section.built) expect(html).toContain(`href="${section.href}"`);
      else expect(html).not.toContain(`href="${section.href}"`);
    }
    expect(html.includes("Coming soon")).toBe(adminSections.some((s) => !s.built));
    // The flash toast is shown once.
    expect(await (await client.get("/admin-dashboard")).text()).not.toContain("Login Successful");
  });

  it("gives the same answer for an unknown user and a wrong password", async () => {
    const answers = [];
    for (const credentials of [
      { username: "nobody-here", password: "whatever-123" },
      { username: ADMIN.username, password: "wrong-password" },
    ]) {
      const client = new Client(server.url);
      const response = await client.postForm("/admin-login", credentials);
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain("Invalid credentials. Please try again.");
      expect(html).not.toContain(credentials.password);
      expect(client.cookies.has("__session")).toBe(false);
      answers.push(decodeToast(client)?.toast);
    }
    expect(answers[0]).toEqual({ message: "Login Failed", description: "Invalid credentials. Please try again.", type: "error" });
    expect(answers[1]).toEqual(answers[0]);
  });

  it("shows the failure toast in the same page for a native (no-JS) form post", async () => {
    const response = await postNativeForm(server.url, "/admin-login", {
      username: ADMIN.username,
      password: "wrong-password",
    });
    expect(response.status).toBe(401);
    expect(response.body).toContain("Login Failed");
    expect(response.body).toContain("Invalid credentials. Please try again.");
    // Shown now, so nothing is left in a cookie to pop up again on the next page.
    expect(response.headers["set-cookie"] ?? []).toEqual([]);
  });

  it("requires both fields", async () => {
    const response = await new Client(server.url).postForm("/admin-login", { username: "", password: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Username is required");
    expect(html).toContain("Password is required");
  });

  it("never shows credential hints on the login page", async () => {
    const html = await (await new Client(server.url).get("/admin-login")).text();
    expect(html).toContain("Username");
    expect(html).toContain("Password");
    expect(html).not.toContain(ADMIN.password);
    expect(html).not.toMatch(/default credentials|admin123|password:\s*\w/i);
  });

  it("issues a new session id at every login and retires the old one", async () => {
    const client = new Client(server.url);
    await client.logIn();
    const first = client.cookies.get("__session");
    await client.logIn();
    const second = client.cookies.get("__session");
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const stale = await new Client(server.url).get("/admin-dashboard", { headers: { Cookie: `__session=${first}` } });
    expect(stale.status).toBe(302);
    expect((await client.get("/admin-dashboard")).status).toBe(200);
  });

  it("brings the visitor back to a safe redirectTo, and ignores off-site ones", async () => {
    const anonymous = await new Client(server.url).get("/admin-dashboard?tab=x");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin-login?redirectTo=%2Fadmin-dashboard%3Ftab%3Dx");

    const back = await new Client(server.url).postForm("/admin-login", { ...ADMIN, redirectTo: "/admin-dashboard?tab=x" });
    expect(back.headers.get("location")).toBe("/admin-dashboard?tab=x");
    for (const evil of ["//evil.example/x", "https://evil.example", "/\\evil.example", "/\t/evil.example", "/\r\n"]) {
      const response = await new Client(server.url).postForm("/admin-login", { ...ADMIN, redirectTo: evil });
      expect(response.headers.get("location"), evil).toBe("/admin-dashboard");
    }
  });

  it("logs out with a POST that deletes the session row", async () => {
    const client = new Client(server.url);
    await client.logIn();
    const cookie = client.cookies.get("__session")!;
    const db = openDb();
    const before = (db.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number }).n;
    const response = await client.postForm("/logout", {});
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(decodeToast(client)?.toast).toMatchObject({ message: "Logged Out" });
    expect((db.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number }).n).toBe(before - 1);
    db.close();
    const reused = await new Client(server.url).get("/admin-dashboard", { headers: { Cookie: `__session=${cookie}` } });
    expect(reused.status).toBe(302);
    expect((await client.get("/")).status).toBe(200);
    expect(await (await client.get("/")).text()).not.toContain("Logged Out"); // shown once
  });

  it("ends an expired session", async () => {
    const client = new Client(server.url);
    await client.logIn();
    expect((await client.get("/admin-dashboard")).status).toBe(200);
    const db = openDb();
    db.prepare("UPDATE sessions SET expires_at = ?").run(new Date(Date.now() - 1000).toISOString());
    db.close();
    const response = await client.get("/admin-dashboard");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/admin-login\?redirectTo=/);
  });

  it("stores the password as an argon2id hash and session ids only as hashes", async () => {
    const client = new Client(server.url);
    await client.logIn();
    const token = decodeURIComponent(client.cookies.get("__session")!);
    const db = openDb();
    const user = db.prepare("SELECT password_hash FROM users WHERE username = ?").get(ADMIN.username) as { password_hash: string };
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const ids = (db.prepare("SELECT id FROM sessions").all() as { id: string }[]).map((r) => r.id);
    db.close();
    for (const id of ids) expect(token).not.toContain(id);
  });
});

describe("users added by the test harness", () => {
  it("sign in with their role: a staff member reaches the admin area as staff", async () => {
    const { client, user } = await logInAs(server, "staff");
    const me = await client.get("/api/admin/me");
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ username: user.username, role: "staff" });
    expect((await client.get("/admin-dashboard")).status).toBe(200);
  });
});

describe("API login and Bearer tokens", () => {
  it("answers 200 with a token and the user, and the token works as Bearer", async () => {
    const client = new Client(server.url);
    const response = await client.postJson("/api/admin/login", ADMIN);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ token: expect.any(String), user: { username: ADMIN.username, role: "admin" } });
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(true);

    const me = await new Client(server.url).get("/api/admin/me", { headers: { Authorization: `Bearer ${body.token}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).user.username).toBe(ADMIN.username);
    const page = await new Client(server.url).get("/admin-dashboard", { headers: { Authorization: `Bearer ${body.token}` } });
    expect(page.status).toBe(200);

    const logout = await new Client(server.url).request("/api/admin/logout", {
      method: "POST",
      headers: { Authorization: `Bearer ${body.token}` },
    });
    expect(logout.status).toBe(204);
    const after = await new Client(server.url).get("/api/admin/me", { headers: { Authorization: `Bearer ${body.token}` } });
    expect(after.status).toBe(401);
  });

  it("answers 401 with a message on bad credentials", async () => {
    const response = await new Client(server.url).postJson("/api/admin/login", { username: ADMIN.username, password: "nope-nope" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Invalid credentials. Please try again." });
  });

  it("answers 400 to malformed bodies and 415 to the wrong content type", async () => {
    const client = new Client(server.url);
    const malformed = [
      () => client.request("/api/admin/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" }),
      () => client.postJson("/api/admin/login", { username: "" , password: "" }),
      () => client.postJson("/api/admin/login", ["array"]),
      () => client.postJson("/api/admin/login", { username: 42, password: { $ne: null } }),
      () => client.postJson("/api/admin/login", null),
    ];
    for (const send of malformed) {
      const response = await send();
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty("message");
    }
    const emptyFields = await (await client.postJson("/api/admin/login", {})).json();
    expect(emptyFields.errors).toEqual({ username: ["Username is required"], password: ["Password is required"] });
    const wrongType = await client.postForm("/api/admin/login", ADMIN);
    expect(wrongType.status).toBe(415);
  });

  it("refuses unknown, malformed and anonymous tokens with 401 JSON", async () => {
    for (const header of [undefined, "Bearer not-a-real-token-at-all-000000", "Basic abc", "Bearer "]) {
      const response = await new Client(server.url).get("/api/admin/me", header ? { headers: { Authorization: header } } : {});
      expect(response.status, header).toBe(401);
      expect(await response.json()).toEqual({ message: "Authentication required" });
    }
  });
});

describe("cross-site requests", () => {
  it("refuses non-GET requests from another origin", async () => {
    const client = new Client(server.url);
    const foreignOrigin = await client.postForm("/admin-login", ADMIN, { headers: { Origin: "http://evil.example" } });
    expect(foreignOrigin.status).toBe(403);
    const crossSite = await client.postForm("/admin-login", ADMIN, { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    const nullOrigin = await client.postJson("/api/admin/login", ADMIN, { headers: { Origin: "null" } });
    expect(nullOrigin.status).toBe(403);
    expect(client.cookies.has("__session")).toBe(false);

    const sameOrigin = await client.postForm("/admin-login", ADMIN, {
      headers: { Origin: server.url, "Sec-Fetch-Site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(302);
  });
});

describe("first admin and rate limit (own servers)", () => {
  it("creates 'admin' with a random password printed once when no admin env is set", async () => {
    const own = await startServer({ ADMIN_USERNAME: "", ADMIN_PASSWORD: "" });
    try {
      const match = own.output().match(/Created admin user "admin" with password: (\S+)/);
      expect(match).toBeTruthy();
      const client = new Client(own.url);
      await client.logIn("admin", match![1]);
      const db = new Database(path.join(own.dataDir, "club.db"), { readonly: true });
      const hashes = db.prepare("SELECT password_hash FROM users WHERE role = 'admin'").all() as { password_hash: string }[];
      db.close();
      expect(hashes).toHaveLength(1);
      expect(hashes[0].password_hash).not.toContain(match![1]);
      await own.stop();
      const again = await startServer({ ADMIN_USERNAME: "", ADMIN_PASSWORD: "" }, own.dataDir);
      expect(again.output()).not.toContain("with password");
      // The generated session secret is reused: the old cookie still signs in.
      const returning = new Client(again.url);
      returning.cookies = client.cookies;
      expect((await returning.get("/admin-dashboard")).status).toBe(200);
      await again.stop();
    } finally {
      await own.stop();
    }
  });

  it("allows 10 login attempts a minute per client, then answers 429", async () => {
    const own = await startServer({ LOGIN_RATE_LIMIT: "10" });
    try {
      const client = new Client(own.url);
      const statuses = [];
      for (let i = 0; i < 12; i++) {
        statuses.push((await client.postForm("/admin-login", { username: "x", password: `guess-${i}` })).status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
      const api = await client.postJson("/api/admin/login", ADMIN);
      expect(api.status).toBe(429);
      // Remix's single-fetch twin of the form action counts too.
      const singleFetch = await client.postForm("/admin-login.data", { username: "x", password: "y" });
      expect(singleFetch.status).toBe(429);
      // Reading pages is not limited.
      expect((await client.get("/admin-login")).status).toBe(200);
    } finally {
      await own.stop();
    }
  });

  it("marks cookies Secure when the public URL is https", async () => {
    const own = await startServer({ PUBLIC_URL: "https://club.example" });
    try {
      const response = await new Client(own.url).postForm("/admin-login", ADMIN);
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
      expect(cookie).toMatch(/Secure/);
      expect(response.headers.get("strict-transport-security")).toContain("max-age=31536000");
    } finally {
      await own.stop();
    }
  });

  it("refuses to boot with a clear message when the environment is invalid", async () => {
    await expect(startServer({ PORT: "not-a-port", SMTP_URL: "http://mail" })).rejects.toThrow(
      /Invalid environment configuration[\s\S]*PORT[\s\S]*SMTP_URL must start with smtp:\/\//,
    );
  });
});
