// The contact form's rules, shared by the landing page and POST /api/contact.
import { describe, expect, it } from "vitest";
import { CONTACT_TOASTS } from "~/config/contact";
import { describeInvalidContact } from "~/schemas/contact";
import { parseContactForm, sendContactMessage } from "~/models/contact.server";
import { getDb } from "~/db/client.server";


describe("describeInvalidContact", () => {
  it("gives the exact toast and sentence when fields are only empty", () => {
    const errors = { name: ["Name is required"], email: ["Email is required"], message: ["Message is required"] };
    expect(describeInvalidContact(errors)).toEqual({
      message: "All fields are required to send a message.",
      toast: CONTACT_TOASTS.required,
    });
    expect(describeInvalidContact({ message: ["Message is required"] }).toast).toBe(CONTACT_TOASTS.required);
  });

  it("leaves any other mistake to its field error", () => {
    const other = { message: "Please check the highlighted fields.", toast: null };
    expect(describeInvalidContact({ email: ["Please enter a valid email address"] })).toEqual(other);
    const mixed = { name: ["Name is required"], email: ["Please enter a valid email address"] };
    expect(describeInvalidContact(mixed)).toEqual(other);
    expect(describeInvalidContact({ website: ["Message rejected"] })).toEqual(other);
    expect(describeInvalidContact({})).toEqual(other);
  });
});

describe("contact model", () => {
  it("parses the page's form with the same rule", async () => {
    const empty = new FormData();
    for (const field of ["name", "email", "message"]) empty.set(field, "");
    expect(parseContactForm(empty).toast).toBe(CONTACT_TOASTS.required);
    const badEmail = new FormData();
    badEmail.set("name", "Otieno");
    badEmail.set("email", "not-an-email");
    badEmail.set("message", "Hello");
    expect(parseContactForm(badEmail)).toMatchObject({ submission: { status: "error" }, toast: null });
  });

  it("sendContactMessage stores the message", async () => {
    const sent = sendContactMessage({ name: "Akinyi", email: "akinyi@example.com", message: "When do trials start?" }, "203.0.113.7");
    expect(sent).toEqual({ ok: true, id: expect.any(Number) });
    const row = getDb().$client.prepare("SELECT name, email, message FROM contact_messages WHERE id = ?").get(sent.id);
    expect(row).toEqual({ name: "Akinyi", email: "akinyi@example.com", message: "When do trials start?" });
  });
});
