// Registering a player: the public JSON API and the registration page's native multipart form.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { birthDateYearsAgo, buildRegistration, executableBytes, MB, pdfBytes } from "../support/factories";
import { certificateFiles, Client, logInAs, postDeclaredLength, queryDb, startServer, withoutScripts, type TestServer } from "./harness";

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

const RECEIPT = /^\/academy-registration\/received\/(\d+)\?t=([A-Za-z0-9_-]{32})#registration-received$/;
const postRegistrationForm = (client: Client, body: FormData) => client.request("/academy-registration", { method: "POST", body });

describe("a second identical registration", () => {
  it("is refused with 409 while the first waits for review, through the API and the form", async () => {
    const input = buildRegistration();
    const client = new Client(server.url);
    expect((await client.postJson("/api/academy-registrations", input)).status).toBe(201);
    // The same child and parent e-mail, typed differently.
    const again = { ...input, playerName: ` ${input.playerName.toUpperCase()} `, email: input.email.toUpperCase() };
    const api = await client.postJson("/api/academy-registrations", again);
    expect(api.status).toBe(409);
    expect((await api.json()).message).toMatch(/^This child is already registered with this e-mail address/);

    const page = await postRegistrationForm(new Client(server.url), multipartForm(input));
    expect(page.status).toBe(409);
    const html = withoutScripts(await page.text());
    expect(html).toContain("This child is already registered with this e-mail address");
    expect(html).toContain('role="alert"');
    expect(query("SELECT id FROM academy_registrations WHERE player_name = ?", input.playerName)).toHaveLength(1);

    // Another child of the same parent, and the same child once reviewed, are accepted.
    expect((await client.postJson("/api/academy-registrations", { ...input, playerName: `${input.playerName} Junior` })).status).toBe(201);
    const [{ id }] = query<{ id: number }>("SELECT id FROM academy_registrations WHERE player_name = ?", input.playerName);
    expect((await admin.request(`/api/academy-registrations/${id}`, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ status: "rejected" }) })).status).toBe(200);
    expect((await client.postJson("/api/academy-registrations", input)).status).toBe(201);
  });
});

describe("the parent's receipt page", () => {
  it("follows a registration, shows the child, a reference and the next steps, and only to its link", async () => {
    const input = buildRegistration();
    const response = await postRegistrationForm(new Client(server.url), multipartForm(input));
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    const [, id, token] = RECEIPT.exec(location) ?? [];
    expect(Number(id)).toBeGreaterThan(0);

    const page = await new Client(server.url).get(location);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("Referrer-Policy")).toBe("same-origin");
    const html = withoutScripts(await page.text());
    expect(html).toContain("Registration received");
    expect(html).toContain(input.playerName);
    expect(html).toContain(`ACA-${id.padStart(5, "0")}`);
    expect(html).toContain("What happens next");
    expect(html).toContain(`We write to ${input.email} with the decision.`);
    expect(html).toContain("No birth certificate came with this registration");
    expect(html).toContain('href="/academy-registration"');
    expect(html).toContain('content="noindex"');
    // Nothing about any other registration, and nothing the admin list shows (phone, address).
    expect(html).not.toContain(input.phoneNumber);
    expect(html).not.toContain(input.address);

    const other = await postRegistrationForm(new Client(server.url), multipartForm(buildRegistration()));
    const [, otherId, otherToken] = RECEIPT.exec(other.headers.get("Location") ?? "") ?? [];
    for (const wrong of [
      `/academy-registration/received/${id}`,
      `/academy-registration/received/${id}?t=${otherToken}`,
      `/academy-registration/received/${otherId}?t=${token}`,
      `/academy-registration/received/${id}?t=${token.slice(0, -1)}`,
      `/academy-registration/received/abc?t=${token}`,
    ]) {
      expect((await new Client(server.url).get(wrong)).status, wrong).toBe(404);
    }
    // The token is never stored as it is, nor sent by the admin API.
    expect(query("SELECT id FROM academy_registrations WHERE access_token_hash = ?", token)).toHaveLength(0);
    const [listed] = await (await admin.get(`/api/academy-registrations?q=${encodeURIComponent(input.playerName)}`)).json();
    expect(listed).not.toHaveProperty("accessTokenHash");
  });
});

