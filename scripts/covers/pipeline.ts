// Each cover, poster and figure, from a photo or generated art, at the art's aspect ratio in AVIF, WebP and
// JPEG at several widths, named by a fingerprint of all that shapes the pixels so an unchanged one is reused.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import pMap from "p-map";
import sharp, { type Sharp } from "sharp";
import type { CoverManifest, ImageAsset } from "~/content/cover.schema";
import { type ImageFormat, imageFileName, imageFormats } from "~/lib/image-files";
import type { GeneratedArt } from "./art";

const COVER_WIDTHS = [480, 800, 1200, 1600] as const;
const OG_SIZE = { width: 1200, height: 630 } as const;

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // Effort 2 is about ten times faster than 4 for a few per cent more bytes.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 74, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 76, mozjpeg: true }),
};
const ENCODING_ID = JSON.stringify({ encoders: "avif50e2-webp74e4-jpeg76moz", vips: sharp.versions.vips });

export type CoverJob = {
  /** Unique across collections, e.g. "case-studies/tinder" or "showreel/mobile". */
  key: string;
  /** A cover also gets a 1200×630 crop for social cards; a figure is at its photo's own aspect ratio. */
  kind: "cover" | "poster" | "figure";
  /** Its size sets the aspect ratio of every file, photos included. */
  art: GeneratedArt;
  photo: string | null;
  widths?: readonly number[];
};

export type PipelineOptions = {
  outDir: string;
  publicPath: string;
  manifestPath: string;
  /** Identifies the art renderer's code, so a change to the drawing regenerates every generated cover. */
  rendererId: string;
  widths?: readonly number[];
  maps?: CoverManifest["maps"];
};

/** The photo for an item, if the content folder holds one named after it (tinder.jpg, tinder.png…). */
export function findPhoto(basePath: string): string | null {
  return (
    [".jpg", ".jpeg", ".png", ".webp", ".avif"].map((ext) => basePath + ext).find((file) => existsSync(file)) ?? null
  );
}

/** A picture in an article's text: its photo, kept at its own aspect ratio (upright, as EXIF says). */
export async function figureJob(key: string, photo: string): Promise<CoverJob> {
  const { width = 0, height = 0 } = (await sharp(photo).metadata()).autoOrient;
  const art: GeneratedArt = { width, height, ground: "#ffffff", inputs: null, svg: async () => "" };
  return { key, kind: "figure", art, photo };
}

const sha = (value: string | Buffer) => createHash("sha256").update(value).digest("hex");

/** The widths a source can fill without upscaling. */
export function widthsFor(maxWidth: number, widths: readonly number[] = COVER_WIDTHS): number[] {
  const fitting = widths.filter((width) => width <= maxWidth);
  return fitting.length ? fitting : [maxWidth];
}

const png = async (image: Sharp) => sharp(await image.png({ compressionLevel: 1 }).toBuffer());

/** Where an image's pixels come from: the fingerprint of its inputs, its largest width, and its master. */
async function sourceOf(job: CoverJob, aspect: number, rendererId: string) {
  const { art, photo } = job;
  if (!photo) {
    // The drawing's inputs, not the SVG: an unchanged image is reused without drawing it at all.
    const inputs = JSON.stringify({ size: [art.width, art.height], inputs: art.inputs });
    return {
      fingerprint: sha(`${ENCODING_ID}|art|${rendererId}|${job.key}|${inputs}`).slice(0, 12),
      maxWidth: art.width,
      master: async () => png(sharp(Buffer.from(await art.svg()))),
    };
  }
  const bytes = await readFile(photo);
  const { width, height } = (await sharp(bytes).metadata()).autoOrient;
  const maxWidth = Math.min(width, Math.floor(height * aspect));
  return {
    fingerprint: sha(`${ENCODING_ID}|photo|${sha(bytes)}|${aspect}`).slice(0, 12),
    maxWidth,
    // Cropped around its most interesting region, transparency on the item's ground; metadata (GPS and all) dropped.
    master: () =>
      png(
        sharp(bytes)
          .autoOrient()
          .flatten({ background: art.ground })
          .resize(maxWidth, Math.round(maxWidth / aspect), { fit: "cover", position: sharp.strategy.attention }),
      ),
  };
}

