/**
 * `npm run covers` (and the first step of `npm run build`): renders every case
 * study's and post's cover, and the showreel's poster frames, into
 * public/assets/covers and writes the manifest the app reads them from.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Locale } from "~/config/locales";
import {
  allBlogPosts,
  allBlogPostsIn,
  allCaseStudies,
  allCaseStudiesIn,
  caseStudies,
  home,
} from "~/content/collections.server";
import { type CoverManifest, coverKey, figureKey, mapKey, posterKey } from "~/content/cover.schema";
import { elementsOf } from "~/content/rich-text";
import { coverArt } from "./art";
import { artefactSvg } from "./artefact";
import { buildCovers, type CoverJob, figureJob, findPhoto } from "./pipeline";
import { posterArt } from "./poster";
import { MAP_VARIANTS, type MapVariant, routeMapSvg } from "./route-map";
import { DISPLAY_FONT_FILE, SERIF_FONT_FILE } from "./type";

const root = process.cwd();
/** Content files live in content/<collection>/<slug>.yaml; an optional photo sits beside one. */
const contentDir = path.join(root, "content");

const covers: CoverJob[] = [
  // Drafts too: the preview shows them with their covers.
  ...allCaseStudies.map((study) => ({
    collection: "case-studies" as const,
    slug: study.slug,
    title: study.title,
    art: study.cover,
  })),
  ...allBlogPosts.map((post) => ({ collection: "blog" as const, slug: post.slug, title: post.title, art: post.cover })),
  // A Spanish post's cover sets its Spanish words (ADR 084).
  ...allBlogPostsIn.es.map((post) => ({
    collection: "es/blog" as const,
    slug: post.slug,
    title: post.title,
    art: post.cover,
  })),
].map(({ collection, slug, title, art }) => {
  const key = coverKey(collection, slug);
  const { palette, composition, lines = [title], figure, face } = art;
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

/** The pictures in articles: `{% figure src="x.jpg" %}` is content/blog/<slug>/x.jpg, at its own aspect ratio. */
const figures: CoverJob[] = await Promise.all(
  allBlogPosts.flatMap((post) =>
    elementsOf(post.body, "figure").map(async (figure) => {
      const src = figure.attributes?.src ?? "";
      const photo = path.join(contentDir, "blog", post.slug, src);
      if (!/^[\w-]+\.(jpe?g|png|webp|avif)$/i.test(src) || !existsSync(photo)) {
        throw new Error(
          `content/blog/${post.slug}.mdoc: the figure "${src}" must be a .jpg, .png, .webp or .avif file in content/blog/${post.slug}/`,
        );
      }
      return figureJob(figureKey("blog", post.slug, src), photo);
    }),
  ),
);

/** A case study's photographs: `gallery[].src` is content/case-studies/<slug>/<src>, at its own aspect ratio. */
const gallery: CoverJob[] = await Promise.all(
  allCaseStudies.flatMap((study) =>
    (study.gallery ?? []).map(async ({ src }) => {
      const photo = path.join(contentDir, "case-studies", study.slug, src);
      if (!existsSync(photo)) {
        throw new Error(
          `content/case-studies/${study.slug}.yaml: the gallery photo "${src}" must be a file in content/case-studies/${study.slug}/`,
        );
      }
      return figureJob(figureKey("case-studies", study.slug, src), photo);
    }),
  ),
);

/**
 * Route maps and artefacts are vector art: written as SVG files named by a hash of their text (so a
 * browser may keep them for good), and those no study draws any longer are removed. An artefact sets
 * the study's words, so each language draws its own.
 */
async function drawMaps(): Promise<CoverManifest["maps"]> {
  const outDir = path.join(root, "public/assets/maps");
  await mkdir(outDir, { recursive: true });
  const maps: CoverManifest["maps"] = {};
  const wanted = new Set<string>();
  for (const [locale, studies] of Object.entries(allCaseStudiesIn) as [Locale, typeof allCaseStudies][]) {
    for (const study of studies) {
      const { routeMap, artefact } = study.art;
      const { palette, face } = study.cover;
      if (!routeMap && !artefact) continue;
      const files = {} as Record<MapVariant, string>;
      for (const variant of Object.keys(MAP_VARIANTS) as MapVariant[]) {
        const svg = routeMap
          ? await routeMapSvg(routeMap, palette, variant)
          : await artefactSvg(artefact!, palette, face, variant);
        const hash = createHash("sha256").update(svg).digest("hex").slice(0, 12);
        const name = `${locale === "en" ? "" : `${locale}-`}${study.slug}-${variant}-${hash}.svg`;
        wanted.add(name);
        if (!existsSync(path.join(outDir, name))) await writeFile(path.join(outDir, name), svg);
        files[variant] = `/assets/maps/${name}`;
      }
      maps[mapKey(study.slug, locale)] = files;
    }
  }
  for (const name of await readdir(outDir)) if (!wanted.has(name)) await rm(path.join(outDir, name), { force: true });
  return maps;
}
const maps = await drawMaps();

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
