// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { create, type Font } from "fontkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFonts, charactersIn, FACES, type FontBuildResult, SAFETY_SET, subsetText } from "./build.ts";

const root = path.resolve(import.meta.dirname, "../..");
const modulesDir = path.join(root, "node_modules");
const stylesheet = await readFile(path.join(root, "app/app.css"), "utf8");

let dir: string;
let used: Set<string>;
let first: FontBuildResult;
const built = new Map<string, Font>();
const sources = new Map<string, Font>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "fonts-"));
  used = await charactersIn(path.join(root, "app"));
  first = await buildFonts({ outDir: dir, modulesDir, text: subsetText(used) });
  for (const face of FACES) {
    built.set(face.file, create(await readFile(path.join(dir, face.file))));
    if (!sources.has(face.source)) sources.set(face.source, create(await readFile(path.join(modulesDir, face.source))));
  }
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const codePoint = (character: string) => character.codePointAt(0) ?? 0;

/** The font-weight each @font-face in the stylesheet gives the file it points at. */
function declaredWeights() {
  const weights = new Map<string, string>();
  for (const [, body] of stylesheet.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const file = body?.match(/url\("\.\/generated\/fonts\/([^"]+)"\)/)?.[1];
    const weight = body?.match(/font-weight:\s*([^;]+);/)?.[1];
    if (file && weight) weights.set(file, weight.trim());
  }
  return weights;
}

describe("font build", () => {
  it("finds the copy's own characters in the app's source", () => {
    for (const character of ["’", "‘", "–", "£", "·", "×"]) expect(used).toContain(character);
  });

  it("keeps every character of the copy and of the safety set that the source font draws", () => {
    const needed = [...new Set([...used, ...SAFETY_SET])].filter((character) => codePoint(character) >= 0x20);
    for (const face of FACES) {
      const source = sources.get(face.source)!;
      const output = built.get(face.file)!;
      const missing = needed.filter(
        (character) =>
          source.hasGlyphForCodePoint(codePoint(character)) && !output.hasGlyphForCodePoint(codePoint(character)),
      );
      expect(missing, face.file).toEqual([]);
      expect(output.hasGlyphForCodePoint(codePoint("’")), face.file).toBe(true);
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
  });

  it("declares each file in the stylesheet with the weights it holds", () => {
    expect(Object.fromEntries(declaredWeights())).toEqual({
      "inter.woff2": "400 600",
      "bricolage-grotesque-600.woff2": "600",
      "bricolage-grotesque-200.woff2": "200",
    });
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

  it("keeps tabular figures and the default layout features, and any alternates the body asks for", () => {
    const requested = [...(stylesheet.match(/font-feature-settings:([^;]+);/)?.[1] ?? "").matchAll(/"(\w{4})"/g)].map(
      (match) => match[1]!,
    );
    for (const face of FACES) {
      const source = sources.get(face.source)!;
      const features = built.get(face.file)!.availableFeatures;
      expect(features, face.file).toEqual(expect.arrayContaining(["tnum", "kern"]));
      if (face.family === "Inter") expect(features).toContain("calt");
      for (const feature of requested)
        if (source.availableFeatures.includes(feature)) expect(features, face.file).toContain(feature);
    }
  });

  it("is much smaller than the files it is cut from", async () => {
    const inter = first.files.find((file) => file.file === "inter.woff2")!;
    const display = first.files.find((file) => file.file === "bricolage-grotesque-600.woff2")!;
    const interSource = (await stat(path.join(modulesDir, FACES[0]!.source))).size;
    const displaySource = (await stat(path.join(modulesDir, FACES[1]!.source))).size;
    expect(inter.bytes).toBeLessThan(interSource * 0.6);
    expect(display.bytes).toBeLessThan(displaySource * 0.5);
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
