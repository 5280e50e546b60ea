// The fan membership and academy registration pages in Kiswahili beyond their first view: the
// member card a lookup finds, the errors and toasts of every form (written in English by the schemas
// and models, shown translated), and the sign-in link's answers. The English pages are covered by
// membership.test.ts and academy-registration.test.ts.
import { describe, expect, it } from "vitest";
import { birthDateYearsAgo, buildRegistration, uniqueSuffix } from "../support/factories";
import { Client, postNativeForm, startServerForFile, type TestServer } from "./harness";

let server: TestServer;
startServerForFile({}, (started) => ({ server } = started));

/** What a page shows: its HTML without scripts (their data keeps the English) or React's text separators. */
const textOf = (html: string) =>
  html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");

async function registerFan(membershipType: "regular" | "premium") {
  const email = `shabiki-${uniqueSuffix()}@example.com`;
  const response = await new Client(server.url).postJson("/api/fan-members", {
    membershipType,
    firstName: "Achieng",
    lastName: "Odhiambo",
    email,
    confirmEmail: email,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { membershipNumber: string };
}

describe("fan membership in Kiswahili", () => {
  it("shows the member card a lookup finds with the tier, status and labels in Swahili", async () => {
    const { membershipNumber } = await registerFan("premium");
    const page = await postNativeForm(server.url, "/membership/lookup?lang=sw", { query: membershipNumber });
    expect(page.status).toBe(200);
    const text = textOf(page.body);
    expect(text).toContain('<html lang="sw"');
    for (const swahili of ["Shabiki wa Premium", "Inasubiri malipo", "Pointi za uaminifu", "Mwanachama tangu", "ikishalipwa katika ofisi ya klabu"]) {
      expect(text).toContain(swahili);
    }
    for (const english of ["Premium Fan", "Pending payment", "Loyalty points"]) expect(text).not.toContain(english);
  });

  it("answers the lookup's and the registration's errors in Swahili", async () => {
    const missing = await postNativeForm(server.url, "/membership/lookup?lang=sw", { query: " " });
    expect(missing.status).toBe(400);
    expect(textOf(missing.body)).toContain("Tafadhali weka barua pepe au nambari ya uanachama.");
    expect(textOf(missing.body)).not.toContain("Please enter an email or membership number.");

    const unknown = await postNativeForm(server.url, "/membership/lookup?lang=sw", { query: "hakuna@example.com" });
    expect(unknown.status).toBe(404);
    expect(textOf(unknown.body)).toContain("Hakuna mwanachama aliyepatikana kwa maelezo uliyotoa.");

    const wrong = await postNativeForm(server.url, "/membership?tab=register&lang=sw", {
      intent: "register",
      membershipType: "regular",
      firstName: "",
      lastName: "Odhiambo",
      email: "a@example.com",
      confirmEmail: "b@example.com",
      phone: "simu",
    });
    expect(wrong.status).toBe(400);
    const text = textOf(wrong.body);
    for (const swahili of ["Jina la kwanza linahitajika", "Tafadhali weka nambari sahihi ya simu", "Usajili Haukufaulu"]) {
      expect(text).toContain(swahili);
    }
    expect(text).not.toContain("First name is required");

    // The addresses are compared once every field is right.
    const mismatched = await postNativeForm(server.url, "/membership?tab=register&lang=sw", {
      intent: "register",
      membershipType: "regular",
      firstName: "Achieng",
      lastName: "Odhiambo",
      email: "a@example.com",
      confirmEmail: "b@example.com",
    });
    expect(mismatched.status).toBe(400);
    expect(textOf(mismatched.body)).toContain("Barua pepe hazilingani");
  });

  it("welcomes a new member with the toast in Swahili", async () => {
    const client = new Client(server.url);
    const email = `karibu-${uniqueSuffix()}@example.com`;
    const response = await client.postForm("/membership?tab=register&lang=sw", {
      intent: "register",
      membershipType: "regular",
      firstName: "Baraka",
      lastName: "Mwangi",
      email,
      confirmEmail: email,
    });
    expect(response.status).toBe(302);
    const page = textOf(await (await client.get("/membership?tab=lookup&lang=sw")).text());
    expect(page).toContain("Karibu kwenye Klabu ya Mashabiki!");
    expect(page).toMatch(/Nambari yako ya uanachama ni RSFC-\d{4}-\d{6}\. Umeongezewa pointi 50 za uaminifu/);
  });

  it("says what happened to a sign-in link in Swahili", async () => {
    const used = await new Client(server.url).get("/membership/sign-in?token=si-halali&lang=sw");
    expect(used.status).toBe(400);
    expect(textOf(await used.text())).toContain("Kiungo hiki cha kuingia kimeisha muda au kimeshatumika. Omba kipya hapa chini.");

    const asked = await postNativeForm(server.url, "/membership/sign-in?lang=sw", { intent: "request-link", email: "mtu@example.com" });
    expect(asked.status).toBe(200);
    expect(textOf(asked.body)).toContain("Kama barua pepe hiyo ni ya mwanachama, tumetuma kiungo cha kuingia.");
  });
});

describe("academy registration in Kiswahili", () => {
  it("answers a form with errors in Swahili, the age rule included", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(buildRegistration({ playerName: "B", dateOfBirth: birthDateYearsAgo(25), trainingDays: [] }))) {
      if (Array.isArray(value)) value.forEach((item) => form.append(name, String(item)));
      else if (typeof value === "boolean") {
        if (value) form.append(name, "on");
      } else form.append(name, String(value));
    }
    const response = await new Client(server.url).request("/academy-registration?lang=sw", { method: "POST", body: form });
    expect(response.status).toBe(400);
    const text = textOf(await response.text());
    for (const swahili of [
      "Jina la mchezaji liwe na angalau herufi 2",
      "Hastahili - mchezaji asizidi miaka 19",
      "Chagua angalau siku moja ya mazoezi",
      "Umri Haukidhi Masharti",
      "Jumamosi",
      "Kiungo",
    ]) {
      expect(text).toContain(swahili);
    }
    expect(text).not.toContain("Not eligible");
  });
});
