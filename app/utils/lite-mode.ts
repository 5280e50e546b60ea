import { createContext, useContext } from "react";

export type LiteMode = "off" | "on" | "save-data";

/** The page's Lite mode (see services/lite-mode.server.ts), provided by the root layout. */
export const LiteModeContext = createContext<LiteMode>("off");
export const useLiteModeSetting = () => useContext(LiteModeContext);
/** True in Lite mode: draw only the smallest pictures. */
export const useLiteMode = () => useContext(LiteModeContext) !== "off";
