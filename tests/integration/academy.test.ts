import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInNairobi } from "~/utils/age";
import { Client, postDeclaredLength, startServer, type TestServer } from "./harness";

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startServer();
  admin = new Client(server.url);
  await admin.logIn();
});
afterAll(() => server?.stop());

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"), Buffer.alloc(2000, 7)]);

/** A date `years` years before today (Nairobi), shifted by `days`. */
function birthDate(years: number, days = 0) {
  const [y, m, d] = todayInNairobi().split("-").map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    playerName: `Amani Otieno ${Math.random().toString(36).slice(2, 8)}`,
    dateOfBirth: birthDate(12),
    gender: "male",
    position: "Forward",
    experience: "Novice - Some recreational play",
    parentGuardianName: "Jane Otieno",
    relationship: "Mother",
    phoneNumber: "+254712345678",
    email: "jane.otieno@example.com",
    address: "Plot 12, Kilimani, Nairobi",
    emergencyContactName: "John Otieno",
    emergencyContactPhone: "+254722345678",
    trainingDays: ["Tuesday", "Saturday"],
    goals: "Improve finishing and play for the U-13 team",
    termsAgreed: true,
    mediaConsent: false,
    ...overrides,
  };
}

/** The same registration as the no-JS multipart form sends it. */
function multipartForm(fields: Record<string, unknown>, file?: { name: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((item) => form.append(name, String(item)));
    else if (typeof value === "boolean") {
      if (value) form.append(name, "on");
    } else if (value !== undefined) form.append(name, String(value));
  }
  if (file) form.append("birthCertificate", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

const db = () => new Database(path.join(server.dataDir, "club.db"));
function query<T>(sql: string, ...params: unknown[]): T[] {
  const connection = db();
  try {
    return connection.prepare(sql).all(...params) as T[];
  } finally {
    connection.close();
  }
}
const certificateFiles = () => {
  const dir = path.join(server.dataDir, "uploads", "birth-certificates");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith(".type")) : [];
};

describe("POST /api/academy-registrations (public JSON)", () => {
  it("stores a pending registration with its date and answers 201 with it", async () => {
    const input = registration();
    const response = await new Client(server.url).postJson("/api/academy-registrations", input);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      id: expect.any(Number),
      playerName: input.playerName,
      status: "pending",
      trainingDays: ["Tuesday", "Saturday"],
      termsAgreed: true,
      mediaConsent: false,
      birthCertificateUrl: null,
      registrationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // The parent is told by e-mail ("Registration Received").
    await expect
      .poll(() => query<{ status: string }>("SELECT status FROM email_logs WHERE \"to\" = ? AND subject LIKE ?", input.email, `%${input.playerName}%`))
      .toEqual([{ status: "sent" }]);
  });

  it("answers 400 with every spec message for an empty registration, writing nothing", async () => {
    const before = query<{ n: number }>("SELECT count(*) AS n FROM academy_registrations")[0].n;
    const response = await new Client(server.url).postJson("/api/academy-registrations", {});
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors).toEqual({
      playerName: ["Player name must be at least 2 characters"],
      dateOfBirth: ["Date of birth is required"],
      gender: ["Please select gender"],
      position: ["Preferred position is required"],
      experience: ["Please select experience level"],
      parentGuardianName: ["Parent/Guardian name is required"],
      relationship: ["Relationship to player is required"],
      phoneNumber: ["Valid phone number is required"],
      email: ["Valid email is required"],
      address: ["Full address is required"],
      emergencyContactName: ["Emergency contact name is required"],
      emergencyContactPhone: ["Emergency contact phone is required"],
      trainingDays: ["Select at least one training day"],
      goals: ["Please describe player's goals"],
      termsAgreed: ["You must agree to terms and conditions"],
    });
    expect(query<{ n: number }>("SELECT count(*) AS n FROM academy_registrations")[0].n).toBe(before);
  });

  it("applies the age rule at the 19/20 boundary and refuses future birth dates", async () => {
    const client = new Client(server.url);
    const twentyToday = await client.postJson("/api/academy-registrations", registration({ dateOfBirth: birthDate(20) }));
    expect(twentyToday.status).toBe(400);
    expect((await twentyToday.json()).errors.dateOfBirth).toEqual(["Not eligible - must be 19 or under"]);
    const twentyTomorrow = await client.postJson("/api/academy-registrations", registration({ dateOfBirth: birthDate(20, 1) }));
    expect(twentyTomorrow.status).toBe(201);
    const future = await client.postJson("/api/academy-registrations", registration({ dateOfBirth: birthDate(-1) }));
    expect((await future.json()).errors.dateOfBirth).toEqual(["Date of birth cannot be in the future"]);
    const impossible = await client.postJson("/api/academy-registrations", registration({ dateOfBirth: "2014-02-30" }));
    expect((await impossible.json()).errors.dateOfBirth).toEqual(["Please enter a valid date"]);
  });

  it("refuses wrong values, wrong types and unknown certificate links with 4xx", async () => {
    const client = new Client(server.url);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ gender: "other" }, "gender"],
      [{ position: "Striker" }, "position"],
      [{ trainingDays: [] }, "trainingDays"],
      [{ trainingDays: ["Funday"] }, "trainingDays"],
      [{ termsAgreed: false }, "termsAgreed"],
      [{ termsAgreed: "yes" }, "termsAgreed"],
      [{ phoneNumber: "12345" }, "phoneNumber"],
      [{ email: "jane@" }, "email"],
      [{ birthCertificateUrl: "https://evil.example/x.pdf" }, "birthCertificateUrl"],
      [{ birthCertificateUrl: "/academy-admin/certificates/AAAAAAAAAAAAAAAAAAAAAAAA.pdf" }, "birthCertificateUrl"],
    ];
    for (const [override, field] of cases) {
      const response = await client.postJson("/api/academy-registrations", registration(override));
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(Object.keys((await response.json()).errors), JSON.stringify(override)).toContain(field);
    }
    const text = await client.request("/api/academy-registrations", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hi" });
    expect(text.status).toBe(415);
    const broken = await client.request("/api/academy-registrations", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
  });
});

