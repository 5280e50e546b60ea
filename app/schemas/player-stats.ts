// What the player statistics screens accept: the season in the URL (`?season=2026/27`). An unreadable
// value falls back to the current season rather than an error: it is only a filter.
import { z } from "zod";
import { optionalText } from "~/schemas/fields";

export const statsQuerySchema = z.object({
  season: optionalText(20).catch(undefined),
});
