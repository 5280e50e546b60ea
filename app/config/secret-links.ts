// The query parameters that carry a secret: whoever holds the link (or the cart id) is let in. Links
// are written and read by these names only, and the request log writes their values as [redacted] by
// name, whatever the value looks like (utils/log-redaction.ts).

/** An order's confirmation, a registration's receipt and the order's M-Pesa API: `?t=`. */
export const LINK_TOKEN_PARAM = "t";
/** A fan member's e-mailed sign-in link: `?token=`. */
export const SIGN_IN_TOKEN_PARAM = "token";
/** A cart named by the cart API's caller (the cart's only key): `?sessionId=`. */
export const CART_ID_PARAM = "sessionId";

export const SECRET_QUERY_PARAMS: readonly string[] = [LINK_TOKEN_PARAM, SIGN_IN_TOKEN_PARAM, CART_ID_PARAM];
