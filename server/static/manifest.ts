// The static manifest: every file of the client build that the server answers, with its content type,
// cache policy, precompressed encodings and (for documents) the hashes of its inline scripts. Written
// once at build (scripts/lib/static-build.ts), read once at start (./files.ts).
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

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

const COMPRESSED_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Past a megabyte (the browser editor's code, which visitors never load), brotli 11 takes seconds. */
const LARGE_FILE_BYTES = 1024 * 1024;
/** Gzip's best setting, cheap at any size. */
const GZIP_OPTIONS = { level: 9 };

// Brotli's settings for a body. The best (11) costs about 50 ms a 35 KB page; 9 takes a fraction of that for a
// few per cent more, past a megabyte; `fast` (5) costs about 1 ms a page and is about a sixth larger.
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

export const compressedFile = (file: string, encoding: Encoding) => `${file}${COMPRESSED_SUFFIX[encoding]}`;
