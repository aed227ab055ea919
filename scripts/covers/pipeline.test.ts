// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { imageFallback, imageFile, imageFormats } from "~/lib/image-files";
import { type ArtInput, coverArt } from "./art";
import { buildCovers, type CoverJob, figureJob, findPhoto, type PipelineOptions, widthsFor } from "./pipeline";
import { posterArt } from "./poster";

const input: ArtInput = {
  key: "case-studies/demo",
  palette: ["#ff6a4d", "#1f0a10", "#fff1ea", "#f2405a"],
  composition: "grid",
  lines: ["Demo"],
};
const art = coverArt(input);
const cover = (job: Partial<CoverJob> = {}): CoverJob => ({
  key: "case-studies/demo",
  kind: "cover",
  art,
  photo: null,
  ...job,
});

let dir: string;
let options: PipelineOptions;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "covers-"));
  options = {
    outDir: path.join(dir, "out"),
    publicPath: "/assets/covers",
    manifestPath: path.join(dir, "manifest.json"),
    rendererId: "test-renderer",
    widths: [160, 320],
  };
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function photo(name: string, width: number, height: number) {
  const file = path.join(dir, name);
  await sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
    .png()
    .toFile(file);
  return file;
}

async function hashes(outDir: string) {
  const names = (await readdir(outDir)).sort();
  return Promise.all(
    names.map(async (name) => [
      name,
      createHash("sha256")
        .update(await readFile(path.join(outDir, name)))
        .digest("hex"),
    ]),
  );
}

