import { readdirSync, readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { SITE_URL_PLACEHOLDER } from "~/lib/site-url";
import { CACHE, etagOf, type ServedFile, sendFile, servedFile } from "./pages";

/** The files that may hold the build's placeholder origin. */
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
};
/** Only the build's files by their own URLs: never a compressed copy raw, nor a page by its index.html. */
const NOT_SERVED = /(?:\/index\.html|\.br|\.gz)$/;

const cacheControlOf = (file: string) =>
  file.startsWith("assets/") ? CACHE.immutable : /\.(?:html|data)$/.test(file) ? CACHE.revalidate : CACHE.hour;

type Options = { siteUrl: string; policyFor: (scriptHashes: string[]) => string };

/**
 * Files holding the placeholder origin are given SITE_URL as the server starts (ADR 038) and answered from memory;
 * the rest come from disk, with the brotli or gzip form the build wrote beside them (ADR 091).
 */
function originCopies(clientDir: string, files: string[], { siteUrl, policyFor }: Options) {
  const copies = new Map<string, ServedFile>();
  for (const file of files) {
    const type = TYPES[path.extname(file)];
    const text = type ? readFileSync(path.join(clientDir, file), "utf8") : "";
    // A document always, for its policy's script hashes.
    const isDocument = file.endsWith(".html");
    if (!type || !(isDocument || text.includes(SITE_URL_PLACEHOLDER))) continue;
    const body = text.replaceAll(SITE_URL_PLACEHOLDER, siteUrl);
    const served = { type, cacheControl: cacheControlOf(file), keep: true, ...(isDocument ? { policyFor } : {}) };
    copies.set(`/${file.replace(/\/?index\.html$/, "")}`, servedFile(body, served));
  }
  return copies;
}

export function siteFiles(clientDir: string, options: Options): RequestHandler {
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).map((file) =>
    file.split(path.sep).join("/"),
  );
  const copies = originCopies(clientDir, files, options);

  // Each file's ETag is its uncompressed body's, suffixed per encoding, as for the answers made in memory.
  const etags = new Map<string, string>();
  const setHeaders = (res: ServerResponse, file: string) => {
    const encoding = file.endsWith(".br") ? "br" : file.endsWith(".gz") ? "gzip" : null;
    const original = encoding ? file.slice(0, -3) : file;
    const etag = etags.get(original) ?? etagOf(readFileSync(original));
    etags.set(original, etag);
    res.setHeader("ETag", encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag);
    res.setHeader("Cache-Control", cacheControlOf(path.relative(clientDir, original).split(path.sep).join("/")));
    if (original.endsWith(".data")) res.setHeader("Content-Type", TYPES[".data"]!);
  };
  const router = express.Router();
  router.use((req, res, next) => {
    if (NOT_SERVED.test(req.path)) return next("router");
    const copy = copies.get(req.path);
    if (copy) return sendFile(req, res, copy);
    next();
  });
  router.use(
    expressStaticGzip(clientDir, {
      enableBrotli: true,
      orderPreference: ["br"],
      index: false,
      serveStatic: {
        index: false,
        redirect: false,
        etag: false,
        lastModified: false,
        cacheControl: false,
        acceptRanges: false,
        setHeaders,
      },
    }),
  );
  return router;
}
