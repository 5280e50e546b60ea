/**
 * Routes (Remix route ids) that anonymous visitors may use. Every other route must answer an anonymous
 * request with a redirect to /admin-login (pages) or 401 (APIs): tests/integration/deny-by-default.test.ts
 * walks every route of the build and fails on any that does not. Add a route here only when the public
 * really should reach it.
 */
export const publicRouteIds = [
  "root",
  "routes/_index",
  "routes/$",
  "routes/admin-login",
  "routes/logout",
  "routes/api.admin.login",
] as const;
