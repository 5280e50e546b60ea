import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/** The types of the files scripts/precompress.ts compresses (the copies' own extensions say nothing). */
const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

/** Brotli first (smaller), then gzip: the copies scripts/precompress.ts writes beside each file. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** Whether an Accept-Encoding header takes `encoding` (named, or `*`, without q=0). */
export function acceptsEncoding(header: string, encoding: string): boolean {
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    return (name === encoding || name === "*") && !refused;
  });
}

/**
 * Serves the fingerprinted build's precompressed copies to browsers that accept them, with the
 * original's type and a year's caching; anything else (no copy, an encoding not accepted, a
 * development build) goes on to express.static and the compression middleware, which leaves an
 * already encoded answer alone.
 */
export function precompressedAssets(root: string): RequestHandler {
  const dir = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = CONTENT_TYPES[path.extname(req.path)];
    if (!type) return next();
    let file: string;
    try {
      file = path.join(dir, decodeURIComponent(req.path));
    } catch {
      return next(); // a malformed escape: express.static answers it
    }
    if (!file.startsWith(dir + path.sep)) return next();
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const encoding = ENCODINGS.find(({ name, suffix }) => acceptsEncoding(accepted, name) && fs.existsSync(file + suffix));
    res.vary("Accept-Encoding");
    if (!encoding) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding.name);
    res.sendFile(file + encoding.suffix, { maxAge: "1y", immutable: true }, (error) => error && next(error));
  };
}
