// The academy screens as the specs drive them: the registration form (fill, read back, reset) and the
// admin list (search, status filter), plus a look at the stored rows through the admin JSON API.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { RegistrationInput } from "../support/factories";
import { open, waitForHydration } from "./helpers";

const TRAINING_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export const REGISTRATION_SUCCESS = {
  title: "Registration Successful!",
  description: "Your academy registration has been submitted. We'll contact you within 48 hours.",
};

// ---------------------------------------------------------------------------------------------
// The registration form

export function registrationForm(page: Page) {
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
    birthCertificate: label("Birth certificate (optional)"),
    termsAgreed: page.getByRole("checkbox", { name: /I agree to the academy's terms and conditions/ }),
    mediaConsent: page.getByRole("checkbox", { name: /I consent to photos and videos/ }),
    submit: page.getByRole("button", { name: /^(Submit Registration|Submitting Registration\.\.\.)$/ }),
    ageDisplay: page.getByTestId("age-display"),
    selectedFile: page.getByTestId("selected-file"),
    keptFile: page.getByTestId("kept-file"),
    errorSummary: page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Some answers need your attention" }) }),
  };
}

export async function openRegistration(page: Page) {
  await open(page, "/academy-registration");
  await expect(page.getByRole("heading", { level: 1, name: "Youth Academy Registration" })).toBeVisible();
}

export async function fillRegistration(page: Page, registration: RegistrationInput) {
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
export async function expectFormValues(page: Page, registration: RegistrationInput) {
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

/** Waits for a sent registration to reach its confirmation page (the toast shows with the page). */
export async function arrivedAtReceipt(page: Page) {
  await expect(page).toHaveURL(/\/academy-registration\/received\/\d+/);
}

/**
 * After a successful registration: the parent's receipt (its secret link), with the child's name, a
 * reference and the next steps, then "Register another child" opens an empty form.
 */
export async function expectReceipt(page: Page, registration: RegistrationInput) {
  await expect(page).toHaveURL(/\/academy-registration\/received\/\d+\?t=[\w-]{32}#registration-received$/);
  await expect(page.getByRole("heading", { level: 1, name: "Registration received" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText(`${registration.playerName}'s registration for the academy has reached us.`);
  await expect(page.getByTestId("registration-reference")).toHaveText(/^ACA-\d{5,}$/);
  await expect(main.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(main).toContainText(`We write to ${registration.email} with the decision.`);
  await main.getByRole("link", { name: "Register another child" }).click();
  await expect(page).toHaveURL(/\/academy-registration$/);
  await expectFormReset(page);
}

/** The form in its empty state: nothing typed, the drop-downs on their "Select a…" placeholders. */
export async function expectFormReset(page: Page) {
  const form = registrationForm(page);
  await expect(form.position.locator("option:checked")).toHaveText("Select a position");
  await expect(form.experience.locator("option:checked")).toHaveText("Select experience level");
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

/** Records the paths of the POSTs the page sends (to the registration route and the upload API). */
export function recordPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

// ---------------------------------------------------------------------------------------------
// What was stored, seen through the admin JSON API (independent of the page under test)

export type StoredRegistration = RegistrationInput & {
  id: number;
  status: string;
  birthCertificateUrl: string | null;
  registrationDate: string;
};

/** The stored registrations with exactly this player name (`api` is an admin client, e.g. `apiAs()`). */
export async function registrationsNamed(api: APIRequestContext, playerName: string): Promise<StoredRegistration[]> {
  const response = await api.get(`/api/academy-registrations?${new URLSearchParams({ q: playerName })}`);
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as StoredRegistration[];
  return rows.filter((row) => row.playerName === playerName);
}

// ---------------------------------------------------------------------------------------------
// The admin list (/academy-admin)

/** Searches the admin list and waits for the results (the URL changes once they are loaded). */
export async function searchFor(page: Page, q: string) {
  const search = page.getByRole("search");
  await search.getByRole("searchbox", { name: "Search" }).fill(q);
  await search.getByRole("button", { name: "Search" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(q);
  await waitForHydration(page);
}

/** Chooses a status; with JavaScript it applies on change, without it the Search button submits. */
export async function applyStatusFilter(page: Page, label: "All" | "Pending" | "Approved" | "Rejected") {
  const search = page.getByRole("search");
  await search.getByLabel("Status").selectOption({ label });
  if (test.info().project.use.javaScriptEnabled === false) await search.getByRole("button", { name: "Search" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("status") ?? "").toBe(label === "All" ? "" : label.toLowerCase());
  await waitForHydration(page);
}

// ---------------------------------------------------------------------------------------------
// Set-up through the public API, for the admin specs (the form itself has its own specs)

/**
 * Registers a player the way the JavaScript form does (upload first, then the JSON registration) and
 * returns the stored row's id and certificate link.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  registration: RegistrationInput,
  certificate?: Buffer,
): Promise<{ id: number; fileUrl: string | null }> {
  let fileUrl: string | null = null;
  if (certificate) {
    const upload = await request.post("/api/upload-birth-certificate", {
      multipart: { birthCertificate: { name: "certificate.pdf", mimeType: "application/pdf", buffer: certificate } },
    });
    expect(upload.status()).toBe(201);
    ({ fileUrl } = (await upload.json()) as { fileUrl: string });
  }
  const created = await request.post("/api/academy-registrations", {
    data: { ...registration, ...(fileUrl ? { birthCertificateUrl: fileUrl } : {}) },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return { id, fileUrl };
}
