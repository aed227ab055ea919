import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { inlineScriptHashes } from "./csp";

export type PrerenderedPage = {
  path: string;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** sha256 sources for the page's inline scripts. */
  scriptHashes: string[];
};

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "assets") yield* htmlFiles(full);
    } else if (entry.name === "index.html") {
      yield full;
    }
  }
}

/**
 * Reads every prerendered page once at start and keeps it in memory with its
 * gzip and brotli forms, so a page is served without touching the disk or
 * compressing per request.
 */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const file of htmlFiles(clientDir)) {
    const relative = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
    const urlPath = relative === "" ? "/" : `/${relative}`;
    const body = readFileSync(file);
    // The build writes compressed copies beside each page; compress here only if they are missing.
    const compressed = (suffix: string, compress: () => Buffer) =>
      existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : compress();
    pages.set(urlPath, {
      path: urlPath,
      body,
      gzip: compressed(".gz", () => gzipSync(body, { level: 9 })),
      br: compressed(".br", () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      scriptHashes: inlineScriptHashes(body.toString("utf8")),
    });
  }
  return pages;
}

export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b(?!;q=0(\.0*)?\b)/.test(accepted)) return "br";
  if (/\bgzip\b(?!;q=0(\.0*)?\b)/.test(accepted)) return "gzip";
  return null;
}

/**
 * Serves prerendered HTML; pages revalidate on every visit (ETag, 304).
 * `policyFor` turns the page's script hashes into its Content-Security-Policy.
 */
export function servePrerendered(
  pages: Map<string, PrerenderedPage>,
  policyFor: (scriptHashes: string[]) => string = () => "",
): RequestHandler {
  const policies = new Map([...pages.values()].map((page) => [page.path, policyFor(page.scriptHashes)]));
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page) return next();
    const policy = policies.get(page.path);
    if (policy) res.setHeader("Content-Security-Policy", policy);

    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === page.etag) {
      res.status(304).end();
      return;
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
}
