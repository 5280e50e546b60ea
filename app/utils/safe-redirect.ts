// A same-site path from an address a visitor could have chosen: where a form goes back to after a post
// (the login, the Lite mode switch, the admin lists) and what the language switch links to. Anything
// that could leave the site gives the fallback.

/** Only same-site relative paths, so no page can be turned into an open redirect. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/admin-dashboard") {
  // Browsers drop tabs and newlines from URLs ("/\t/evil" is "//evil"), so refuse any control character.
  if (typeof to !== "string" || !to.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, "http://same.site");
  } catch {
    return fallback; // "//[" is a host that cannot be parsed
  }
  if (url.origin !== "http://same.site") return fallback;
  // Dot segments resolve away ("/.//evil.com" has the path "//evil.com"), and a path that starts with
  // two slashes is read by the browser as another host.
  if (/^\/[/\\]/.test(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}
