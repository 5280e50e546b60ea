// The anonymous page cache: pages that are the same for every anonymous visitor are rendered once,
// kept compressed (brotli and gzip) in memory and served from there until the data they show changes.
//   - Exact invalidation: a render records every table it read (db/table-tracking.server.ts); a write
//     to one of them, through any model, drops the page at once. A copy whose data changed while it was
//     rendering is not kept. Counters (a post's views) and time ("this week") refresh after PAGE_TTL_MS.
//   - Personal answers are never shared. A render records which of the visitor's cookies (session,
//     toast, membership, cart) it looked at (services/visitor-cookies.server.ts); a visitor carrying
//     one of those gets their own render of that page, and every other visitor the shared copy (a
//     signed-in coach reading the blog, a shopper on the landing page). Nor is a page a route hook
//     calls personal (a post this visitor liked), a render that set a cookie, wrote data or read a
//     cart, or any status but 200.
//   - A one-off message (the toast after a form) is not a reason for a render of one's own: its
//     visitor gets the shared copy with the message written into its place on the page, and the
//     cookie that carried it consumed. The copy itself is always rendered without the message.
//   - Variants: a route may name the part of a visitor's own state its page shows (a shopper's cart
//     count): visitors in the same state share one copy, kept under a key of its own. A variant may
//     have an own part (a member's box beside what their tier unlocks): the copy is rendered without
//     the variant's cookie, what its visitors have in common given to the loaders instead, and each
//     visitor's part is written into it as a message is.
//   - Bounded: only the query parameters a route declares make variants (anything else is rendered
//     afresh), paths must be canonical, and the store is an LRU capped by entries and bytes. A copy
//     is rendered from its key's address, so it cannot echo anything else one visitor sent.
//   - CSP: the per-request nonce cannot live in a shared, pre-compressed copy, so cached copies carry
//     no nonce; their inline scripts are allowed by their SHA-256 hashes in that response's policy.
//     Only a page whose every inline script was rendered with the nonce is shared.
//   - Pages render for the configured public origin, whatever Host or X-Forwarded-Host said.
//   - A page whose scripts wait for the visitor's first interaction (ScriptsOnInteraction) does not
//     carry its loader data either: the shared copy points at it (/page-data/{hash}, served from
//     here, immutable) and the scripts fetch it when they start, so a first visit downloads only
//     what it shows.
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { LANGUAGE_PARAM } from "~/config/i18n";
import { languageInQuery, languageOf } from "~/services/language.server";
import { checkForeignWrites, onTablesWritten, withReadTracking, writtenSince } from "~/db/table-tracking.server";
import { liteModeOf } from "~/services/lite-mode.server";
import { visitorCookiesIn, type VisitorCookie } from "~/services/visitor-cookies.server";
import { singleton } from "~/utils/singleton.server";

export const PAGE_TTL_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 500;
const MAX_BYTES = 48 * 1024 * 1024;
/** Cached variants of one path with a query string (searches, filters): beyond this they are rendered afresh. */
const MAX_QUERY_VARIANTS_PER_PATH = 40;
const MAX_QUERY_VALUE_LENGTH = 100;
/** A render that read this table showed someone's cart: never shared, whatever its cookies say. */
export const CART_TABLE = "cart_items";
const NONCE_PLACEHOLDER = "page-cache-nonce-placeholder";
/** Besides HTML pages, the calendar feeds are shared: text without scripts, the same for everyone. */
const SHARED_FEED_TYPE = "text/calendar";

/** How a route takes part: the query parameters that make a distinct page (all others bypass the cache). */
export type PageCachePolicy = { params?: readonly string[] };

type RequestHeaders = Record<string, string | string[] | undefined>;

/** What a route hook sees of the visitor. */
export type CachedPageVisitor = { path: string; ip: string; userAgent: string; cookieHeader: string };

/**
 * The part of a visitor's own state a page shows, when that is all it shows of them: every visitor in
 * the same state gets the same page, so they share one copy under `key` ("" is the anonymous copy's).
 */
