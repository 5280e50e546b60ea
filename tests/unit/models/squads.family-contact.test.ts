// A guardian's own contact details against an in-memory database: the change of e-mail's token is stored
// only as a hash and works once, within EMAIL_CHANGE_HOURS, and only for the newest request; an address
// another guardian took meanwhile is refused at the last step too; a guardian may ask EMAIL_CHANGES_PER_HOUR
// times an hour. The confirmation signs in the new address, and the old address is told.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { EMAIL_CHANGE_HOURS, EMAIL_CHANGES_PER_HOUR } from "~/config/family";
import { getDb } from "~/db/client.server";
import { guardians } from "~/db/schema";
import { addMissingEmailTemplates } from "~/db/seed/index.server";
import { checkEmailChangeToken, confirmGuardianEmailChange, pendingEmailChange, requestGuardianEmailChange, updateOwnContact } from "~/models/squads/family-contact.server";
import { guardianOfSignIn } from "~/models/sign-in-links.server";

beforeAll(() => addMissingEmailTemplates(getDb()));

const sql = (text: string, ...params: unknown[]) => getDb().$client.prepare(text).all(...params) as Array<Record<string, unknown>>;
let count = 0;
const newGuardian = () =>
  getDb()
    .insert(guardians)
    .values({ name: "Auma Achieng", email: `auma-${++count}@example.com`, phone: "0712 345 678", language: "en" })
    .returning()
    .get();
// Each request from its own client: the mail queue's burst limit per client is not what this is about.
let client = 0;
const from = () => ({ clientIp: `192.0.2.${++client}` });

/** The token of the newest confirmation mail to `address` (read from the queued mail's text). */
const tokenMailedTo = (address: string) => {
  const [mail] = sql('SELECT text_body FROM email_logs WHERE "to" = ? ORDER BY id DESC LIMIT 1', address);
  return /\/family\/email-change\?token=([\w-]+)/.exec(String(mail?.text_body))?.[1] ?? "";
};

describe("a change of e-mail", () => {
  it("stores only the token's hash, and changes nothing until the link is used, once, within the hours it is given", () => {
    const guardian = newGuardian();
    const at = new Date("2026-12-01T10:00:00Z");
    expect(requestGuardianEmailChange(guardian, " New-Auma@Example.com ", from(), at)).toEqual({ ok: true, email: "new-auma@example.com" });
    const token = tokenMailedTo("new-auma@example.com");
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const hash = crypto.createHash("sha256").update(token).digest("hex");
    expect(sql("SELECT new_email, expires_at FROM guardian_email_changes WHERE token_hash IN (?, ?)", token, hash)).toEqual([
      { new_email: "new-auma@example.com", expires_at: new Date(at.getTime() + EMAIL_CHANGE_HOURS * 3600_000).toISOString() },
    ]);
    expect(sql("SELECT email FROM guardians WHERE id = ?", guardian.id)).toEqual([{ email: guardian.email }]);
    expect(pendingEmailChange(guardian.id, at)).toBe("new-auma@example.com");

    expect(checkEmailChangeToken(token, new Date(at.getTime() + (EMAIL_CHANGE_HOURS + 1) * 3600_000)).ok).toBe(false);
    const confirmed = confirmGuardianEmailChange(token, new Date(at.getTime() + 3600_000));
    if (!confirmed.ok) throw new Error(confirmed.message);
    expect(confirmed.guardian.email).toBe("new-auma@example.com");
    expect(guardianOfSignIn(confirmed.linkId)?.id).toBe(guardian.id);
    expect(sql('SELECT subject FROM email_logs WHERE "to" = ?', guardian.email)).toEqual([{ subject: "Your e-mail address at Rising Stars FC has changed" }]);
    expect(confirmGuardianEmailChange(token)).toMatchObject({ ok: false, reason: "invalid" });
    expect(pendingEmailChange(guardian.id)).toBeNull();
  });

  it("confirms only the newest request", () => {
    const guardian = newGuardian();
    requestGuardianEmailChange(guardian, "first-choice@example.com", from());
    const older = tokenMailedTo("first-choice@example.com");
    requestGuardianEmailChange(guardian, "second-choice@example.com", from());
    expect(checkEmailChangeToken(older).ok).toBe(false);
    expect(confirmGuardianEmailChange(older).ok).toBe(false);
    expect(confirmGuardianEmailChange(tokenMailedTo("second-choice@example.com")).ok).toBe(true);
  });

  it("refuses the guardian's own address, another guardian's (also when taken after the request), and too many requests", () => {
    const guardian = newGuardian();
    const other = newGuardian();
    expect(requestGuardianEmailChange(guardian, guardian.email.toUpperCase(), from())).toMatchObject({ ok: false, reason: "invalid", errors: { email: [expect.any(String)] } });
    expect(requestGuardianEmailChange(guardian, other.email, from())).toMatchObject({ ok: false, reason: "conflict" });

    requestGuardianEmailChange(guardian, "contested@example.com", from());
    const token = tokenMailedTo("contested@example.com");
    getDb().$client.prepare("UPDATE guardians SET email = 'contested@example.com' WHERE id = ?").run(other.id);
    expect(confirmGuardianEmailChange(token)).toMatchObject({ ok: false, reason: "conflict" });
    expect(sql("SELECT email FROM guardians WHERE id = ?", guardian.id)).toEqual([{ email: guardian.email }]);

    const busy = newGuardian();
    for (let i = 0; i < EMAIL_CHANGES_PER_HOUR; i++) expect(requestGuardianEmailChange(busy, `busy-${i}@example.com`, from()).ok).toBe(true);
    expect(requestGuardianEmailChange(busy, "busy-again@example.com", from())).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(requestGuardianEmailChange(busy, "busy-later@example.com", from(), new Date(Date.now() + 3600_000 + 1000)).ok).toBe(true);
  });
});

describe("phone and language", () => {
  it("change at once; an unknown guardian is not found", () => {
    const guardian = newGuardian();
    expect(updateOwnContact(guardian.id, { phone: "+254 700 000 111", language: "sw" })).toMatchObject({ ok: true, guardian: { phone: "+254 700 000 111", language: "sw" } });
    expect(updateOwnContact(999_999, { phone: "0700 000 111", language: "en" })).toMatchObject({ ok: false, reason: "not-found" });
  });
});
