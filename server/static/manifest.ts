// The static manifest: every file of the client build that the server answers, with its content type,
// cache policy, precompressed encodings and (for documents) the hashes of its inline scripts. Written
// once at build (scripts/build-site-files.mjs), read once at start (./files.ts). Plain Node imports
// only, so the build script runs it with Node's type stripping.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { SITE_URL_PLACEHOLDER } from "../../app/lib/site-url.ts";
import { inlineScriptHashes } from "../csp.ts";

export type Encoding = "br" | "gzip";

export type StaticEntry = {
  /** Path of the file below the client build folder. */
  file: string;
  type: string;
  cacheControl: string;
  /** Compressed copies written beside the file (`.br`, `.gz`). */
  encodings: Encoding[];
  /** For documents: the sha256 sources of their inline scripts, for the page's script-src. */
  scriptHashes?: string[];
  /** The file holds SITE_URL_PLACEHOLDER, which the server replaces with its SITE_URL. */
  siteUrl?: true;
};

export type StaticManifest = { version: 1; placeholder: string; files: Record<string, StaticEntry> };

export const MANIFEST_FILE = "static-manifest.json";

export const CACHE = {
  /** Content-hashed files: a new build gives them new names. */
  immutable: "public, max-age=31536000, immutable",
  /** Documents and their route data: always checked, answered 304 while unchanged. */
  revalidate: "public, max-age=0, must-revalidate",
  /** Icons, social cards, the sitemap and the feed: fine for an hour. */
  hour: "public, max-age=3600",
  /** The not-found page: a path may exist after the next deploy. */
  notFound: "public, max-age=60",
  never: "no-store",
} as const;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
};
const COMPRESSIBLE = new Set([".html", ".data", ".js", ".css", ".json", ".webmanifest", ".xml", ".txt", ".svg"]);
const COMPRESSED_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Past a megabyte (the browser editor's code, which visitors never load), brotli 11 takes seconds. */
const LARGE_FILE_BYTES = 1024 * 1024;
/** Gzip's best setting, cheap at any size. */
const GZIP_OPTIONS = { level: 9 };

/**
 * Brotli's settings for a body. The best (11) makes the smallest files and costs about 50 ms for each
 * 35 KB page; 9 is made in a fraction of that for a few per cent more, for a file past a megabyte;
 * `fast` (5) costs about 1 ms a page and makes it about a sixth larger, for the moment a server starts.
 * Gzip 9 is cheap either way.
 */
function brotliOptions(body: Buffer, fast: boolean) {
  const quality = fast ? 5 : body.length > LARGE_FILE_BYTES ? 9 : 11;
  return { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
}

/** Compressed at the best settings (see `brotliOptions`), or brotli's `fast` one. */
export function compress(body: Buffer, encoding: Encoding, { fast = false } = {}): Buffer {
  return encoding === "br" ? brotliCompressSync(body, brotliOptions(body, fast)) : gzipSync(body, GZIP_OPTIONS);
}

/** `compress` at the best settings, off the event loop: in libuv's thread pool, a core each. */
export function compressInBackground(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === "br") brotliCompress(body, brotliOptions(body, false), done);
    else gzip(body, GZIP_OPTIONS, done);
  });
}

export function compressedFile(file: string, encoding: Encoding) {
  return `${file}${COMPRESSED_SUFFIX[encoding]}`;
}

function* filesBelow(dir: string, base = ""): Generator<string> {
  for (const entry of readdirSync(path.join(dir, base), { withFileTypes: true })) {
    const relative = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesBelow(dir, relative);
    else if (!entry.name.endsWith(".br") && !entry.name.endsWith(".gz")) yield relative;
  }
}

/** The URL a file answers: a folder's index.html is the folder ("/case-studies"), anything else its own path. */
export function urlPathOf(file: string) {
  if (file === "index.html") return "/";
  return `/${file.replace(/\/index\.html$/, "")}`;
}

function cachePolicy(file: string) {
  if (file.startsWith("assets/")) return CACHE.immutable;
  if (file.endsWith(".html") || file.endsWith(".data")) return CACHE.revalidate;
  return CACHE.hour;
}

/**
 * Compresses every text file of the client build (brotli as `brotliOptions` sets it, and gzip 9; each
 * kept only when smaller, on every core at once) and writes the manifest describing them all.
 */
export async function writeStaticManifest(clientDir: string, manifestPath: string): Promise<StaticManifest> {
  const files: Record<string, StaticEntry> = {};
  const compressions: Promise<void>[] = [];
  for (const file of filesBelow(clientDir)) {
    const extension = path.extname(file);
    const type = TYPES[extension];
    if (!type) throw new Error(`The client build holds ${file}, whose type the server does not know.`);
    const full = path.join(clientDir, file);
    const body = readFileSync(full);
    const text = COMPRESSIBLE.has(extension) ? body.toString("utf8") : "";
    const entry: StaticEntry = {
      file,
      type,
      cacheControl: cachePolicy(file),
      encodings: [],
      ...(extension === ".html" ? { scriptHashes: inlineScriptHashes(text) } : {}),
      ...(text.includes(SITE_URL_PLACEHOLDER) ? { siteUrl: true as const } : {}),
    };
    files[urlPathOf(file)] = entry;
    if (!COMPRESSIBLE.has(extension)) continue;
    // Every file's compressions at once: each kept only when smaller, listed brotli first.
    compressions.push(
      Promise.all(
        (["br", "gzip"] as const).map(async (encoding) => {
          const compressed = await compressInBackground(body, encoding);
          if (compressed.length >= body.length) return null;
          writeFileSync(compressedFile(full, encoding), compressed);
          return encoding;
        }),
      ).then((made) => {
        entry.encodings = made.filter((encoding) => encoding !== null);
      }),
    );
  }
  await Promise.all(compressions);
  const manifest: StaticManifest = { version: 1, placeholder: SITE_URL_PLACEHOLDER, files };
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}