export type PageVariant = {
  key: string;
  /** The visitor cookie the state comes from: the page may read it and still be shared within the variant. */
  cookie: VisitorCookie;
  /** Tables the render reads only for that state: writing them changes the variant, not the copy. */
  tables: readonly string[];
  /**
   * When the page shows more of the visitor than the key says (a member's name beside what their tier
   * unlocks): the copy is rendered without the variant's cookie, `context` standing in for it in the
   * loaders (what the variant's visitors have in common, nothing that says who they are), and each
   * visitor's own part is written into it per request, as a toast is. `label` names it in X-Cache.
   */
  ownPart?: { label: string; context: Partial<AppLoadContext>; region: RegionRenderer };
};

export type PageCacheHooks = {
  /** Checked before a shared copy is used or made: true when this visitor must get their own page. */
  isPersonal?: (visitor: CachedPageVisitor) => boolean;
  /** This visitor's variant of the page, or undefined when they see the anonymous one. */
  variantOf?: (visitor: CachedPageVisitor) => Promise<PageVariant | undefined>;
  /** When a shared copy is served: the side effect its loader would have had (a view counted). */
  afterHit?: (visitor: CachedPageVisitor) => void;
};

type Encoding = "br" | "gzip" | "identity";

export type CachedPage = {
  key: string;
  path: string;
  hasQuery: boolean;
  tables: ReadonlySet<string>;
  /** The visitor cookies its render looked at: a visitor carrying one gets their own page. */
  cookies: ReadonlySet<string>;
  expiresAt: number;
  etag: string;
  headers: Array<[string, string]>;
  scriptHashes: string[];
  bodies: Record<Encoding, Buffer>;
  bytes: number;
};

