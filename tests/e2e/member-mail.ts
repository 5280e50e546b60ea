// The e-mails the site under test sent, as the suite's real SMTP server received them (each kept as an
// .eml file in E2E.mailDir by tests/e2e/mail-server.ts). Members' and families' sign-in links are read from there.
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { parseMail } from "../support/mime";
import { E2E } from "./e2e-env";

const outbox = E2E.mailDir;

function mailsTo(address: string) {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => ({ file: path.join(outbox, file), mail: parseMail(fs.readFileSync(path.join(outbox, file), "utf8")) }))
    .filter(({ mail }) => (mail.headers.to ?? "").toLowerCase().includes(address.toLowerCase()))
    .sort((a, b) => fs.statSync(a.file).mtimeMs - fs.statSync(b.file).mtimeMs)
    .map(({ mail }) => mail);
}

/** The `count`-th mail to `address` whose subject matches (waits for it to be written). */
export async function mailTo(address: string, subject: RegExp, count = 1) {
  const matching = () => mailsTo(address).filter((mail) => subject.test(mail.headers.subject ?? ""));
  await expect.poll(() => matching().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return matching()[count - 1];
}

/**
 * The sign-in link in the `count`-th mail to `address` whose subject matches (waits for it to be
 * written): a link to the fan club's sign-in page, or with `page` "family" to the family page's.
 */
export async function signInLinkFor(address: string, subject: RegExp, count = 1, page: "membership" | "family" = "membership"): Promise<string> {
  const text = (await mailTo(address, subject, count)).text ?? "";
  const link = new RegExp(`https?://\\S+/${page}/sign-in\\?token=[\\w%-]+`).exec(text)?.[0];
  expect(link, text).toBeTruthy();
  return link!;
}
