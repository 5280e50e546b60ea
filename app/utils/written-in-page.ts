/**
 * Data the server wrote into the page's markup as JSON, in `attribute` of the first element that has
 * it: what the page cache writes into a shared copy for one visitor (their toast, a member's box) is
 * not in that copy's loader data, so the part's component reads it from here as it hydrates. Null on
 * the server, when absent, or when not JSON.
 */
export function writtenInPage<T>(attribute: string): T | null {
  if (typeof document === "undefined") return null;
  const data = document.querySelector(`[${attribute}]`)?.getAttribute(attribute);
  try {
    return data ? (JSON.parse(data) as T) : null;
  } catch {
    return null;
  }
}
