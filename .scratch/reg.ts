import { buildRegistration } from "../tests/support/factories";
const r = await fetch("http://localhost:4731/api/academy-registrations", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(buildRegistration()) });
console.log(r.status, await r.text());
