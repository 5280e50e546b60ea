import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { todayInNairobi } from "../../app/utils/age";
import { E2E } from "./e2e-env";
import { admin, expectToast, logInAsAdmin, open, waitForHydration } from "./helpers";

// spec/core.md §2 (academy registration form, academy admin), §4 (registration submit and status),
// §5 (academy validation table, age rule, birth certificate), §8 (registration and status toasts),
// §9 (max age 19, 5 MB, CSV export). Every test uses its own player name (tests run in parallel, in
// two projects, against one server).

// ---------------------------------------------------------------------------------------------
// Test data

/** A small but valid PDF (the server checks the content, not the name). */
function pdfBytes(size?: number): Buffer {
  const head = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n";
  const tail = "trailer\n<< /Root 1 0 R >>\n%%EOF\n";
  if (size === undefined) return Buffer.from(head + tail);
  const padding = size - head.length - tail.length;
  // PDF comments: "%" up to the end of the line.
  const filler = Buffer.alloc(padding, "%".charCodeAt(0));
  for (let index = 79; index < padding; index += 80) filler[index] = "\n".charCodeAt(0);
  return Buffer.concat([Buffer.from(head), filler, Buffer.from(tail)]);
}

const MB = 1024 * 1024;

function uniqueSuffix() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** YYYY-MM-DD shifted by whole years and days (calendar arithmetic in UTC, no clock involved). */
function shiftDate(isoDate: string, { years = 0, days = 0 }: { years?: number; days?: number }) {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year + years, month - 1, day + days)).toISOString().slice(0, 10);
}

type Registration = {
  playerName: string;
  dateOfBirth: string;
  gender: "male" | "female";
  position: string;
  experience: string;
  parentGuardianName: string;
  relationship: string;
  phoneNumber: string;
  email: string;
  address: string;
  medicalConditions: string;
  allergies: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  trainingDays: string[];
  goals: string;
  previousClubs: string;
  termsAgreed: boolean;
  mediaConsent: boolean;
};

/** A valid registration for a player born about twelve years ago (Nairobi calendar). */
function validRegistration(overrides: Partial<Registration> = {}): Registration {
  const suffix = uniqueSuffix();
  return {
    playerName: `Baraka Otieno ${suffix}`,
    dateOfBirth: shiftDate(todayInNairobi(), { years: -12, days: -100 }),
    gender: "male",
    position: "Midfielder",
    experience: "Intermediate - School/club experience",
    parentGuardianName: `Wanjiku Otieno ${suffix}`,
    relationship: "Mother",
    phoneNumber: "0712 345 680",
    email: `wanjiku.${suffix}@example.com`,
    address: "12 Ngong Road, Kilimani, Nairobi",
    medicalConditions: "Mild asthma, inhaler in bag",
    allergies: "Peanuts",
    emergencyContactName: "Peter Otieno",
    emergencyContactPhone: "0722 000 111",
    trainingDays: ["Tuesday", "Saturday"],
    goals: "Improve passing and play in the U-13 league.",
    previousClubs: "Kilimani Juniors",
    termsAgreed: true,
    mediaConsent: true,
    ...overrides,
  };
}

const TRAINING_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

// ---------------------------------------------------------------------------------------------
// The form

