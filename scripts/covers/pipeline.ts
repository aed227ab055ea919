/**
 * The image pipeline: each item's cover (a photo from the content folder, or
 * generated art), and each showreel poster, is cropped to its own art's aspect
 * ratio and written as AVIF, WebP and JPEG at several widths. File names carry
 * a fingerprint of everything that shapes the pixels, so an unchanged image is
 * reused, never re-encoded.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import type { CoverAsset, CoverManifest, ImageAsset } from "~/content/cover.schema";
import { type ImageFormat, imageFileName, imageFormats } from "~/lib/image-files";
import { inParallel } from "../lib/in-parallel.ts";
import type { GeneratedArt } from "./art";

export const COVER_WIDTHS = [480, 800, 1200, 1600] as const;
/** The social card size that link previews expect. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // Effort 2 is about ten times faster than 4 for a few per cent more bytes.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 74, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 76, mozjpeg: true }),
};

/** Settings that change the output bytes; part of every fingerprint. */
const ENCODING_ID = JSON.stringify({ encoders: "avif50e2-webp74e4-jpeg76moz", vips: sharp.versions.vips });

export const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"] as const;

export type CoverJob = {
  /** Unique across collections, e.g. "case-studies/tinder" or "showreel/mobile". */
  key: string;
  /**
   * A cover also gets a 1200×630 crop for social cards; a poster does not. A figure is a picture in
   * an article's text, at its photo's own aspect ratio.
   */
  kind: "cover" | "poster" | "figure";
  /** The generated art; its size sets the aspect ratio of every file, photos included. */
  art: GeneratedArt;
  /** A photo to use instead of generated art. */
  photo: string | null;
  /** The widths to write for this image, when not the pipeline's. */
  widths?: readonly number[];
};

export type PipelineOptions = {
  /** Where the image files go (a folder only the pipeline writes to). */
  outDir: string;
  /** The URL path that serves outDir. */
  publicPath: string;
  manifestPath: string;
  /** Identifies the art renderer's code, so a change to the drawing regenerates every generated cover. */
  rendererId: string;
  /** The widths to write (the largest a source can fill are kept). */
  widths?: readonly number[];
  /** Route maps drawn beside the pipeline (route-map.ts), carried into the manifest as they are. */
  maps?: CoverManifest["maps"];
};

export type PipelineResult = { generated: string[]; reused: string[]; manifest: CoverManifest };

/** The photo for an item, if the content folder holds one named after it (tinder.jpg, tinder.png…). */
export function findPhoto(basePath: string): string | null {
  for (const ext of PHOTO_EXTENSIONS) {
    if (existsSync(basePath + ext)) return basePath + ext;
  }
  return null;
}

/** A picture in an article's text: its photo, kept at its own aspect ratio (upright, as EXIF says). */
export async function figureJob(key: string, photo: string): Promise<CoverJob> {
  const { width = 0, height = 0 } = (await sharp(photo).metadata()).autoOrient;
  // Nothing is drawn for a figure: its "art" only carries the photo's size and a ground for transparency.
  const art: GeneratedArt = { width, height, ground: "#ffffff", inputs: null, svg: async () => "" };
  return { key, kind: "figure", art, photo };
}

const sha = (value: string | Buffer) => createHash("sha256").update(value).digest("hex");

function fileStem(key: string, fingerprint: string) {
  return `${key.replaceAll("/", "-")}-${fingerprint}`;
}

/** The widths a source can fill without upscaling. */
export function widthsFor(maxWidth: number, widths: readonly number[] = COVER_WIDTHS): number[] {
  const fitting = widths.filter((width) => width <= maxWidth);
  return fitting.length ? fitting : [maxWidth];
}

type Source = {
  fingerprint: string;
  maxWidth: number;
  master: () => Promise<Sharp>;
};

async function photoSource(job: CoverJob & { photo: string }, aspect: number): Promise<Source> {
  const bytes = await readFile(job.photo);
  const meta = await sharp(bytes).metadata();
  const { width, height } = meta.autoOrient;
  const maxWidth = Math.min(width, Math.floor(height * aspect));
  return {
    fingerprint: sha(`${ENCODING_ID}|photo|${sha(bytes)}|${aspect}`).slice(0, 12),
    maxWidth,
    // Upright from EXIF, cropped to the cover's aspect around its most interesting region,
    // transparency flattened onto the item's ground colour; metadata (GPS and all) is dropped.
    master: async () =>
      sharp(
        await sharp(bytes)
          .autoOrient()
          .flatten({ background: job.art.ground })
          .resize(maxWidth, Math.round(maxWidth / aspect), { fit: "cover", position: sharp.strategy.attention })
          .png({ compressionLevel: 1 })
          .toBuffer(),
      ),
  };
}

