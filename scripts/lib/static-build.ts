// The build's last step over the client build (scripts/build-site-files.mjs): every file is compressed
// once and described in the static manifest the server reads at start (server/static/files.ts). Loaded through the module
// runner (importAppModule), like every module of the app it uses.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SITE_URL_PLACEHOLDER } from "../../app/lib/site-url.ts";
import { inlineScriptHashes } from "../../server/csp.ts";
import {
  CACHE,
  compressedFile,
  compressInBackground,
  type StaticEntry,
  type StaticManifest,
} from "../../server/static/manifest.ts";

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
