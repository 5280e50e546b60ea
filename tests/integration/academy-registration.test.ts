// Registering a player: the public JSON API and the registration page's native multipart form.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { birthDateYearsAgo, buildRegistration, executableBytes, MB, pdfBytes } from "../support/factories";
import { certificateFiles, Client, logInAs, postDeclaredLength, queryDb, startServer, type TestServer } from "./harness";

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startServer();
  ({ client: admin } = await logInAs(server, "admin"));
});
afterAll(() => server?.stop());

const PDF = pdfBytes();
const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);
const countRegistrations = () => query<{ n: number }>("SELECT count(*) AS n FROM academy_registrations")[0].n;

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

describe("POST /api/academy-registrations (public JSON)", () => {
  it("stores a pending registration with its date and answers 201 with it", async () => {
    const input = buildRegistration({ trainingDays: ["Tuesday", "Saturday"], mediaConsent: false });
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
    const before = countRegistrations();
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
    expect(countRegistrations()).toBe(before);
  });

  it("applies the age rule at the 19/20 boundary and refuses future birth dates", async () => {
    const client = new Client(server.url);
    const twentyToday = await client.postJson("/api/academy-registrations", buildRegistration({ dateOfBirth: birthDateYearsAgo(20) }));
    expect(twentyToday.status).toBe(400);
    expect((await twentyToday.json()).errors.dateOfBirth).toEqual(["Not eligible - must be 19 or under"]);
    const twentyTomorrow = await client.postJson("/api/academy-registrations", buildRegistration({ dateOfBirth: birthDateYearsAgo(20, 1) }));
    expect(twentyTomorrow.status).toBe(201);
    const future = await client.postJson("/api/academy-registrations", buildRegistration({ dateOfBirth: birthDateYearsAgo(-1) }));
    expect((await future.json()).errors.dateOfBirth).toEqual(["Date of birth cannot be in the future"]);
    const impossible = await client.postJson("/api/academy-registrations", buildRegistration({ dateOfBirth: "2014-02-30" }));
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
      const response = await client.postJson("/api/academy-registrations", { ...buildRegistration(), ...override });
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(Object.keys((await response.json()).errors), JSON.stringify(override)).toContain(field);
    }
    const text = await client.request("/api/academy-registrations", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hi" });
    expect(text.status).toBe(415);
    const broken = await client.request("/api/academy-registrations", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
  });
});

describe("registration page (native multipart form, no JavaScript)", () => {
  it("registers with a PDF in the same form, stores the file privately and redirects with a toast", async () => {
    const input = buildRegistration({ trainingDays: ["Tuesday", "Saturday"] });
    const before = certificateFiles(server).length;
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
    expect(certificateFiles(server).length).toBe(before + 1);
    const download = await admin.get(row.birth_certificate_url);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
  });

  it("keeps no file when the registration is invalid, and refuses oversize and disguised files", async () => {
    const before = certificateFiles(server).length;
    const rows = countRegistrations();

    const invalid = await new Client(server.url).request("/academy-registration", {
      method: "POST",
      body: multipartForm(buildRegistration({ goals: "short" }), { name: "c.pdf", bytes: PDF, type: "application/pdf" }),
    });
    expect(invalid.status).toBe(400);

    const oversize = await new Client(server.url).request("/academy-registration", {
      method: "POST",
      body: multipartForm(buildRegistration(), { name: "c.pdf", bytes: Buffer.concat([PDF, Buffer.alloc(5 * MB)]), type: "application/pdf" }),
    });
    expect(oversize.status).toBe(400);

    const disguised = await new Client(server.url).request("/academy-registration", {
      method: "POST",
      body: multipartForm(buildRegistration(), { name: "setup.pdf", bytes: executableBytes(), type: "application/pdf" }),
    });
    expect(disguised.status).toBe(400);

    expect(certificateFiles(server).length).toBe(before);
    expect(countRegistrations()).toBe(rows);
  });
});

describe("oversized form posts without JavaScript", () => {
  it("answers a declared body over the route cap with a readable 413 page, before reading it", async () => {
    const response = await postDeclaredLength(server.url, "/academy-registration", 30 * MB, {
      "Sec-Fetch-Mode": "navigate",
    });
    expect(response.status).toBe(413);
    expect(response.type).toMatch(/^text\/html/);
    expect(response.body).toContain("Please select a file smaller than 5MB.");
    expect(response.body).toContain('href="/academy-registration"');
  });

  it("says it in Swahili to a Swahili visitor", async () => {
    const response = await postDeclaredLength(server.url, "/academy-registration", 30 * MB, {
      "Sec-Fetch-Mode": "navigate",
      Cookie: "lang=sw",
    });
    expect(response.status).toBe(413);
    expect(response.body).toContain('<html lang="sw">');
    expect(response.body).toContain("<h1>Faili ni kubwa mno</h1>");
    expect(response.body).toContain("Tafadhali chagua faili iliyo chini ya MB 5.");
    expect(response.body).toContain(">Rudi kwenye fomu</a>");
  });
});
