// Analytics, Database and Settings over HTTP: who may open them, the last-admin rule, user changes
// and club facts through the forms, page views counted by the server, CSV downloads, and the
// dashboard's real tiles.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, Client, logInAs, postNativeForm, queryDb, startServer, type TestServer } from "./harness";

let server: TestServer;
let admin: Client;
let staff: Client;
const BROWSER = "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

beforeAll(async () => {
  server = await startServer({ LOG_REQUESTS: "false" });
  admin = new Client(server.url);
  await admin.logIn();
  ({ client: staff } = await logInAs(server, "staff"));
});
afterAll(() => server?.stop());

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);
const userRow = (username: string) =>
  query<{ id: number; role: string; disabled_at: string | null }>("SELECT id, role, disabled_at FROM users WHERE username = ?", username)[0];

describe("who may open the screens", () => {
  it("staff get 403 on database and settings (pages, actions and downloads) but may read analytics", async () => {
    for (const pathname of ["/admin/database", "/admin/settings", "/admin/settings?tab=audit", "/admin/database/backups/club-20260101T000000Z.db"]) {
      expect((await staff.get(pathname)).status, pathname).toBe(403);
    }
    expect((await staff.postForm("/admin/settings", { intent: "change-role", userId: "1", role: "staff" })).status).toBe(403);
    expect((await staff.postForm("/admin/database", { intent: "quick_check" })).status).toBe(403);
    expect((await staff.get("/admin/analytics")).status).toBe(200);
    expect((await staff.get("/admin/analytics/export.csv?series=page-views")).status).toBe(200);
    expect(userRow(ADMIN.username).role).toBe("admin");
  });

  it("anonymous visitors are sent to the login page", async () => {
    const response = await new Client(server.url).get("/admin/settings");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/admin-login\?/);
  });
});

describe("the last admin", () => {
  it("cannot be demoted or disabled, by themselves or anyone", async () => {
    const only = userRow(ADMIN.username);
    const demote = await admin.postForm("/admin/settings", { intent: "change-role", userId: String(only.id), role: "staff" });
    expect(demote.status).toBe(409);
    expect(await demote.text()).toContain("at least one active admin");
    expect((await admin.postForm("/admin/settings", { intent: "disable-user", userId: String(only.id) })).status).toBe(409);
    expect(userRow(ADMIN.username)).toMatchObject({ role: "admin", disabled_at: null });
  });

  it("may step down once another admin exists, and then that one is the last", async () => {
    const { user: second, client: secondClient } = await logInAs(server, "admin");
    const first = userRow(ADMIN.username);
    expect((await secondClient.postForm("/admin/settings", { intent: "change-role", userId: String(first.id), role: "staff" })).status).toBe(302);
    expect(userRow(ADMIN.username).role).toBe("staff");
    expect((await secondClient.postForm("/admin/settings", { intent: "change-role", userId: String(second.id), role: "staff" })).status).toBe(409);
    // Back as it was for the other tests.
    expect((await secondClient.postForm("/admin/settings", { intent: "change-role", userId: String(first.id), role: "admin" })).status).toBe(302);
    const roles = query<{ action: string }>("SELECT action FROM audit_log WHERE action = 'user.role'");
    expect(roles).toHaveLength(2);
  });
});

