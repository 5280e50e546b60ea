// The sponsors area's words and limits, safe for the browser: the tiers, the field limits and every
// message the screens, the schema and the model show. app/schemas/sponsors.ts builds on them.
export const SPONSOR_TIERS = [
  { value: "main", label: "Main sponsor" },
  { value: "partner", label: "Partner" },
  { value: "supporter", label: "Supporter" },
] as const;
export type SponsorTier = (typeof SPONSOR_TIERS)[number]["value"];
export const sponsorTierLabel = (tier: string) => SPONSOR_TIERS.find((t) => t.value === tier)?.label ?? tier;

export const SPONSOR_LIMITS = { name: 80, websiteUrl: 500, pageSize: 20 } as const;

export const SPONSOR_MESSAGES = {
  nameRequired: "Sponsor name is required",
  tierRequired: "Please choose a tier",
  invalidWebsite: "Enter the sponsor's website as an https:// address",
  duplicateName: "A sponsor with this name already exists",
  notFound: "Sponsor not found",
} as const;

export const SPONSOR_TOASTS = {
  saveFailed: { title: "Save Failed", description: "Please correct the highlighted fields." },
  added: (name: string) => ({ title: "Sponsor Added", description: `${name} is on the list.` }),
  updated: (name: string) => ({ title: "Sponsor Updated", description: `${name} has been saved.` }),
  deleted: (name: string) => ({ title: "Sponsor Deleted", description: `${name} has been removed.` }),
  deleteFailed: { title: "Delete Failed", description: "That sponsor no longer exists." },
} as const;
