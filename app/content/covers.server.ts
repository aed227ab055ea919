import { type ContentCollection, type Cover, type CoverArt, coverKey, coverManifestSchema } from "./schema";

// The cover pipeline writes this file at build. It is globbed rather than
// imported so a checkout that has not generated covers yet still compiles and
// tests; the items then show the emoji fallback.
const generated = import.meta.glob<unknown>("../generated/cover-manifest.json", { eager: true, import: "default" });

function loadManifest() {
  const [raw] = Object.values(generated);
  if (raw === undefined) return null;
  const result = coverManifestSchema.safeParse(raw);
  if (!result.success) {
    throw new Error("app/generated/cover-manifest.json is not a valid cover manifest: run `npm run covers` again.");
  }
  return result.data;
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
  return { alt: art.alt, emoji: art.emoji, gradient: [art.palette[1], art.palette[2]], image };
}
