import { useLocation, useNavigation } from "@remix-run/react";
import { hrefWith } from "~/utils/url-params";

/**
 * The addresses an admin list screen at `base` links to: itself with parts of the query changed
 * (`withParams({ view: id })`, a page, closing the dialog), `here` for a form's `redirectTo`, and
 * whether a new search of this list is loading.
 */
export function useListLinks(base: string) {
  const location = useLocation();
  const navigation = useNavigation();
  return {
    withParams: (changes: Record<string, string | number | null>) => hrefWith(base, location.search, changes),
    here: location.pathname + location.search,
    searching: navigation.state === "loading" && navigation.location.pathname === base,
  };
}
