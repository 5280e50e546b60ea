import { redirect } from "@remix-run/node";
import { Authenticator, AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { getUserById, verifyUserCredentials, type PublicUser } from "~/models/user.server";
import { loginSchema } from "~/schemas/auth";
import {
  deleteSessionToken,
  getSessionStorage,
  readSessionToken,
  startSession,
} from "~/services/session.server";
import { singleton } from "~/utils/singleton.server";

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

/**
 * Checks the credentials in `formData` and, when they are good, replaces whatever session the request
 * carried with a brand-new one (remix-auth 3 would keep the old id: session fixation).
 */
export async function logIn(request: Request, formData: FormData) {
  let user: PublicUser;
  try {
    // The body was already read into formData; remix-auth copies the request, so hand it headers only.
    const bodyless = new Request(request.url, { method: request.method, headers: request.headers });
    user = await getAuthenticator().authenticate("form", bodyless, {
      throwOnError: true,
      context: { formData },
    });
  } catch (error) {
    if (error instanceof AuthorizationError) return null;
    throw error;
  }
  const oldToken = await readTokenFromRequest(request);
  if (oldToken) deleteSessionToken(oldToken);
  const { token, setCookie } = await startSession(user.id, request.headers.get("User-Agent"));
  return { user, token, setCookie };
}

/** Deletes the session row and returns the Set-Cookie that clears the cookie. */
export async function logOut(request: Request) {
  const storage = getSessionStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
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
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader) return null;
  const session = await getSessionStorage().getSession(cookieHeader);
  return session.id || null;
}

/** The signed-in admin-area user, from the session cookie or an `Authorization: Bearer` token. */
export async function getOptionalUser(request: Request): Promise<PublicUser | null> {
  const token = await readTokenFromRequest(request);
  if (!token) return null;
  const data = readSessionToken(token);
  return data ? getUserById(data.userId) : null;
}

function isApiRequest(request: Request) {
  return new URL(request.url).pathname.startsWith("/api/");
}

/**
 * Gate for every admin loader and action (admin and staff roles both work in the admin area).
 * Pages: anonymous visitors are redirected to the login page, which brings them back afterwards.
 * APIs: 401 JSON.
 */
export async function requireAdmin(request: Request): Promise<PublicUser> {
  const user = await getOptionalUser(request);
  if (user) return user;
  if (isApiRequest(request)) {
    throw Response.json({ message: "Authentication required" }, { status: 401 });
  }
  const url = new URL(request.url);
  const redirectTo = url.pathname + url.search;
  throw redirect(`/admin-login?${new URLSearchParams({ redirectTo })}`);
}

/** Only same-site relative paths, so the login page cannot be turned into an open redirect. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/admin-dashboard") {
  // Browsers drop tabs and newlines from URLs ("/\t/evil" is "//evil"), so refuse any control character.
  if (typeof to !== "string" || !to.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  const url = new URL(to, "http://same.site");
  if (url.origin !== "http://same.site") return fallback;
  return url.pathname + url.search + url.hash;
}
