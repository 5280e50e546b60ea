// Item 6: the disk cannot be filled through the no-JavaScript registration form. Over real HTTP against
// the built server: certificates posted with the form count against UPLOAD_QUOTA_MB like those of the
// upload API (one quota), a full quota answers the form with 507, its message and the typed values,
// one client IP registers at most REGISTRATIONS_PER_IP_BURST players in a few minutes (429), and the JSON API keeps
// its `{ message }` answers. A legitimate registration with a certificate still works.
import http from "node:http";
import { describe, expect, it } from "vitest";
import { buildRegistration, pdfBytes } from "../../support/factories";
import { certificateFiles, Client, queryDb, startServerForFile, type TestServer } from "../harness";

const KB = 1024;
let server: TestServer;

const env = {
  UPLOAD_QUOTA_MB: "1",
  REGISTRATIONS_PER_IP_BURST: "3",
  // Behind fly's proxy the client IP is its Fly-Client-IP header: lets the test be many visitors.
  FLY_APP_NAME: "abuse-test",
};
startServerForFile({ env }, (file) => ({ server } = file));

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;
const countRegistrations = () => queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM academy_registrations")[0].n;

/** The registration as the no-JavaScript multipart form sends it. */
function registrationForm(fields: ReturnType<typeof buildRegistration>, certificate?: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((item) => form.append(name, String(item)));
    else if (typeof value === "boolean") {
      if (value) form.append(name, "on");
    } else if (value !== undefined) form.append(name, String(value));
  }
  if (certificate) form.append("birthCertificate", new Blob([new Uint8Array(certificate)], { type: "application/pdf" }), "certificate.pdf");
  return form;
}

/** A native form post, as a browser without JavaScript sends it (Sec-Fetch-Mode: navigate, which fetch cannot set). */
async function postNativeMultipart(form: FormData, ip: string) {
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(new URL("/academy-registration", server.url), {
      method: "POST",
      headers: {
        "Content-Type": encoded.headers.get("Content-Type")!,
        "Content-Length": body.length,
        "Sec-Fetch-Mode": "navigate",
        "Sec-Fetch-Site": "same-origin",
        "Fly-Client-IP": ip,
      },
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

function uploadThroughApi(bytes: Buffer, ip: string) {
  const form = new FormData();
  form.append("birthCertificate", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "certificate.pdf");
  return new Client(server.url).request("/api/upload-birth-certificate", { method: "POST", body: form, headers: { "Fly-Client-IP": ip } });
}

/** What the page shows as an input's value: the typed text, HTML-escaped. */
const asValue = (text: string) => `value="${text.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`;

describe("one quota for every public upload", () => {
  it("lets a legitimate registration with a certificate through the form", async () => {
    const response = await postNativeMultipart(registrationForm(buildRegistration(), pdfBytes(300 * KB)), freshIp());
    expect(response.status).toBe(302);
    // The parent lands on the registration's receipt.
    expect(response.headers.location).toMatch(/^\/academy-registration\/received\/\d+\?t=[\w-]{32}#registration-received$/);
    expect(certificateFiles(server)).toHaveLength(1);
  });

  it("counts the form's certificates: past the quota the form answers 507 with the message and the typed values", async () => {
    // Each from its own address, so that only the quota is at work here.
    expect((await postNativeMultipart(registrationForm(buildRegistration(), pdfBytes(400 * KB)), freshIp())).status).toBe(302);
    const files = certificateFiles(server).length;
    const rows = countRegistrations();

    const typed = buildRegistration({ playerName: "Amani \"Striker\" Juma", goals: "Score in the U-13 league final." });
    const refused = await postNativeMultipart(registrationForm(typed, pdfBytes(400 * KB)), freshIp());
    expect(refused.status).toBe(507);
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.body).toContain("Uploads are paused: the space for new documents is full. Please try again later or contact the club office.");
    expect(refused.body).toContain(asValue(typed.playerName));
    expect(refused.body).toContain(asValue(typed.email));
    expect(refused.body).toContain(typed.goals);
    // Nothing stored, nothing half-written.
    expect(certificateFiles(server)).toHaveLength(files);
    expect(countRegistrations()).toBe(rows);
  });

  it("still counts the upload API's files against the same quota, answering JSON { message }", async () => {
    const response = await uploadThroughApi(pdfBytes(400 * KB), freshIp());
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({
      message: "Uploads are paused: the space for new documents is full. Please try again later or contact the club office.",
    });
  });

  it("still takes a registration without a new file while the quota is full", async () => {
    const response = await new Client(server.url).postJson("/api/academy-registrations", buildRegistration(), { headers: { "Fly-Client-IP": freshIp() } });
    expect(response.status).toBe(201);
    expect(await response.json()).not.toHaveProperty("clientIp");
  });
});

describe("registrations per client IP in a few minutes", () => {
  const TOO_MANY = "Too many registrations have been sent from this connection in the last few minutes. Please wait a few minutes and try again.";

  it("refuses the (REGISTRATIONS_PER_IP_BURST + 1)th registration from one address within minutes with 429, on the API and the form", async () => {
    const office = "192.0.2.200";
    for (let i = 0; i < 3; i++) {
      const response = await new Client(server.url).postJson("/api/academy-registrations", buildRegistration(), { headers: { "Fly-Client-IP": office } });
      expect(response.status).toBe(201);
    }
    const rows = countRegistrations();
    const api = await new Client(server.url).postJson("/api/academy-registrations", buildRegistration(), { headers: { "Fly-Client-IP": office } });
    expect(api.status).toBe(429);
    expect(await api.json()).toEqual({ message: TOO_MANY });

    const typed = buildRegistration({ playerName: "Neema Wanjiru" });
    const form = await postNativeMultipart(registrationForm(typed), office);
    expect(form.status).toBe(429);
    expect(form.body).toContain(TOO_MANY);
    expect(form.body).toContain(asValue(typed.playerName));
    expect(countRegistrations()).toBe(rows);
  });

  it("does not hold back a family registering from another address", async () => {
    const response = await postNativeMultipart(registrationForm(buildRegistration()), freshIp());
    expect(response.status).toBe(302);
  });
});
