import path from "node:path";
import { defineConfig } from "vitest/config";
import LongestFirstSequencer from "./tests/sequencer";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          env: { DATABASE_PATH: ":memory:", NODE_ENV: "test" },
          // A fresh temporary DATA_DIR per test file, set before the file's imports run.
          setupFiles: ["tests/unit/setup/data-dir.ts"],
          // Above the 30 s that a test waits at most for a state (vi.waitFor), so such a wait ends the test
          // with its own message; a passing test takes no longer for it.
          testTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Migrates and seeds one data directory that every test server starts from a copy of.
          globalSetup: ["tests/integration/template-data-dir.ts"],
          // Well above the 30 s that a test waits at most for one state (expect.poll), as a test may wait
          // for several; a passing test takes no longer for it.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // Each file starts its own server; two at a time suits the 2-core machines.
          maxWorkers: 2,
          // Concurrent tests of one file (the fuzz suite's routes) two at a time, one per fuzz lane, so a
          // test's time is its own work and not a wait for a lane.
          maxConcurrency: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