/** An LRU of rendered pages, dropped by the tables they read. */
export class PageStore {
  private pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    private readonly limits = { entries: MAX_ENTRIES, bytes: MAX_BYTES, queryVariantsPerPath: MAX_QUERY_VARIANTS_PER_PATH },
  ) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last: eviction takes the first.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** Keeps the page unless the path already has its share of query variants; false when not kept. */
  set(page: CachedPage): boolean {
    this.delete(page.key);
    if (page.hasQuery) {
      let variants = 0;
      for (const other of this.pages.values()) if (other.path === page.path && other.hasQuery) variants += 1;
      if (variants >= this.limits.queryVariantsPerPath) return false;
    }
    if (page.bytes > this.limits.bytes) return false;
    this.pages.set(page.key, page);
    this.bytes += page.bytes;
    for (const key of this.pages.keys()) {
      if (this.pages.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.delete(key);
    }
    return true;
  }

  /** Drops every page that read one of `tables` ("all": every page). */
  invalidate(tables: ReadonlySet<string> | "all") {
    for (const [key, page] of this.pages) {
      if (tables === "all" || [...tables].some((table) => page.tables.has(table))) this.delete(key);
    }
  }

  get size() {
    return { entries: this.pages.size, bytes: this.bytes };
  }

  private delete(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}

/**
 * The loader data of shared copies, by content hash. Not dropped with its page: a copy a browser
 * already has may ask for it a while later. Bounded like the pages, least recently used first: the
 * data of a page still being served is made again with each render of it and fetched by its
 * visitors, so it stays while older data goes. A browser that asks for data no longer kept (after a
 * restart) keeps the page as it is, working without JavaScript.
 */
export class PageDataStore {
  private entries = new Map<string, Record<Encoding, Buffer>>();
  private bytes = 0;

  constructor(private readonly limits = { entries: 1000, bytes: 8 * 1024 * 1024 }) {}

  get(id: string) {
    const bodies = this.entries.get(id);
    if (bodies) this.touch(id, bodies);
    return bodies;
  }

  set(id: string, bodies: Record<Encoding, Buffer>) {
    const kept = this.entries.get(id);
    if (kept) return this.touch(id, kept);
    this.entries.set(id, bodies);
    this.bytes += sizeOf(bodies);
    for (const [key, old] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.entries.delete(key);
      this.bytes -= sizeOf(old);
    }
  }

  /** Most recently used last: eviction takes the first. */
  private touch(id: string, bodies: Record<Encoding, Buffer>) {
    this.entries.delete(id);
    this.entries.set(id, bodies);
  }
}

const sizeOf = (bodies: Record<Encoding, Buffer>) => bodies.identity.length + bodies.br.length + bodies.gzip.length;

/**
 * The cache key of a request, or why it must not use the shared copy. Keys are the canonical path
 * plus the declared parameters in a fixed order, the language and the Lite variant. Cookies are not part of it:
 * whether this visitor's cookies matter depends on the page (`dependsOnCookies`). `address` is what
 * the shared copy is rendered from: the key's path and parameters, and the language the query named.
 * A copy is served to everyone with that key, so it must not be rendered from anything else one
 * visitor sent (a `?lang=` that names no language, in any length, would be echoed by every link and
 * form that keeps the page's query).
 */
export function pageCacheKey(
  request: { path: string; url: string; headers: RequestHeaders },
  policy: PageCachePolicy,
): { key: string; hasQuery: boolean; address: string } | { bypass: string } {
  const { path } = request;
  // One spelling per page: "/Blog", "/blog/" and "/bl%6Fg" render the same page under other keys.
  if (path !== path.toLowerCase() || path.includes("%") || path.includes("//") || (path !== "/" && path.endsWith("/"))) {
    return { bypass: "non-canonical path" };
  }
  const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
  const query = new URLSearchParams(search);
  // The language is part of the key, whether the address, the cookie or the browser chose it.
  const language = languageOf((name) => {
    const value = request.headers[name];
    return typeof value === "string" ? value : undefined;
  }, search);
  query.delete(LANGUAGE_PARAM);
  const allowed = policy.params ?? [];
  const names = [...query.keys()];
  if (names.some((name) => !allowed.includes(name))) return { bypass: "undeclared query parameter" };
  if (new Set(names).size !== names.length) return { bypass: "repeated query parameter" };
  const values = [...query.values()];
  if (values.some((value) => value.length > MAX_QUERY_VALUE_LENGTH)) return { bypass: "long query value" };
  const canonical = [...query.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const canonicalSearch = canonical.length ? `?${new URLSearchParams(canonical).toString()}` : "";
  const asked = languageInQuery(search);
  const addressSearch = new URLSearchParams(canonical);
  if (asked) addressSearch.append(LANGUAGE_PARAM, asked);
  const address = addressSearch.toString() ? `${path}?${addressSearch.toString()}` : path;
  // Lite mode (no scripts, smallest pictures) is a variant of every page.
  const lite = liteModeOf((name) => {
    const value = request.headers[name];
    return typeof value === "string" ? value : undefined;
  });
  return { key: `${lite === "off" ? "" : `${lite}:`}${language}:${path}${canonicalSearch}`, hasQuery: canonical.length > 0, address };
}

/** True when the page's render looked at one of the cookies this visitor carries. */
export function dependsOnCookies(page: { cookies: ReadonlySet<string> }, visitorCookies: readonly string[]): boolean {
  return visitorCookies.some((name) => page.cookies.has(name));
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("base64");

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const isInline = (attributes: string, content: string) => !/\bsrc\s*=/i.test(attributes) && content.length > 0;

/** The CSP hashes of a page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (!isInline(attributes, content)) continue;
    const hash = `'sha256-${sha256(content)}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/**
 * A rendered page made shareable: the placeholder nonce removed, the hashes of its inline scripts
 * for the Content-Security-Policy. Only scripts the app rendered with the nonce may run, so null (not
 * safe to share) when an inline script lacks the placeholder (markup that came from data, say) or
 * the placeholder survives somewhere else. Such a page goes to its visitor alone, with that
 * request's nonce, and the browser blocks the stray script.
 */
export function withoutNonce(html: string): { html: string; scriptHashes: string[] } | null {
  const carrier = ` nonce="${NONCE_PLACEHOLDER}"`;
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (isInline(attributes, content) && !attributes.includes(carrier)) return null;
  }
  const shared = html.replaceAll(carrier, "");
  if (shared.includes(NONCE_PLACEHOLDER)) return null;
  return { html: shared, scriptHashes: inlineScriptHashes(shared) };
}

// Remix writes the route manifest into the page indented (JSON.stringify(manifest, null, 2)): about a
// third of its kilobytes are spaces and line breaks, on every page.
const INDENTED_MANIFEST = /(window\.__remixManifest = )(\{\n[\s\S]*?\n\});\n/;

/** A shared copy with Remix's route manifest written without indentation: the same data, ~800 bytes fewer. */
export function withCompactManifest(html: string): string {
  return html.replace(INDENTED_MANIFEST, (whole, assignment: string, manifest: string) => {
    try {
      return `${assignment}${JSON.stringify(JSON.parse(manifest))};\n`;
    } catch {
      return whole;
    }
  });
}

export const PAGE_DATA_PATH = "/page-data";
const DEFERRED_SCRIPTS_TAG = '<template id="deferred-scripts">';
// What Remix writes after the document: the loader data (a turbo-stream, as JSON string literals in
// one or more chunks), then the end of the stream.
const STREAM_SCRIPT =
  /<script>window\.__remixContext\.streamController\.(?:enqueue\(("(?:[^"\\]|\\.)*")\)|close\(\));<\/script>/g;

/**
 * A shared copy of a page whose scripts wait for an interaction, without its loader data: the data
 * (the text Remix's stream expects) and the HTML that names its address on the scripts' template.
 * Null for any other page, which keeps its data inline.
 */
export function withDataOnDemand(html: string): { html: string; id: string; data: string } | null {
  if (!html.includes(DEFERRED_SCRIPTS_TAG)) return null;
  let data = "";
  let closed = false;
  const rest = html.replace(STREAM_SCRIPT, (_script, chunk: string | undefined) => {
    if (chunk === undefined) closed = true;
    else data += JSON.parse(chunk) as string;
    return "";
  });
  if (!closed) return null;
  const id = crypto.createHash("sha256").update(data, "utf8").digest("base64url").slice(0, 32);
  const tag = DEFERRED_SCRIPTS_TAG.replace(">", ` data-stream="${PAGE_DATA_PATH}/${id}">`);
  return { html: rest.replace(DEFERRED_SCRIPTS_TAG, tag), id, data };
}

/** The best encoding the client accepts (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function compressedBodies(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { identity: body, br, gzip: gz };
}

/** Response headers a rendered page keeps in its shared copy (everything per-request is left out). */
const PER_REQUEST_HEADERS = new Set([
  "set-cookie", "cache-control", "content-length", "content-encoding", "etag", "vary", "date", "connection",
  "transfer-encoding", "x-remix-response",
]);

type Rendered = { status: number; headers: Headers; body: Buffer };

/**
 * The request Remix renders: the configured public origin, never a host the client named (a shared
 * copy must not carry a host one visitor made up, and a malformed one must not break the render), at
 * `address` (a shared copy's comes from its key).
 */
function requestFor(
  req: Request,
  publicOrigin: string,
  withoutCookies: readonly string[] = [],
  address = req.originalUrl,
): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (typeof value === "string") headers.set(name, value);
  }
  const cookies = headers.get("Cookie");
  if (withoutCookies.length && cookies) {
    const kept = cookies.split(";").filter((part) => !withoutCookies.includes(part.split("=")[0].trim()));
    if (kept.length) headers.set("Cookie", kept.join(";").trim());
    else headers.delete("Cookie");
  }
  return new globalThis.Request(`${publicOrigin}${address}`, { method: "GET", headers });
}

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === bare);
}

