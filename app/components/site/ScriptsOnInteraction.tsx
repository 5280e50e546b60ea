import { Scripts } from "@remix-run/react";
import { ACTIVATE } from "./activate-scripts.server";

// The page's JavaScript, loaded at the visitor's first interaction instead of with the page (ADR 0017).
// Remix's scripts are rendered into an inert <template>. At once, the small script below runs the
// template's classic inline scripts (they only create `window.__remixContext` and its data stream,
// which the streamed loader data after the document writes into). At the first touch, scroll, key,
// pointer movement or focus it inserts the rest: the module preloads and the module script that
// imports the app and hydrates the page. Everything on such a page works without JavaScript until then.
// A copy from the page cache carries no loader data: its template names the data's address
// (data-stream), fetched at that moment alongside the scripts and written into the stream. Should that
// fail, the page is simply not hydrated and keeps working as it did.

export function ScriptsOnInteraction({ nonce }: { nonce: string }) {
  // In the browser this only hydrates: React must not touch the template (its content is not its
  // children in the DOM) nor re-run the activation script (the page has it; the bundle does not).
  const onServer = typeof document === "undefined";
  return (
    <>
      {onServer ? (
        <template id="deferred-scripts">
          <Scripts nonce={nonce} />
        </template>
      ) : (
        <template id="deferred-scripts" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
      )}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: onServer ? ACTIVATE : "" }} />
    </>
  );
}
