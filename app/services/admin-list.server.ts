import type { z } from "zod";
import { parseUrlState } from "~/schemas/url-state";
import { safeRedirect } from "~/utils/safe-redirect";
import { parseId } from "~/utils/ids";
import { pageCountOf, pageWindow } from "~/utils/paging";

/** Rows on one page of an admin list screen. */
const ADMIN_LIST_PAGE_SIZE = 20;

type Query<Schema extends z.AnyZodObject> = Omit<z.infer<Schema>, "page">;

/**
 * The loader part every admin list screen shares: reads the search, filters and page from the URL
 * (forgivingly, see `parseUrlState`), asks `list` for that page, and opens the row `?view=id` names.
 * `filter` echoes the query for the filter form, "" where nothing filters ("all").
 */
export function loadAdminList<
  Schema extends z.AnyZodObject,
  Listed extends { rows: unknown[]; total: number },
  Viewed,
>(
  request: Request,
  {
    query: schema,
    list,
    view,
  }: {
    /** The screen's URL state: its filters and an optional `page`. */
    query: Schema;
    list: (query: Query<Schema> & { limit: number; offset: number }) => Listed;
    /** The details of one row, or null when there is no such row. */
    view: (id: number) => Viewed | null;
  },
) {
  const params = new URL(request.url).searchParams;
  const { page = 1, ...query } = parseUrlState(schema, params) as Query<Schema> & { page?: number };
  const listed = list({ ...(query as Query<Schema>), ...pageWindow(page, ADMIN_LIST_PAGE_SIZE) });
  const filterKeys = Object.keys(schema.shape).filter((key) => key !== "page") as Array<Exclude<keyof Query<Schema>, number | symbol>>;
  const filter = Object.fromEntries(filterKeys.map((key) => [key, (query as Record<string, unknown>)[key] ?? ""])) as Record<
    (typeof filterKeys)[number],
    string
  >;
  const viewId = parseId(params.get("view"));
  return {
    ...listed,
    filter,
    page,
    pageCount: pageCountOf(listed.total, ADMIN_LIST_PAGE_SIZE),
    viewing: viewId ? view(viewId) : null,
  };
}

/**
 * Where an admin list's action sends the person: back to the list the form's `redirectTo` names (its
 * filters and page kept; a same-site path only), at the row acted on (`anchor`), which the server
 * knows also for a row just added. A post that names no list (a script's) gets `list` as it is.
 */
export function backToRow(redirectTo: FormDataEntryValue | null | undefined, list: string, anchor: string) {
  if (redirectTo == null) return list;
  return `${safeRedirect(redirectTo, list).split("#")[0]}#${anchor}`;
}