describe("users", () => {
  it("adds a user with a generated password shown once, which signs in", async () => {
    const added = await admin.postForm("/admin/settings", { intent: "create-user", username: "njeri", displayName: "Njeri W.", role: "staff", passwordMode: "generate" });
    expect(added.status).toBe(200);
    const body = await added.text();
    const password = /data-testid="generated-password"[^>]*>([^<]+)</.exec(body)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    await new Client(server.url).logIn("njeri", password!);
    expect(userRow("njeri").role).toBe("staff");
    // The page afterwards does not show it again.
    expect(await (await admin.get("/admin/settings")).text()).not.toContain(password!);
  });

  it("refuses a weak chosen password and a taken username, writing nothing", async () => {
    const before = query<{ n: number }>("SELECT count(*) AS n FROM users")[0].n;
    const weak = await admin.postForm("/admin/settings", { intent: "create-user", username: "otieno", role: "staff", passwordMode: "set", password: "Password2026!" });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("This password is too common");
    expect((await admin.postForm("/admin/settings", { intent: "create-user", username: "njeri", role: "admin", passwordMode: "generate" })).status).toBe(409);
    expect(query<{ n: number }>("SELECT count(*) AS n FROM users")[0].n).toBe(before);
  });

  it("resets a password, disables and enables, and signs a user out everywhere", async () => {
    const { user, client } = await logInAs(server, "staff");
    const id = String(user.id);
    expect((await client.get("/admin-dashboard")).status).toBe(200);
    expect((await admin.postForm("/admin/settings", { intent: "sign-out-user", userId: id })).status).toBe(302);
    expect((await client.get("/admin-dashboard")).status).toBe(302);

    await client.logIn(user.username, user.password);
    expect((await admin.postForm("/admin/settings", { intent: "disable-user", userId: id })).status).toBe(302);
    expect((await client.get("/admin-dashboard")).status).toBe(302);
    await expect(new Client(server.url).logIn(user.username, user.password)).rejects.toThrow();
    expect((await admin.postForm("/admin/settings", { intent: "enable-user", userId: id })).status).toBe(302);
    await new Client(server.url).logIn(user.username, user.password);

    const reset = await admin.postForm("/admin/settings", { intent: "reset-password", userId: id, passwordMode: "set", password: "river-stones-and-rain" });
    expect(reset.status).toBe(302);
    await expect(new Client(server.url).logIn(user.username, user.password)).rejects.toThrow();
    await new Client(server.url).logIn(user.username, "river-stones-and-rain");
    expect((await admin.postForm("/admin/settings", { intent: "disable-user", userId: "99999" })).status).toBe(404);

    const audit = await (await admin.get(`/admin/settings?tab=audit&area=user&user=${userRow(ADMIN.username).id}`)).text();
    for (const summary of ["Signed " + user.username + " out everywhere", "Disabled the account " + user.username, "Reset the password of " + user.username]) {
      expect(audit).toContain(summary);
    }
  });

  it("lists the signed-in user's own sessions with device and signs the others out", async () => {
    const me = new Client(server.url);
    await me.request("/admin-login", {
      method: "POST",
      body: new URLSearchParams({ username: ADMIN.username, password: ADMIN.password }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": BROWSER },
    });
    const sessions = await (await me.get("/admin/settings?tab=sessions")).text();
    expect(sessions).toContain("Chrome on Android");
    expect(sessions).toContain("this device");
    expect((await me.postForm("/admin/settings", { intent: "sign-out-other-sessions" })).status).toBe(302);
    expect((await admin.get("/admin/settings")).status).toBe(302); // the older session ended
    expect((await me.get("/admin/settings")).status).toBe(200);
    admin = me;
  });
});

describe("settings", () => {
  it("club facts change the footer and the contact section, and refuse bad values", async () => {
    const saved = await admin.postForm("/admin/settings", {
      intent: "save-club-facts",
      phone: "+254 733 111 222",
      email: "office@risingstars.example",
      officeHours: "Monday to Saturday, 9:00 AM to 4:00 PM",
      address: "Kawangware Grounds, Nairobi",
    });
    expect(saved.status).toBe(302);
    const home = await (await new Client(server.url).get("/")).text();
    expect(home).toContain("+254 733 111 222");
    expect(home).toContain('href="tel:+254733111222"');
    expect(home).toContain("office@risingstars.example");
    expect(home).toContain("Monday to Saturday, 9:00 AM to 4:00 PM");
    const [page, footer] = home.split("<footer");
    expect(page.slice(page.indexOf('id="contact"'))).toContain("Kawangware Grounds, Nairobi");
    expect(footer.slice(0, footer.indexOf("</footer>"))).toContain("Kawangware Grounds, Nairobi");
    const bad = await admin.postForm("/admin/settings", { intent: "save-club-facts", phone: "call us", email: "x", officeHours: "", address: "" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Please enter a valid phone number");
  });

  it("shows the mail mode and sends a test e-mail to the outbox", async () => {
    const mail = await (await admin.get("/admin/settings?tab=mail")).text();
    expect(mail).toContain("Outbox folder");
    expect((await admin.postForm("/admin/settings", { intent: "send-test-email", to: "chair@example.com" })).status).toBe(302);
    const outbox = path.join(server.dataDir, "outbox");
    const delivered = () => fs.existsSync(outbox) && fs.readdirSync(outbox).some((f) => fs.readFileSync(path.join(outbox, f), "utf8").includes("chair@example.com"));
    await expect.poll(delivered, { timeout: 30_000, interval: 100 }).toBe(true);
    expect((await admin.postForm("/admin/settings", { intent: "send-test-email", to: "nope" })).status).toBe(400);
  });

  it("shows the push key state and subscriber count", async () => {
    const push = await (await admin.get("/admin/settings?tab=push")).text();
    expect(push).toMatch(/VAPID public key/);
    expect(push).toMatch(/Subscribers/);
  });
});

describe("the audit log", () => {
  it("offers every area in its filter, staff e-mail and templates included, and filters by it", async () => {
    const added = await admin.postForm("/staff-emails?tab=staff", { intent: "add", name: "Audit Probe", role: "Steward", department: "Operations" });
    expect(added.status).toBe(302);
    const page = await (await admin.get("/admin/settings?tab=audit")).text();
    const select = /<select[^>]*name="area"[^>]*>([\s\S]*?)<\/select>/.exec(page)?.[1] ?? "";
    const areas = new Map([...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(([, value, label]) => [value, label]));
    expect(areas.get("staff-email")).toBe("Staff e-mails");
    expect(areas.get("email-template")).toBe("E-mail templates");
    expect(areas.get("user")).toBe("Users");

    const staffEmails = await (await admin.get("/admin/settings?tab=audit&area=staff-email")).text();
    expect(staffEmails).toContain(">staff-email.add<");
    expect(staffEmails).toContain("Added Audit Probe");
    expect(staffEmails).not.toContain(">user.role<");
    // The area is the part before the first dot: "email" is not "email-template" or "staff-email".
    expect(await (await admin.get("/admin/settings?tab=audit&area=email")).text()).not.toContain(">staff-email.add<");
  });
});

// The page-view tests browse as phones of their own: the server tells clients apart by address and
// browser, and a form post by another test's client (the admin signing in above with BROWSER) makes the
// page it brings back within AFTER_POST_MS no new view.
const VISITOR_PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";
const SHOPPER_PHONE = "Mozilla/5.0 (Linux; Android 12; TECNO KG5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 Mobile Safari/537.36";

describe("page views", () => {
  it("counts public pages viewed by people, not bots, admin pages, files or errors", async () => {
    const visitor = new Client(server.url);
    const as = (ua: string) => ({ headers: { "User-Agent": ua } });
    for (let i = 0; i < 3; i++) expect((await visitor.get("/academy-registration", as(VISITOR_PHONE))).status).toBe(200);
    await visitor.get("/academy-registration.data", as(VISITOR_PHONE));
    await visitor.get("/academy-registration", as("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"));
    await visitor.get("/academy-registration", { headers: { "User-Agent": VISITOR_PHONE, "Sec-Purpose": "prefetch" } });
    await visitor.get("/no-such-page", as(VISITOR_PHONE));
    await visitor.get("/images/crest.svg", as(VISITOR_PHONE));
    await admin.get("/admin/analytics", as(VISITOR_PHONE));
    // Counted in memory and written in batches every few seconds. One more view, of /blog, after all of
    // the above: once its row is written, every count before it has been written too (a flush writes
    // all it holds), so nothing counted above can still come.
    expect((await visitor.get("/blog", as(VISITOR_PHONE))).status).toBe(200);
    const views = () => query<{ path: string; views: number }>("SELECT path, views FROM page_views ORDER BY path");
    await expect.poll(() => views().some((row) => row.path === "/blog"), { timeout: 30_000, interval: 100 }).toBe(true);
    expect(views()).toEqual([
      { path: "/academy-registration", views: 4 },
      { path: "/blog", views: 1 },
    ]);
    const csv = await (await admin.get("/admin/analytics/export.csv?series=top-pages&period=7d")).text();
    expect(csv).toBe("Page,Views\n/academy-registration,4\n/blog,1\n");
  });
});

describe("page views after a form post", () => {
  it("do not count the page a cart change brings back (its redirect, or a fetcher's reloaded data), only the visits", async () => {
    // One client, as the server tells them apart (address and browser): every request over IPv4.
    const base = server.url.replace("localhost", "127.0.0.1");
    const shopper = new Client(base);
    const as = { headers: { "User-Agent": SHOPPER_PHONE } };
    const [product] = query<{ id: number }>("SELECT id FROM merchandise WHERE status = 'active' AND stock > 5 ORDER BY id LIMIT 1");
    expect((await shopper.postJson("/api/cart", { merchandiseId: product.id, quantity: 1 })).status).toBe(201);
    const [line] = query<{ id: number }>("SELECT id FROM cart_items ORDER BY id DESC LIMIT 1");
    const viewsOfCart = () => query<{ views: number }>("SELECT views FROM page_views WHERE path = '/cart'")[0]?.views ?? 0;
    const before = viewsOfCart();
    // Without JavaScript: + posts, the answer redirects to /cart, the browser follows it.
    const cookie = [...shopper.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const plus = await postNativeForm(base, "/cart", { intent: "update", lineId: String(line.id), quantity: "2" }, { Cookie: cookie, "User-Agent": SHOPPER_PHONE });
    expect(plus.status).toBe(302);
    expect((await shopper.get("/cart", as)).status).toBe(200);
    // With JavaScript: the fetcher's post, then the page's data reloaded.
    const minus = await shopper.postForm("/cart", { intent: "update", lineId: String(line.id), quantity: "1" }, as);
    expect(minus.status).toBe(200);
    // Read to its end, as a browser does before it reloads the data (the server notes the post when
    // its answer has gone out).
    await minus.text();
    expect((await shopper.get("/cart.data", as)).status).toBe(200);
    // Opening the cart is a view.
    expect((await shopper.get("/cart", as)).status).toBe(200);
    // The counts are written in batches: a first view of /fixtures after all of the above marks the last one.
    expect((await shopper.get("/fixtures", as)).status).toBe(200);
    await expect.poll(() => query("SELECT 1 FROM page_views WHERE path = '/fixtures'").length, { timeout: 30_000, interval: 100 }).toBe(1);
    expect(viewsOfCart()).toBe(before + 1);
  });
});

describe("analytics", () => {
  it("draws every chart as SVG with a title and a data table, per period", async () => {
    const html = await (await admin.get("/admin/analytics?period=90d")).text();
    for (const id of ["page-views", "registrations", "contact-messages", "emails", "push-subscribers", "notification-clicks", "blog-views", "orders", "revenue", "members"]) {
      expect(html, id).toContain(`data-chart="${id}"`);
      expect(html).toContain(`id="${id}-chart-title"`);
    }
    expect((html.match(/<svg[^>]*role="img"/g) ?? []).length).toBeGreaterThanOrEqual(10);
    expect(html).toContain("Show the numbers as a table");
    expect(html).toContain('aria-current="page" class="inline-flex');
    expect(html).toContain("Last 90 days");
  });

  it("downloads each series as CSV and answers 404 for an unknown one", async () => {
    await new Client(server.url).postJson("/api/contact", { name: "Amani K", email: "amani@example.com", message: "When do trials for the under 12s start?" });
    const response = await admin.get("/admin/analytics/export.csv?series=contact-messages&period=7d");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="contact-messages-7d-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await response.text()).trim().split("\n");
    expect(lines[0]).toBe("Period starting,Messages");
    expect(lines).toHaveLength(8);
    expect(lines.slice(1).reduce((sum, line) => sum + Number(line.split(",")[1]), 0)).toBeGreaterThanOrEqual(1);
    expect((await admin.get("/admin/analytics/export.csv?series=nope")).status).toBe(404);
    expect((await admin.get("/admin/analytics/export.csv")).status).toBe(404);
  });
});

describe("database", () => {
  it("shows sizes and row counts, runs a check and remembers it, makes a stored backup", async () => {
    const page = await (await admin.get("/admin/database")).text();
    expect(page).toContain("academy_registrations");
    // The dashboard's hourly quick_check was the last one until now.
    expect(page).toMatch(/Last check: <strong>quick_check<\/strong>.*by <!-- -->system/);
    expect((await admin.postForm("/admin/database", { intent: "integrity_check" })).status).toBe(302);
    const stored = query<{ value: string }>("SELECT value FROM settings WHERE key = 'database.integrity'")[0];
    expect(JSON.parse(stored.value)).toMatchObject({ kind: "integrity_check", ok: true, by: ADMIN.username });
    expect(await (await admin.get("/admin/database")).text()).toContain("integrity_check");
    expect((await admin.postForm("/admin/database", { intent: "backup-now" })).status).toBe(302);
    const backups = fs.readdirSync(path.join(server.dataDir, "backups"));
    expect(backups).toHaveLength(1);
    const download = await admin.get(`/admin/database/backups/${backups[0]}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 15).toString()).toBe("SQLite format 3");
    expect((await admin.get("/admin/database/backups/..%2Fclub.db")).status).toBe(404);
    expect((await admin.postForm("/admin/database", { intent: "drop-tables" })).status).toBe(400);
  });
});

describe("dashboard", () => {
  it("shows uptime, sessions, the database check and load, and admin changes in recent activity", async () => {
    const html = await (await admin.get("/admin-dashboard")).text();
    expect(html).toMatch(/Up \d+ (min|h)/);
    expect(html).toMatch(/Size [\d.]+ (KB|MB)/);
    expect(html).toMatch(/integrity_check|quick_check/);
    expect(html).toMatch(/Load [\d.]+ \/ [\d.]+ \/ [\d.]+ on \d+ cores; memory/);
    expect(html).toContain(`${ADMIN.username}: Made the backup`);
  });

  it("makes each to-do card a link to its filtered list, for admins and for staff", async () => {
    const lists = ["/blog-admin?tab=comments", "/academy-admin?status=pending", "/admin/orders?status=pending", "/admin/orders?status=paid", "/admin/fixtures?when=to-record"];
    for (const client of [admin, staff]) {
      const html = await (await client.get("/admin-dashboard")).text();
      const todo = html.slice(html.indexOf('id="todo-heading"'), html.indexOf("</section>", html.indexOf('id="todo-heading"')));
      const cards = todo.split("<li").slice(1);
      expect(cards.length).toBe(lists.length);
      for (const [index, href] of lists.entries()) expect(cards[index], href).toContain(`href="${href.replace(/&/g, "&amp;")}"`);
    }
  });
});
