import path from "node:path";

/** Settings shared by playwright.config.ts (which starts the server) and the tests. */
export const E2E = {
  port: 3217,
  baseUrl: "http://localhost:3217",
  dataDir: path.resolve(".e2e-data"),
  sessionSecret: "e2e-session-secret-not-for-production",
  admin: { username: "e2e-admin", password: "e2e-password-2026" },
};
