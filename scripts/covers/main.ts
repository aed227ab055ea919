// `npm run covers` (the first step of `npm run build`): every cover, poster, figure, gallery photo, route map
// and artefact, into public/assets and the manifest the app reads them from.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Locale } from "~/config/locales";
import { allBlogPostsIn, allCaseStudiesIn, caseStudies, home } from "~/content/collections.server";
import { type CoverManifest, coverKey, figureKey, mapKey, posterKey } from "~/content/cover.schema";
import { elementsOf } from "~/content/rich-text";
import { coverArt } from "./art";
import { artefactSvg } from "./artefact";
import { buildCovers, type CoverJob, figureJob, findPhoto } from "./pipeline";
import { posterArt } from "./poster";
import { MAP_VARIANTS, type MapVariant, routeMapSvg } from "./route-map";
import { DISPLAY_FONT_FILE, SERIF_FONT_FILE } from "./type";

const root = process.cwd();
const contentDir = path.join(root, "content");
const sha = (value: string | Buffer) => createHash("sha256").update(value).digest("hex");

// Drafts too: the preview shows them with their covers. A Spanish post's cover sets its Spanish words (ADR 084).
const covered = [
  ...allCaseStudiesIn.en.map((item) => ["case-studies", item] as const),
  ...allBlogPostsIn.en.map((item) => ["blog", item] as const),
  ...allBlogPostsIn.es.map((item) => ["es/blog", item] as const),
];
const covers: CoverJob[] = covered.map(([collection, { slug, title, cover }]) => {
  const key = coverKey(collection, slug);
  const { palette, composition, lines = [title], figure, face } = cover;
  return {
    key,
    kind: "cover",
    art: coverArt({ key, palette, composition, lines, figure, face }),
    photo: findPhoto(path.join(contentDir, collection, slug)),
  };
});

const { showreel } = home;
const posters: CoverJob[] = showreel.tiles.map(({ format }) => ({
  key: posterKey(format),
  kind: "poster",
  art: posterArt({
    format,
    title: showreel.eyebrow,
    year: showreel.year,
    clients: caseStudies.map((study) => study.title),
  }),
  photo: null,
  widths: format === "mobile" ? [360, 720, 1080] : undefined,
}));

/** A photo in content/<collection>/<slug>/, at its own aspect ratio: an article's `{% figure %}` or a study's gallery. */
const photoJob = (collection: "blog" | "case-studies", slug: string, src: string, valid: boolean, problem: string) => {
  const photo = path.join(contentDir, collection, slug, src);
  if (!valid || !existsSync(photo)) throw new Error(problem);
  return figureJob(figureKey(collection, slug, src), photo);
};
const figures = await Promise.all(
  allBlogPostsIn.en.flatMap((post) =>
    elementsOf(post.body, "figure").map(({ attributes }) => {
      const src = attributes?.src ?? "";
      const problem = `content/blog/${post.slug}.mdoc: the figure "${src}" must be a .jpg, .png, .webp or .avif file in content/blog/${post.slug}/`;
      return photoJob("blog", post.slug, src, /^[\w-]+\.(jpe?g|png|webp|avif)$/i.test(src), problem);
    }),
  ),
);
const gallery = await Promise.all(
  allCaseStudiesIn.en.flatMap((study) =>
    (study.gallery ?? []).map(({ src }) => {
      const problem = `content/case-studies/${study.slug}.yaml: the gallery photo "${src}" must be a file in content/case-studies/${study.slug}/`;
      return photoJob("case-studies", study.slug, src, true, problem);
    }),
  ),
);

// Route maps and artefacts are SVG files named by a hash of their text, so a browser may keep them for good;
// an artefact sets the study's words, so each language draws its own.
const mapsDir = path.join(root, "public/assets/maps");
await mkdir(mapsDir, { recursive: true });
const maps: CoverManifest["maps"] = {};
for (const [locale, studies] of Object.entries(allCaseStudiesIn) as [Locale, typeof allCaseStudiesIn.en][]) {
  for (const { slug, art, cover } of studies) {
    if (!art.routeMap && !art.artefact) continue;
    const files = {} as Record<MapVariant, string>;
    for (const variant of Object.keys(MAP_VARIANTS) as MapVariant[]) {
      const svg = art.routeMap
        ? await routeMapSvg(art.routeMap, cover.palette, variant)
        : await artefactSvg(art.artefact!, cover.palette, cover.face, variant);
      const name = `${locale === "en" ? "" : `${locale}-`}${slug}-${variant}-${sha(svg).slice(0, 12)}.svg`;
      if (!existsSync(path.join(mapsDir, name))) await writeFile(path.join(mapsDir, name), svg);
      files[variant] = `/assets/maps/${name}`;
    }
    maps[mapKey(slug, locale)] = files;
  }
}
const drawn = new Set(Object.values(maps).flatMap((files) => Object.values(files).map((file) => path.basename(file))));
for (const name of await readdir(mapsDir)) if (!drawn.has(name)) await rm(path.join(mapsDir, name), { force: true });

const jobs = [...covers, ...posters, ...figures, ...gallery];
const rendererId = createHash("sha256");
for (const file of ["art.ts", "poster.ts", "type.ts", "pipeline.ts"])
  rendererId.update(readFileSync(path.join(root, "scripts/covers", file)));
rendererId.update(readFileSync(DISPLAY_FONT_FILE)).update(readFileSync(SERIF_FONT_FILE));

const started = performance.now();
const { generated, reused } = await buildCovers(jobs, {
  outDir: path.join(root, "public/assets/covers"),
  publicPath: "/assets/covers",
  manifestPath: path.join(root, "app/generated/cover-manifest.json"),
  rendererId: rendererId.digest("hex"),
  maps,
});
const photos = jobs.filter((job) => job.photo).length;
console.log(
  `Covers: ${generated.length} generated, ${reused.length} reused (${covers.length} covers, ${posters.length} posters, ${figures.length} figures, ${gallery.length} gallery photos, ${photos} from photos; ${Object.keys(maps).length} route maps and artefacts) in ${Math.round(performance.now() - started)} ms`,
);
