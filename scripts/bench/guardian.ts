// A guardian signed in the way the app signs anyone in, for the family page's benchmarks: a row in
// sign_in_links for their address (only the token's SHA-256 stored) and the page's own "Sign in" form,
// which sets the signed cookie; then the page opened once as a browser does, which shows and consumes
// the "Signed in" toast, so what is measured next is the guardian opening their page again.
import crypto from "node:crypto";
import { openDatabase } from "~/db/client.server";
import { signInLinks } from "~/db/schema";

export const BROWSER_HEADERS = {
  "User-Agent": "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
  "Accept-Encoding": "gzip, br",
  Accept: "text/html",
};

/** A new single-use link for `email`, stored as the app stores one: only the token's SHA-256. */
function signInToken(file: string, email: string): string {
  const token = crypto.randomBytes(32).toString("base64url");
  const db = openDatabase(file);
  try {
    db.insert(signInLinks)
      .values({ email, tokenHash: crypto.createHash("sha256").update(token).digest("hex"), expiresAt: new Date(Date.now() + 20 * 60_000).toISOString() })
      .run();
  } finally {
    db.$client.close();
  }
  return token;
}

/** The cookies a browser holds after `response`: those it sets replace the old ones, those it clears go. */
function cookiesAfter(cookieHeader: string, response: Response): string {
  const jar = new Map(cookieHeader.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair]));
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(";")[0];
    const name = pair.slice(0, pair.indexOf("="));
    if (pair.endsWith("=") || /max-age=0\b|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value.replace(/&amp;/g, "&")]));

/**
 * Presses the "Sign in" button of the page a link opens, as a browser with scripts off does: the
 * form holding the token, posted with its hidden fields and the button's own name and value. Returns
 * the cookies the answer sets, as a Cookie header.
 */
async function signIn(baseUrl: string, token: string): Promise<string> {
  const pageUrl = `${baseUrl}/family/sign-in?token=${encodeURIComponent(token)}`;
  const html = await (await fetch(pageUrl, { headers: BROWSER_HEADERS })).text();
  const form = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].find(([, , body]) => body.includes(token));
  if (!form) throw new Error(`${pageUrl} shows no form holding the token`);
  const fields = new URLSearchParams();
  for (const [tag] of form[2].matchAll(/<input\b[^>]*>/g)) {
    const input = attributes(tag);
    if (input.name && input.type === "hidden") fields.append(input.name, input.value ?? "");
  }
  const button = [...form[2].matchAll(/<button\b[^>]*>/g)].map(([tag]) => attributes(tag)).find((attrs) => attrs.type !== "button");
  if (button?.name) fields.append(button.name, button.value ?? "");
  const action = new URL(attributes(`<form ${form[1]}>`).action ?? pageUrl, pageUrl);
  const response = await fetch(action, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, "Sec-Fetch-Mode": "navigate" },
    body: fields,
    redirect: "manual",
  });
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => !pair.endsWith("="));
  if (!cookies.length) throw new Error(`Signing in at ${action.pathname} answered ${response.status} without a cookie`);
  return cookies.join("; ");
}

/** The Cookie header of a browser signed in as `email` after its first visit to /family (English). */
export async function guardianCookies(baseUrl: string, dbFile: string, email: string): Promise<string> {
  const afterSignIn = `lang=en; ${await signIn(baseUrl, signInToken(dbFile, email))}`;
  const firstVisit = await fetch(`${baseUrl}/family`, { headers: { ...BROWSER_HEADERS, Cookie: afterSignIn } });
  await firstVisit.arrayBuffer();
  return cookiesAfter(afterSignIn, firstVisit);
}
