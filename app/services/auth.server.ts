import { data, redirect } from "@remix-run/node";
import { Authenticator, AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { hasPermission, type Permission } from "~/config/admin-sections";
import { isApiPath } from "~/config/route-policy";
import { getUserById, verifyUserCredentials, type PublicUser } from "~/models/user.server";
import { loginSchema } from "~/schemas/auth";
import {
  deleteSessionToken,
  getSessionStorage,
  readSessionToken,
  sessionIdOfToken,
  startSession,
} from "~/models/session.server";
import { clearFailedLogins, loginRetryAfterSeconds, recordFailedLogin } from "~/services/login-throttle.server";
import { singleton } from "~/utils/singleton.server";
import { cookieHeaderWith } from "~/services/visitor-cookies.server";

export const INVALID_CREDENTIALS = "Invalid credentials. Please try again.";

function createAuthenticator() {
  const authenticator = new Authenticator<PublicUser>(getSessionStorage());
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const parsed = loginSchema.safeParse(Object.fromEntries(form));
      const user = parsed.success
        ? await verifyUserCredentials(parsed.data.username, parsed.data.password)
        : null;
      // One answer for an unknown user and a wrong password.
      if (!user) throw new AuthorizationError(INVALID_CREDENTIALS);
      return user;
    }),
    "form",
  );
  return authenticator;
}

const getAuthenticator = () => singleton("authenticator", createAuthenticator);

export const SESSION_EXPIRED = "Your session has expired. Please log in again.";
export const ACCOUNT_THROTTLED =
  "Too many failed attempts for this account from your connection. Please wait a few minutes and try again.";

export type LogInResult =
  | { ok: true; user: PublicUser; token: string; setCookie: string }
  | { ok: false; reason: "invalid"; message: string }
  | { ok: false; reason: "throttled"; message: string; retryAfterSeconds: number };

/**
 * Checks the credentials in `formData` and, when they are good, replaces whatever session the request
 * carried with a brand-new one (remix-auth 3 would keep the old id: session fixation). A client with
 * too many recent failures for this account is not even checked until its window ends; the account
 * signs in as usual from every other client (see login-throttle.server.ts).
 */
export async function logIn(request: Request, formData: FormData, clientIp: string): Promise<LogInResult> {
  const username = String(formData.get("username") ?? "");
  const retryAfterSeconds = loginRetryAfterSeconds(username, clientIp);
  if (retryAfterSeconds > 0) return { ok: false, reason: "throttled", message: ACCOUNT_THROTTLED, retryAfterSeconds };
  let user: PublicUser;
  try {
    // The body was already read into formData; remix-auth copies the request, so hand it headers only.
    const bodyless = new Request(request.url, { method: request.method, headers: request.headers });
    user = await getAuthenticator().authenticate("form", bodyless, {
      throwOnError: true,
      context: { formData },
    });
  } catch (error) {
    if (!(error instanceof AuthorizationError)) throw error;
    recordFailedLogin(username, clientIp);
    return { ok: false, reason: "invalid", message: INVALID_CREDENTIALS };
  }
  clearFailedLogins(username, clientIp);
  const oldToken = await readTokenFromRequest(request);
  if (oldToken) deleteSessionToken(oldToken);
  const { token, setCookie } = await startSession(user.id, request.headers.get("User-Agent"));
  return { ok: true, user, token, setCookie };
}

/** Deletes the session row and returns the Set-Cookie that clears the cookie. */
export async function logOut(request: Request) {
  const storage = getSessionStorage();
  const session = await storage.getSession(cookieHeaderWith(request, "__session"));
  const bearer = bearerToken(request);
  if (bearer) deleteSessionToken(bearer);
  return storage.destroySession(session);
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,100})$/);
  return match ? match[1] : null;
}

async function readTokenFromRequest(request: Request): Promise<string | null> {
  return bearerToken(request) ?? (await sessionCookieToken(request));
}

async function sessionCookieToken(request: Request): Promise<string | null> {
  const cookieHeader = cookieHeaderWith(request, "__session");
  if (!cookieHeader) return null;
  const session = await getSessionStorage().getSession(cookieHeader);
  return session.id || null;
}

/**
 * The staff member a page is rendered for, from the session cookie only: the page cache knows a page
 * that looked at the cookie is personal to whoever carries it, but it cannot know about a Bearer token.
 */
export async function getPageStaff(request: Request): Promise<PublicUser | null> {
  const token = await sessionCookieToken(request);
  const data = token ? readSessionToken(token) : null;
  return data ? getUserById(data.userId) : null;
}

/** The `sessions` row id of the request's own session, or null. */
export async function currentSessionId(request: Request): Promise<string | null> {
  const token = await readTokenFromRequest(request);
  return token ? sessionIdOfToken(token) : null;
}

/** The signed-in admin-area user, from the session cookie or an `Authorization: Bearer` token. */
export async function getOptionalUser(request: Request): Promise<PublicUser | null> {
  const token = await readTokenFromRequest(request);
  if (!token) return null;
  const data = readSessionToken(token);
  return data ? getUserById(data.userId) : null;
}

/**
 * Gate for every admin loader and action; Remix runs loaders in parallel, so each one calls it itself.
 * Anonymous: pages redirect to the login page (which brings the visitor back), APIs answer 401 JSON.
 * Signed in without `permission`: 403 — a page inside the admin layout, or JSON for APIs.
 */
export async function requireUser(request: Request, permission: Permission): Promise<PublicUser> {
  const user = await getOptionalUser(request);
  const url = new URL(request.url);
  const api = isApiPath(url.pathname);
  if (!user) {
    // A signed session cookie that no longer works is a session we issued that ran out (or was ended).
    const expired = !bearerToken(request) && !!(await readTokenFromRequest(request));
    if (api) throw Response.json({ message: expired ? SESSION_EXPIRED : "Authentication required" }, { status: 401 });
    const redirectTo = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`/admin-login?${new URLSearchParams({ redirectTo, ...(expired ? { expired: "1" } : {}) })}`);
  }
  if (!hasPermission(user.role, permission)) {
    const message = "You do not have permission to use this part of the admin area.";
    if (api) throw Response.json({ message }, { status: 403 });
    throw data({ message }, { status: 403 });
  }
  return user;
}
