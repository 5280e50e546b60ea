// Runs the Daraja stand-in (tests/support/daraja-standin.ts) for development: `npm run mpesa:standin`,
// then start the site with the MPESA_* variables it prints. Payments end with the outcome scripted by
// the payer's phone number; the "customer" answers after MPESA_STANDIN_ANSWER_MS (default 8 s).
import { OUTCOME_BY_SUFFIX, startDarajaStandin } from "../tests/support/daraja-standin";

const port = Number(process.env.MPESA_STANDIN_PORT ?? 4010);
const site = process.env.PUBLIC_URL ?? "http://localhost:3000";
const standin = await startDarajaStandin({ port, answerAfterMs: Number(process.env.MPESA_STANDIN_ANSWER_MS ?? 8000) });

console.log(`Daraja stand-in listening on ${standin.url}\n\nStart the site with:\n`);
for (const [name, value] of Object.entries(standin.env(site))) console.log(`  ${name}=${value}`);
console.log("\nOutcome by the phone number's last three digits (any other number pays):");
for (const [suffix, outcome] of Object.entries(OUTCOME_BY_SUFFIX)) console.log(`  …${suffix}  ${outcome}`);
console.log(`\nScript one number: curl -X POST ${standin.url}/standin/script -d '{"phone":"254712345678","outcome":"cancelled"}'`);
console.log(`What it received: ${standin.url}/standin/transactions`);

const stop = () => void standin.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
