// The admin area's two roles. Plain data, so the database schema (which drizzle-kit loads without the app's path alias) can import it.
export const ROLES = ["admin", "staff", "coach"] as const;
export type Role = (typeof ROLES)[number];
