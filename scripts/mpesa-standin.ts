// Runs the Daraja stand-in (tests/support/daraja-standin.ts) for development: `npm run mpesa:standin`,
// then start the site with the MPESA_* variables it prints. Payments end with the outcome scripted by
// the payer's phone number; the "customer" answers after MPESA_STANDIN_ANSWER_MS (default 8 s).
// Paybill (C2B): the site's C2B URLs are known from the start (as if `npm run mpesa:register-c2b` had
// run; running it changes nothing), and the form at /standin/c2b makes a Paybill payment arrive.
import { OUTCOME_BY_SUFFIX, STANDIN_C2B_PATH_SECRET, startDarajaStandin } from "../tests/support/daraja-standin";

const port = Number(process.env.MPESA_STANDIN_PORT ?? 4010);
const site = process.env.PUBLIC_URL ?? "http://localhost:3000";
const paybill = `${site.replace(/\/$/, "")}/api/paybill/${STANDIN_C2B_PATH_SECRET}`;
const standin = await startDarajaStandin({
  port,
  answerAfterMs: Number(process.env.MPESA_STANDIN_ANSWER_MS ?? 8000),
  c2bUrls: { validationUrl: `${paybill}/validation`, confirmationUrl: `${paybill}/confirmation`, responseType: "Completed" },
});

console.log(`Daraja stand-in listening on ${standin.url}\n\nStart the site with:\n`);
for (const [name, value] of Object.entries(standin.env(site))) console.log(`  ${name}=${value}`);
console.log("\nOutcome by the phone number's last three digits (any other number pays):");
for (const [suffix, outcome] of Object.entries(OUTCOME_BY_SUFFIX)) console.log(`  …${suffix}  ${outcome}`);
console.log(`\nScript one number: curl -X POST ${standin.url}/standin/script -d '{"phone":"254712345678","outcome":"cancelled"}'`);
console.log(`What it received: ${standin.url}/standin/transactions`);
console.log(`\nPay the Paybill with a child's account number (RS…): ${standin.url}/standin/c2b`);
console.log(`  or curl -X POST ${standin.url}/standin/c2b/pay -d '{"amount":1500,"account":"RS00375","phone":"254712345678"}'`);
console.log(`The statement of those payments, for /admin/fees/import: ${standin.url}/standin/c2b/statement.csv`);

const stop = () => void standin.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
