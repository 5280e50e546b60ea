import type { z } from "zod";

/**
 * Reads a page's URL state (search, filters, page number) with the same schema the JSON API applies
 * strictly, but forgivingly: a bad value is dropped as if it were absent, so an edited or stale link
 * still shows the page.
 */
export function parseUrlState<Schema extends z.AnyZodObject>(schema: Schema, params: URLSearchParams): z.infer<Schema> {
  const values: Record<string, string> = Object.fromEntries(params);
  const first = schema.safeParse(values);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete values[String(issue.path[0])];
  const second = schema.safeParse(values);
  return second.success ? second.data : schema.parse({});
}