/**
 * The place on every page that shows a one-off message from the visitor's cookie (the toast after a
 * form), rendered as it is in the shared copy (`empty`) and with this visitor's message (`filled`,
 * null when the cookie held none), and the headers that consume the cookie.
 */
export type FlashRegion = { empty: string; filled: string | null; headers?: Headers };

/** Renders a visitor's region of a page for this request (its labels in the page's language). */
export type RegionRenderer = (request: globalThis.Request, context: AppLoadContext) => Promise<FlashRegion>;

/** A part of the page written into the shared copy for one visitor, named in X-Cache. */
type PersonalPart = { label: string; region: RegionRenderer };
type PersonalCopy = { html: string; cookies: string[]; labels: string[] };

export type PageCacheOptions = {
  loadBuild: () => Promise<ServerBuild>;
  mode: string;
  loadContext: (req: Request, res: Response) => AppLoadContext;
  policyOf: (res: Response) => PageCachePolicy | undefined;
  hooksOf: (res: Response) => PageCacheHooks | undefined;
  visitorIp: (req: Request) => string;
  /** The site's public origin (PUBLIC_URL): pages render as served from there. */
  publicOrigin: string;
  /**
   * A visitor cookie that only carries a one-off message: its visitor gets the shared copy with the
   * message written into it (`region`) instead of a render of their own.
   */
  flash?: { cookie: VisitorCookie; region: RegionRenderer };
};

