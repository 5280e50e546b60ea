// Limits that keep anonymous visitors from filling the disk or someone's inbox, and certificate
// downloads that cannot run code in the admin's origin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRegistration, pdfBytes } from "../support/factories";
import { Client, logInAs, queryDb, startServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ UPLOAD_QUOTA_MB: "1", PUBLIC_MAIL_DAILY_LIMIT: "3" });
});
afterAll(() => server?.stop());

function upload(bytes: Buffer, name = "certificate.pdf") {
  const form = new FormData();
  form.append("birthCertificate", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
  return new Client(server.url).request("/api/upload-birth-certificate", { method: "POST", body: form });
}

describe("multipart bodies", () => {
  it("are refused when they have too many parts (400) or too much text (413)", async () => {
    const many = new FormData();
    for (let i = 0; i < 600; i++) many.append(`field${i}`, "x");
    const parts = await new Client(server.url).request("/api/upload-birth-certificate", { method: "POST", body: many });
    expect(parts.status).toBe(400);
    expect((await parts.json()).message).toMatch(/^Too many form fields/);

    const wordy = new FormData();
    for (let i = 0; i < 20; i++) wordy.append(`note${i}`, "y".repeat(15 * 1024));
    const text = await new Client(server.url).request("/api/upload-birth-certificate", { method: "POST", body: wordy });
    expect(text.status).toBe(413);
    expect((await text.json()).message).toBe("The form has too much text");
  });
});

describe("certificate downloads", () => {
  it("download PDFs as attachments under a sandboxing policy", async () => {
    // Before the quota below is used up: the no-JavaScript form's file counts against it too.
    const url = await registrationWithFile();
    const { client } = await logInAs(server, "staff");
    const response = await client.get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="birth-certificate\.pdf"$/);
    expect(response.headers.get("content-security-policy")).toMatch(/sandbox/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("public upload quota", () => {
  it("refuses uploads past the quota with 507 and a clear message", async () => {
    const first = await upload(pdfBytes(400 * 1024));
    expect(first.status).toBe(201);
    const { fileUrl } = await first.json();
    expect((await upload(pdfBytes(400 * 1024))).status).toBe(201);
    const over = await upload(pdfBytes(400 * 1024));
    expect(over.status).toBe(507);
    expect((await over.json()).message).toMatch(/space for new documents is full/);
    // Refused before the body is read once (nearly) no room is left.
    expect((await upload(pdfBytes(200 * 1024))).status).toBe(201);
    expect((await upload(pdfBytes(1024))).status).toBe(507);

    // A registration that claims one upload is still accepted (it stores nothing new).
    const registered = await new Client(server.url).postJson("/api/academy-registrations", buildRegistration({ birthCertificateUrl: fileUrl }));
    expect(registered.status).toBe(201);
  });
});

describe("mail that public forms trigger", () => {
  it("goes at most PUBLIC_MAIL_DAILY_LIMIT times a day to one address; the form still succeeds", async () => {
    const email = `flooded-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) {
      const response = await new Client(server.url).postJson("/api/academy-registrations", buildRegistration({ email }));
      expect(response.status).toBe(201);
    }
    await expect
      .poll(() => queryDb<{ status: string }>(server, 'SELECT status FROM email_logs WHERE "to" = ?', email).map((r) => r.status).sort(), { timeout: 30_000 })
      .toEqual(["sent", "sent", "sent", "skipped", "skipped"]);
  });
});

async function registrationWithFile(): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(buildRegistration())) {
    if (Array.isArray(value)) value.forEach((item) => form.append(name, String(item)));
    else if (typeof value === "boolean") {
      if (value) form.append(name, "on");
    } else if (value !== undefined) form.append(name, String(value));
  }
  form.append("birthCertificate", new Blob([new Uint8Array(pdfBytes())], { type: "application/pdf" }), "c.pdf");
  const response = await new Client(server.url).request("/academy-registration", { method: "POST", body: form });
  // A successful registration goes on to its receipt page.
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toMatch(/^\/academy-registration\/received\/\d+\?t=/);
  const [row] = queryDb<{ url: string }>(server, "SELECT birth_certificate_url AS url FROM academy_registrations WHERE birth_certificate_url IS NOT NULL ORDER BY id DESC LIMIT 1");
  return row.url;
}
