// The production and development HTTP server: Express in front of the Remix build.
import crypto from "node:crypto";
import fs from "node:fs";
import http, { type IncomingMessage } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import helmet from "helmet";
import { stopMailWorker } from "~/models/mail-queue.server";
import { checkDatabaseHealth, prepareApplication, stopBackgroundJobs } from "~/services/startup.server";
import {
  bodyLimitFor,
  isApiPath,
  isMutatingMethod,
  policyFor,
  type RateTier,
  type RoutePolicy,
} from "~/config/route-policy";
import { closeDb } from "~/db/client.server";
import { PAGE_DATA_PATH, pageCache, pageDataHandler } from "~/services/page-cache.server";
import { precompressedAssets } from "~/services/precompressed-assets.server";
import { countPageView, flushPageViews, followsFormPost, isPageView, noteFormPost, startPageViewFlusher } from "~/services/page-views.server";
import { removeServerPidFile, writeServerPidFile } from "~/infra/server-pid.server";
import { routeResolver, routeTranslation } from "~/services/route-match.server";
import { languageOf, rememberLanguageChoice } from "~/services/language.server";
import { messageIn } from "~/services/i18n.server";
import { getEnv, type Env } from "~/config/env.server";
import { carriesSignInCookie } from "~/services/visitor-cookies.server";
import { redactForLog } from "~/utils/log-redaction";
import { clientKey } from "~/utils/client-key.server";
import { answerLinkPost } from "~/services/answer-link-post.server";

installGlobals({ nativeFetch: true });

let env: Env;
try {
  env = getEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const isDevelopment = env.NODE_ENV === "development";
const BUILD_PATH = path.resolve("build/index.js");

await prepareApplication(env);
const loadBuild = buildLoader();
/** What entry.server exports for the page cache (code that renders the app's components lives in the build). */
type AppEntryExports = {
  toastRegionFor: typeof import("~/shared-page-regions.server").toastRegionFor;
  pageCacheHooks: typeof import("~/page-cache-hooks.server").pageCacheHooks;
};

/** Loads the Remix build; in development, again whenever `remix dev` rewrites it. */
function buildLoader() {
  let loaded: { build: Promise<ServerBuild>; mtime: number } | undefined;
  return async () => {
    const mtime = isDevelopment ? fs.statSync(BUILD_PATH).mtimeMs : 0;
    if (!loaded || loaded.mtime !== mtime) {
      const url = pathToFileURL(BUILD_PATH).href + (isDevelopment ? `?t=${mtime}` : "");
      const build = import(url) as Promise<ServerBuild>;
      loaded = { build, mtime };
      if (isDevelopment) build.then((b) => broadcastDevReady(b));
    }
    return loaded.build;
  };
}

/** The visitor's IP: fly's proxy sets Fly-Client-IP (and overwrites any sent by the client). */
function clientIp(req: IncomingMessage) {
  const flyIp = process.env.FLY_APP_NAME ? req.headers["fly-client-ip"] : undefined;
  return (typeof flyIp === "string" && flyIp) || req.socket.remoteAddress || "unknown";
}


const app = express();
app.disable("x-powered-by");

// Remix wraps the request body in a stream that stops reading once nobody consumes it. An answer given
// without reading the body (a 405, 415 or 401 …) would leave the rest of it in the socket, and the next
// request on that keep-alive connection would hang until the idle timeout and then be reset. Once the
// answer is sent, discard what is left (the body caps below bound it).
app.use((req, res, next) => {
  res.once("finish", () => {
    if (req.complete) return;
    req.removeAllListeners("data");
    req.resume();
  });
  next();
});

// One line per request: method, path (e-mails, cart ids, endpoints and tokens redacted), status, duration.
if (env.LOG_REQUESTS) {
  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      console.log(`${req.method} ${redactForLog(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  });
}

// Odd requests are answered here, before any route runs, with a 4xx and the log line above only.
const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const HANDLED_METHODS = new Set(ALLOWED_METHODS.split(", "));
// A host name or IP literal with an optional port: nothing a URL parser could reject.
const WELL_FORMED_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
app.use((req, res, next) => {
  if (!HANDLED_METHODS.has(req.method)) {
    res.status(405).set("Allow", ALLOWED_METHODS).json({ message: http.STATUS_CODES[405] });
    return;
  }
  const forwardedHost = req.headers["x-forwarded-host"];
  for (const host of [req.headers.host, forwardedHost]) {
    if (host !== undefined && !(typeof host === "string" && WELL_FORMED_HOST.test(host))) {
      res.status(400).json({ message: "Malformed Host header" });
      return;
    }
  }
  // Pages are rendered for this site, never a host the client named: no proxy in front of it sets
  // X-Forwarded-Host (fly's does not), so it can only come from the client.
  delete req.headers["x-forwarded-host"];
  // No route takes OPTIONS and the site serves no other origin (no CORS): say what it allows.
  if (req.method === "OPTIONS") {
    res.status(204).set("Allow", ALLOWED_METHODS).end();
    return;
  }
  next();
});

app.get("/healthz", (_req, res) => {
  const healthy = checkDatabaseHealth();
  res.status(healthy ? 200 : 503).set("Cache-Control", "no-store").json({ ok: healthy });
});

// Browser features the site never uses are switched off for it and anything it embeds. It does use
// the clipboard (a post's "copy link") and allows fullscreen for itself; notifications and push are
// not governed by this header.
const PERMISSIONS_POLICY = [
  "accelerometer=()", "autoplay=()", "bluetooth=()", "camera=()", "display-capture=()", "geolocation=()",
  "gyroscope=()", "hid=()", "magnetometer=()", "microphone=()", "midi=()", "payment=()",
  "publickey-credentials-get=()", "screen-wake-lock=()", "serial=()", "usb=()", "web-share=()",
  "xr-spatial-tracking=()", "browsing-topics=()", "clipboard-read=()", "clipboard-write=(self)", "fullscreen=(self)",
].join(", ");
const servedOverHttp = env.PUBLIC_URL.startsWith("http://");
const helmetHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`,
        ...(isDevelopment ? ["'unsafe-eval'"] : []),
      ],
      // React renders style attributes (progress bars, colours from the DB).
      styleSrc: ["'self'", "'unsafe-inline'"],
      // https: admins may show a picture by its address (gallery, blog); the browser fetches it, never the server.
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      connectSrc: ["'self'", ...(isDevelopment ? ["ws:"] : [])],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // Over plain http (the local quick start) upgrading would break every form post.
      upgradeInsecureRequests: servedOverHttp ? null : [],
    },
  },
  strictTransportSecurity: servedOverHttp ? false : { maxAge: 31536000, includeSubDomains: true },
  crossOriginEmbedderPolicy: false,
  // Set per request below, once the route is known.
  crossOriginOpenerPolicy: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
});