describe("birth certificate upload API", () => {
  it("stores a PDF under a random name and answers 201 { fileUrl } pointing at an admin-only route", async () => {
    const form = new FormData();
    form.append("birthCertificate", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "../../etc/passwd.pdf");
    const response = await new Client(server.url).request("/api/upload-birth-certificate", { method: "POST", body: form });
    expect(response.status).toBe(201);
    const { fileUrl } = await response.json();
    expect(fileUrl).toMatch(/^\/academy-admin\/certificates\/[A-Za-z0-9_-]{24}\.pdf$/);
    expect(fileUrl).not.toContain("passwd");

    const anonymous = await new Client(server.url).get(fileUrl);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin-login/);
    const asAdmin = await admin.get(fileUrl);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("content-type")).toBe("application/pdf");
    expect(asAdmin.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await asAdmin.arrayBuffer())).toEqual(PDF);
  });

  it("judges files by content: an executable named .pdf and an HTML page are refused with 415", async () => {
    for (const [bytes, name] of [
      [EXE, "certificate.pdf"],
      [Buffer.from("<html><script>alert(1)</script></html>"), "certificate.pdf"],
      [Buffer.from("just text"), "certificate.png"],
    ] as const) {
      const form = new FormData();
      form.append("birthCertificate", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
      const response = await new Client(server.url).request("/api/upload-birth-certificate", { method: "POST", body: form });
      expect(response.status).toBe(415);
      expect((await response.json()).message).toMatch(/^Invalid file type/);
    }
  });

  it("accepts JPEG, PNG and GIF by their magic bytes", async () => {
    const samples = {
      jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(200)]),
      png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]), Buffer.alloc(200)]),
      gif: Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(200)]),
    };
    for (const [ext, bytes] of Object.entries(samples)) {
      const form = new FormData();
      form.append("birthCertificate", new Blob([new Uint8Array(bytes)]), `scan.${ext}`);
      const response = await new Client(server.url).request("/api/upload-birth-certificate", { method: "POST", body: form });
      expect(response.status, ext).toBe(201);
      expect((await response.json()).fileUrl).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it("refuses a file over 5 MB with 413 while streaming, and a body over the route cap before reading it", async () => {
    const before = certificateFiles().length;
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const form = new FormData();
    form.append("birthCertificate", new Blob([new Uint8Array(big)], { type: "application/pdf" }), "big.pdf");
    const response = await new Client(server.url).request("/api/upload-birth-certificate", { method: "POST", body: form });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("File too large: Please select a file smaller than 5MB");
    expect(certificateFiles().length).toBe(before);

    const huge = await postDeclaredLength(server.url, "/api/upload-birth-certificate", 30 * 1024 * 1024);
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body).message).toMatch(/^Request body too large/);
  });

  it("answers 400/415 to a missing file or a non-multipart body", async () => {
    const empty = await new Client(server.url).request("/api/upload-birth-certificate", { method: "POST", body: new FormData() });
    expect(empty.status).toBe(400);
    const json = await new Client(server.url).postJson("/api/upload-birth-certificate", { file: "x" });
    expect(json.status).toBe(415);
  });
});

