import { insertUser, insertSession, signedSessionCookieValue } from "../tests/support/sessions";
const user = await insertUser(process.env.DB ?? "/tmp/a11y-data/club.db", { role: "admin" });
const token = insertSession(process.env.DB ?? "/tmp/a11y-data/club.db", user.id);
console.log(await signedSessionCookieValue(token, ["e2e-session-secret-not-for-production"]));