// The security headers are the same for every response but for the nonce of the page's scripts in the
// Content-Security-Policy. helmet works its headers out once, against a stand-in response whose nonce is
// a marker; each response gets the list with a fresh nonce in the marker's place. (Run per request,
// helmet rebuilt and checked the whole policy every time.)
const NONCE_MARKER = "cspNonceMarker";
const securityHeaders = (() => {
  const headers = new Map<string, string>([["Permissions-Policy", PERMISSIONS_POLICY]]);
  const standIn = { locals: { cspNonce: NONCE_MARKER }, setHeader: (name: string, value: string) => headers.set(name, value), removeHeader: (name: string) => headers.delete(name) };
  helmetHeaders({} as Request, standIn as unknown as Response, () => {});
  if (headers.get("Content-Security-Policy")?.split(NONCE_MARKER).length !== 2) throw new Error("The Content-Security-Policy has no place for the nonce");
  return [...headers].map(([name, value]) => [name, value.split(NONCE_MARKER)] as const);
})();
app.use((_req, res, next) => {
  const nonce = crypto.randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  for (const [name, parts] of securityHeaders) res.setHeader(name, parts.length === 1 ? parts[0] : parts.join(nonce));
  next();
});

// Forms cannot carry anti-CSRF headers, so refuse state changes that come from another site.
app.use((req, res, next) => {
  if (!isMutatingMethod(req.method)) return next();
  const fetchSite = req.get("Sec-Fetch-Site");
  const origin = req.get("Origin");
  let foreign = fetchSite === "cross-site";
  if (origin) {
    try {
      foreign ||= new URL(origin).host !== req.get("Host");
    } catch {
      foreign = true; // "null" or garbage
    }
  }
  if (foreign) {
    res.status(403).json({ message: "Cross-site requests are not allowed" });
    return;
  }
  next();
});

