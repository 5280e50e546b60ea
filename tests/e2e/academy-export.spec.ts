import { todayInNairobi } from "../../app/utils/age";
import { birthDateYearsAgo, buildRegistration } from "../support/factories";
import { applyStatusFilter, registerThroughApi, searchFor } from "./academy-pages";
import { expect, test } from "./fixtures";
import { open } from "./helpers";

// Covers academy admin, CSV export: the list as filtered on screen, as a CSV file.

test.describe("academy admin export", () => {
  test("an admin exports the filtered list as CSV", async ({ page, request, login, apiAs }) => {
    // The values the CSV line is checked against (age 12 whatever the day of the run).
    const registration = buildRegistration({
      dateOfBirth: birthDateYearsAgo(12, -100),
      gender: "male",
      position: "Midfielder",
      address: "12 Ngong Road, Kilimani, Nairobi",
    });
    const name = registration.playerName;
    const { id } = await registerThroughApi(request, registration);
    const approved = await (await apiAs("admin")).patch(`/api/academy-registrations/${id}`, { data: { status: "approved" } });
    expect(approved.status()).toBe(200);

    await login({ role: "admin" });
    await open(page, "/academy-admin");
    await searchFor(page, name);
    await applyStatusFilter(page, "Approved");
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);

    // The link exports what is on screen.
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
});
