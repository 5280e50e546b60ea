/**
 * Routes (Remix route ids) that anonymous visitors may use, with the methods they may use them with.
 * Everything else must answer an anonymous request with a redirect to /admin-login (pages) or 401
 * (APIs): tests/integration/deny-by-default.test.ts walks every route of the build and fails on any
 * that does not. Add a route here only when the public really should reach it.
 */
export const publicRoutes: Record<string, "any" | Array<"GET" | "POST">> = {
  root: "any",
  "routes/_index": "any",
  "routes/$": "any",
  "routes/admin-login": "any",
  "routes/logout": "any",
  "routes/api.admin.login": "any",
  "routes/api.stats": "any",
  "routes/api.news": "any",
  "routes/api.players": "any",
  "routes/api.gallery": ["GET"],
  "routes/api.contact": "any",
  "routes/academy-registration": "any",
  "routes/api.upload-birth-certificate": "any",
  // Parents register through the API too; only admins may list registrations.
  "routes/api.academy-registrations": ["POST"],
};
