import { createContext, useContext } from "react";
import { smallestImageUrl } from "~/utils/image-sources";

export type LiteMode = "off" | "on" | "save-data";

/** The page's Lite mode (see services/lite-mode.server.ts), provided by the root layout. */
export const LiteModeContext = createContext<LiteMode>("off");
export const useLiteModeSetting = () => useContext(LiteModeContext);
/** True in Lite mode: draw only the smallest pictures. */
export const useLiteMode = () => useContext(LiteModeContext) !== "off";

/** An <img>'s sources: every width normally, only the smallest one in Lite mode. */
export function liteSources<T extends { src: string; srcSet?: string; sizes?: string }>(
  sources: T,
  lite: boolean,
  smallest = smallestImageUrl(sources.src),
) {
  return lite ? { ...sources, src: smallest, srcSet: undefined, sizes: undefined } : sources;
}
