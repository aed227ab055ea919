// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { create, type Font } from "fontkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildFonts,
  CORE_RANGE,
  CORE_TEXT,
  charactersIn,
  EXTENDED_RANGE,
  extendedFile,
  FACES,
  type FontBuildResult,
  fontFaceCss,
  SAFETY_SET,
  subsetText,
  unicodeRange,
} from "./build.ts";

const root = path.resolve(import.meta.dirname, "../..");
const modulesDir = path.join(root, "node_modules");
const stylesheet = fontFaceCss();

const open = async (file: string) => create(await readFile(file)) as Font;

let dir: string;
let used: Set<string>;
let first: FontBuildResult;
const built = new Map<string, Font>();
const sources = new Map<string, Font>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "fonts-"));
  used = await charactersIn(path.join(root, "app"), path.join(root, "content"));
  first = await buildFonts({ outDir: dir, modulesDir, text: subsetText(used) });
  for (const face of FACES) {
    for (const file of [face.file, extendedFile(face.file)]) built.set(file, await open(path.join(dir, file)));
    if (!sources.has(face.source)) sources.set(face.source, await open(path.join(modulesDir, face.source)));
  }
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const codePoint = (character: string) => character.codePointAt(0) ?? 0;

/** The code points a `unicode-range` value covers. */
const pointsIn = (range: string) =>
  new Set(
    [...range.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/g)].flatMap(([, from, to]) => {
      const start = Number.parseInt(from!, 16);
      return Array.from({ length: Number.parseInt(to ?? from!, 16) - start + 1 }, (_, index) => start + index);
    }),
  );