/** The shared store, dropped page by page as tables are written (one per process). */
export const pageStore = () =>
  singleton("page-store", () => {
    const store = new PageStore();
    onTablesWritten((tables) => store.invalidate(tables));
    return store;
  });

export const pageDataStore = () => singleton("page-data-store", () => new PageDataStore());

/** A body made for one response (a shared copy with a visitor's message): compressed as the compression middleware would. */
async function compressedOnce(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === "br") {
    return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  }
  return encoding === "gzip" ? gzip(body) : body;
}

/** Sends a body in the best encoding the request accepts (the bodies are compressed already). */
function sendBody(req: Request, res: Response, bodies: Record<Encoding, Buffer>) {
  const encoding = preferredEncoding(req.get("Accept-Encoding"));
  sendEncoded(req, res, bodies[encoding], encoding);
}

function sendEncoded(req: Request, res: Response, body: Buffer, encoding: Encoding) {
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/** GET /page-data/{id}: a shared copy's loader data, immutable (its address is its hash). */
export function pageDataHandler(): RequestHandler {
  const data = pageDataStore();
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const bodies = data.get(req.path.slice(1));
    if (!bodies) {
      res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found");
      return;
    }
    res.type("text/plain; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    sendBody(req, res, bodies);
  };
}

/** Express middleware in front of the Remix handler (after compression: cached copies come compressed). */
export function pageCache(options: PageCacheOptions): RequestHandler {
  const store = pageStore();
  const pageData = pageDataStore();
  const inFlight = new Map<string, Promise<CachedPage | null>>();
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const publicOrigin = new URL(options.publicOrigin).origin;

  type TrackedRender = Rendered & { tables: Set<string>; cookies: Set<string>; wrote: boolean; startedAt: number };

  /**
   * Renders the page at `address` for this request: as if the visitor did not carry `withoutCookies`,
   * with `sharedContext` (what a variant's visitors have in common) in the loaders' context.
   */
  async function render(
    req: Request,
    res: Response,
    address: string,
    withoutCookies: readonly string[],
    sharedContext?: Partial<AppLoadContext>,
  ): Promise<TrackedRender> {
    const build = await options.loadBuild();
    let handle = handlers.get(build);
    if (!handle) handlers.set(build, (handle = createRequestHandler(build, options.mode)));
    const context = { ...options.loadContext(req, res), ...sharedContext, cspNonce: NONCE_PLACEHOLDER };
    const run = handle;
    const { result, tables, cookies, wrote, startedAt } = await withReadTracking(async () => {
      const response = await run(requestFor(req, publicOrigin, withoutCookies, address), context);
      return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
    });
    return { ...result, tables, cookies, wrote, startedAt };
  }

  /**
   * Turns a render into a shared copy, or null when it is personal, failed or outdated already. A
   * render for a visitor with cookies is as good as an anonymous one when it never looked at them.
   */
  async function share(
    rendered: TrackedRender,
    visitorCookies: string[],
    { key, path, hasQuery, variant }: { key: string; path: string; hasQuery: boolean; variant: PageVariant | undefined },
  ) {
    const contentType = rendered.headers.get("content-type") ?? "";
    const html = contentType.startsWith("text/html");
    if (rendered.status !== 200 || rendered.wrote || rendered.headers.has("set-cookie")) return null;
    if (!html && !contentType.startsWith(SHARED_FEED_TYPE)) return null;
    const tables = new Set([...rendered.tables].filter((table) => !variant?.tables.includes(table)));
    if (tables.has(CART_TABLE) || dependsOnCookies(rendered, visitorCookies)) return null;
    const prepared = html ? await shareablePage(rendered.body.toString("utf8")) : { html: rendered.body.toString("utf8"), scriptHashes: [] };
    if (!prepared) return null;
    const identity = Buffer.from(prepared.html, "utf8");
    const page: CachedPage = {
      key,
      path,
      hasQuery,
      tables,
      cookies: rendered.cookies,
      expiresAt: Date.now() + PAGE_TTL_MS,
      etag: `W/"${crypto.createHash("sha1").update(identity).digest("base64url")}"`,
      headers: [...rendered.headers].filter(([name]) => !PER_REQUEST_HEADERS.has(name.toLowerCase())),
      scriptHashes: prepared.scriptHashes,
      bodies: await compressedBodies(identity),
      bytes: 0,
    };
    page.bytes = page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length;
    // Data it read changed while it rendered: serve it to this visitor only.
    if (!writtenSince(page.tables, rendered.startedAt)) store.set(page);
    return page;
  }

  /** A page without its nonce and, when its scripts wait for an interaction, without its loader data. */
  async function shareablePage(rendered: string) {
    const shared = withoutNonce(withCompactManifest(rendered));
    if (!shared) return null;
    const split = withDataOnDemand(shared.html);
    if (!split) return shared;
    pageData.set(split.id, await compressedBodies(Buffer.from(split.data, "utf8")));
    // Taking the data out removes scripts only: every one left carried the nonce.
    return { html: split.html, scriptHashes: inlineScriptHashes(split.html) };
  }

  /** The headers of a shared copy: its own, and its inline scripts allowed by hash instead of a nonce. */
  function setPageHeaders(res: Response, page: CachedPage, outcome: string) {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("X-Cache", outcome);
    res.setHeader("Vary", "Accept-Encoding, Accept-Language, Cookie, Save-Data");
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string") {
      const nonce = `'nonce-${res.locals.cspNonce as string}'`;
      res.setHeader("Content-Security-Policy", policy.replace(nonce, page.scriptHashes.join(" ")));
    }
  }

  function send(req: Request, res: Response, page: CachedPage, outcome: "hit" | "miss") {
    setPageHeaders(res, page, outcome);
    // Revalidated on every visit (a 304 costs a few bytes); private: a shared proxy must not mix visitors.
    res.setHeader("Cache-Control", "private, no-cache");
    res.setHeader("ETag", page.etag);
    if (matches(req.get("If-None-Match"), page.etag)) {
      res.status(304).end();
      return;
    }
    sendBody(req, res, page.bodies);
  }

  /**
   * The shared copy with this visitor's parts in their places (a one-off message, a member's box) and
   * the cookies that consume a message. Null when the page lacks a part's place (its visitor gets a
   * render of their own).
   */
  async function personalCopy(req: Request, res: Response, page: CachedPage, parts: PersonalPart[]) {
    let html = page.bodies.identity.toString("utf8");
    const cookies: string[] = [];
    for (const part of parts) {
      const region = await part.region(requestFor(req, publicOrigin), options.loadContext(req, res));
      if (region.filled !== null) {
        if (!html.includes(region.empty)) return null;
        const filled = region.filled;
        html = html.replace(region.empty, () => filled);
      }
      cookies.push(...(region.headers?.getSetCookie() ?? []));
    }
    return { html, cookies, labels: parts.map((part) => part.label) };
  }

  async function sendPersonal(req: Request, res: Response, page: CachedPage, copy: PersonalCopy, outcome: "hit" | "miss") {
    const { html, cookies, labels } = copy;
    setPageHeaders(res, page, [outcome, ...labels].join(", "));
    // Made for this visitor (and a message is shown once): neither the browser nor anything between may keep it.
    res.setHeader("Cache-Control", "private, no-store");
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
    const encoding = preferredEncoding(req.get("Accept-Encoding"));
    sendEncoded(req, res, await compressedOnce(Buffer.from(html, "utf8"), encoding), encoding);
  }

  /** A render that cannot be shared goes out as it is, with this request's own nonce. */
  function sendOwn(req: Request, res: Response, rendered: Rendered) {
    for (const [name, value] of rendered.headers) {
      if (name === "set-cookie" || name === "content-length" || name === "content-encoding") continue;
      res.setHeader(name, value);
    }
    const cookies = rendered.headers.getSetCookie();
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
    res.setHeader("X-Cache", "bypass");
    res.status(rendered.status);
    const body = rendered.body.toString("utf8").replaceAll(NONCE_PLACEHOLDER, res.locals.cspNonce as string);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const policy = options.policyOf(res);
    if (!policy || req.path.endsWith(".data")) return next();
    const lookup = pageCacheKey({ path: req.path, url: req.originalUrl, headers: req.headers }, policy);
    const hooks = options.hooksOf(res);
    const visitor = { path: req.path, ip: options.visitorIp(req), userAgent: req.get("User-Agent") ?? "", cookieHeader: req.get("Cookie") ?? "" };
    try {
      if ("bypass" in lookup || hooks?.isPersonal?.(visitor)) {
        res.setHeader("X-Cache", "bypass");
        return next();
      }
      const variant = await hooks?.variantOf?.(visitor);
      const key = variant?.key ? `${lookup.key}|${variant.key}` : lookup.key;
      const { hasQuery } = lookup;
      // The variant's cookie is accounted for by the key, a one-off message by its place on the page.
      const carried = visitorCookiesIn(visitor.cookieHeader).filter((name) => name !== variant?.cookie);
      const flash = options.flash && carried.includes(options.flash.cookie) ? options.flash : undefined;
      const visitorCookies = carried.filter((name) => name !== flash?.cookie);
      const ownPart = variant?.ownPart;
      const parts: PersonalPart[] = [
        ...(flash ? [{ label: flash.cookie, region: flash.region }] : []),
        ...(ownPart ? [{ label: ownPart.label, region: ownPart.region }] : []),
      ];
      // Sends the copy (with this visitor's parts written in), after `beforeSending` (a hit's side
      // effect is done when its answer arrives); false when it cannot be theirs.
      const sendCopy = async (page: CachedPage, outcome: "hit" | "miss", beforeSending = () => {}) => {
        const personal = parts.length ? await personalCopy(req, res, page, parts) : undefined;
        if (personal === null) return false;
        beforeSending();
        if (personal) await sendPersonal(req, res, page, personal, outcome);
        else send(req, res, page, outcome);
        return true;
      };
      const bypass = () => {
        res.setHeader("X-Cache", "bypass");
        next();
      };
      checkForeignWrites();
      // Everyone arriving while the page renders waits for that one render (a match-day rush).
      const shared = store.get(key) ?? (await inFlight.get(key));
      if (shared !== undefined) {
        if (!shared || dependsOnCookies(shared, visitorCookies)) return bypass();
        if (!(await sendCopy(shared, "hit", () => hooks?.afterHit?.(visitor)))) bypass();
        return;
      }
      let ownRender: Rendered | null = null;
      const made = (async () => {
        // A message is not part of the page, nor is who the visitor of a variant with an own part is:
        // the copy is rendered as if those cookies were not there.
        const withoutCookies = [...(flash ? [flash.cookie] : []), ...(ownPart && variant ? [variant.cookie] : [])];
        const rendered = await render(req, res, lookup.address, withoutCookies, ownPart?.context);
        const page = await share(rendered, visitorCookies, { key, path: req.path, hasQuery, variant });
        if (!page) ownRender = rendered;
        return page;
      })();
      inFlight.set(key, made);
      let page: CachedPage | null;
      try {
        page = await made;
      } finally {
        inFlight.delete(key);
      }
      // A render without this visitor's parts that cannot be shared is no use to them: Remix renders theirs.
      if (parts.length) {
        if (!page || !(await sendCopy(page, "miss"))) bypass();
      } else if (page) send(req, res, page, "miss");
      else if (ownRender) sendOwn(req, res, ownRender);
    } catch (error) {
      next(error);
    }
  };
}
