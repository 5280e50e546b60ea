// The answer link's form post (POST /availability/<token>, ADR 0028 "Speed") recorded here, in Express,
// instead of through Remix. Forty families answering at once are served one after another by the one
// process, and Remix's own work per request (a Fetch Request and its body streams, matching the whole
// route table twice, the form's parse) made the fortieth wait about 160 ms. What it records and answers
// is the route action's: the same schema and coercion (answerOfFields), the same use case (answerByToken) and
// the same redirect with its toast (answerSavedRedirect); server.ts mounts this after every check an
// answer goes through (method, host, cross-site, rate limit, body cap, no-store and referrer headers,
// the page-view note). Only an answer that is recorded is answered here: anything else (another field,
// a multipart body, bad input, a refusal) goes on to Remix, whose page says why.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { createRequestHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { answerByToken } from "~/models/availability/answers.server";
import { answerOfFields, answerSavedRedirect } from "~/services/availability-answer.server";
import { languageOf } from "~/services/language.server";

const ROUTE_ID = "routes/availability.$token";
// The link exactly as mailed (a token is 43 base64url characters); another spelling goes to Remix.
const ANSWER_PATH = /^\/availability\/([A-Za-z0-9_-]{43})$/;
// The answer form's own fields; a post with any other (or one twice) is Remix's to read.
const FIELDS = new Set(["answer", "reason"]);

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  loadContext: (req: Request, res: Response) => AppLoadContext;
  /** The compression middleware, for a page handed to Remix (this runs before it: a redirect has no body). */
  compress: RequestHandler;
};

/** Express middleware: records an answer link's form post and redirects, or hands the request to Remix. */
export function answerLinkPost({ build, mode, loadContext, compress }: Options) {
  const remix = createRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = req.method === "POST" && res.locals.routeId === ROUTE_ID ? ANSWER_PATH.exec(req.path)?.[1] : undefined;
    if (!token || !/^application\/x-www-form-urlencoded\b/i.test(req.get("Content-Type") ?? "")) return next();
    try {
      const body = await readBody(req);
      const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
      const fields = answerFields(body);
      const answer = fields && answerOfFields(fields);
      const answered = answer ? await answerByToken(token, answer) : undefined;
      if (answered?.ok) {
        await send(res, await answerSavedRedirect(token, languageOf((name) => req.get(name), search)));
        return;
      }
      // A refusal recorded nothing: Remix runs the action again on the same body and renders why.
      await new Promise<void>((resolve) => compress(req, res, () => resolve()));
      await send(res, await remix(remixRequest(req, body), loadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}

/** The posted fields as the action's request.formData() reads them, or null when it is not just the answer form's. */
function answerFields(body: Buffer): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body.toString("utf8"))) {
    if (!FIELDS.has(name) || Object.hasOwn(fields, name)) return null;
    fields[name] = value;
  }
  return fields;
}

/** The whole body; its size is already bounded (server.ts refuses one over the cap or of unknown length). */
function readBody(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
    req.once("close", () => {
      if (!req.complete) reject(new Error("The client left before sending the whole form"));
    });
  });
}

/** The request as Remix's Express adapter would have built it, with the body already read. */
function remixRequest(req: Request, body: Buffer): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value) headers.set(name, value);
  }
  return new globalThis.Request(new URL(req.originalUrl, `${req.protocol}://${req.get("Host")}`), { method: req.method, headers, body: new Uint8Array(body) });
}

/** Writes a Fetch Response through Express, as the adapter does. */
async function send(res: Response, response: globalThis.Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
