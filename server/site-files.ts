// The client build's files: express-static-gzip sends each with the brotli or gzip form the build wrote beside it
// (ADR 091). What is this site's own: the runtime origin, each document's script hashes, the cache rules.
import { readdirSync, readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { SITE_URL_PLACEHOLDER } from "~/lib/site-url";
import { CACHE, etagOf, type ServedFile, sendFile, servedFile } from "./pages";

/** The files that may hold the build's placeholder origin, by type: documents, route data, site files. */
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
 * The files that hold the placeholder origin (every page, its route data, the sitemap, robots.txt, the feeds) are
 * given SITE_URL as the server starts, one build serving every environment (ADR 038), and are answered from memory
 * like the day's renders: compressed fast at start, at brotli's best once first sent. The rest (scripts, styles,
 * fonts, images, icons) come from disk.
 */
function originCopies(clientDir: string, files: string[], { siteUrl, policyFor }: Options) {
  const copies = new Map<string, ServedFile>();
  for (const file of files) {
    const type = TYPES[path.extname(file)];
    const text = type ? readFileSync(path.join(clientDir, file), "utf8") : "";
    // A document always: its Content-Security-Policy carries its script hashes.
    const isDocument = file.endsWith(".html");
    if (!type || !(isDocument || text.includes(SITE_URL_PLACEHOLDER))) continue;
    const body = text.replaceAll(SITE_URL_PLACEHOLDER, siteUrl);
    const urlPath = `/${file.replace(/\/?index\.html$/, "")}`;
    copies.set(
      urlPath,
      servedFile(body, {
        type,
        cacheControl: cacheControlOf(file),
        keep: true,
        ...(isDocument ? { policyFor } : {}),
      }),
    );
  }
  return copies;
}

/** Serves the build's files: prerendered pages at their own paths (`/case-studies`), hashed assets immutable. */
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
