// Parts of a page only the server renders: the browser keeps the HTML it received and gets neither the
// parts' code nor their data. For sections with nothing to do in the browser (the landing page's news,
// team, staff, gallery…), whose code and data would only cost a cheap phone time to download, parse
// and hydrate (ADR 0025).
//
// The parts' components live in a `.server.tsx` module (the compiler leaves those out of the browser's
// bundle). Their data goes from the loader to the render through the request's load context
// (`serverRenderSlot`), not the loader data, so it is not sent to the browser either. A route with such
// a part has nothing to show when the browser navigates to it: `documentNavigation` makes that a
// document load.
import type { AppLoadContext } from "@remix-run/node";
import { createContext, createElement, lazy, Suspense, useContext, useState, type ComponentType, type ReactNode } from "react";

const ServerRenderData = createContext<ReadonlyMap<string, unknown>>(new Map());

/** Given by entry.server around the whole render: what the loaders kept for it. */
export function ServerRenderDataProvider({ context, children }: { context: AppLoadContext; children: ReactNode }) {
  return <ServerRenderData.Provider value={context.serverRender ?? new Map()}>{children}</ServerRenderData.Provider>;
}

/** A named slot for one part's data: the loader keeps it, the server-only component uses it. */
export function serverRenderSlot<T>(name: string) {
  return {
    keep(context: AppLoadContext, value: T) {
      (context.serverRender ??= new Map()).set(name, value);
    },
    use(): T {
      const data = useContext(ServerRenderData);
      if (!data.has(name)) throw new Error(`Nothing kept for the server-rendered "${name}": its route's loader must keep it`);
      return data.get(name) as T;
    },
  };
}

/**
 * `render` on the server, inside an element with `id` that takes no box of its own (display: contents).
 * In the browser, the same element with the HTML the server sent: React keeps it as it is when it
 * hydrates, and never renders it again.
 */
export function ServerRendered({ id, render }: { id: string; render: () => ReactNode }) {
  const [html] = useState(() => (typeof document === "undefined" ? null : (document.getElementById(id)?.innerHTML ?? "")));
  if (html === null) {
    return (
      <div id={id} className="contents">
        {render()}
      </div>
    );
  }
  return <div id={id} className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * For a route with a `ServerRendered` part, as its clientLoader: a navigation within the page (a
 * revalidation after its own form) fetches the data as usual; arriving from another page loads the
 * document, since the browser has no code to render the part with. (A request's address has no
 * fragment: links to a part's anchors from other pages are plain document links, `reloadDocument`.)
 */
export function documentNavigation(partId: string) {
  return async ({ request, serverLoader }: { request: Request; serverLoader: () => Promise<unknown> }) => {
    if (document.getElementById(partId)) return serverLoader();
    const target = new URL(request.url);
    const here = window.location;
    // Back or forward has already moved the address to the page: load it again where it is in history.
    if (target.pathname === here.pathname && target.search === here.search) here.reload();
    else here.assign(target.href);
    // The document load replaces this page; until then the navigation stays pending.
    return new Promise<never>(() => {});
  };
}

/**
 * A component the server renders at once (into the page, so it works without JavaScript) but whose
 * code the browser fetches only when it has to draw it: a part most visitors of a page never see (the
 * membership page's registration form, on its own tab; the 404 text in every page's error boundary).
 * `onServer` is the component imported through a `.server` module (the browser's bundle gets none of
 * it); `load` imports it for the browser. Both render inside the same Suspense boundary, so hydration
 * keeps the server's HTML until the code has arrived.
 */
export function lazyInBrowser<Props extends object>(onServer: ComponentType<Props> | undefined, load: () => Promise<ComponentType<Props>>) {
  const InBrowser = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<Props>;
  return function LazyInBrowser(props: Props) {
    return <Suspense fallback={null}>{createElement(onServer ?? InBrowser, props)}</Suspense>;
  };
}

