import type { Locale } from "~/config/locales";
import {
  type ContentCollection,
  type Cover,
  type CoverArt,
  coverKey,
  coverManifestSchema,
  figureKey,
  type ImageAsset,
  mapKey,
  posterKey,
} from "./cover.schema";

// Globbed, not imported: a checkout without the pipeline's manifest still compiles, and shows the emoji fallback.
const generated = import.meta.glob<unknown>("../generated/cover-manifest.json", { eager: true, import: "default" });

function loadManifest() {
  const [raw] = Object.values(generated);
  if (raw === undefined) return null;
  const result = coverManifestSchema.safeParse(raw);
  if (result.success) return result.data;
  // A manifest from an older pipeline: fatal for a production build, the emoji fallback elsewhere
  // (`npm run dev` and `npm run build` regenerate it first).
  if (import.meta.env.PROD) {
    throw new Error("app/generated/cover-manifest.json is not a valid cover manifest: run `npm run covers` again.");
  }
  return null;
}

const manifest = loadManifest();

/** A file the pipeline wrote, or null before it ran; a production build must never ship a page without it. */
function generatedFile<File>(files: Record<string, File> | undefined, key: string, what: string): File | null {
  const file = files?.[key] ?? null;
  if (!file && import.meta.env.PROD)
    throw new Error(`${what} "${key}" has not been generated: run \`npm run covers\` (\`npm run build\` does).`);
  return file;
}

export function coverFor(collection: ContentCollection, slug: string, art: CoverArt): Cover {
  const image = generatedFile(manifest?.covers, coverKey(collection, slug), "The cover for");
  return { alt: art.alt, emoji: art.emoji, gradient: [art.palette[0], art.palette[3]], image };
}

export const posterFor = (format: "mobile" | "desktop"): ImageAsset | null =>
  generatedFile(manifest?.posters, posterKey(format), "The poster");

export const figureFor = (collection: ContentCollection, slug: string, src: string): ImageAsset | null =>
  generatedFile(manifest?.figures, figureKey(collection, slug, src), "The picture");

export const mapFor = (slug: string, locale: Locale): { wide: string; narrow: string } | null =>
  generatedFile(manifest?.maps, mapKey(slug, locale), "The route map or artefact");