async function averageColour(file: string): Promise<string> {
  const data = await sharp(file).resize(1, 1, { fit: "fill" }).removeAlpha().raw().toBuffer();
  return `#${[...data.subarray(0, 3)].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

async function writeAtomically(file: string, data: Buffer | string) {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/** Writes one image's files unless every one of them is already there. */
async function renderCover(job: CoverJob, options: PipelineOptions) {
  const aspect = job.art.width / job.art.height;
  const source = await sourceOf(job, aspect, options.rendererId);
  const widths = widthsFor(source.maxWidth, job.widths ?? options.widths);
  const stem = `${job.key.replaceAll("/", "-")}-${source.fingerprint}`;
  const out = (name: string) => path.join(options.outDir, name);
  const files = widths.flatMap((width) => imageFormats.map((format) => imageFileName(stem, format, width)));
  if (job.kind === "cover") files.push(`${stem}-og.jpg`);
  if (files.every((name) => existsSync(out(name)))) return { stem, widths, files, generated: false };

  const master = await source.master();
  const resized = async (width: number, height: number) => {
    const { data, info } = await master
      .clone()
      .resize(width, height, { fit: "cover" })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return sharp(data, { raw: { width, height, channels: info.channels } });
  };
  for (const width of widths) {
    const image = await resized(width, Math.round(width / aspect));
    await Promise.all(
      imageFormats.map(async (format) =>
        writeAtomically(out(imageFileName(stem, format, width)), await encoders[format](image.clone()).toBuffer()),
      ),
    );
  }
  if (job.kind === "cover") {
    const og = await encoders.jpeg(await resized(OG_SIZE.width, OG_SIZE.height)).toBuffer();
    await writeAtomically(out(`${stem}-og.jpg`), og);
  }
  return { stem, widths, files, generated: true };
}

/** Renders what is missing, reuses what is there, prunes what is stale, and writes the manifest. */
export async function buildCovers(jobs: CoverJob[], options: PipelineOptions) {
  const { outDir, publicPath, manifestPath } = options;
  await mkdir(outDir, { recursive: true });
  const twice = jobs.find((job, index) => jobs.findIndex((other) => other.key === job.key) !== index);
  if (twice) throw new Error(`Two covers share the key "${twice.key}"`);
  // One image at a time leaves a core idle between encodes: as many at once as there are cores.
  const renders = await pMap(
    jobs,
    (job) =>
      renderCover(job, options).catch((error) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Cover "${job.key}"${job.photo ? ` from ${job.photo}` : ""} could not be rendered: ${reason}`);
      }),
    { concurrency: availableParallelism() },
  );

  const manifest: CoverManifest = { version: 3, covers: {}, posters: {}, figures: {}, maps: options.maps ?? {} };
  const generated: string[] = [];
  const reused: string[] = [];
  for (const [index, job] of jobs.entries()) {
    const { stem, widths, generated: isNew } = renders[index]!;
    (isNew ? generated : reused).push(job.key);
    const largest = widths.at(-1)!;
    const asset: ImageAsset = {
      width: largest,
      height: Math.round((largest * job.art.height) / job.art.width),
      placeholder: await averageColour(path.join(outDir, imageFileName(stem, "jpeg", widths[0]!))),
      stem: `${publicPath}/${stem}`,
      widths,
    };
    if (job.kind === "cover") manifest.covers[job.key] = { ...asset, og: `${publicPath}/${stem}-og.jpg` };
    else manifest[job.kind === "figure" ? "figures" : "posters"][job.key] = asset;
  }
  const wanted = new Set(renders.flatMap((render) => render.files));
  for (const name of await readdir(outDir)) if (!wanted.has(name)) await rm(path.join(outDir, name), { force: true });

  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  // Rewriting an identical manifest would wake the dev server's watcher for nothing.
  if (!existsSync(manifestPath) || (await readFile(manifestPath, "utf8")) !== json) {
    await mkdir(path.dirname(manifestPath), { recursive: true });
    await writeAtomically(manifestPath, json);
  }
  return { generated, reused, manifest };
}