// React Router turns the decoded path back into a URL while rendering; a path that decodes into
// something URL parsing rejects ("/%5C%256" is "/\%6", read as "//%6" with the host "%6") would crash
// the render with a 500. No page lives at such a path.
app.use((req, res, next) => {
  let decoded: string;
  try {
    // Decoded the way the router decodes it: per segment, an encoded "/" stays encoded.
    decoded = req.path.split("/").map((s) => decodeURIComponent(s).replace(/\//g, "%2F")).join("/");
  } catch {
    return next(); // a malformed %-escape: Express answers 400 itself (see the error handler)
  }
  try {
    new URL(decoded.replace(/\/{2,}/g, "/"), "http://localhost");
  } catch {
    res.status(400).json({ message: http.STATUS_CODES[400] });
    return;
  }
  next();
});

// Every request is attributed to the route Remix will match, and that route's policy decides the
// rate limit, the body cap and whether the answer may be cached.
app.use(async (req, res, next) => {
  try {
    const build = await loadBuild();
    res.locals.routeId = routeResolver(build.routes)(req.path);
    res.locals.translation = routeTranslation(build.routes, res.locals.routeId as string);
    res.locals.policy = policyFor(res.locals.routeId as string);
    next();
  } catch (error) {
    next(error);
  }
});
const policyOf = (res: Response): RoutePolicy => res.locals.policy as RoutePolicy;

// Cross-Origin-Opener-Policy keeps other sites' windows from holding a handle on ours (counting its
// frames, watching it navigate) and, on Android, gives the site a renderer process of its own. A page
// the page cache shares, read by a visitor who is not signed in, shows nothing of anyone's: it goes
// without the header, because the header costs every arrival from another site (a search, a shared
// link) a fresh renderer process, the largest single task on a slow phone's main thread before the
// page is usable. Everything else (the admin area, sign-in, a signed-in visitor's pages) keeps it.
app.use((req, res, next) => {
  const anonymousSharedPage = policyOf(res).cache && !carriesSignInCookie(req);
  if (!anonymousSharedPage) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  next();
});

// What the browser and anything between may keep, set as the headers go out (refusals on the way
// included):
//   - a route that shows a person's data (policy `personal`): nothing, and its address (which may
//     carry the secret that opens it) is never sent to another site as a Referer (same-origin: with
//     no-referrer, browsers send `Origin: null` with the page's own posts, which the check above refuses);
//   - anything else behind a sign-in: no-store (after logout the back button must not show an admin
//     page), unless the route chose its own.
app.use((req, res, next) => {
  const policy = policyOf(res);
  const personal = policy.personal === true || (policy.personal === "signed-in" && carriesSignInCookie(req));
  if (!personal && policy.public === "any") return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (personal) {
      this.setHeader("Cache-Control", "private, no-store");
      this.setHeader("Referrer-Policy", "same-origin");
    } else if (!this.getHeader("Cache-Control")) this.setHeader("Cache-Control", "no-store");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
});

// A page asked for in a language (`?lang=sw`) also remembers it for the visitor's next pages.
app.use(rememberLanguageChoice(env.SECURE_COOKIES));

// Page views per day and page, counted here once the answer is known (see page-views.server.ts).
startPageViewFlusher();
app.use((req, res, next) => {
  const client = `${clientIp(req)} ${req.get("User-Agent") ?? ""}`;
  if (req.method === "POST") {
    // A form post: the page its answer brings back (a redirect, or a fetcher's reloaded data) is no new view.
    // Noted as its head goes out, not when it has finished: the browser may ask for the next page as soon
    // as it reads the head, before the server's "finish" has run.
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      const status = typeof args[0] === "number" ? args[0] : this.statusCode;
      if (status < 400) {
        const location = this.getHeader("Location")?.toString() ?? this.getHeader("X-Remix-Redirect")?.toString() ?? null;
        noteFormPost(client, location && location.startsWith("/") ? location : null);
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    return next();
  }
  if (req.method !== "GET") return next();
  // Decided as the request arrives: its answer may finish after the client's next post.
  const purpose = req.get("Sec-Purpose") ?? req.get("Purpose");
  const afterFormPost = !/prefetch/i.test(purpose ?? "") && followsFormPost(client, req.path);
  res.once("finish", () => {
    const routeId = res.locals.routeId as string;
    const counted = isPageView({
      method: req.method,
      path: req.path,
      status: res.statusCode,
      routeId,
      policy: policyOf(res),
      contentType: res.getHeader("Content-Type")?.toString(),
      userAgent: req.get("User-Agent"),
      purpose,
    });
    if (counted && !afterFormPost) countPageView(req.path, routeId);
  });
  next();
});

const limitOptions = {
  // draft-7 names the window and what is left; draft-8 adds a partition key hashed for every request.
  standardHeaders: "draft-7" as const,
  legacyHeaders: false,
  // The same key as the counters in the database (IPv6 by its /56): see app/utils/client-key.server.ts.
  keyGenerator: (req: Request) => clientKey(clientIp(req)),
  // A browser posting a form without JavaScript gets the message as a page it can go back from.
  handler: (req: Request, res: Response, _next: NextFunction, options: { statusCode: number; message: unknown }) => {
    const { message } = options.message as { message: string };
    if (wantsPage(req)) res.status(options.statusCode).type("html").send(formPage(req, "Please wait", message));
    else res.status(options.statusCode).json({ message });
  },
};
const limiter = (windowMs: number, limit: number, message: string) => rateLimit({ ...limitOptions, windowMs, limit, message: { message } });
// A route's tier (its policy's `rate`) has its own limit, counted before the limit every mutating request
// counts against. `everyRequest`: GETs count too. One middleware picks the request's limiters (at most
// two) instead of six that each looked at every request, most of them to skip it.
const tierLimits: Partial<Record<RateTier, { limit: RequestHandler; everyRequest?: true }>> = {
  login: { limit: limiter(60_000, env.LOGIN_RATE_LIMIT, "Too many login attempts. Please wait a minute and try again.") },
  upload: { limit: limiter(10 * 60_000, env.UPLOAD_RATE_LIMIT, "Too many uploads. Please wait a few minutes and try again.") },
  // The contact form mails the club office: a few messages per address every ten minutes.
  contact: { limit: limiter(10 * 60_000, env.CONTACT_RATE_LIMIT, "Too many messages. Please wait a few minutes and try again.") },
  // GET routes that write (a share click records a row).
  tracking: { limit: limiter(60_000, env.TRACKING_RATE_LIMIT, "Too many requests. Please wait a minute and try again."), everyRequest: true },
  // Member lookups tell whether a person is a member.
  lookup: { limit: limiter(60_000, env.LOOKUP_RATE_LIMIT, "Too many lookups. Please wait a minute and try again."), everyRequest: true },
};
const mutationLimit = limiter(60_000, env.MUTATION_RATE_LIMIT, "Too many requests. Please slow down.");
app.use((req, res, next) => {
  const mutating = isMutatingMethod(req.method);
  const tier = tierLimits[policyOf(res).rate ?? "mutation"];
  const afterTier = (error?: unknown) => (error ? next(error) : mutating ? mutationLimit(req, res, next) : next());
  if (tier && (mutating || tier.everyRequest)) tier.limit(req, res, afterTier);
  else afterTier();
});

// Remix's request.formData() has no size limit: refuse oversized bodies before they reach it. Only
// multipart posts to upload routes get the large cap; unknown-length (chunked) bodies are refused.
app.use((req, res, next) => {
  if (!isMutatingMethod(req.method)) return next();
  const limit = bodyLimitFor(policyOf(res), req.get("Content-Type"));
  const length = req.get("Content-Length");
  if (length === undefined) {
    if (req.get("Transfer-Encoding")) {
      res.status(411).json({ message: "A Content-Length header is required" });
      return;
    }
    return next();
  }
  if (Number(length) > limit) {
    const message = `Request body too large (limit ${Math.round(limit / (1024 * 1024))} MB)`;
    // A browser posting a form without JavaScript gets a page it can go back from, not JSON.
    if (wantsPage(req)) {
      const maxFileMb = policyOf(res).maxFileMb ?? 5;
      res.status(413).type("html").send(formPage(req, "File too large", `Please select a file smaller than ${maxFileMb}MB.`));
      return;
    }
    res.status(413).json({ message });
    return;
  }
  next();
});

/** A form post from a browser without JavaScript (not an /api call): it shows whatever comes back. */
function wantsPage(req: Request) {
  return !isApiPath(req.path) && req.get("Sec-Fetch-Mode") === "navigate";
}

/** A refusal as a small page with a way back to the form (title and message are our own text). */
/** The plain page such a browser gets instead, in the visitor's language (the texts are fixed English messages). */
function formPage(req: Request, title: string, message: string) {
  const back = req.path.replace(/\.data$/, "").replace(/[^\w/-]/g, "") || "/";
  const language = languageOf((name) => req.get(name), req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "");
  const [heading, text, backLabel] = [title, message, "Back to the form"].map((english) => messageIn(language, english));
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title></head><body><main><h1>${heading}</h1><p>${text}</p><p><a href="${back}">${backLabel}</a></p></main></body></html>`;
}

// Remix answers a legacy `?_data=` request (pre-single-fetch clients) through a code path that
// crashes on a loader returning null. This app's client never sends one: refuse it as a bad request.
app.use((req, res, next) => {
  const queryStart = req.originalUrl.indexOf("?");
  if (queryStart < 0 || !new URLSearchParams(req.originalUrl.slice(queryStart)).has("_data")) return next();
  res.status(400).json({ message: "Unsupported data request. Please reload the page." });
});

// An answer link's form post is recorded without going through Remix (forty families answer at once;
// ADR 0028 "Speed"): the same use case, redirect and toast as the route's action, after every check
// above. Its redirect has no body to compress; a page it hands to Remix is compressed as any other.
const compress = compression();
app.use(
  answerLinkPost({
    build: isDevelopment ? loadBuild : await loadBuild(),
    mode: env.NODE_ENV,
    loadContext: (req, res) => loadContext(req, res),
    compress,
  }),
);

app.use(compress);

// The build's scripts and stylesheets come compressed once at build time (scripts/precompress.ts).
app.use("/build", precompressedAssets("public/build"));
app.use(
  "/build",
  express.static("public/build", { immutable: true, maxAge: "1y", index: false }),
);
app.use(
  express.static("public", {
    maxAge: "1h",
    index: false,
    // The service worker and its offline page are checked on every visit: a cached old worker would
    // keep running old code (browsers cap it at 24 h, but an hour of a broken worker is too long).
    setHeaders: (res, file) => {
      if (/[\\/](sw\.js|offline\.html)$/.test(file)) res.setHeader("Cache-Control", "no-cache");
    },
  }),
);

/**
 * Work a route hands over to run once its answer has gone (or the client has left): whatever it costs
 * cannot show in the answer's timing (a sign-in link request does the member's part here).
 */
function afterResponse(res: Response) {
  return (task: () => void) => {
    res.once("close", () =>
      setImmediate(() => {
        try {
          task();
        } catch (error) {
          console.error("Work after a response failed:", error);
        }
      }),
    );
  };
}

const loadContext = (req: Request, res: Response) => ({
  cspNonce: res.locals.cspNonce as string,
  clientIp: clientIp(req),
  afterResponse: afterResponse(res),
  translation: res.locals.translation as AppLoadContext["translation"],
  pageParams: policyOf(res).cache ? (policyOf(res).cache?.params ?? []) : undefined,
});

// Pages that are the same for every anonymous visitor come from the page cache (see page-cache.server.ts),
// and the loader data a shared copy left out comes from /page-data/.
// Off while developing: a rebuilt app must not serve pages the old code rendered.
if (env.PAGE_CACHE && !isDevelopment) {
  const entry = (await loadBuild()).entry.module as unknown as AppEntryExports;
  app.use(PAGE_DATA_PATH, pageDataHandler());
  app.use(
    pageCache({
      loadBuild,
      mode: env.NODE_ENV,
      loadContext,
      policyOf: (res) => policyOf(res).cache,
      hooksOf: (res) => entry.pageCacheHooks[res.locals.routeId as string],
      visitorIp: clientIp,
      publicOrigin: env.PUBLIC_URL,
      // A toast is written into the shared copy by the app's own component.
      flash: { cookie: "toast", region: entry.toastRegionFor },
    }),
  );
}

// In production the build is passed once, not as a function: Remix re-derives its route tables from a
// build function on every request (for development rebuilds), about a fifth of a page's CPU time.
app.all(
  "*",
  createRequestHandler({ build: isDevelopment ? loadBuild : await loadBuild(), mode: env.NODE_ENV, getLoadContext: loadContext }),
);

app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
  // Express marks the client's mistakes (a path with a malformed %-escape is a 400): answer those as
  // such. Everything else is ours.
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    if (!res.headersSent) res.status(status).json({ message: http.STATUS_CODES[status] ?? "Bad request" });
    return;
  }
  console.error(error);
  if (!res.headersSent) res.status(500).json({ message: "Internal server error" });
});

const server = app.listen(env.PORT, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  writeServerPidFile(env);
  console.log(`Rising Stars FC listening on http://localhost:${port}`);
});

let shuttingDown = false;
function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal} received: finishing in-flight requests`);
  // Stop accepting; close() waits for in-flight requests, idle keep-alive sockets are dropped now.
  // Then the mail worker takes no new message and those being handed to the mail server may finish;
  // the rest stays queued in the database for the next start.
  server.close(async () => {
    stopBackgroundJobs();
    if (!(await stopMailWorker(8_000))) console.error("Some e-mails were still being sent at shutdown; they are sent again at the next start");
    flushPageViews();
    closeDb();
    removeServerPidFile(env);
    console.log("Server stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
  // fly.toml's kill_timeout (30 s) leaves room for this.
  setTimeout(() => {
    console.error("Forcing shutdown after 20 s");
    flushPageViews();
    closeDb();
    removeServerPidFile(env);
    process.exit(1);
  }, 20_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
