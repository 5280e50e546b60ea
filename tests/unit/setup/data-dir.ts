// Runs before every unit test file's imports (vitest `setupFiles`, one module graph per file):
// each file gets its own empty DATA_DIR for uploads and stored images, so app modules that read
// the environment when first imported see it, and files never share pictures. The database itself
// is in memory (DATABASE_PATH=":memory:" in vitest.config.ts), fresh per file for the same reason.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-unit-"));
