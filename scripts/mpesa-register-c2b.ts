// Registers the club's Paybill (C2B) URLs with Daraja: `npm run mpesa:register-c2b`, with the same
// MPESA_* variables as the site (the four credentials, MPESA_C2B_PATH_SECRET, MPESA_CALLBACK_URL or
// PUBLIC_URL, MPESA_C2B_RESPONSE_TYPE). Prints Daraja's answer and the URLs without their secret, never
// the credentials. In production Daraja takes a shortcode's registration once: changing the URLs later
// goes through Safaricom's support (docs/decisions/0029-academy-fees.md).
import { c2bUrls, registerC2bUrls } from "~/models/fees/paybill.server";

const hide = (url: string) => url.replace(/\/api\/paybill\/[^/]+\//, "/api/paybill/<MPESA_C2B_PATH_SECRET>/");

const urls = c2bUrls();
const answer = await registerC2bUrls();
if (!answer.ok) {
  console.error(`Not registered: ${answer.message}`);
  process.exit(1);
}
console.log(`Registered with Daraja: ResponseCode ${answer.responseCode} "${answer.responseDescription}"${answer.originatorConversationId ? ` (${answer.originatorConversationId})` : ""}`);
if (urls) {
  console.log(`  validation:   ${hide(urls.validationUrl)}`);
  console.log(`  confirmation: ${hide(urls.confirmationUrl)}`);
}