describe("font build", () => {
  it("finds the characters of the app's copy, and of content files an editor writes", async () => {
    for (const character of ["’", "‘", "–", "£", "·", "×"]) expect(used).toContain(character);
    const content = await mkdtemp(path.join(tmpdir(), "fonts-content-"));
    try {
      await writeFile(path.join(content, "study.yaml"), "title: Ŵrexham Ŷards\n");
      await writeFile(path.join(content, "article.mdoc"), "---\ntitle: x\n---\nA pause ‽\n");
      const found = await charactersIn(content);
      for (const character of ["Ŵ", "Ŷ", "‽"]) expect(found).toContain(character);
    } finally {
      await rm(content, { recursive: true, force: true });
    }
  });

  it("keeps every character of the copy and of the safety set that the source font draws", () => {
    const needed = [...new Set([...used, ...SAFETY_SET])].filter((character) => codePoint(character) >= 0x20);
    for (const face of FACES) {
      const source = sources.get(face.source)!;
      const core = built.get(face.file)!;
      const extended = built.get(extendedFile(face.file))!;
      const missing = needed.filter(
        (character) =>
          source.hasGlyphForCodePoint(codePoint(character)) &&
          !core.hasGlyphForCodePoint(codePoint(character)) &&
          !extended.hasGlyphForCodePoint(codePoint(character)),
      );
      expect(missing, face.file).toEqual([]);
      const absent = [...CORE_TEXT].filter((character) => !core.hasGlyphForCodePoint(codePoint(character)));
      expect(
        absent.filter((character) => source.hasGlyphForCodePoint(codePoint(character))),
        face.file,
      ).toEqual([]);
      // Spanish prose is drawn by the core (ADR 084); an accented capital by the extended cut.
      for (const character of "áéíóúüñ¿¡«»")
        expect(core.hasGlyphForCodePoint(codePoint(character)), character).toBe(true);
      expect(extended.hasGlyphForCodePoint(codePoint("É")), face.file).toBe(true);
      expect(extended.hasGlyphForCodePoint(codePoint("a")), face.file).toBe(false);
    }
  });

  it("splits each face by unicode-range: the core for English copy, the rest in an extended file", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0x41, 0x2019])).toBe("U+20-22, U+41, U+2019");
    expect(CORE_RANGE).toMatch(/^U\+20-3B, /);
    const [core, extended] = [pointsIn(CORE_RANGE), pointsIn(EXTENDED_RANGE)];
    expect(core).toEqual(new Set([...CORE_TEXT].map(codePoint)));
    // The two ranges never overlap, so no character of the core fetches the extended file.
    expect([...extended].filter((point) => core.has(point))).toEqual([]);
    // Every character the copy uses that a face draws falls in one of the two ranges.
    const drawn = [...used]
      .map(codePoint)
      .filter((point) => sources.get(FACES[0]!.source)!.hasGlyphForCodePoint(point));
    expect(drawn.filter((point) => !core.has(point) && !extended.has(point))).toEqual([]);
  });

  it("keeps the core of each face within one round trip's first window (14,600 bytes, with headers)", () => {
    for (const face of FACES) {
      const core = first.files.find((file) => file.file === face.file)!;
      expect(core.bytes, face.file).toBeLessThan(14_600 - 500);
    }
  });

  it("ships the weights the site sets: Inter variable over 400–600, Bricolage at 600 and 200", () => {
    const inter = built.get("inter.woff2")!;
    expect(inter.variationAxes.wght).toMatchObject({ min: 400, max: 600 });
    for (const [file, weight] of [
      ["bricolage-grotesque-600.woff2", 600],
      ["bricolage-grotesque-200.woff2", 200],
    ] as const) {
      const font = built.get(file)!;
      expect(font.variationAxes, file).toEqual({});
      expect(font["OS/2"].usWeightClass, file).toBe(weight);
    }
    // Tabular figures in the cores, which hold the figures, and kerning in every cut.
    for (const face of FACES) {
      expect(built.get(face.file)!.availableFeatures, face.file).toEqual(expect.arrayContaining(["tnum", "kern"]));
      expect(built.get(extendedFile(face.file))!.availableFeatures, face.file).toContain("kern");
    }
  });

  it("declares each file in the stylesheet with the weights and the range it holds", () => {
    const declared = [
      ...stylesheet.matchAll(
        /font-weight: ([^;]+);\n {2}src: url\("\.\/([^"]+)"\)[^;]*;\n {2}unicode-range: ([^;]+);/g,
      ),
    ];
    const weights = { inter: "400 600", "bricolage-grotesque-600": "600", "bricolage-grotesque-200": "200" };
    expect(declared.map(([, weight, file, range]) => [file, weight, range])).toEqual(
      Object.entries(weights).flatMap(([name, weight]) => [
        [`${name}.woff2`, weight, CORE_RANGE],
        [`${name}-ext.woff2`, weight, EXTENDED_RANGE],
      ]),
    );
  });

  it("sets no weight in the app that no face holds", async () => {
    const weightOf: Record<string, number> = { extralight: 200, normal: 400, medium: 500, semibold: 600 };
    const shipped = [200, 400, 500, 600];
    const files = (await readdir(path.join(root, "app"), { recursive: true })).filter(
      (file) => /\.(tsx?|css)$/.test(file) && !file.includes("generated") && !/\.test\.tsx?$/.test(file),
    );
    const source = (await Promise.all(files.map((file) => readFile(path.join(root, "app", file), "utf8")))).join("\n");
    const classes = [
      ...source.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g),
    ];
    const inline = [...source.matchAll(/fontWeight:\s*(\d+)/g)];
    expect(classes.length).toBeGreaterThan(0);
    for (const [, name] of classes) expect(shipped, `font-${name}`).toContain(weightOf[name!]);
    for (const [, weight] of inline) expect(shipped).toContain(Number(weight));
  });

  it("reuses the files while the inputs are unchanged, and cuts them again when the text changes", async () => {
    const stamped = await readFile(path.join(dir, "fonts.json"), "utf8");
    const again = await buildFonts({ outDir: dir, modulesDir, text: subsetText(used) });
    expect(again.reused).toBe(true);
    expect(await readFile(path.join(dir, "fonts.json"), "utf8")).toBe(stamped);

    await rm(path.join(dir, "inter.woff2"));
    expect((await buildFonts({ outDir: dir, modulesDir, text: subsetText(used) })).reused).toBe(false);

    const withOmega = await buildFonts({ outDir: dir, modulesDir, text: subsetText([...used, "Ω"]) });
    expect(withOmega.reused).toBe(false);
  }, 60_000);
});
