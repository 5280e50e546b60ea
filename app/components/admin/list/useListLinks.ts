import { useLocation, useNavigation } from "@remix-run/react";
import { hrefWith } from "~/utils/url-params";

/**
 * The addresses an admin list screen at `base` links to: itself with parts of the query changed
 * (`withParams({ view: id })`, a page, closing the dialog), `here` for a form's `redirectTo`,
 * `hereAt(anchor)` to come back to one row of the list, and whether a new search of this list is loading.
 */
export function useListLinks(base: string) {
  const location = useLocation();
  const navigation = useNavigation();
  const withParams = (changes: Record<string, string | number | null>) => hrefWith(base, location.search, changes);
  return {
    withParams,
    here: location.pathname + location.search,
    /** The list as it is (filters, page), with `changes` (a dialog closed), at the row or list anchored `anchor`. */
    hereAt: (anchor: string, changes: Record<string, string | number | null> = {}) => `${withParams(changes)}#${anchor}`,
    searching: navigation.state === "loading" && navigation.location.pathname === base,
  };
}