describe("registration page (native multipart form, no JavaScript)", () => {
  it("registers with a PDF in the same form, stores the file privately and leads to the receipt with a toast", async () => {
    const input = buildRegistration({ trainingDays: ["Tuesday", "Saturday"] });
    const before = certificateFiles(server).length;
    const client = new Client(server.url);
    const response = await client.request("/academy-registration", {
      method: "POST",
      body: multipartForm(input, { name: "certificate.pdf", bytes: PDF, type: "application/pdf" }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(RECEIPT);
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

  it("keeps a good certificate across a refused post, and refuses oversize and disguised files", async () => {
    const before = certificateFiles(server).length;
    const rows = countRegistrations();

    const input = buildRegistration({ goals: "short" });
    const invalid = await new Client(server.url).request("/academy-registration", {
      method: "POST",
      body: multipartForm(input, { name: "c.pdf", bytes: PDF, type: "application/pdf" }),
    });
    expect(invalid.status).toBe(400);
    // Stored as an upload no registration claims yet (the orphan purge removes it after a day), its
    // link carried back in the form with the file's name.
    expect(certificateFiles(server).length).toBe(before + 1);
    const html = withoutScripts(await invalid.text());
    expect(html).toContain("c.pdf is attached");
    const keptUrl = /name="birthCertificateUrl" value="(\/academy-admin\/certificates\/[^"]+\.pdf)"/.exec(html)?.[1];
    expect(keptUrl).toBeDefined();
    expect(html).toContain('name="birthCertificateName" value="c.pdf"');

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

    expect(certificateFiles(server).length).toBe(before + 1);
    expect(countRegistrations()).toBe(rows);

    // Corrected and sent again without choosing the file again: the registration has the kept file.
    const corrected = await new Client(server.url).request("/academy-registration", {
      method: "POST",
      body: multipartForm({ ...input, goals: "Improve passing and play in the U-13 league.", birthCertificateUrl: keptUrl, birthCertificateName: "c.pdf", certificateChoice: "keep" }),
    });
    expect(corrected.status).toBe(302);
    expect(query("SELECT birth_certificate_url AS url FROM academy_registrations WHERE player_name = ?", input.playerName)).toEqual([{ url: keptUrl }]);
    expect(certificateFiles(server).length).toBe(before + 1);
  });

  it("refuses an executable or a text file named .pdf: the file field's message in the summary and beside it, the answers kept, nothing stored", async () => {
    for (const [what, bytes] of [
      ["an executable", executableBytes()],
      ["a text file", Buffer.from("Not a birth certificate, only text.\n")],
    ] as const) {
      const input = buildRegistration();
      const before = certificateFiles(server).length;
      const response = await new Client(server.url).request("/academy-registration", {
        method: "POST",
        body: multipartForm(input, { name: "certificate.pdf", bytes, type: "application/pdf" }),
      });
      expect(response.status, what).toBe(400);
      const html = withoutScripts(await response.text());
      const summary = /<div[^>]*id="registration-problems"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
      expect([...summary.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((link) => link[1]), what).toEqual([
        "Birth certificate: Please choose a PDF, JPG, PNG or GIF file.",
      ]);
      const field = /<input[^>]*name="birthCertificate"[^>]*>/.exec(html)?.[0];
      expect(field, what).toContain('aria-invalid="true"');
      expect(html.split("Please choose a PDF, JPG, PNG or GIF file.").length - 1, `${what}: in the summary and beside the field`).toBe(2);
      expect(html, what).toContain(`value="${input.playerName}"`);
      expect(certificateFiles(server).length, what).toBe(before);
      expect(query("SELECT count(*) AS n FROM academy_registrations WHERE player_name = ?", input.playerName), what).toEqual([{ n: 0 }]);
    }
  });

  it("drops a kept certificate the parent chose to remove", async () => {
    const input = buildRegistration({ trainingDays: [] });
    const invalid = await new Client(server.url).request("/academy-registration", {
      method: "POST",
      body: multipartForm(input, { name: "scan.pdf", bytes: PDF, type: "application/pdf" }),
    });
    const keptUrl = /name="birthCertificateUrl" value="([^"]+)"/.exec(await invalid.text())?.[1];
    expect(keptUrl).toMatch(/^\/academy-admin\/certificates\//);
    const sent = await new Client(server.url).request("/academy-registration", {
      method: "POST",
      body: multipartForm({ ...input, trainingDays: ["Monday"], birthCertificateUrl: keptUrl, certificateChoice: "remove" }),
    });
    expect(sent.status).toBe(302);
    expect(query("SELECT birth_certificate_url AS url FROM academy_registrations WHERE player_name = ?", input.playerName)).toEqual([{ url: null }]);
  });

  it("answers a mistake calmly: a summary linking each field at the top, inline messages, no failure toast", async () => {
    const response = await new Client(server.url).request("/academy-registration", {
      method: "POST",
      body: multipartForm(buildRegistration({ goals: "short", phoneNumber: "123" })),
    });
    expect(response.status).toBe(400);
    const html = withoutScripts(await response.text());
    expect(html).not.toContain("Registration Failed");
    const summary = /<div[^>]*id="registration-problems"[^>]*>([\s\S]*?)<\/ul>/.exec(html);
    expect(summary?.[0]).toContain('role="alert"');
    expect(summary?.[1]).toContain("Some answers need your attention");
    expect(summary?.[1]).toMatch(/<a href="#[^"]*phoneNumber"[^>]*>Phone number: Valid phone number is required<\/a>/);
    expect(summary?.[1]).toMatch(/<a href="#[^"]*goals"[^>]*>Player(&#x27;|')s goals: Please describe player(&#x27;|')s goals<\/a>/);
    // The summary comes before the fields; each link leads to an element that exists.
    expect(html.indexOf("registration-problems")).toBeLessThan(html.indexOf('name="playerName"'));
    for (const [, target] of summary![1].matchAll(/href="#([^"]+)"/g)) expect(html).toContain(`id="${target}"`);
    // Without JavaScript the form's address ends in the summary's anchor: the browser scrolls to it.
    expect(html).toContain('action="/academy-registration#registration-problems"');
  });

  it("links the three policies of the terms sentence to texts on the page, and labels the certificate optional", async () => {
    const html = withoutScripts(await (await new Client(server.url).get("/academy-registration")).text());
    for (const anchor of ["academy-terms", "code-of-conduct", "safeguarding-policy"]) {
      expect(html).toContain(`href="#${anchor}"`);
      expect(html).toContain(`id="${anchor}"`);
    }
    expect(html).toContain("Birth certificate (optional)");
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