describe("registration page (native multipart form, no JavaScript)", () => {
  it("registers with a PDF in the same form, stores the file privately and redirects with a toast", async () => {
    const input = registration();
    const before = certificateFiles().length;
    const client = new Client(server.url);
    const response = await client.request("/academy-registration", {
      method: "POST",
      body: multipartForm(input, { name: "certificate.pdf", bytes: PDF, type: "application/pdf" }),
    });
    // A fetch (not a navigation) gets data back; the browser form gets a redirect — both store the row.
    expect([200, 302]).toContain(response.status);
    const [row] = query<{ birth_certificate_url: string; status: string; training_days: string }>(
      "SELECT birth_certificate_url, status, training_days FROM academy_registrations WHERE player_name = ?",
      input.playerName,
    );
    expect(row.status).toBe("pending");
    expect(JSON.parse(row.training_days)).toEqual(["Tuesday", "Saturday"]);
    expect(row.birth_certificate_url).toMatch(/^\/academy-admin\/certificates\/.+\.pdf$/);
    expect(certificateFiles().length).toBe(before + 1);
    const download = await admin.get(row.birth_certificate_url);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
  });

  it("keeps no file when the registration is invalid, and refuses oversize and disguised files", async () => {
    const before = certificateFiles().length;
    const count = () => query<{ n: number }>("SELECT count(*) AS n FROM academy_registrations")[0].n;
    const rows = count();

    const invalid = await new Client(server.url).request("/academy-registration", {
      method: "POST",
      body: multipartForm(registration({ goals: "short" }), { name: "c.pdf", bytes: PDF, type: "application/pdf" }),
    });
    expect(invalid.status).toBe(400);

    const oversize = await new Client(server.url).request("/academy-registration", {
      method: "POST",
      body: multipartForm(registration(), { name: "c.pdf", bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), type: "application/pdf" }),
    });
    expect(oversize.status).toBe(400);

    const disguised = await new Client(server.url).request("/academy-registration", {
      method: "POST",
      body: multipartForm(registration(), { name: "setup.pdf", bytes: EXE, type: "application/pdf" }),
    });
    expect(disguised.status).toBe(400);

    expect(certificateFiles().length).toBe(before);
    expect(count()).toBe(rows);
  });
});

