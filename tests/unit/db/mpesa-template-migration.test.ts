// Migration 0016 rewrites the stored shop e-mail templates an existing database already has: the
// office's New Order mail and the Order Confirmation take their payment sentence from the payment
// choice. A template as the seed once wrote it becomes the seed's text of today; one staff edited by
// hand (without the old sentence) is left as it is.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { seedEmailTemplates } from "~/db/seed/email";

const MIGRATION = path.resolve(import.meta.dirname, "../../../drizzle/0016_mpesa.sql");

/** The migration's statements that change stored e-mail templates. */
const templateUpdates = () =>
  fs
    .readFileSync(MIGRATION, "utf8")
    .split("--> statement-breakpoint")
    .filter((statement) => statement.includes("UPDATE `email_templates`"));

const seeded = (name: string) => seedEmailTemplates.find((template) => template.name === name)!.content;

/** The template texts before this migration: today's seed with the old sentences put back. */
const BEFORE = {
  "New Order": seeded("New Order").replace("Total: {{total}} ({{paymentChoice}})", "Total: {{total}} (pay on delivery or at the club office)"),
  "Order Confirmation": seeded("Order Confirmation").replace("How to pay: {{payment}}", "How to pay: {{payment}} Please have the order number #{{orderId}} ready."),
};

function migrate(rows: Record<string, string>): Record<string, string> {
  const db = new Database(":memory:");
  try {
    db.exec("CREATE TABLE email_templates (name text NOT NULL UNIQUE, content text NOT NULL)");
    const insert = db.prepare("INSERT INTO email_templates (name, content) VALUES (?, ?)");
    for (const [name, content] of Object.entries(rows)) insert.run(name, content);
    for (const statement of templateUpdates()) db.exec(statement);
    const stored = db.prepare("SELECT name, content FROM email_templates").all() as Array<{ name: string; content: string }>;
    return Object.fromEntries(stored.map((row) => [row.name, row.content]));
  } finally {
    db.close();
  }
}

describe("migration 0016 and the stored shop e-mail templates", () => {
  it("turns the templates as the seed wrote them into today's seed text", () => {
    expect(BEFORE["New Order"]).not.toBe(seeded("New Order"));
    expect(BEFORE["Order Confirmation"]).not.toBe(seeded("Order Confirmation"));
    expect(migrate(BEFORE)).toEqual({ "New Order": seeded("New Order"), "Order Confirmation": seeded("Order Confirmation") });
  });

  it("leaves templates staff rewrote by hand as they are", () => {
    const edited = {
      "New Order": "New order #{{orderId}}: {{total}}. Call the customer on {{customerPhone}}.",
      "Order Confirmation": "Asante {{customerName}}! Order #{{orderId}}, {{total}}.",
    };
    expect(migrate(edited)).toEqual(edited);
  });
});
