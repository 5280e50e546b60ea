// The club's sponsors for a fresh database: local Nairobi businesses, shown by name until staff add logos.
import type { sponsors } from "~/db/schema";

export const seedSponsors: (typeof sponsors.$inferInsert)[] = [
  { name: "Ngong Road Motors", tier: "main", websiteUrl: null, logoUrl: null },
  { name: "Kilimani Pharmacy", tier: "partner", websiteUrl: null, logoUrl: null },
  { name: "Mama Njeri's Kitchen", tier: "supporter", websiteUrl: null, logoUrl: null },
  { name: "Dagoretti Hardware", tier: "supporter", websiteUrl: null, logoUrl: null },
];
