import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import { inlineScriptHashes } from "../csp";
import {
  CACHE,
  compress,
  compressedFile,
  compressInBackground,
  type Encoding,
  MANIFEST_FILE,
  type StaticManifest,
} from "./manifest";

/** One answer held in memory: the body, its compressed forms, and the headers that go with it. */
export type ServedFile = {
  type: string;
  cacheControl: string;
  etag: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The document's own Content-Security-Policy (with its script hashes). */
  policy?: string;
  /** Its brotli form was made fast; the best one is made the first time it is asked for (ADR 059). */
  provisional?: boolean;
};

/** Server preference when the client accepts both: brotli is the smaller. */
const PREFERENCE: Encoding[] = ["br", "gzip"];

const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

export type FileOptions = {
  type: string;
  cacheControl: string;
  /** Builds the document's Content-Security-Policy from its inline script hashes (documents only). */
  policyFor?: (scriptHashes: string[]) => string;
  /** Compressed forms already made; the others are made here. */
  encoded?: Partial<Record<Encoding, Buffer>>;
  /** Which encodings to make when missing; by default both. */
  encodings?: Encoding[];
  /** Brotli at its fast setting now, and at its best once the file is first sent (see `sendFile`). */
  fast?: boolean;
};

/** An answer made in memory (a rendered page, robots.txt for staging): compressed once, here. */
export function servedFile(body: Buffer | string, options: FileOptions): ServedFile {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  const encoded: Partial<Record<Encoding, Buffer>> = { ...options.encoded };
  for (const encoding of options.encodings ?? PREFERENCE) {
    if (encoded[encoding]) continue;
    const compressed = compress(bytes, encoding, { fast: options.fast });
    if (compressed.length < bytes.length) encoded[encoding] = compressed;
  }
  return {
    ...(options.fast && encoded.br ? { provisional: true } : {}),
    type: options.type,
    cacheControl: options.cacheControl,
    etag: etagOf(bytes),
    body: bytes,
    encoded,
    ...(options.policyFor ? { policy: options.policyFor(inlineScriptHashes(bytes.toString("utf8"))) } : {}),
  };
}

export type LoadOptions = {
  siteUrl: string;
  policyFor: (scriptHashes: string[]) => string;
};

/**
 * Reads the manifest's files into memory, with their compressed forms. One holding the build's placeholder origin
 * gets SITE_URL and is compressed again: brotli fast, so the server is up in a moment, and best once first asked for.
 */
export function loadStaticFiles(clientDir: string, { siteUrl, policyFor }: LoadOptions): Map<string, ServedFile> {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, "..", MANIFEST_FILE), "utf8")) as StaticManifest;
  const files = new Map<string, ServedFile>();
  for (const [urlPath, entry] of Object.entries(manifest.files)) {
    const full = path.join(clientDir, entry.file);
    const raw = readFileSync(full);
    const isDocument = entry.scriptHashes !== undefined;
    if (entry.siteUrl && siteUrl !== manifest.placeholder) {
      const body = raw.toString("utf8").replaceAll(manifest.placeholder, siteUrl);
      files.set(urlPath, servedFile(body, { ...entry, fast: true, ...(isDocument ? { policyFor } : {}) }));
      continue;
    }
    files.set(urlPath, {
      type: entry.type,
      cacheControl: entry.cacheControl,
      etag: etagOf(raw),
      body: raw,
      encoded: Object.fromEntries(
        entry.encodings.map((encoding) => [encoding, readFileSync(compressedFile(full, encoding))]),
      ),
      ...(isDocument ? { policy: policyFor(entry.scriptHashes ?? []) } : {}),
    });
  }
  return files;
}

/** Sends a file from memory: the best accepted encoding, its ETag (304 when current), cache policy and document CSP. */
export function sendFile(req: Request, res: Response, file: ServedFile, status = 200) {
  res.status(status).setHeader("Content-Type", file.type);
  res.setHeader("Cache-Control", file.cacheControl);
  if (file.policy) res.setHeader("Content-Security-Policy", file.policy);
  const encodings = PREFERENCE.filter((encoding) => file.encoded[encoding]);
  if (encodings.length > 0) res.setHeader("Vary", "Accept-Encoding");
  const encoding = encodings.find((candidate) => req.acceptsEncodings(candidate) === candidate);
  if (status === 200) {
    // Each encoding is its own representation, with its own tag (RFC 9110 §8.8.3).
    const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
    res.setHeader("ETag", etag);
    if (matchesNoneMatch(req.get("if-none-match"), etag)) return void res.status(304).end();
  }
  const body = encoding ? file.encoded[encoding]! : file.body;
  if (encoding === "br" && file.provisional) refineBrotli(file);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** A per-request answer (a preview, the editor's page) that no cache may keep and no search engine may list. */
export function sendUncached(req: Request, res: Response, file: ServedFile, status: number) {
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  sendFile(req, res, { ...file, cacheControl: CACHE.never }, status);
}

/** The plain 404 of an address that exists for no method, or not on this server. */
export const sendNotFound = (res: Response) =>
  void res.setHeader("Cache-Control", CACHE.never).status(404).type("text/plain").send("Not Found");

/** If-None-Match by weak comparison (RFC 9110 §13.1.2): `W/` is ignored, and `*` matches any representation. */
export function matchesNoneMatch(header: string | undefined, etag: string) {
  const tags = header?.split(",").map((tag) => tag.trim()) ?? [];
  return tags.some((tag) => tag === "*" || tag.replace(/^W\//, "") === etag);
}

/** Replaces a file's fast brotli form with the best one, made in the background; once per file. */
export function refineBrotli(file: ServedFile): Promise<void> {
  file.provisional = false;
  return compressInBackground(file.body, "br").then(
    (best) => {
      if (best.length < (file.encoded.br?.length ?? Number.POSITIVE_INFINITY)) file.encoded.br = best;
    },
    // The fast form stays, and is as correct: only its size is at stake.
    () => undefined,
  );
}

export { CACHE };
