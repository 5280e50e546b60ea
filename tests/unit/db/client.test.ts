// Pragmas are per connection: every connection the app opens must carry all of them (ADR 0010).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";

describe("openDatabase", () => {
  it("opens every connection in WAL mode with synchronous=FULL, foreign keys and a busy timeout", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-pragmas-")), "club.db");
    const first = openDatabase(file).$client;
    const second = openDatabase(file).$client; // a later connection to the same file
    try {
      for (const connection of [first, second]) {
        expect(connection.pragma("journal_mode", { simple: true })).toBe("wal");
        expect(connection.pragma("synchronous", { simple: true })).toBe(2); // 2 = FULL (1 = NORMAL)
        expect(connection.pragma("foreign_keys", { simple: true })).toBe(1);
        expect(connection.pragma("busy_timeout", { simple: true })).toBe(5000);
      }
    } finally {
      first.close();
      second.close();
    }
  });
});
