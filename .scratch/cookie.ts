import { insertUser, insertSession, signedSessionCookieValue } from "../tests/support/sessions";
const user = await insertUser("/tmp/a11y-data/club.db", { role: "admin" });
const token = insertSession("/tmp/a11y-data/club.db", user.id);
console.log(await signedSessionCookieValue(token, ["e2e-session-secret-not-for-production"]));
