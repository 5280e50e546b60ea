// The admin area's roles: admins, staff, the treasurer (a staff member who also keeps the academy's fees)
// and coaches. Plain data, so the database schema (which drizzle-kit loads without the app's path alias) can import it.
export const ROLES = ["admin", "staff", "treasurer", "coach"] as const;
export type Role = (typeof ROLES)[number];
