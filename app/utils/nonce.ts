import { createContext, useContext } from "react";

/** The per-request CSP nonce, provided by entry.server (empty in the browser, which hides it). */
export const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
