// The e2e suite's mail server: the real SMTP server of tests/support/smtp.ts on E2E.smtpPort. The site
// under test sends every e-mail to it (playwright.config.ts sets SMTP_URL), and it keeps each message it
// accepts as an .eml file in E2E.mailDir, where the tests read them (tests/e2e/member-mail.ts).
import fs from "node:fs";
import path from "node:path";
import { startSmtpServer } from "../support/smtp";
import { E2E } from "./e2e-env";

fs.rmSync(E2E.mailDir, { recursive: true, force: true });
fs.mkdirSync(E2E.mailDir, { recursive: true });
let count = 0;
const server = await startSmtpServer({
  port: E2E.smtpPort,
  onReceived: (mail) => {
    count += 1;
    fs.writeFileSync(path.join(E2E.mailDir, `${String(count).padStart(5, "0")}.eml`), mail.raw);
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void server.close().then(() => process.exit(0)));
