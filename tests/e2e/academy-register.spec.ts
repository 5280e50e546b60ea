import { todayInNairobi } from "../../app/utils/age";
import { buildRegistration, shiftDate } from "../support/factories";
import {
  arrivedAtReceipt,
  expectFormValues,
  expectReceipt,
  fillRegistration,
  openRegistration,
  recordPosts,
  registrationForm,
  registrationsNamed,
  REGISTRATION_SUCCESS as SUCCESS,
} from "./academy-pages";
import { expect, test } from "./fixtures";
import { expectToast } from "./helpers";

// Covers the academy registration form, its submit, its validation (every field and the
// age rule: 19 at the most), and its toasts. Certificate uploads: academy-uploads.spec.ts.
// Every test uses its own player name: tests run in parallel against one server.

test.describe("academy registration", () => {
  test("a parent registers without a birth certificate", async ({ page, apiAs }) => {
    await openRegistration(page);
    const registration = buildRegistration({ gender: "female", trainingDays: ["Monday"], mediaConsent: false });
    await fillRegistration(page, registration);
    await registrationForm(page).submit.click();

    await arrivedAtReceipt(page);
    await expectToast(page, SUCCESS.title, SUCCESS.description);
    await expectReceipt(page, registration);

    const stored = await registrationsNamed(await apiAs("admin"), registration.playerName);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ gender: "female", trainingDays: ["Monday"], mediaConsent: false, status: "pending" });
    expect(stored[0].birthCertificateUrl ?? null).toBeNull();
  });

  test("an empty form shows every validation message", { tag: "@js" }, async ({ page, javaScriptEnabled }) => {
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
    // One summary at the top of the form, a link per field, in the form's order; calm words, no "Failed" toast.
    await expect(form.errorSummary).toBeVisible();
    const links = form.errorSummary.getByRole("link");
    await expect(links).toHaveCount(15);
    await expect(links.first()).toHaveText("Player's full name: Player name must be at least 2 characters");
    await expect(links.last()).toHaveText("Terms and conditions: You must agree to terms and conditions");
    await expect(page.getByText("Registration Failed")).toHaveCount(0);
    if (javaScriptEnabled) {
      // The summary takes the focus; its link puts it in the field.
      await expect(form.errorSummary).toBeFocused();
      await links.nth(7).click();
      await expect(form.phoneNumber).toBeFocused();
    } else {
      // The form's address ends in the summary's anchor: the page opens on it.
      await expect(page).toHaveURL(/#registration-problems$/);
      await expect(form.errorSummary).toBeInViewport();
    }
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
    }
  });

  // Without JavaScript the browser shows its own offline page.
  test("a form sent while the server cannot be reached says so and keeps every value", { tag: "@js-only" }, async ({ page, apiAs }) => {
    await openRegistration(page);
    const registration = buildRegistration({ trainingDays: ["Tuesday"] });
    await fillRegistration(page, registration);
    // The phone loses its signal: the send fails before any answer.
    await page.route(/\/academy-registration\.data/, (route) => route.abort("internetdisconnected"));
    await registrationForm(page).submit.click();

    await expectToast(page, "Registration Failed", "Please try again or contact us directly.");
    await expectFormValues(page, registration);
    expect(await registrationsNamed(await apiAs("admin"), registration.playerName)).toHaveLength(0);

    // Back in coverage, the same form goes through.
    await page.unroute(/\/academy-registration\.data/);
    await registrationForm(page).submit.click();
    await arrivedAtReceipt(page);
    await expectToast(page, SUCCESS.title, SUCCESS.description);
    await expectReceipt(page, registration);
    expect(await registrationsNamed(await apiAs("admin"), registration.playerName)).toHaveLength(1);
  });

  test("the same child sent twice while waiting for review is refused, with the form kept", async ({ page, apiAs }) => {
    const registration = buildRegistration();
    const api = await apiAs("admin");
    expect((await api.post("/api/academy-registrations", { data: registration })).status()).toBe(201);

    await openRegistration(page);
    await fillRegistration(page, registration);
    await registrationForm(page).submit.click();
    const form = registrationForm(page);
    await expect(form.errorSummary).toContainText("This child is already registered with this e-mail address");
    await expectFormValues(page, registration);
    expect(await registrationsNamed(api, registration.playerName)).toHaveLength(1);
  });

  test("after a failed submit every typed value is still there", { tag: "@js" }, async ({ page, javaScriptEnabled }) => {
    await openRegistration(page);
    const posts = recordPosts(page);
    // Everything valid except the goals (too short).
    const registration = buildRegistration({ goals: "Fun", trainingDays: ["Wednesday", "Sunday"] });
    await fillRegistration(page, registration);
    await registrationForm(page).submit.click();

    await expect(page.getByRole("main").getByText("Please describe player's goals", { exact: true })).toBeVisible();
    await expect(registrationForm(page).goals).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Player name must be at least 2 characters")).toHaveCount(0);
    await expectFormValues(page, registration);
    expect(posts).toEqual(javaScriptEnabled ? [] : ["/academy-registration"]);
    await expect(page.getByText(SUCCESS.title)).toHaveCount(0);
  });

  test("age rule: 19 is eligible, a 20th birthday today is not", { tag: "@js" }, async ({ page, javaScriptEnabled, apiAs }) => {
    const today = todayInNairobi();
    const twentyToday = shiftDate(today, { years: -20 });
    const twentyTomorrow = shiftDate(shiftDate(today, { days: 1 }), { years: -20 });

    await openRegistration(page);
    const form = registrationForm(page);
    const registration = buildRegistration({ dateOfBirth: twentyToday });
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
      await expect(page.getByRole("main").getByText("Not eligible - must be 19 or under", { exact: true })).toBeVisible();
      await expectFormValues(page, registration);

      await form.dateOfBirth.fill(twentyTomorrow);
    }
    await form.submit.click();
    await arrivedAtReceipt(page);
    await expectToast(page, SUCCESS.title, SUCCESS.description);
    await expectReceipt(page, registration);

    const stored = await registrationsNamed(await apiAs("admin"), registration.playerName);
    expect(stored.map((row) => row.dateOfBirth)).toEqual([twentyTomorrow]);
  });
});
