/**
 * The cover pipeline: each item's cover (a photo from the content folder, or
 * generated art) is cropped to one aspect ratio and written as AVIF, WebP and
 * JPEG at several widths. File names carry a fingerprint of everything that
 * shapes the pixels, so an unchanged item is reused, never re-encoded.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import type { CoverArt, CoverAsset, CoverManifest } from "~/content/schema";
import { ART_HEIGHT, ART_WIDTH, coverSvg, grainLayer } from "./art";

/** Covers are 16:10 everywhere, so every slot reserves the same box. */
export const COVER_ASPECT = ART_WIDTH / ART_HEIGHT;
export const COVER_WIDTHS = [480, 800, 1200, 1600] as const;

const encoders = {
  // Effort 2 is about ten times faster than 4 for a few per cent more bytes.
  avif: { ext: "avif", encode: (image: Sharp) => image.avif({ quality: 50, effort: 2 }) },
  webp: { ext: "webp", encode: (image: Sharp) => image.webp({ quality: 74, effort: 4 }) },
  jpeg: { ext: "jpg", encode: (image: Sharp) => image.jpeg({ quality: 76, mozjpeg: true }) },
} as const;
type Format = keyof typeof encoders;
const formats = Object.keys(encoders) as Format[];

/** Settings that change the output bytes; part of every fingerprint. */
const ENCODING_ID = JSON.stringify({ encoders: "avif50e2-webp74e4-jpeg76moz", vips: sharp.versions.vips });

export const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"] as const;

export type CoverJob = {
  /** Unique across collections, e.g. "case-studies/tinder". */
  key: string;
  art: CoverArt;
  /** A photo to use instead of generated art. */
  photo: string | null;
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
};

export type PipelineResult = { generated: string[]; reused: string[]; manifest: CoverManifest };

/** The photo for an item, if the content folder holds one named after it (tinder.jpg, tinder.png…). */
export function findPhoto(basePath: string): string | null {
  for (const ext of PHOTO_EXTENSIONS) {
    if (existsSync(basePath + ext)) return basePath + ext;
  }
  return null;
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

const heightFor = (width: number) => Math.round(width / COVER_ASPECT);

type Source = {
  fingerprint: string;
  maxWidth: number;
  master: () => Promise<Sharp>;
  /** Texture added after resizing, so it is the same at every width. */
  grain: boolean;
};

async function photoSource(job: CoverJob & { photo: string }): Promise<Source> {
  const bytes = await readFile(job.photo);
  const meta = await sharp(bytes).metadata();
  const { width, height } = meta.autoOrient;
  const maxWidth = Math.min(width, Math.floor(height * COVER_ASPECT));
  return {
    fingerprint: sha(`${ENCODING_ID}|photo|${sha(bytes)}`).slice(0, 12),
    maxWidth,
    // Upright from EXIF, cropped to the cover's aspect around its most interesting region,
    // transparency flattened onto the item's ground colour; metadata (GPS and all) is dropped.
    master: async () =>
      sharp(
        await sharp(bytes)
          .autoOrient()
          .flatten({ background: job.art.palette[0] })
          .resize(maxWidth, heightFor(maxWidth), { fit: "cover", position: sharp.strategy.attention })
          .png({ compressionLevel: 1 })
          .toBuffer(),
      ),
    grain: false,
  };
}

function artSource(job: CoverJob, rendererId: string): Source {
  const { palette, motif } = job.art;
  return {
    fingerprint: sha(`${ENCODING_ID}|art|${rendererId}|${job.key}|${palette.join(",")}|${motif}`).slice(0, 12),
    maxWidth: ART_WIDTH,
    master: async () =>
      sharp(
        await sharp(Buffer.from(coverSvg({ key: job.key, palette, motif })))
          .png({ compressionLevel: 1 })
          .toBuffer(),
      ),
    grain: true,
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

/** Writes one cover's files unless every one of them is already there. */
async function renderCover(job: CoverJob, options: PipelineOptions): Promise<Rendered> {
  const { outDir, rendererId } = options;
  const source = job.photo ? await photoSource({ ...job, photo: job.photo }) : artSource(job, rendererId);
  const widths = widthsFor(source.maxWidth, options.widths);
  // The widths are in the file name too: a change of widths never reuses a stale set.
  const stem = fileStem(job.key, source.fingerprint);
  const files = widths.flatMap((width) => formats.map((format) => `${stem}-${width}.${encoders[format].ext}`));
  if (files.every((name) => existsSync(path.join(outDir, name)))) return { stem, widths, files, generated: false };

  const master = await source.master();
  for (const width of widths) {
    const height = heightFor(width);
    let resized = master.clone().resize(width, height);
    if (source.grain) {
      const grain = await grainLayer(job.key, width, height);
      resized = sharp(await resized.png({ compressionLevel: 0 }).toBuffer()).composite([
        { input: grain, raw: { width, height, channels: 1 }, blend: "soft-light" },
      ]);
    }
    const pixels = await resized.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const image = sharp(pixels.data, { raw: pixels.info });
    await Promise.all(
      formats.map(async (format) => {
        const bytes = await encoders[format].encode(image.clone()).toBuffer();
        await writeAtomically(path.join(outDir, `${stem}-${width}.${encoders[format].ext}`), bytes);
      }),
    );
  }
  return { stem, widths, files, generated: true };
}

/** Renders what is missing, reuses what is there, prunes what is stale, and writes the manifest. */
export async function buildCovers(jobs: CoverJob[], options: PipelineOptions): Promise<PipelineResult> {
  const { outDir, publicPath, manifestPath } = options;
  await mkdir(outDir, { recursive: true });
  const wanted = new Set<string>();
  const covers: CoverManifest["covers"] = {};
  const generated: string[] = [];
  const reused: string[] = [];

  for (const job of jobs) {
    if (job.key in covers) throw new Error(`Two covers share the key "${job.key}"`);
    let rendered: Rendered;
    try {
      rendered = await renderCover(job, options);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Cover "${job.key}"${job.photo ? ` from ${job.photo}` : ""} could not be rendered: ${reason}`);
    }
    const { stem, widths, files } = rendered;
    for (const name of files) wanted.add(name);
    (rendered.generated ? generated : reused).push(job.key);

    const url = (format: Format, width: number) => `${publicPath}/${stem}-${width}.${encoders[format].ext}`;
    const srcSet = (format: Format) => widths.map((width) => `${url(format, width)} ${width}w`).join(", ");
    const largest = widths[widths.length - 1]!;
    covers[job.key] = {
      width: largest,
      height: heightFor(largest),
      placeholder: await averageColour(path.join(outDir, `${stem}-${widths[0]}.jpg`)),
      src: url("jpeg", widths.find((width) => width >= 800) ?? largest),
      srcSet: { avif: srcSet("avif"), webp: srcSet("webp"), jpeg: srcSet("jpeg") },
    } satisfies CoverAsset;
  }

  for (const name of await readdir(outDir)) {
    if (!wanted.has(name)) await rm(path.join(outDir, name), { force: true });
  }

  const manifest: CoverManifest = { version: 1, covers };
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  const previous = existsSync(manifestPath) ? await readFile(manifestPath, "utf8") : null;
  // Rewriting an identical manifest would wake the dev server's watcher for nothing.
  if (previous !== json) {
    await mkdir(path.dirname(manifestPath), { recursive: true });
    await writeAtomically(manifestPath, json);
  }
  return { generated, reused, manifest };
}
