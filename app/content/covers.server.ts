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

// The cover pipeline writes this file at build. It is globbed rather than
// imported so a checkout that has not generated covers yet still compiles and
// tests; the items then show the emoji fallback.
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

/** Everything a card or hero needs to show an item's cover. */
export function coverFor(collection: ContentCollection, slug: string, art: CoverArt): Cover {
  const key = coverKey(collection, slug);
  const image = manifest?.covers[key] ?? null;
  // A production build must never ship a page without its cover.
  if (!image && import.meta.env.PROD) {
    throw new Error(`The cover for "${key}" has not been generated: run \`npm run covers\` (\`npm run build\` does).`);
  }
  return { alt: art.alt, emoji: art.emoji, gradient: [art.palette[0], art.palette[3]], image };
}

/** The showreel's poster frame for one format, or null before the pipeline has run (outside production). */
export function posterFor(format: "mobile" | "desktop"): ImageAsset | null {
  const key = posterKey(format);
  const image = manifest?.posters[key] ?? null;
  if (!image && import.meta.env.PROD) {
    throw new Error(`The poster "${key}" has not been generated: run \`npm run covers\` (\`npm run build\` does).`);
  }
  return image;
}

/** A picture in an article's text (`{% figure %}`), or null before the pipeline has run (outside production). */
export function figureFor(collection: ContentCollection, slug: string, src: string): ImageAsset | null {
  const key = figureKey(collection, slug, src);
  const image = manifest?.figures[key] ?? null;
  if (!image && import.meta.env.PROD) {
    throw new Error(`The picture "${key}" has not been generated: run \`npm run covers\` (\`npm run build\` does).`);
  }
  return image;
}

/** A case study's route map, its two cuts' files, or null before the pipeline has run (outside production). */
export function mapFor(slug: string): { wide: string; narrow: string } | null {
  const key = mapKey(slug);
  const files = manifest?.maps[key] ?? null;
  if (!files && import.meta.env.PROD) {
    throw new Error(`The route map "${key}" has not been drawn: run \`npm run covers\` (\`npm run build\` does).`);
  }
  return files;
}