describe("cover pipeline", () => {
  it("renders art at every width in AVIF, WebP and JPEG, then reuses it untouched", async () => {
    const jobs = [cover()];
    options = { ...options, widths: undefined };
    const first = await buildCovers(jobs, options);
    expect(first).toMatchObject({ generated: ["case-studies/demo"], reused: [] });

    const files = (await readdir(options.outDir)).sort();
    expect(files).toHaveLength(13);
    for (const ext of ["avif", "webp"]) {
      expect(files.filter((name) => name.endsWith(`.${ext}`))).toHaveLength(4);
    }
    expect(files.filter((name) => /-\d+\.jpg$/.test(name))).toHaveLength(4);
    const largest = files.find((name) => name.endsWith("-1600.avif"))!;
    expect(await sharp(path.join(options.outDir, largest)).metadata()).toMatchObject({ width: 1600, height: 1000 });
    const og = files.find((name) => name.endsWith("-og.jpg"))!;
    expect(await sharp(path.join(options.outDir, og)).metadata()).toMatchObject({ width: 1200, height: 630 });

    const asset = first.manifest.covers["case-studies/demo"]!;
    expect(asset).toMatchObject({ width: 1600, height: 1000 });
    expect(asset.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(asset.stem).toMatch(/^\/assets\/covers\/case-studies-demo-[0-9a-f]{12}$/);
    expect(asset.widths).toEqual([480, 800, 1200, 1600]);
    // Every file a page names from the manifest (app/lib/image-files.ts) is one the pipeline wrote.
    const named = imageFormats.flatMap((format) => asset.widths.map((width) => imageFile(asset, format, width)));
    named.push(imageFallback(asset));
    for (const url of named) expect(files).toContain(url.replace("/assets/covers/", ""));
    expect(asset.og).toBe(`/assets/covers/${og}`);
    expect(JSON.parse(await readFile(options.manifestPath, "utf8"))).toEqual(first.manifest);

    const before = await Promise.all(files.map(async (name) => (await stat(path.join(options.outDir, name))).mtimeMs));
    const second = await buildCovers(jobs, options);
    expect(second).toMatchObject({ generated: [], reused: ["case-studies/demo"], manifest: first.manifest });
    const after = await Promise.all(files.map(async (name) => (await stat(path.join(options.outDir, name))).mtimeMs));
    expect(after).toEqual(before);
  }, 120_000);

  it("is deterministic: a clean re-run writes byte-identical files", async () => {
    const jobs = [
      cover({ key: "blog/demo", art: coverArt({ ...input, key: "blog/demo", composition: "figure", figure: "4" }) }),
    ];
    await buildCovers(jobs, options);
    const first = await hashes(options.outDir);
    await rm(options.outDir, { recursive: true });
    await buildCovers(jobs, options);
    expect(await hashes(options.outDir)).toEqual(first);
  }, 120_000);

  it("regenerates an item whose art changed and prunes its old files", async () => {
    await buildCovers([cover()], options);
    const oldFiles = await readdir(options.outDir);

    const changed = await buildCovers(
      [cover({ art: coverArt({ ...input, palette: ["#f2eee4", "#17233f", "#d8452f", "#e4ddcd"] }) })],
      options,
    );
    expect(changed.generated).toEqual(["case-studies/demo"]);
    const newFiles = await readdir(options.outDir);
    expect(newFiles).toHaveLength(7);
    expect(newFiles.some((name) => oldFiles.includes(name))).toBe(false);
  }, 120_000);

  it("puts a photo from the content folder through the same pipeline, cropped to 16:10 and never upscaled", async () => {
    options = { ...options, widths: [480, 800, 1200, 1600] };
    await photo("demo.png", 1000, 900);
    const found = findPhoto(path.join(dir, "demo"));
    expect(found).toBe(path.join(dir, "demo.png"));

    const result = await buildCovers([cover({ photo: found })], options);
    expect(result.generated).toEqual(["case-studies/demo"]);
    const files = (await readdir(options.outDir)).sort();
    expect(files.map((name) => name.replace(/-[0-9a-f]{12}-/, "-#-"))).toEqual([
      "case-studies-demo-#-480.avif",
      "case-studies-demo-#-480.jpg",
      "case-studies-demo-#-480.webp",
      "case-studies-demo-#-800.avif",
      "case-studies-demo-#-800.jpg",
      "case-studies-demo-#-800.webp",
      "case-studies-demo-#-og.jpg",
    ]);
    const jpeg = files.find((name) => name.endsWith("-800.jpg"))!;
    expect(await sharp(path.join(options.outDir, jpeg)).metadata()).toMatchObject({ width: 800, height: 500 });
    expect(result.manifest.covers["case-studies/demo"]).toMatchObject({ width: 800, height: 500 });

    expect((await buildCovers([cover({ photo: found })], options)).reused).toEqual(["case-studies/demo"]);
  }, 120_000);

  it("replaces generated art once a photo is dropped in", async () => {
    await buildCovers([cover()], options);
    const withPhoto = await buildCovers([cover({ photo: await photo("demo.png", 2000, 1250) })], options);
    expect(withPhoto.generated).toEqual(["case-studies/demo"]);
    expect(withPhoto.manifest.covers["case-studies/demo"]).toMatchObject({ width: 320, height: 200 });
    expect(await readdir(options.outDir)).toHaveLength(7);
  }, 120_000);

  it("writes a poster at its own aspect ratio and widths, without a social crop, into the posters", async () => {
    const poster: CoverJob = {
      key: "showreel/mobile",
      kind: "poster",
      art: posterArt({ format: "mobile", title: "Showreel 2025", year: 2025, clients: ["Tinder", "Ruinart"] }),
      photo: null,
      widths: [180, 360],
    };
    const result = await buildCovers([cover(), poster], options);
    expect(Object.keys(result.manifest.covers)).toEqual(["case-studies/demo"]);
    expect(result.manifest.posters["showreel/mobile"]).toMatchObject({ width: 360, height: 640 });
    expect(result.manifest.posters["showreel/mobile"]).not.toHaveProperty("og");
    const files = (await readdir(options.outDir)).filter((name) => name.startsWith("showreel-mobile-"));
    expect(files.map((name) => name.replace(/-[0-9a-f]{12}-/, "-#-")).sort()).toEqual([
      "showreel-mobile-#-180.avif",
      "showreel-mobile-#-180.jpg",
      "showreel-mobile-#-180.webp",
      "showreel-mobile-#-360.avif",
      "showreel-mobile-#-360.jpg",
      "showreel-mobile-#-360.webp",
    ]);
    const jpeg = files.find((name) => name.endsWith("-360.jpg"))!;
    expect(await sharp(path.join(options.outDir, jpeg)).metadata()).toMatchObject({ width: 360, height: 640 });
    // The colours survive encoding: the poster's corner is still the site's ink (#111014).
    const corner = await sharp(path.join(options.outDir, jpeg))
      .extract({ left: 4, top: 4, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(Math.max(...[0x11, 0x10, 0x14].map((value, i) => Math.abs(corner[i]! - value)))).toBeLessThanOrEqual(6);
  }, 120_000);

  it("writes an article's figure at its photo's own aspect ratio, uncropped, into the figures", async () => {
    const figure = await figureJob("blog/demo/street.png", await photo("street.png", 600, 400));
    const result = await buildCovers([figure], options);
    expect(result.manifest.figures["blog/demo/street.png"]).toMatchObject({ width: 320, height: 213 });
    expect(result.manifest.figures["blog/demo/street.png"]).not.toHaveProperty("og");
    expect(result.manifest.covers).toEqual({});
    expect(result.manifest.posters).toEqual({});
    const jpeg = (await readdir(options.outDir)).find((name) => name.endsWith("-320.jpg"))!;
    expect(jpeg).toMatch(/^blog-demo-street\.png-[0-9a-f]{12}-320\.jpg$/);
    expect(await sharp(path.join(options.outDir, jpeg)).metadata()).toMatchObject({ width: 320, height: 213 });
  }, 120_000);

  it("crops a photo to the aspect ratio of the art it replaces", async () => {
    const poster: CoverJob = {
      key: "showreel/desktop",
      kind: "poster",
      art: posterArt({ format: "desktop", title: "Showreel 2025", year: 2025, clients: ["Tinder"] }),
      photo: await photo("reel.png", 1000, 1000),
    };
    const result = await buildCovers([poster], options);
    expect(result.manifest.posters["showreel/desktop"]).toMatchObject({ width: 320, height: 180 });
  }, 120_000);

  it("names the item and the file when a photo cannot be read", async () => {
    const broken = path.join(dir, "broken.jpg");
    await writeFile(broken, "not an image");
    await expect(buildCovers([cover({ photo: broken })], options)).rejects.toThrow(
      /Cover "case-studies\/demo" from .*broken\.jpg could not be rendered/,
    );
  });

  it("refuses two covers with one key", async () => {
    const job = cover({ photo: await photo("small.png", 500, 300) });
    await expect(buildCovers([job, job], options)).rejects.toThrow('Two covers share the key "case-studies/demo"');
  }, 120_000);
});

describe("widthsFor", () => {
  it("keeps the standard widths a source can fill, or its own width when it is smaller than all of them", () => {
    expect(widthsFor(1600)).toEqual([480, 800, 1200, 1600]);
    expect(widthsFor(1000)).toEqual([480, 800]);
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(1000, [160, 320])).toEqual([160, 320]);
  });
});