describe("admin review", () => {
  async function createPending(overrides: Record<string, unknown> = {}) {
    const response = await new Client(server.url).postJson("/api/academy-registrations", registration(overrides));
    return (await response.json()) as { id: number; playerName: string; email: string };
  }

  it("lists newest first for admins only, with search, status filter, limit and offset", async () => {
    const unique = `Zawadi Kemunto ${Date.now()}`;
    const created = await createPending({ playerName: unique, email: "kemunto.parent@example.com" });
    expect((await new Client(server.url).get("/api/academy-registrations")).status).toBe(401);

    const all = await admin.get("/api/academy-registrations");
    expect(all.status).toBe(200);
    const list = await all.json();
    expect(list[0].id).toBe(created.id);
    expect(Number(all.headers.get("x-total-count"))).toBeGreaterThanOrEqual(list.length);

    for (const q of [unique.toUpperCase(), "KEMUNTO.PARENT@", unique.slice(0, 10).toLowerCase()]) {
      const found = await (await admin.get(`/api/academy-registrations?q=${encodeURIComponent(q)}`)).json();
      expect(found.map((r: { id: number }) => r.id), q).toContain(created.id);
    }
    const approved = await (await admin.get(`/api/academy-registrations?status=approved&q=${encodeURIComponent(unique)}`)).json();
    expect(approved).toEqual([]);
    const page = await (await admin.get("/api/academy-registrations?limit=1&offset=1")).json();
    expect(page).toHaveLength(1);
    expect(page[0].id).not.toBe(created.id);
    // A LIKE wildcard typed in the search box is matched literally.
    expect(await (await admin.get("/api/academy-registrations?q=%25%25%25")).json()).toEqual([]);
    expect((await admin.get("/api/academy-registrations?status=done")).status).toBe(400);
    // Control characters in a search are ignored rather than reaching SQLite.
    expect((await admin.get("/api/academy-registrations?q=%00%00%00")).status).toBe(200);
    expect((await admin.get("/academy-admin?q=ab%00cd")).status).toBe(200);
    expect((await admin.get("/api/academy-registrations?offset=1e20")).status).toBe(400);
    expect((await admin.get("/api/academy-registrations?limit=abc")).status).toBe(400);
  });

  it("approves through PATCH once: 404 unknown, 400 bad status, 409 when no longer pending", async () => {
    const created = await createPending();
    const patch = (id: number | string, body: unknown, client = admin) =>
      client.request(`/api/academy-registrations/${id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await patch(created.id, { status: "approved" }, new Client(server.url))).status).toBe(401);
    expect((await patch(created.id, { status: "maybe" })).status).toBe(400);
    expect((await patch(created.id, {})).status).toBe(400);
    expect((await patch(999999, { status: "approved" })).status).toBe(404);
    expect((await patch("abc", { status: "approved" })).status).toBe(404);

    const approved = await patch(created.id, { status: "approved" });
    expect(approved.status).toBe(200);
    expect((await approved.json()).status).toBe("approved");
    expect((await patch(created.id, { status: "rejected" })).status).toBe(409);
    expect((await patch(created.id, { status: "pending" })).status).toBe(409);
    await expect
      .poll(() => query<{ subject: string }>("SELECT subject FROM email_logs WHERE subject LIKE ?", `%${created.playerName}%`).map((r) => r.subject))
      .toEqual(expect.arrayContaining([expect.stringMatching(/has a place in the Rising Stars Academy/)]));
  });

  it("shows stats, search and pagination on the admin page and decides through its forms", async () => {
    const unique = `Baraka Mwangi ${Date.now()}`;
    const created = await createPending({ playerName: unique });
    const anonymous = await new Client(server.url).get("/academy-admin");
    expect(anonymous.status).toBe(302);

    const page = await (await admin.get(`/academy-admin?q=${encodeURIComponent(unique)}&status=pending`)).text();
    for (const label of ["Total Applications", "Pending Review", "Approved", "Rejected"]) expect(page).toContain(label);
    for (const column of ["Player", "Age", "Position", "Parent/Guardian", "Contact", "Status", "Date", "Actions"]) {
      expect(page).toContain(`>${column}</th>`);
    }
    expect(page).toContain(unique);
    expect(page).toContain("Approve");

    const none = await (await admin.get("/academy-admin?q=nobody-matches-this-search")).text();
    expect(none).toContain("No registrations found matching your criteria.");

    const details = await (await admin.get(`/academy-admin?view=${created.id}`)).text();
    expect(details).toContain('role="dialog"');
    for (const section of ["Player", "Contact", "Medical", "Academy preferences", "Status"]) expect(details).toContain(section);

    const reject = await admin.postForm("/academy-admin", { intent: "reject", id: String(created.id), redirectTo: "/academy-admin?status=pending" });
    expect(reject.status).toBe(302);
    expect(reject.headers.get("location")).toBe("/academy-admin?status=pending");
    const again = await admin.postForm("/academy-admin", { intent: "approve", id: String(created.id) });
    expect(again.status).toBe(409);
    const [row] = query<{ status: string }>("SELECT status FROM academy_registrations WHERE id = ?", created.id);
    expect(row.status).toBe("rejected");
    const bad = await admin.postForm("/academy-admin", { intent: "delete", id: "x" });
    expect(bad.status).toBe(400);
  });

  it("exports the filtered list as CSV with the specified columns, all pages", async () => {
    const unique = `Neema Wairimu ${Date.now()}`;
    await createPending({ playerName: unique, address: "House 4, Ngong Road, Nairobi", phoneNumber: "=HYPERLINK(1)" });
    expect((await new Client(server.url).get("/academy-admin/export.csv")).status).toBe(302);

    const response = await admin.get(`/academy-admin/export.csv?q=${encodeURIComponent(unique)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="academy-registrations-${todayInNairobi()}.csv"`,
    );
    const lines = (await response.text()).trim().split("\n");
    expect(lines[0]).toBe("Player Name,Age,Gender,Position,Parent/Guardian,Phone,Email,Address,Status,Registration Date");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${unique},12,male,Forward,Jane Otieno,`);
    expect(lines[1]).toContain("House 4; Ngong Road; Nairobi");
    // Formula injection is neutralised for spreadsheet apps.
    expect(lines[1]).toContain("'=HYPERLINK(1)");

    const all = await (await admin.get("/academy-admin/export.csv")).text();
    const total = query<{ n: number }>("SELECT count(*) AS n FROM academy_registrations")[0].n;
    expect(all.trim().split("\n")).toHaveLength(total + 1);
  });
});

describe("oversized form posts without JavaScript", () => {
  it("answers a declared body over the route cap with a readable 413 page, before reading it", async () => {
    const response = await postDeclaredLength(server.url, "/academy-registration", 30 * 1024 * 1024, {
      "Sec-Fetch-Mode": "navigate",
    });
    expect(response.status).toBe(413);
    expect(response.type).toMatch(/^text\/html/);
    expect(response.body).toContain("Please select a file smaller than 5MB.");
    expect(response.body).toContain('href="/academy-registration"');
  });
});

describe("upload rate limit (own server)", () => {
  it("allows UPLOAD_RATE_LIMIT uploads per client in ten minutes, then answers 429", async () => {
    const own = await startServer({ UPLOAD_RATE_LIMIT: "2" });
    try {
      const upload = () => {
        const form = new FormData();
        form.append("birthCertificate", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "c.pdf");
        return new Client(own.url).request("/api/upload-birth-certificate", { method: "POST", body: form });
      };
      expect([(await upload()).status, (await upload()).status, (await upload()).status]).toEqual([201, 201, 429]);
      // Registering without a file (JSON) is not an upload and still works.
      expect((await new Client(own.url).postJson("/api/academy-registrations", registration())).status).toBe(201);
    } finally {
      await own.stop();
    }
  });
});
