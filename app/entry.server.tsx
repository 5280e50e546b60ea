import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRenderDataProvider } from "~/components/server-rendered";
import { NonceProvider } from "~/utils/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : "";
  // Bots and no-JS clients get the whole document at once; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared when rendering ends: a pending timer would keep every request alive.
    let abortTimer: NodeJS.Timeout | undefined;
    const finish = () => clearTimeout(abortTimer);

    const onReady = () => {
      shellRendered = true;
      const body = new PassThrough();
      body.on("close", finish);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      // Lite mode follows the Save-Data header, the language Accept-Language: a cache must keep the
      // versions apart.
      responseHeaders.append("Vary", "Save-Data, Accept-Language");
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRenderDataProvider context={loadContext}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </ServerRenderDataProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) onReady();
        },
        onAllReady() {
          if (waitForAll) onReady();
          finish();
        },
        onShellError(error: unknown) {
          finish();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; earlier ones reject above.
          if (shellRendered) console.error(error);
        },
      },
    );

    abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

// For the page cache (server.ts): a toast written into a shared copy of a page, and what routes whose
// loaders do more than read shared data need of it.
export { toastRegionFor } from "./shared-page-regions.server";
export { pageCacheHooks } from "./page-cache-hooks.server";
