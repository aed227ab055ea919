// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CoverArt } from "~/content/schema";
import { buildCovers, type CoverJob, findPhoto, type PipelineOptions, widthsFor } from "./pipeline";

const art: CoverArt = {
  palette: ["#2a0f1f", "#8e1f4f", "#ff6b4a", "#ffd9cf"],
  motif: "pair",
  emoji: "🔥",
  alt: "Abstract cover art used by the pipeline tests.",
};

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
    const jobs: CoverJob[] = [{ key: "case-studies/demo", art, photo: null }];
    options = { ...options, widths: undefined };
    const first = await buildCovers(jobs, options);
    expect(first).toMatchObject({ generated: ["case-studies/demo"], reused: [] });

    const files = (await readdir(options.outDir)).sort();
    expect(files).toHaveLength(12);
    for (const ext of ["avif", "webp", "jpg"]) {
      expect(files.filter((name) => name.endsWith(`.${ext}`))).toHaveLength(4);
    }
    const largest = files.find((name) => name.endsWith("-1600.avif"))!;
    expect(await sharp(path.join(options.outDir, largest)).metadata()).toMatchObject({ width: 1600, height: 1000 });

    const cover = first.manifest.covers["case-studies/demo"]!;
    expect(cover).toMatchObject({ width: 1600, height: 1000 });
    expect(cover.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(cover.srcSet.avif.split(", ")).toHaveLength(4);
    expect(cover.srcSet.jpeg).toMatch(/^\/assets\/covers\/case-studies-demo-[0-9a-f]{12}-480\.jpg 480w, /);
    expect(cover.src).toMatch(/-800\.jpg$/);
    expect(JSON.parse(await readFile(options.manifestPath, "utf8"))).toEqual(first.manifest);

    const before = await Promise.all(files.map(async (name) => (await stat(path.join(options.outDir, name))).mtimeMs));
    const second = await buildCovers(jobs, options);
    expect(second).toMatchObject({ generated: [], reused: ["case-studies/demo"], manifest: first.manifest });
    const after = await Promise.all(files.map(async (name) => (await stat(path.join(options.outDir, name))).mtimeMs));
    expect(after).toEqual(before);
  }, 120_000);

  it("is deterministic: a clean re-run writes byte-identical files", async () => {
    const jobs: CoverJob[] = [{ key: "blog/demo", art: { ...art, motif: "contours" }, photo: null }];
    await buildCovers(jobs, options);
    const first = await hashes(options.outDir);
    await rm(options.outDir, { recursive: true });
    await buildCovers(jobs, options);
    expect(await hashes(options.outDir)).toEqual(first);
  }, 120_000);

  it("regenerates an item whose art changed and prunes its old files", async () => {
    const job: CoverJob = { key: "case-studies/demo", art, photo: null };
    await buildCovers([job], options);
    const oldFiles = await readdir(options.outDir);

    const changed = await buildCovers(
      [{ ...job, art: { ...art, palette: ["#101a30", "#2b4777", "#f2b33d", "#f4efe4"] } }],
      options,
    );
    expect(changed.generated).toEqual(["case-studies/demo"]);
    const newFiles = await readdir(options.outDir);
    expect(newFiles).toHaveLength(6);
    expect(newFiles.some((name) => oldFiles.includes(name))).toBe(false);
  }, 120_000);

  it("puts a photo from the content folder through the same pipeline, cropped to 16:10 and never upscaled", async () => {
    options = { ...options, widths: [480, 800, 1200, 1600] };
    await photo("demo.png", 1000, 900);
    const found = findPhoto(path.join(dir, "demo"));
    expect(found).toBe(path.join(dir, "demo.png"));

    const result = await buildCovers([{ key: "case-studies/demo", art, photo: found }], options);
    expect(result.generated).toEqual(["case-studies/demo"]);
    const files = (await readdir(options.outDir)).sort();
    expect(files.map((name) => name.replace(/-[0-9a-f]{12}-/, "-#-"))).toEqual([
      "case-studies-demo-#-480.avif",
      "case-studies-demo-#-480.jpg",
      "case-studies-demo-#-480.webp",
      "case-studies-demo-#-800.avif",
      "case-studies-demo-#-800.jpg",
      "case-studies-demo-#-800.webp",
    ]);
    const jpeg = files.find((name) => name.endsWith("-800.jpg"))!;
    expect(await sharp(path.join(options.outDir, jpeg)).metadata()).toMatchObject({ width: 800, height: 500 });
    expect(result.manifest.covers["case-studies/demo"]).toMatchObject({ width: 800, height: 500 });

    expect((await buildCovers([{ key: "case-studies/demo", art, photo: found }], options)).reused).toEqual([
      "case-studies/demo",
    ]);
  }, 120_000);

  it("replaces generated art once a photo is dropped in", async () => {
    await buildCovers([{ key: "case-studies/demo", art, photo: null }], options);
    const withPhoto = await buildCovers(
      [{ key: "case-studies/demo", art, photo: await photo("demo.png", 2000, 1250) }],
      options,
    );
    expect(withPhoto.generated).toEqual(["case-studies/demo"]);
    expect(withPhoto.manifest.covers["case-studies/demo"]).toMatchObject({ width: 320, height: 200 });
    expect(await readdir(options.outDir)).toHaveLength(6);
  }, 120_000);

  it("names the item and the file when a photo cannot be read", async () => {
    const broken = path.join(dir, "broken.jpg");
    await writeFile(broken, "not an image");
    await expect(buildCovers([{ key: "case-studies/demo", art, photo: broken }], options)).rejects.toThrow(
      /Cover "case-studies\/demo" from .*broken\.jpg could not be rendered/,
    );
  });

  it("refuses two covers with one key", async () => {
    const job: CoverJob = { key: "case-studies/demo", art, photo: await photo("small.png", 500, 300) };
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
