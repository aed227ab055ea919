// @vitest-environment node
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
const cover = (job: Partial<CoverJob> = {}): CoverJob => ({
  key: "case-studies/demo",
  kind: "cover",
  art: coverArt(input),
  photo: null,
  ...job,
});
const poster = (format: "mobile" | "desktop", job: Partial<CoverJob> = {}): CoverJob => ({
  key: `showreel/${format}`,
  kind: "poster",
  art: posterArt({ format, title: "Showreel 2025", year: 2025, clients: ["Tinder", "Ruinart"] }),
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
const size = async (name: string) => sharp(path.join(options.outDir, name)).metadata();
const files = async (prefix = "") =>
  (await readdir(options.outDir))
    .filter((name) => name.startsWith(prefix))
    .map((name) => name.replace(/-[0-9a-f]{12}-/, "-#-"))
    .sort();
/** The names an item's files take at these widths, in each format, with its hash as "#", sorted. */
const encoded = (stem: string, widths: number[]) =>
  widths.flatMap((w) => ["avif", "jpg", "webp"].map((ext) => `${stem}-#-${w}.${ext}`)).sort();
const contents = async () =>
  Promise.all((await readdir(options.outDir)).sort().map((name) => readFile(path.join(options.outDir, name))));

describe("cover pipeline", () => {
  it("renders art at every width in AVIF, WebP and JPEG with a social crop, deterministically, then reuses it untouched", async () => {
    options = { ...options, widths: undefined };
    const first = await buildCovers([cover()], options);
    expect(first).toMatchObject({ generated: ["case-studies/demo"], reused: [] });
    const names = (await readdir(options.outDir)).sort();
    expect(await files()).toEqual([
      ...encoded("case-studies-demo", [480, 800, 1200, 1600]),
      "case-studies-demo-#-og.jpg",
    ]);
    expect(await size(names.find((name) => name.endsWith("-1600.avif"))!)).toMatchObject({ width: 1600, height: 1000 });
    const og = names.find((name) => name.endsWith("-og.jpg"))!;
    expect(await size(og)).toMatchObject({ width: 1200, height: 630 });

    const asset = first.manifest.covers["case-studies/demo"]!;
    expect(asset).toMatchObject({
      width: 1600,
      height: 1000,
      widths: [480, 800, 1200, 1600],
      og: `/assets/covers/${og}`,
    });
    expect(asset.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(asset.stem).toMatch(/^\/assets\/covers\/case-studies-demo-[0-9a-f]{12}$/);
    // Every file a page names from the manifest (app/lib/image-files.ts) is one the pipeline wrote.
    const named = imageFormats.flatMap((format) => asset.widths.map((width) => imageFile(asset, format, width)));
    for (const url of [...named, imageFallback(asset)]) expect(names).toContain(url.replace("/assets/covers/", ""));
    expect(JSON.parse(await readFile(options.manifestPath, "utf8"))).toEqual(first.manifest);

    const mtimes = () => Promise.all(names.map(async (name) => (await stat(path.join(options.outDir, name))).mtimeMs));
    const before = await mtimes();
    const second = await buildCovers([cover()], options);
    expect(second).toMatchObject({ generated: [], reused: ["case-studies/demo"], manifest: first.manifest });
    expect(await mtimes()).toEqual(before);

    const bytes = await contents();
    await rm(options.outDir, { recursive: true });
    await buildCovers([cover()], options);
    expect(await contents()).toEqual(bytes);
  }, 120_000);

  it("regenerates an item whose art changed, or whose photo was dropped in, and prunes its old files", async () => {
    await buildCovers([cover()], options);
    const oldFiles = await readdir(options.outDir);
    const art = coverArt({ ...input, palette: ["#f2eee4", "#17233f", "#d8452f", "#e4ddcd"] });
    expect((await buildCovers([cover({ art })], options)).generated).toEqual(["case-studies/demo"]);
    const newFiles = await readdir(options.outDir);
    expect(newFiles).toHaveLength(7);
    expect(newFiles.some((name) => oldFiles.includes(name))).toBe(false);

    const withPhoto = await buildCovers([cover({ photo: await photo("demo.png", 2000, 1250) })], options);
    expect(withPhoto.generated).toEqual(["case-studies/demo"]);
    expect(withPhoto.manifest.covers["case-studies/demo"]).toMatchObject({ width: 320, height: 200 });
    expect((await readdir(options.outDir)).some((name) => newFiles.includes(name))).toBe(false);
  }, 120_000);

  it("crops a photo from the content folder to the art's aspect ratio, never upscaled, and reuses it", async () => {
    expect([widthsFor(1600), widthsFor(300)]).toEqual([[480, 800, 1200, 1600], [300]]);
    options = { ...options, widths: [480, 800, 1200, 1600] };
    await photo("demo.png", 1000, 900);
    const found = findPhoto(path.join(dir, "demo"));
    expect(found).toBe(path.join(dir, "demo.png"));
    const result = await buildCovers([cover({ photo: found })], options);
    expect(await files()).toEqual([...encoded("case-studies-demo", [480, 800]), "case-studies-demo-#-og.jpg"]);
    expect(await size((await readdir(options.outDir)).find((name) => name.endsWith("-800.jpg"))!)).toMatchObject({
      width: 800,
      height: 500,
    });
    expect(result.manifest.covers["case-studies/demo"]).toMatchObject({ width: 800, height: 500 });
    expect((await buildCovers([cover({ photo: found })], options)).reused).toEqual(["case-studies/demo"]);

    const reel = await buildCovers([poster("desktop", { photo: await photo("reel.png", 1000, 1000) })], options);
    expect(reel.manifest.posters["showreel/desktop"]).toMatchObject({ width: 800, height: 450 });
  }, 120_000);

  it("writes a poster at its own aspect ratio and widths, without a social crop, in its colours", async () => {
    const result = await buildCovers([cover(), poster("mobile", { widths: [180, 360] })], options);
    expect(Object.keys(result.manifest.covers)).toEqual(["case-studies/demo"]);
    expect(result.manifest.posters["showreel/mobile"]).toEqual(expect.objectContaining({ width: 360, height: 640 }));
    expect(result.manifest.posters["showreel/mobile"]).not.toHaveProperty("og");
    expect(await files("showreel-mobile-")).toEqual(encoded("showreel-mobile", [180, 360]));
    const jpeg = (await readdir(options.outDir)).find(
      (name) => name.startsWith("showreel-mobile-") && name.endsWith("-360.jpg"),
    )!;
    expect(await size(jpeg)).toMatchObject({ width: 360, height: 640 });
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
    expect(result.manifest).toMatchObject({ covers: {}, posters: {} });
    expect(result.manifest.figures["blog/demo/street.png"]).toEqual(
      expect.objectContaining({ width: 320, height: 213 }),
    );
    expect(result.manifest.figures["blog/demo/street.png"]).not.toHaveProperty("og");
    const jpeg = (await readdir(options.outDir)).find((name) => name.endsWith("-320.jpg"))!;
    expect(jpeg).toMatch(/^blog-demo-street\.png-[0-9a-f]{12}-320\.jpg$/);
    expect(await size(jpeg)).toMatchObject({ width: 320, height: 213 });
  }, 120_000);

  it("names the item and the file when a photo cannot be read, and refuses two covers with one key", async () => {
    const broken = path.join(dir, "broken.jpg");
    await writeFile(broken, "not an image");
    await expect(buildCovers([cover({ photo: broken })], options)).rejects.toThrow(
      /Cover "case-studies\/demo" from .*broken\.jpg could not be rendered/,
    );
    await expect(buildCovers([cover(), cover()], options)).rejects.toThrow(
      'Two covers share the key "case-studies/demo"',
    );
  });
});
