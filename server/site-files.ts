// The client build's files, served by express-static-gzip from the brotli and gzip forms the build wrote beside
// them (ADR 091). What is this site's own: the runtime origin, each document's script hashes, the cache rules.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { SITE_URL_PLACEHOLDER } from "~/lib/site-url";
import { bestBrotli, compressFast } from "./compress";
import { inlineScriptHashes } from "./csp";
import { CACHE, etagOf } from "./pages";

/** The files that may hold the build's placeholder origin: documents, route data, the sitemap, robots.txt, feeds. */
const MAY_HOLD_ORIGIN = /\.(?:html|data|xml|txt|json|webmanifest)$/;
/** Only the build's files by their own URLs: never a compressed copy raw, nor a page by its index.html. */
const NOT_SERVED = /(?:\/index\.html|\.br|\.gz)$/;

type Options = { siteUrl: string; policyFor: (scriptHashes: string[]) => string };

/**
 * The files that hold the placeholder origin, with SITE_URL written in, in a folder of their own served ahead of
 * the build (one build serves every environment, ADR 038). Written once for a build and an origin, and kept in
 * the system's temporary folder, so a restart finds them. Each gets gzip 9 and brotli 5 at once: a server is up in a
 * moment; brotli's best replaces the fast form the first time a client takes it.
 */
function originCopies(clientDir: string, files: string[], siteUrl: string) {
  const copies = new Map<string, Buffer>();
  for (const file of files.filter((name) => MAY_HOLD_ORIGIN.test(name))) {
    const text = readFileSync(path.join(clientDir, file), "utf8");
    if (text.includes(SITE_URL_PLACEHOLDER))
      copies.set(file, Buffer.from(text.replaceAll(SITE_URL_PLACEHOLDER, siteUrl)));
  }
  const key = createHash("sha256").update(siteUrl);
  for (const [file, body] of copies) key.update(file).update(body);
  const dir = path.join(tmpdir(), `lumen-and-lark-site-${key.digest("hex").slice(0, 16)}`);
  if (!existsSync(dir)) {
    const draft = `${dir}-${process.pid}`;
    for (const [file, body] of copies) {
      mkdirSync(path.dirname(path.join(draft, file)), { recursive: true });
      writeFileSync(path.join(draft, file), body);
      const forms = Object.entries(compressFast(body, ["br", "gzip"]));
      for (const [encoding, form] of forms)
        writeFileSync(path.join(draft, `${file}.${encoding === "br" ? "br" : "gz"}`), form);
    }
    // Another server of the same build and origin may have finished first: its copies are the same.
    try {
      renameSync(draft, dir);
    } catch {
      rmSync(draft, { recursive: true, force: true });
    }
  }
  const unrefined = new Map([...copies].filter(([file]) => existsSync(path.join(dir, `${file}.br`))));
  /** Replaces a copy's brotli form with the best one, in the background, once per copy and start. */
  const refine: RequestHandler = (req, _res, next) => {
    const file = req.path.slice(1);
    const body = unrefined.get(file);
    if (body && req.acceptsEncodings("br") === "br") {
      unrefined.delete(file);
      const target = path.join(dir, `${file}.br`);
      // Renamed into place whole: a response already reading the fast form reads it to the end.
      bestBrotli(body).then(
        (best) => {
          writeFileSync(`${target}.${process.pid}`, best);
          renameSync(`${target}.${process.pid}`, target);
        },
        () => undefined,
      );
    }
    next();
  };
  return { dir, refine };
}

/** Serves the build's files: prerendered pages at their own paths (`/case-studies`), hashed assets immutable. */
export function siteFiles(clientDir: string, { siteUrl, policyFor }: Options): RequestHandler {
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).map((file) =>
    file.split(path.sep).join("/"),
  );
  const pages = new Set(
    files.filter((file) => /(?:^|\/)index\.html$/.test(file)).map((file) => `/${file.replace(/\/?index\.html$/, "")}`),
  );
  const copies = originCopies(clientDir, files, siteUrl);
  const assets = path.join(clientDir, "assets") + path.sep;

  // Each file's ETag is its uncompressed body's, suffixed per encoding, as for the answers made in memory.
  const described = new Map<string, { etag: string; policy?: string }>();
  const setHeaders = (res: ServerResponse, file: string) => {
    const encoding = file.endsWith(".br") ? "br" : file.endsWith(".gz") ? "gzip" : null;
    const original = encoding ? file.slice(0, -3) : file;
    let facts = described.get(original);
    if (!facts) {
      const body = readFileSync(original);
      const policy = original.endsWith(".html") ? policyFor(inlineScriptHashes(body.toString("utf8"))) : undefined;
      facts = { etag: etagOf(body), ...(policy ? { policy } : {}) };
      described.set(original, facts);
    }
    res.setHeader("ETag", encoding ? `${facts.etag.slice(0, -1)}-${encoding}"` : facts.etag);
    if (facts.policy) res.setHeader("Content-Security-Policy", facts.policy);
    const isPage = /\.(?:html|data)$/.test(original);
    res.setHeader(
      "Cache-Control",
      original.startsWith(assets) ? CACHE.immutable : isPage ? CACHE.revalidate : CACHE.hour,
    );
    if (original.endsWith(".data")) res.setHeader("Content-Type", "text/x-script; charset=utf-8");
  };
  const serve = (dir: string) =>
    expressStaticGzip(dir, {
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
    });

  const router = express.Router();
  router.use((req, _res, next) => {
    if (NOT_SERVED.test(req.path)) return next("router");
    if (pages.has(req.path)) req.url = `${req.path.replace(/\/$/, "")}/index.html`;
    next();
  });
  router.use(copies.refine, serve(copies.dir), serve(clientDir));
  return router;
}
