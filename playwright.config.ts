import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { raisedClientLimits } from "./app/config/client-limits";
import { STANDIN_C2B_PATH_SECRET, STANDIN_DEFAULTS } from "./tests/support/daraja-standin";
import { E2E } from "./tests/e2e/e2e-env";

// Debian's headless shell (package chromium-headless-shell, which .ci/run installs): the same Blink
// without the full browser around it, about 40 % less CPU per page than `chromium --headless` on these
// 2-core machines (the accessibility spec's public pages: 1.5 min → 56 s). Full Chromium where only it is there.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three workers on the two cores: a test waiting on the server, a lock or the M-Pesa stand-in leaves its
  // core to the others (the whole suite alone: 387 s and 10 % idle with two, 360 s and 4 % with three).
  workers: 3,
  // No retries: a test that needs a second try is a finding, not noise. The generous limits below are
  // what keeps a loaded machine from failing a test that would pass.
  retries: 0,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  // Generous: the machines are shared. A wait for state returns as soon as the state is there, so a
  // long limit costs nothing when things work and keeps a loaded machine from failing a test.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: E2E.baseUrl,
    // No trace while the suite runs: recording one for every test (kept only for failures) cost 30 % of
    // the browser stage's time (66 tests: 82 s without, 118 s with; DOM snapshots alone 98 s). A failure
    // keeps its screenshot; to study one step by step, run that test again with `--trace on`.
    trace: "off",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: chromium,
  },
  // Most tests post native forms and follow links: the same with JavaScript on and off, so they run once,
  // without it. A test tagged @js (the scripts change what it does: client checks, fetchers, focus,
  // dialogs, toasts shown by script…) runs in both; one tagged @js-only is about the scripts alone.
  projects: [
    // `\b` also matches "@js-only".
    { name: "js-on", grep: /@js\b/, use: { javaScriptEnabled: true } },
    { name: "js-off", grepInvert: /@js-only/, use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      // A real SMTP server: every e-mail the site sends goes to it, and the tests read them from there.
      command: "npx tsx tests/e2e/mail-server.ts",
      port: E2E.smtpPort,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The Daraja stand-in: the site's M-Pesa prompts end as the payer's phone number scripts them
      // (…032 cancelled, any other number pays), the "customer" answering after 3 s.
      command: "npx tsx scripts/mpesa-standin.ts",
      port: E2E.mpesaPort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { MPESA_STANDIN_PORT: String(E2E.mpesaPort), PUBLIC_URL: E2E.baseUrl, MPESA_STANDIN_ANSWER_MS: "3000" },
    },
    {
      // A local push service (VAPID checked, messages decrypted): the site's pushes to its endpoints are
      // read back by the tests. It writes the certificate the site trusts before the site starts.
      command: "npx tsx tests/e2e/push-service.ts",
      url: `http://127.0.0.1:${E2E.pushControlPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A fresh data directory per run: the server migrates and seeds it, like a first start.
      command: `rm -rf ${E2E.dataDir} && node build/server.js`,
      url: `${E2E.baseUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        PORT: String(E2E.port),
        DATA_DIR: E2E.dataDir,
        SESSION_SECRET: E2E.sessionSecret,
        ADMIN_USERNAME: E2E.admin.username,
        ADMIN_PASSWORD: E2E.admin.password,
        ...raisedClientLimits(),
        LOG_REQUESTS: "false",
        SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
        // Browsers' subscriptions are stubbed in the push spec with endpoints on a host that never resolves
        // (RFC 2606 .invalid), so sending to them fails fast instead of calling a real push service; the
        // push service above listens on 127.0.0.1.
        PUSH_ENDPOINT_HOSTS: "push.invalid,127.0.0.1",
        NODE_EXTRA_CA_CERTS: E2E.pushCertFile,
        // M-Pesa on, against the stand-in: checkout and registration offer Pay now with M-Pesa.
        MPESA_ENV: "sandbox",
        MPESA_BASE_URL: `http://127.0.0.1:${E2E.mpesaPort}`,
        MPESA_CONSUMER_KEY: STANDIN_DEFAULTS.consumerKey,
        MPESA_CONSUMER_SECRET: STANDIN_DEFAULTS.consumerSecret,
        MPESA_SHORTCODE: STANDIN_DEFAULTS.shortcode,
        MPESA_PASSKEY: STANDIN_DEFAULTS.passkey,
        MPESA_CALLBACK_URL: E2E.baseUrl,
        // Specs pay from numbers made of a few random digits and a scripted ending; a chance repeat must
        // not meet the per-phone daily cap (abuse test 19 tests it).
        MPESA_PROMPTS_PER_PHONE_DAY: "1000",
        // Paybill (C2B) on: the stand-in knows the site's C2B URLs from the start (scripts/mpesa-standin.ts).
        MPESA_C2B_PATH_SECRET: STANDIN_C2B_PATH_SECRET,
      },
    },
  ],
});
