// Academy fees in the e2e server's database: a family with an open invoice and its pay link (the link's key
// is the server's own HMAC under E2E.sessionSecret, as app/models/fees/pay-links.server.ts makes it).
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { uniqueSuffix } from "../support/factories";
import { E2E } from "./e2e-env";
import { e2eDatabase } from "./fixtures";

/** A guardian with one child and a November invoice of KES 2,500; returns the invoice's pay link. */
export function invoicePayLink(): { path: string; invoiceId: number; email: string } {
  const suffix = uniqueSuffix().replace(/\W/g, "").toLowerCase();
  const db = new Database(e2eDatabase, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const id = (sql: string, ...params: unknown[]) => (db.prepare(`${sql} RETURNING id`).get(...params) as { id: number }).id;
    const email = `fees-${suffix}@example.org`;
    const guardianId = id("INSERT INTO guardians (name, email, phone, language) VALUES ('Njeri Wambui', ?, '0712 345 678', 'en')", email);
    const playerId = id("INSERT INTO players (kind, name, position, age, bio, image_url, date_of_birth) VALUES ('academy', 'Tumaini Wambui', 'Forward', 9, '', '', '2017-02-01')");
    db.prepare("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')").run(playerId, guardianId);
    const invoiceId = id("INSERT INTO fee_invoices (player_id, period, plan_amount, amount, due_date) VALUES (?, '2026-11', 2500, 2500, '2026-11-10')", playerId);
    const key = crypto.createHmac("sha256", E2E.sessionSecret).update(`fee-invoice-pay:${invoiceId}`).digest("base64url");
    return { path: `/fees/pay/${invoiceId}?t=${key}`, invoiceId, email };
  } finally {
    db.close();
  }
}

