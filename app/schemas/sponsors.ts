// What the sponsors screen accepts: the editor form and the list's URL state.
import { z } from "zod";
import { SPONSOR_LIMITS, SPONSOR_MESSAGES, SPONSOR_TIERS } from "~/config/sponsors";
import { idField, optionalText, requiredText } from "~/schemas/fields";
import { imageUrlSchema } from "~/utils/images";

const tier = z.enum(SPONSOR_TIERS.map((t) => t.value) as [string, ...string[]], {
  errorMap: () => ({ message: SPONSOR_MESSAGES.tierRequired }),
});

const websiteUrl = optionalText(SPONSOR_LIMITS.websiteUrl).refine((value) => {
  if (!value) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password;
  } catch {
    return false;
  }
}, SPONSOR_MESSAGES.invalidWebsite);

/** The editor: a new sponsor (no id) or changes to one. A chosen logo file wins over the address field. */
export const sponsorFormSchema = z.object({
  id: idField.optional(),
  name: requiredText(SPONSOR_MESSAGES.nameRequired, SPONSOR_LIMITS.name),
  tier,
  websiteUrl,
  logoUrl: imageUrlSchema.optional(),
  removeLogo: z.literal("on").optional(),
  isActive: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});
export type SponsorForm = z.infer<typeof sponsorFormSchema>;

export const sponsorDeleteSchema = z.object({ id: idField });

/** The list's URL state: search, tier filter, page, and which dialog is open. */
export const sponsorListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  tier: tier.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  edit: z.union([z.literal("new"), idField]).optional(),
  delete: idField.optional(),
});
