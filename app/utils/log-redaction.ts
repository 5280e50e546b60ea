// The request log keeps what a request did, never who it was about: e-mail addresses, cart ids,
// push endpoints, membership numbers, M-Pesa callback tokens and other tokens in a path or query
// string are replaced. A query parameter that carries a secret is redacted by its name, whatever its
// value looks like: a random token need not hold a digit or a capital.
import { SECRET_QUERY_PARAMS } from "~/config/secret-links";

export const REDACTED = "[redacted]";

/** Where the next path segment is a person's key (cart id, push endpoint, e-mail, member number). */
const KEY_AFTER = ["/api/cart/", "/api/push-subscriptions/", "/api/fan-members/email/", "/api/fan-members/membership/", "/api/mpesa/callback/", "/availability/"];
/** Query parameters whose values identify a person or open something: the secret ones, and names like these. */
const SECRET_NAMES = new Set(SECRET_QUERY_PARAMS.map((name) => name.toLowerCase()));
const PERSONAL_PARAM = /token|mail|endpoint|cart|secret|password|auth|key|code|number|phone/i;
const isSecretParam = (name: string) => SECRET_NAMES.has(name.toLowerCase()) || PERSONAL_PARAM.test(name);

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A random credential-like segment: long base64url with mixed case and digits, or long hex. */
const looksLikeToken = (segment: string) =>
  (segment.length >= 20 && /^[A-Za-z0-9_-]+$/.test(segment) && /[A-Z]/.test(segment) && /[a-z]/.test(segment) && /\d/.test(segment)) ||
  /^[a-f0-9]{32,}$/i.test(segment);

function redactPath(path: string): string {
  const segments = path.split("/");
  return segments
    .map((segment, index) => {
      if (!segment) return segment;
      const before = `${segments.slice(0, index).join("/")}/`.toLowerCase();
      // A numeric id is a row number, not a person's key (/api/push-subscriptions/12/preferences).
      if (KEY_AFTER.includes(before) && !/^\d+$/.test(segment)) return REDACTED;
      const text = decoded(segment);
      if (text.includes("@") || text.includes("://") || looksLikeToken(text)) return REDACTED;
      return segment;
    })
    .join("/");
}

/** A request URL (path and query) as the request log may write it. */
export function redactForLog(url: string): string {
  const queryStart = url.indexOf("?");
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  if (queryStart < 0) return redactPath(path);
  const query = url.slice(queryStart + 1);
  const params = query
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      const value = decoded(pair.slice(equals + 1).replace(/\+/g, " "));
      // By name first; an unknown parameter still loses a value that looks like an address or a token.
      if (isSecretParam(decoded(name)) || value.includes("@") || looksLikeToken(value)) return `${name}=${REDACTED}`;
      return pair;
    })
    .join("&");
  return `${redactPath(path)}?${params}`;
}
