import { existsSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { pickEncoding } from "./prerendered";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/**
 * Serves the brotli or gzip copy the build wrote beside a hashed asset, when
 * the client accepts it; anything else falls through to the static handler.
 */
export function servePrecompressed(assetsDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = TYPES[path.extname(req.path)];
    const encoding = type ? pickEncoding(req.headers["accept-encoding"]) : null;
    if (!type || !encoding) return next();
    const file = path.join(assetsDir, path.normalize(req.path));
    const compressed = `${file}.${encoding === "br" ? "br" : "gz"}`;
    if (!file.startsWith(assetsDir) || !existsSync(compressed)) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(compressed, { lastModified: true, etag: true }, (error) => error && next(error));
  };
}