function artSource(job: CoverJob, rendererId: string): Source {
  const { art } = job;
  const inputs = JSON.stringify({ size: [art.width, art.height], inputs: art.inputs });
  return {
    // The drawing's inputs, not the SVG: an unchanged image is reused without drawing it at all.
    fingerprint: sha(`${ENCODING_ID}|art|${rendererId}|${job.key}|${inputs}`).slice(0, 12),
    maxWidth: art.width,
    master: async () =>
      sharp(
        await sharp(Buffer.from(await art.svg()))
          .png({ compressionLevel: 1 })
          .toBuffer(),
      ),
  };
}

async function averageColour(file: string): Promise<string> {
  const { data } = await sharp(file)
    .resize(1, 1, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return `#${[...data.subarray(0, 3)].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

async function writeAtomically(file: string, data: Buffer | string) {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

type Rendered = { stem: string; widths: number[]; files: string[]; generated: boolean };

/** Writes one image's files unless every one of them is already there. */
async function renderCover(job: CoverJob, options: PipelineOptions): Promise<Rendered> {
  const { outDir, rendererId } = options;
  const aspect = job.art.width / job.art.height;
  const heightFor = (width: number) => Math.round(width / aspect);
  const source = job.photo ? await photoSource({ ...job, photo: job.photo }, aspect) : artSource(job, rendererId);
  const widths = widthsFor(source.maxWidth, job.widths ?? options.widths);
  // The widths are in the file name too: a change of widths never reuses a stale set.
  const stem = fileStem(job.key, source.fingerprint);
  const ogFile = `${stem}-og.jpg`;
  const files = [
    ...widths.flatMap((width) => imageFormats.map((format) => imageFileName(stem, format, width))),
    ...(job.kind === "cover" ? [ogFile] : []),
  ];
  if (files.every((name) => existsSync(path.join(outDir, name)))) return { stem, widths, files, generated: false };

  const master = await source.master();
  const resized = async (width: number, height: number) => {
    const pixels = await master
      .clone()
      .resize(width, height, { fit: "cover" })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { channels } = pixels.info;
    return sharp(pixels.data, { raw: { width, height, channels } });
  };
  for (const width of widths) {
    const image = await resized(width, heightFor(width));
    await Promise.all(
      imageFormats.map(async (format) => {
        const bytes = await encoders[format](image.clone()).toBuffer();
        await writeAtomically(path.join(outDir, imageFileName(stem, format, width)), bytes);
      }),
    );
  }
  if (job.kind === "cover") {
    const og = await encoders.jpeg(await resized(OG_SIZE.width, OG_SIZE.height)).toBuffer();
    await writeAtomically(path.join(outDir, ogFile), og);
  }
  return { stem, widths, files, generated: true };
}

/** Renders what is missing, reuses what is there, prunes what is stale, and writes the manifest. */
export async function buildCovers(jobs: CoverJob[], options: PipelineOptions): Promise<PipelineResult> {
  const { outDir, publicPath, manifestPath } = options;
  await mkdir(outDir, { recursive: true });
  const wanted = new Set<string>();
  const covers: CoverManifest["covers"] = {};
  const posters: CoverManifest["posters"] = {};
  const figures: CoverManifest["figures"] = {};
  const seen = new Set<string>();
  const generated: string[] = [];
  const reused: string[] = [];

  for (const job of jobs) {
    if (seen.has(job.key)) throw new Error(`Two covers share the key "${job.key}"`);
    seen.add(job.key);
  }
  // One image at a time leaves a core idle between encodes: as many at once as there are cores.
  const renders = await inParallel(jobs.length, availableParallelism(), async (n) => {
    const job = jobs[n]!;
    try {
      return await renderCover(job, options);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Cover "${job.key}"${job.photo ? ` from ${job.photo}` : ""} could not be rendered: ${reason}`);
    }
  });

  for (const [index, job] of jobs.entries()) {
    const rendered = renders[index]!;
    const { stem, widths, files } = rendered;
    for (const name of files) wanted.add(name);
    (rendered.generated ? generated : reused).push(job.key);

    const largest = widths[widths.length - 1]!;
    const asset: ImageAsset = {
      width: largest,
      height: Math.round((largest * job.art.height) / job.art.width),
      placeholder: await averageColour(path.join(outDir, imageFileName(stem, "jpeg", widths[0]!))),
      stem: `${publicPath}/${stem}`,
      widths,
    };
    if (job.kind === "cover") covers[job.key] = { ...asset, og: `${publicPath}/${stem}-og.jpg` } satisfies CoverAsset;
    else if (job.kind === "figure") figures[job.key] = asset;
    else posters[job.key] = asset;
  }

  for (const name of await readdir(outDir)) {
    if (!wanted.has(name)) await rm(path.join(outDir, name), { force: true });
  }

  const manifest: CoverManifest = { version: 3, covers, posters, figures, maps: options.maps ?? {} };
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  const previous = existsSync(manifestPath) ? await readFile(manifestPath, "utf8") : null;
  // Rewriting an identical manifest would wake the dev server's watcher for nothing.
  if (previous !== json) {
    await mkdir(path.dirname(manifestPath), { recursive: true });
    await writeAtomically(manifestPath, json);
  }
  return { generated, reused, manifest };
}
