import { buildRegistration, executableBytes, MB, pdfBytes } from "../support/factories";
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

// Covers academy registration form, birth certificate, 5 MB: the birth
// certificate chosen in the registration form. With JavaScript it goes to the upload API first (with
// a progress bar); without, it travels in the same multipart form post.

test.describe("academy registration with a birth certificate", () => {
  test("a parent registers with a PDF birth certificate", { tag: "@js" }, async ({ page, javaScriptEnabled, apiAs }) => {
    await openRegistration(page);
    const form = registrationForm(page);
    const registration = buildRegistration({ gender: "male", position: "Midfielder", trainingDays: ["Tuesday", "Saturday"], mediaConsent: true });
    await fillRegistration(page, registration);
    await form.birthCertificate.setInputFiles({
      name: "certificate.pdf",
      mimeType: "application/pdf",
      buffer: pdfBytes(1.25 * MB),
    });

    let releaseUpload: () => void = () => {};
    let uploadBody = "";
    if (javaScriptEnabled) {
      // The chosen file is listed with its size in MB (two decimals).
      await expect(form.selectedFile).toContainText("certificate.pdf");
      await expect(form.selectedFile).toContainText("1.25 MB");
      // Hold the upload so its progress bar and the pending button can be seen.
      const held = new Promise<void>((resolve) => (releaseUpload = resolve));
      await page.route("**/api/upload-birth-certificate", async (route) => {
        uploadBody = route.request().postDataBuffer()?.toString("latin1") ?? "";
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

    await arrivedAtReceipt(page);
    await expectToast(page, SUCCESS.title, SUCCESS.description);
    await expectReceipt(page, registration);
    if (javaScriptEnabled) {
      // The upload names the parent the form names: the file is charged to their daily share (ADR 0019).
      expect(uploadBody).toContain(`name="email"\r\n\r\n${registration.email}\r\n`);
      expect(uploadBody).toContain(`name="phoneNumber"\r\n\r\n${registration.phoneNumber}\r\n`);
    }

    const api = await apiAs("admin");
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
  });

  test("a birth certificate over 5 MB is refused", { tag: "@js" }, async ({ page, javaScriptEnabled, apiAs }) => {
    await openRegistration(page);
    const form = registrationForm(page);
    const posts = recordPosts(page);
    const registration = buildRegistration();
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
      // A mistake to correct: said beside the field and in the summary, no toast.
      await expect(form.errorSummary.getByRole("link")).toHaveText(["Birth certificate: Please select a file smaller than 5MB"]);
      await expect(page.getByRole("main").getByText("Please select a file smaller than 5MB", { exact: true })).toBeVisible();
      await expect(form.birthCertificate).toHaveAttribute("aria-invalid", "true");
      await expectFormValues(page, registration);
    }

    expect(await registrationsNamed(await apiAs("admin"), registration.playerName)).toEqual([]);
  });

  // One disguised file here; every other kind (a text file, an HTML page…) is refused over HTTP in
  // tests/integration (academy-uploads for the upload API, academy-registration for the form post).
  test("an executable renamed .pdf is refused", { tag: "@js" }, async ({ page, javaScriptEnabled, apiAs }) => {
    await openRegistration(page);
    const form = registrationForm(page);
    const registration = buildRegistration();
    await fillRegistration(page, registration);
    await form.birthCertificate.setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: executableBytes() });

    const wrongType = "Please choose a PDF, JPG, PNG or GIF file.";
    if (javaScriptEnabled) {
      // The picker cannot see inside the file; the upload API refuses it by content, and the form says so
      // beside the file field, where the focus goes: a file to replace, not a failed registration.
      const upload = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/upload-birth-certificate");
      await form.submit.click();
      expect((await upload).status()).toBe(415);
      await expect(page.getByRole("main").getByText(wrongType, { exact: true })).toBeVisible();
      await expect(form.birthCertificate).toHaveAttribute("aria-invalid", "true");
      await expect(form.birthCertificate).toHaveAccessibleDescription(wrongType);
      await expect(form.birthCertificate).toBeFocused();
      await expect(form.birthCertificate).toHaveValue("");
      await expect(page.getByText("Registration Failed")).toHaveCount(0);
    } else {
      await form.submit.click();
      await expect(form.errorSummary.getByRole("link")).toHaveText([`Birth certificate: ${wrongType}`]);
      await expect(page.getByRole("main").getByText(wrongType, { exact: true })).toBeVisible();
      await expect(form.birthCertificate).toHaveAttribute("aria-invalid", "true");
    }
    await expectFormValues(page, registration);
    await expect(page.getByText(SUCCESS.title)).toHaveCount(0);

    expect(await registrationsNamed(await apiAs("admin"), registration.playerName)).toEqual([]);
  });

  test("without JavaScript a refused form keeps the certificate: keep it or remove it", async ({ page, apiAs }) => {
    // (With JavaScript the chosen file stays in the file input.)
    await openRegistration(page);
    const form = registrationForm(page);
    const registration = buildRegistration({ goals: "Fun" });
    await fillRegistration(page, registration);
    await form.birthCertificate.setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: pdfBytes(0.5 * MB) });
    await form.submit.click();

    await expect(form.errorSummary.getByRole("link")).toHaveText(["Player's goals: Please describe player's goals"]);
    await expect(form.keptFile).toContainText("certificate.pdf is attached");
    await expect(form.keptFile.getByRole("radio", { name: "Keep this file" })).toBeChecked();
    await form.goals.fill("Improve passing and play in the U-13 league.");
    await form.submit.click();
    await expectReceipt(page, registration);
    const [stored] = await registrationsNamed(await apiAs("admin"), registration.playerName);
    expect(stored.birthCertificateUrl).toMatch(/^\/academy-admin\/certificates\/[\w-]+\.pdf$/);

    // The same, choosing "Remove it": the registration goes without the file.
    await openRegistration(page);
    const withoutFile = buildRegistration({ goals: "Fun" });
    await fillRegistration(page, withoutFile);
    await form.birthCertificate.setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: pdfBytes(0.5 * MB) });
    await form.submit.click();
    await expect(form.keptFile).toContainText("scan.pdf is attached");
    await form.keptFile.getByRole("radio", { name: "Remove it" }).check();
    await form.goals.fill("Improve passing and play in the U-13 league.");
    await form.submit.click();
    await expectReceipt(page, withoutFile);
    const [second] = await registrationsNamed(await apiAs("admin"), withoutFile.playerName);
    expect(second.birthCertificateUrl ?? null).toBeNull();
  });
});
