import path from "node:path";

/** Settings shared by playwright.config.ts (which starts the server) and the tests. */
// E2E_PORT lets two checkouts on one machine run their browser suites side by side.
const port = Number(process.env.E2E_PORT ?? 3217);

export const E2E = {
  port,
  baseUrl: `http://localhost:${port}`,
  dataDir: path.resolve(".e2e-data"),
  /** The suite's SMTP server (tests/e2e/mail-server.ts) and where it keeps what it receives. */
  smtpPort: port + 1000,
  mailDir: path.resolve(`.e2e-mail-${port}`),
  /** The Daraja stand-in (tests/support/daraja-standin.ts) the site's M-Pesa payments go to. */
  mpesaPort: port + 3000,
  /** The suite's push service (tests/e2e/push-service.ts): the port tests ask it on, and its certificate, which the site trusts. */
  pushControlPort: port + 2000,
  pushCertFile: path.resolve(`.e2e-push-${port}`, "cert.pem"),
  sessionSecret: "e2e-session-secret-not-for-production",
  admin: { username: "e2e-admin", password: "e2e-password-2026" },
};
