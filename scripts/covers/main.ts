/**
 * `npm run covers` (and the first step of `npm run build`): renders every case
 * study's and post's cover into public/assets/covers and writes the manifest
 * the app reads them from.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { blogPosts } from "~/content/blog";
import { caseStudies } from "~/content/case-studies";
import { coverKey } from "~/content/schema";
import { buildCovers, type CoverJob, findPhoto } from "./pipeline";

const root = process.cwd();
const contentDir = path.join(root, "app/content");

const jobs: CoverJob[] = [
  ...caseStudies.map((study) => ({ collection: "case-studies" as const, slug: study.slug, art: study.cover })),
  ...blogPosts.map((post) => ({ collection: "blog" as const, slug: post.slug, art: post.cover })),
].map(({ collection, slug, art }) => ({
  key: coverKey(collection, slug),
  art,
  photo: findPhoto(path.join(contentDir, collection, slug)),
}));

const started = performance.now();
const { generated, reused } = await buildCovers(jobs, {
  outDir: path.join(root, "public/assets/covers"),
  publicPath: "/assets/covers",
  manifestPath: path.join(root, "app/generated/cover-manifest.json"),
  rendererId: createHash("sha256")
    .update(readFileSync(path.join(root, "scripts/covers/art.ts")))
    .digest("hex"),
});
const photos = jobs.filter((job) => job.photo).length;
console.log(
  `Covers: ${generated.length} generated, ${reused.length} reused (${jobs.length} items, ${photos} from photos) in ${Math.round(performance.now() - started)} ms`,
);
