// Playwright's `test`, extended with ways in that skip the login form: a fresh user of the wanted role
// and a session row are written into the e2e server's database, and the browser (or an API client)
// gets the signed cookie (or the Bearer token). Only the login specs fill in the login form.
// Everything a fixture creates is deleted after the test.
import path from "node:path";
import { test as base, type APIRequestContext } from "@playwright/test";
import type { Role } from "../support/factories";
import {
  deleteUsers,
  insertSession,
  insertUser,
  SESSION_COOKIE,
  signedSessionCookieValue,
  type TestUser,
} from "../support/sessions";
import { E2E } from "./e2e-env";

/** The e2e server's database (playwright.config.ts starts it with DATA_DIR=E2E.dataDir). */
export const e2eDatabase = path.join(E2E.dataDir, "club.db");

export type SignedInUser = TestUser & { sessionToken: string };

type Fixtures = {
  /**
   * Signs this test's browser context in as a new user (`role` defaults to "admin") and returns the
   * user with its password and session token. Call it before the first page that needs it.
   */
  login: (options?: { role?: Role }) => Promise<SignedInUser>;
  /** An API client that sends `Authorization: Bearer <token>` for a new user of this role (default admin). */
  apiAs: (role?: Role) => Promise<APIRequestContext>;
};

export const test = base.extend<Fixtures>({
  login: async ({ context }, use) => {
    const created: number[] = [];
    await use(async ({ role = "admin" } = {}) => {
      const user = await insertUser(e2eDatabase, { role });
      created.push(user.id);
      const sessionToken = insertSession(e2eDatabase, user.id);
      const value = await signedSessionCookieValue(sessionToken, [E2E.sessionSecret]);
      await context.addCookies([{ name: SESSION_COOKIE, value, url: E2E.baseUrl, httpOnly: true, sameSite: "Lax" }]);
      return { ...user, sessionToken };
    });
    deleteUsers(e2eDatabase, created);
  },

  apiAs: async ({ playwright }, use) => {
    const created: number[] = [];
    const clients: APIRequestContext[] = [];
    await use(async (role = "admin") => {
      const user = await insertUser(e2eDatabase, { role });
      created.push(user.id);
      const token = insertSession(e2eDatabase, user.id);
      const client = await playwright.request.newContext({
        baseURL: E2E.baseUrl,
        extraHTTPHeaders: { Authorization: `Bearer ${token}` },
      });
      clients.push(client);
      return client;
    });
    for (const client of clients) await client.dispose();
    deleteUsers(e2eDatabase, created);
  },
});

export { expect } from "@playwright/test";
