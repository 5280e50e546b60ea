import "@remix-run/node";
import type { Reader } from "~/models/membership/content.server";
import type { PendingToast } from "~/services/toast.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts (set in server.ts). */
    cspNonce?: string;
    /** The visitor's IP address as server.ts sees it (Fly-Client-IP behind fly's proxy). */
    clientIp?: string;
    /** Runs `task` once this request's answer has been sent (set in server.ts): work whose cost must not show in the answer's timing. */
    afterResponse?: (task: () => void) => void;
    /** A toast an action wants shown in this same response (see services/toast.server.ts). */
    toast?: PendingToast;
    /** What the matched routes declare in `handle.i18n` / `handle.englishOnly` (set in server.ts). */
    translation?: { namespaces: string[]; englishOnly: boolean };
    /** The query parameters a shared (cached) page declares; undefined for a page the cache never shares. */
    pageParams?: readonly string[];
    /**
     * For the copy of a members-only item the page cache shares among members of one tier and status:
     * what they may read, standing in for the member (whose cookie that render does not see).
     */
    sharedReader?: NonNullable<Reader>;
    /**
     * For the copy of /family the page cache shares among signed-in guardians: the page leaves the
     * place of the guardian's own part empty, and each one's part is written into it as it is served.
     */
    familyInPage?: true;
    /** Data the loaders keep for parts only the server renders (components/server-rendered.tsx). */
    serverRender?: Map<string, unknown>;
  }
}