function registrationForm(page: Page) {
  const label = (text: string) => page.getByLabel(text, { exact: true });
  return {
    playerName: label("Player's full name"),
    dateOfBirth: label("Date of birth"),
    gender: (value: string) => page.getByRole("radio", { name: new RegExp(`^${value}$`, "i") }),
    position: label("Preferred position"),
    experience: label("Experience level"),
    parentGuardianName: label("Parent/Guardian full name"),
    relationship: label("Relationship to player"),
    phoneNumber: label("Phone number"),
    email: label("Email address"),
    address: label("Home address"),
    medicalConditions: label("Medical conditions (optional)"),
    allergies: label("Allergies (optional)"),
    emergencyContactName: label("Emergency contact name"),
    emergencyContactPhone: label("Emergency contact phone"),
    trainingDay: (day: string) => page.getByRole("checkbox", { name: day, exact: true }),
    goals: label("Player's goals"),
    previousClubs: label("Previous clubs (optional)"),
    birthCertificate: label("Birth certificate"),
    termsAgreed: page.getByRole("checkbox", { name: /I agree to the academy's terms and conditions/ }),
    mediaConsent: page.getByRole("checkbox", { name: /I consent to photos and videos/ }),
    submit: page.getByRole("button", { name: /^(Submit Registration|Submitting Registration\.\.\.)$/ }),
    ageDisplay: page.getByTestId("age-display"),
    selectedFile: page.getByTestId("selected-file"),
  };
}

async function fillRegistration(page: Page, registration: Registration) {
  const form = registrationForm(page);
  await form.playerName.fill(registration.playerName);
  await form.dateOfBirth.fill(registration.dateOfBirth);
  await form.gender(registration.gender).check();
  await form.position.selectOption(registration.position);
  await form.experience.selectOption(registration.experience);
  await form.parentGuardianName.fill(registration.parentGuardianName);
  await form.relationship.selectOption(registration.relationship);
  await form.phoneNumber.fill(registration.phoneNumber);
  await form.email.fill(registration.email);
  await form.address.fill(registration.address);
  await form.medicalConditions.fill(registration.medicalConditions);
  await form.allergies.fill(registration.allergies);
  await form.emergencyContactName.fill(registration.emergencyContactName);
  await form.emergencyContactPhone.fill(registration.emergencyContactPhone);
  for (const day of registration.trainingDays) await form.trainingDay(day).check();
  await form.goals.fill(registration.goals);
  await form.previousClubs.fill(registration.previousClubs);
  await form.termsAgreed.setChecked(registration.termsAgreed);
  await form.mediaConsent.setChecked(registration.mediaConsent);
}

/** Every typed value is (still) in the form. */
async function expectFormValues(page: Page, registration: Registration) {
  const form = registrationForm(page);
  await expect(form.playerName).toHaveValue(registration.playerName);
  await expect(form.dateOfBirth).toHaveValue(registration.dateOfBirth);
  await expect(form.gender(registration.gender)).toBeChecked();
  await expect(form.position).toHaveValue(registration.position);
  await expect(form.experience).toHaveValue(registration.experience);
  await expect(form.parentGuardianName).toHaveValue(registration.parentGuardianName);
  await expect(form.relationship).toHaveValue(registration.relationship);
  await expect(form.phoneNumber).toHaveValue(registration.phoneNumber);
  await expect(form.email).toHaveValue(registration.email);
  await expect(form.address).toHaveValue(registration.address);
  await expect(form.medicalConditions).toHaveValue(registration.medicalConditions);
  await expect(form.allergies).toHaveValue(registration.allergies);
  await expect(form.emergencyContactName).toHaveValue(registration.emergencyContactName);
  await expect(form.emergencyContactPhone).toHaveValue(registration.emergencyContactPhone);
  for (const day of TRAINING_DAYS) {
    const box = form.trainingDay(day);
    if (registration.trainingDays.includes(day)) await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
  }
  await expect(form.goals).toHaveValue(registration.goals);
  await expect(form.previousClubs).toHaveValue(registration.previousClubs);
  if (registration.termsAgreed) await expect(form.termsAgreed).toBeChecked();
  else await expect(form.termsAgreed).not.toBeChecked();
  if (registration.mediaConsent) await expect(form.mediaConsent).toBeChecked();
  else await expect(form.mediaConsent).not.toBeChecked();
}

/** The form is back to its empty state after a successful registration. */
async function expectFormReset(page: Page) {
  const form = registrationForm(page);
  await expect(form.playerName).toHaveValue("");
  await expect(form.dateOfBirth).toHaveValue("");
  await expect(form.parentGuardianName).toHaveValue("");
  await expect(form.goals).toHaveValue("");
  for (const day of TRAINING_DAYS) await expect(form.trainingDay(day)).not.toBeChecked();
  await expect(form.termsAgreed).not.toBeChecked();
  await expect(form.birthCertificate).toHaveValue("");
  await expect(form.selectedFile).toHaveCount(0);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
}

async function openRegistration(page: Page) {
  await open(page, "/academy-registration");
  await expect(page.getByRole("heading", { level: 1, name: "Youth Academy Registration" })).toBeVisible();
}

/** Records the POSTs the page sends to the registration route and the upload API. */
function recordPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

const SUCCESS = {
  title: "Registration Successful!",
  description: "Your academy registration has been submitted. We'll contact you within 48 hours.",
};

// ---------------------------------------------------------------------------------------------
// The admin's view of the data, through the JSON API (a bearer token, independent of the page)

type StoredRegistration = Registration & {
  id: number;
  status: string;
  birthCertificateUrl: string | null;
  registrationDate: string;
};

async function adminApi(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }) {
  const anonymous = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  const login = await anonymous.post("/api/admin/login", { data: { username: admin.username, password: admin.password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await anonymous.dispose();
  return playwright.request.newContext({ baseURL: E2E.baseUrl, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

async function registrationsNamed(api: APIRequestContext, playerName: string): Promise<StoredRegistration[]> {
  const response = await api.get(`/api/academy-registrations?${new URLSearchParams({ q: playerName })}`);
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as StoredRegistration[];
  return rows.filter((row) => row.playerName === playerName);
}

// ---------------------------------------------------------------------------------------------

test.describe("academy registration", () => {
  test("a parent registers with a PDF birth certificate", async ({ page, javaScriptEnabled, playwright }) => {
    await openRegistration(page);
    const form = registrationForm(page);
    const registration = validRegistration();
    await fillRegistration(page, registration);
    await form.birthCertificate.setInputFiles({
      name: "certificate.pdf",
      mimeType: "application/pdf",
      buffer: pdfBytes(1.25 * MB),
    });

    let releaseUpload: () => void = () => {};
    if (javaScriptEnabled) {
      // The chosen file is listed with its size in MB (two decimals).
      await expect(form.selectedFile).toContainText("certificate.pdf");
      await expect(form.selectedFile).toContainText("1.25 MB");
      // Hold the upload so its progress bar and the pending button can be seen.
      const held = new Promise<void>((resolve) => (releaseUpload = resolve));
      await page.route("**/api/upload-birth-certificate", async (route) => {
        await held;
        await route.continue();
      });
    }
    await form.submit.click();
    if (javaScriptEnabled) {
      await expect(page.getByRole("progressbar", { name: /Uploading birth certificate/ })).toBeVisible();
      await expect(page.getByRole("button", { name: "Submitting Registration..." })).toBeDisabled();
      releaseUpload();
    }

    await expectToast(page, SUCCESS.title, SUCCESS.description);
    await expectFormReset(page);
    await expect(page).toHaveURL(`${E2E.baseUrl}/academy-registration`);

    const api = await adminApi(playwright);
    try {
      const [stored, ...others] = await registrationsNamed(api, registration.playerName);
      expect(others).toEqual([]);
      expect(stored).toMatchObject({
        dateOfBirth: registration.dateOfBirth,
        gender: "male",
        position: "Midfielder",
        email: registration.email,
        trainingDays: ["Tuesday", "Saturday"],
        termsAgreed: true,
        mediaConsent: true,
        status: "pending",
      });
      expect(stored.birthCertificateUrl).toMatch(/^\/academy-admin\/certificates\/[\w-]+\.pdf$/);
      // The stored file is the one that was chosen.
      const file = await api.get(stored.birthCertificateUrl!);
      expect(file.status()).toBe(200);
      expect((await file.body()).length).toBe(1.25 * MB);
    } finally {
      await api.dispose();
    }
  });

  test("a parent registers without a birth certificate", async ({ page, playwright }) => {
    await openRegistration(page);
    const registration = validRegistration({ gender: "female", trainingDays: ["Monday"], mediaConsent: false });
    await fillRegistration(page, registration);
    await registrationForm(page).submit.click();

    await expectToast(page, SUCCESS.title, SUCCESS.description);
    await expectFormReset(page);

    const api = await adminApi(playwright);
    try {
      const stored = await registrationsNamed(api, registration.playerName);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ gender: "female", trainingDays: ["Monday"], mediaConsent: false, status: "pending" });
      expect(stored[0].birthCertificateUrl ?? null).toBeNull();
    } finally {
      await api.dispose();
    }
  });

  test("an empty form shows every validation message", async ({ page, javaScriptEnabled }) => {
    await openRegistration(page);
    const posts = recordPosts(page);
    const responses: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST") responses.push(response.status());
    });
    await registrationForm(page).submit.click();

    const main = page.getByRole("main");
    for (const message of [
      "Player name must be at least 2 characters",
      "Date of birth is required",
      "Please select gender",
      "Preferred position is required",
      "Please select experience level",
      "Parent/Guardian name is required",
      "Relationship to player is required",
      "Valid phone number is required",
      "Valid email is required",
      "Full address is required",
      "Emergency contact name is required",
      "Emergency contact phone is required",
      "Select at least one training day",
      "Please describe player's goals",
      "You must agree to terms and conditions",
    ]) {
      await expect(main.getByText(message, { exact: true }), message).toBeVisible();
    }
    const form = registrationForm(page);
    await expect(form.playerName).toHaveAttribute("aria-invalid", "true");
    await expect(form.termsAgreed).toHaveAttribute("aria-invalid", "true");
    // Optional fields have no error.
    await expect(form.medicalConditions).not.toHaveAttribute("aria-invalid", "true");

    if (javaScriptEnabled) {
      // Checked in the browser: nothing was sent.
      expect(posts).toEqual([]);
    } else {
      expect(posts).toEqual(["/academy-registration"]);
      expect(responses).toEqual([400]);
      await expectToast(page, "Registration Failed");
    }
  });

  test("after a failed submit every typed value is still there", async ({ page, javaScriptEnabled }) => {
    await openRegistration(page);
    const posts = recordPosts(page);
    // Everything valid except the goals (too short).
    const registration = validRegistration({ goals: "Fun", trainingDays: ["Wednesday", "Sunday"] });
    await fillRegistration(page, registration);
    await registrationForm(page).submit.click();

    await expect(page.getByRole("main").getByText("Please describe player's goals", { exact: true })).toBeVisible();
    await expect(registrationForm(page).goals).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Player name must be at least 2 characters")).toHaveCount(0);
    await expectFormValues(page, registration);
    expect(posts).toEqual(javaScriptEnabled ? [] : ["/academy-registration"]);
    await expect(page.getByText(SUCCESS.title)).toHaveCount(0);
  });

  test("age rule: 19 is eligible, a 20th birthday today is not", async ({ page, javaScriptEnabled, playwright }) => {
    const today = todayInNairobi();
    const twentyToday = shiftDate(today, { years: -20 });
    const twentyTomorrow = shiftDate(shiftDate(today, { days: 1 }), { years: -20 });

    await openRegistration(page);
    const form = registrationForm(page);
    const registration = validRegistration({ dateOfBirth: twentyToday });
    await fillRegistration(page, registration);

    if (javaScriptEnabled) {
      await expect(form.ageDisplay).toContainText("Age: 20");
      await expect(form.ageDisplay).toContainText("Not eligible - must be 19 or under");
      await expect(form.ageDisplay).not.toContainText(/\bEligible\b/);
      await expect(form.submit).toBeDisabled();

      await form.dateOfBirth.fill(twentyTomorrow);
      await expect(form.ageDisplay).toContainText("Age: 19");
      await expect(form.ageDisplay.getByText("Eligible", { exact: true })).toBeVisible();
      await expect(form.ageDisplay).not.toContainText("Not eligible");
      await expect(form.submit).toBeEnabled();
    } else {
      await form.submit.click();
      await expectToast(page, "Age Requirement Not Met", "Academy registration is only available for players 19 years and under.");
      await expect(page.getByRole("main").getByText("Not eligible - must be 19 or under")).toBeVisible();
      await expectFormValues(page, registration);

      await form.dateOfBirth.fill(twentyTomorrow);
    }
    await form.submit.click();
    await expectToast(page, SUCCESS.title, SUCCESS.description);
    await expectFormReset(page);

    const api = await adminApi(playwright);
    try {
      const stored = await registrationsNamed(api, registration.playerName);
      expect(stored.map((row) => row.dateOfBirth)).toEqual([twentyTomorrow]);
    } finally {
      await api.dispose();
    }
  });

  test("a birth certificate over 5 MB is refused", async ({ page, javaScriptEnabled, playwright }) => {
    await openRegistration(page);
    const form = registrationForm(page);
    const posts = recordPosts(page);
    const registration = validRegistration();
    await fillRegistration(page, registration);
    const oversize = { name: "certificate.pdf", mimeType: "application/pdf", buffer: pdfBytes(5 * MB + 1) };
    await form.birthCertificate.setInputFiles(oversize);

    if (javaScriptEnabled) {
      // Refused by the picker, before any upload.
      await expectToast(page, "File too large", "Please select a file smaller than 5MB");
      await expect(form.selectedFile).toHaveCount(0);
      await expect(form.birthCertificate).toHaveValue("");
      expect(posts).toEqual([]);
      await expectFormValues(page, registration);
    } else {
      await form.submit.click();
      await expectToast(page, "File too large", "Please select a file smaller than 5MB");
      await expect(page.getByRole("main").getByText("Please select a file smaller than 5MB", { exact: true })).toBeVisible();
      await expect(form.birthCertificate).toHaveAttribute("aria-invalid", "true");
      await expectFormValues(page, registration);
    }

    const api = await adminApi(playwright);
    try {
      expect(await registrationsNamed(api, registration.playerName)).toEqual([]);
    } finally {
      await api.dispose();
    }
  });

  test("an executable renamed .pdf is refused", async ({ page, javaScriptEnabled, playwright }) => {
    await openRegistration(page);
    const form = registrationForm(page);
    const registration = validRegistration();
    await fillRegistration(page, registration);
    const random = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    const executable = Buffer.concat([Buffer.from("MZ"), random]);
    await form.birthCertificate.setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: executable });

    if (javaScriptEnabled) {
      // The picker cannot see inside the file; the upload API refuses it by content.
      const upload = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/upload-birth-certificate");
      await form.submit.click();
      expect((await upload).status()).toBe(415);
      await expectToast(page, "Registration Failed", "Failed to upload birth certificate");
    } else {
      await form.submit.click();
      await expectToast(page, "Invalid file type", "Please choose a PDF, JPG, PNG or GIF file.");
      await expect(page.getByRole("main").getByText("Please choose a PDF, JPG, PNG or GIF file.", { exact: true })).toBeVisible();
      await expect(form.birthCertificate).toHaveAttribute("aria-invalid", "true");
    }
    await expectFormValues(page, registration);
    await expect(page.getByText(SUCCESS.title)).toHaveCount(0);

    const api = await adminApi(playwright);
    try {
      expect(await registrationsNamed(api, registration.playerName)).toEqual([]);
    } finally {
      await api.dispose();
    }
  });
});

test.describe("academy admin", () => {
  test("an admin finds, views, downloads, approves and exports a registration", async ({ page, request, playwright }) => {
    // Set-up through the public API (the form itself is covered above).
    const pdf = pdfBytes();
    const upload = await request.post("/api/upload-birth-certificate", {
      multipart: { birthCertificate: { name: "certificate.pdf", mimeType: "application/pdf", buffer: pdf } },
    });
    expect(upload.status()).toBe(201);
    const { fileUrl } = (await upload.json()) as { fileUrl: string };
    const registration = validRegistration();
    const created = await request.post("/api/academy-registrations", {
      data: { ...registration, birthCertificateUrl: fileUrl },
    });
    expect(created.status()).toBe(201);
    const name = registration.playerName;

    await logInAsAdmin(page);
    await open(page, "/academy-admin");
    await expect(page.getByRole("heading", { level: 1, name: "Academy Registrations" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: name });

    // Search by player name.
    await searchFor(page, name);
    await expect(page.getByText("1 registration match your criteria")).toBeVisible();
    await expect(row).toHaveCount(1);
    await expect(row.getByText("pending", { exact: true })).toBeVisible();
    // The parent's e-mail finds it as well (case-insensitive).
    await searchFor(page, registration.email.toUpperCase());
    await expect(row).toHaveCount(1);
    await searchFor(page, `no such player ${uniqueSuffix()}`);
    await expect(row).toHaveCount(0);
    await expect(page.getByText("No registrations found matching your criteria.")).toBeVisible();

    // Status filter (with JavaScript it applies on change; without, the Search button submits).
    await searchFor(page, name);
    await applyStatusFilter(page, "Approved");
    await expect(page).toHaveURL(/status=approved/);
    await expect(page.getByText("No registrations found matching your criteria.")).toBeVisible();
    await expect(row).toHaveCount(0);
    await applyStatusFilter(page, "Pending");
    await expect(page).toHaveURL(/status=pending/);
    await expect(row).toHaveCount(1);

    // Details dialog.
    await row.getByRole("link", { name: `View details of ${name}` }).click();
    await expect(page).toHaveURL(/[?&]view=\d+/);
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    for (const heading of ["Player", "Contact", "Medical", "Academy preferences", "Status"]) {
      await expect(dialog.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(dialog.getByText(registration.parentGuardianName, { exact: false })).toBeVisible();
    await expect(dialog.getByText("Tuesday, Saturday", { exact: true })).toBeVisible();
    await expect(dialog.getByText("pending", { exact: true })).toBeVisible();

    const certificate = dialog.getByRole("link", { name: /birth certificate/i });
    await expect(certificate).toHaveAttribute("target", "_blank");
    const href = await certificate.getAttribute("href");
    expect(href).toBe(fileUrl);
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(await download.body(), pdf)).toBe(0);
    const anonymous = await playwright.request.newContext({ baseURL: E2E.baseUrl });
    try {
      const refused = await anonymous.get(href!, { maxRedirects: 0 });
      expect(refused.status()).toBe(302);
      expect(refused.headers()["location"]).toMatch(/^\/admin-login(\?|$)/);
    } finally {
      await anonymous.dispose();
    }

    // Close the dialog, then approve from the table.
    await dialog.getByRole("link", { name: "Close" }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/view=/);
    await row.getByRole("button", { name: `Approve ${name}` }).click();
    await expectToast(page, "Status Updated", "Registration status has been updated successfully.");
    // Still filtered on "pending": the row has left the list; it is under "approved".
    await applyStatusFilter(page, "Approved");
    await expect(row).toHaveCount(1);
    await expect(row.getByText("approved", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: `Approve ${name}` })).toHaveCount(0);
    await expect(row.getByRole("button", { name: `Reject ${name}` })).toHaveCount(0);

    // CSV export of the filtered list.
    const exportLink = page.getByRole("link", { name: "Export CSV" });
    await expect(exportLink).toHaveAttribute("href", `/academy-admin/export.csv?${new URLSearchParams({ q: name, status: "approved" })}`);
    const csv = await page.request.get(`/academy-admin/export.csv?${new URLSearchParams({ q: name })}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers()["content-disposition"]).toContain(`filename="academy-registrations-${todayInNairobi()}.csv"`);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("Player Name,Age,Gender,Position,Parent/Guardian,Phone,Email,Address,Status,Registration Date");
    expect(lines).toHaveLength(2);
    const expectedStart = [
      name,
      "12",
      "male",
      "Midfielder",
      registration.parentGuardianName,
      registration.phoneNumber,
      registration.email,
      "12 Ngong Road; Kilimani; Nairobi",
      "approved",
    ].join(",");
    expect(lines[1].startsWith(`${expectedStart},`), lines[1]).toBe(true);
    expect(lines[1].slice(expectedStart.length + 1)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  test("anonymous visitors are refused", async ({ page, request }) => {
    await page.goto("/academy-admin");
    await expect(page).toHaveURL(/\/admin-login\?redirectTo=%2Facademy-admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();

    const list = await request.get("/api/academy-registrations");
    expect(list.status()).toBe(401);
    expect(await list.json()).toMatchObject({ message: expect.any(String) });
    const patch = await request.patch("/api/academy-registrations/1", { data: { status: "approved" } });
    expect(patch.status()).toBe(401);
    const csv = await request.get("/academy-admin/export.csv", { maxRedirects: 0 });
    expect(csv.status()).toBe(302);
    expect(csv.headers()["location"]).toMatch(/^\/admin-login\?/);
  });
});

/** Searches the admin list and waits for the results (the URL changes once they are loaded). */
async function searchFor(page: Page, q: string) {
  const search = page.getByRole("search");
  await search.getByRole("searchbox", { name: "Search" }).fill(q);
  await search.getByRole("button", { name: "Search" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(q);
  await waitForHydration(page);
}

async function applyStatusFilter(page: Page, label: "All" | "Pending" | "Approved" | "Rejected") {
  const search = page.getByRole("search");
  await search.getByLabel("Status").selectOption({ label });
  if (test.info().project.use.javaScriptEnabled === false) await search.getByRole("button", { name: "Search" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("status") ?? "").toBe(label === "All" ? "" : label.toLowerCase());
  await waitForHydration(page);
}
