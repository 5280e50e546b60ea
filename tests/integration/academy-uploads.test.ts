// The birth certificate upload API (the JavaScript form uploads before it registers).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRegistration, executableBytes, IMAGE_SAMPLES, MB, pdfBytes } from "../support/factories";
import { certificateFiles, Client, logInAs, postDeclaredLength, startServer, type TestServer } from "./harness";

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startServer();
  ({ client: admin } = await logInAs(server, "admin"));
});
afterAll(() => server?.stop());

const PDF = pdfBytes();

function uploadForm(bytes: Buffer, name: string, type?: string) {
  const form = new FormData();
  form.append("birthCertificate", new Blob([new Uint8Array(bytes)], type ? { type } : {}), name);
  return form;
}

describe("birth certificate upload API", () => {
  it("stores a PDF under a random name and answers 201 { fileUrl } pointing at an admin-only route", async () => {
    const form = uploadForm(PDF, "../../etc/passwd.pdf", "application/pdf");
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
      [executableBytes(), "certificate.pdf"],
      [Buffer.from("<html><script>alert(1)</script></html>"), "certificate.pdf"],
      [Buffer.from("just text"), "certificate.png"],
    ] as const) {
      const form = uploadForm(bytes, name, "application/pdf");
      const response = await new Client(server.url).request("/api/upload-birth-certificate", { method: "POST", body: form });
      expect(response.status).toBe(415);
      const body = await response.json();
      expect(body.message).toMatch(/^Invalid file type/);
      // The form shows the field's error beside the file input.
      expect(body.errors).toEqual({ birthCertificate: ["Please choose a PDF, JPG, PNG or GIF file."] });
    }
  });

  it("refuses a text file renamed .pdf with 415 and the field's message, storing nothing", async () => {
    const before = certificateFiles(server).length;
    const form = uploadForm(Buffer.from("Not a birth certificate, only text.\n"), "certificate.pdf", "application/pdf");
    const response = await new Client(server.url).request("/api/upload-birth-certificate", { method: "POST", body: form });
    expect(response.status).toBe(415);
    expect((await response.json()).errors).toEqual({ birthCertificate: ["Please choose a PDF, JPG, PNG or GIF file."] });
    expect(certificateFiles(server).length).toBe(before);
  });

  it("accepts JPEG, PNG and GIF by their magic bytes", async () => {
    for (const [ext, bytes] of Object.entries(IMAGE_SAMPLES)) {
      const form = uploadForm(bytes, `scan.${ext}`);
      const response = await new Client(server.url).request("/api/upload-birth-certificate", { method: "POST", body: form });
      expect(response.status, ext).toBe(201);
      expect((await response.json()).fileUrl).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it("refuses a file over 5 MB with 413 while streaming, and a body over the route cap before reading it", async () => {
    const before = certificateFiles(server).length;
    const big = Buffer.concat([PDF, Buffer.alloc(5 * MB)]);
    const form = uploadForm(big, "big.pdf", "application/pdf");
    const response = await new Client(server.url).request("/api/upload-birth-certificate", { method: "POST", body: form });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("File too large: Please select a file smaller than 5MB");
    expect(certificateFiles(server).length).toBe(before);

    const huge = await postDeclaredLength(server.url, "/api/upload-birth-certificate", 30 * MB);
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

describe("upload rate limit (own server)", () => {
  it("allows UPLOAD_RATE_LIMIT uploads per client in ten minutes, then answers 429", async () => {
    const own = await startServer({ UPLOAD_RATE_LIMIT: "2" });
    try {
      const upload = () =>
        new Client(own.url).request("/api/upload-birth-certificate", { method: "POST", body: uploadForm(PDF, "c.pdf", "application/pdf") });
      expect([(await upload()).status, (await upload()).status, (await upload()).status]).toEqual([201, 201, 429]);
      // Registering without a file (JSON) is not an upload and still works.
      expect((await new Client(own.url).postJson("/api/academy-registrations", buildRegistration())).status).toBe(201);
    } finally {
      await own.stop();
    }
  });
});
