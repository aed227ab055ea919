/**
 * The self-hosted fonts, cut from the fontsource files to the weights the design uses and the
 * characters the copy needs (plus whole blocks, so an edited article never falls back), as WOFF2
 * for Vite to fingerprint. Each face is cut in two by `unicode-range`: a core of the characters
 * prose draws, small enough to arrive in one round trip, and an extended file the browser fetches
 * only for a page that draws one of the rest (ADR 047). A stamp of every input's hash lets an
 * unchanged build reuse the files.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

/** `source` is under node_modules; one weight pins the axis (a static instance), a range keeps it variable. */
type FontFace = { file: string; family: string; source: string; weight: number | { min: number; max: number } };

const INTER = "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
const BRICOLAGE = "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2";

/**
 * Body copy sets Inter at 400–600, one variable file (26 KB against three statics of 16 KB). Headings
 * set Bricolage at 600, the brand names and the ampersand at 200: statics, so a page loads the
 * extralight only where it draws it.
 */
export const FACES: FontFace[] = [
  { file: "inter.woff2", family: "Inter", source: INTER, weight: { min: 400, max: 600 } },
  { file: "bricolage-grotesque-600.woff2", family: "Bricolage Grotesque", source: BRICOLAGE, weight: 600 },
  { file: "bricolage-grotesque-200.woff2", family: "Bricolage Grotesque", source: BRICOLAGE, weight: 200 },
];

/** The extended files keep the features browsers apply by default, and tabular figures. */
const FEATURES = ["kern", "calt", "ccmp", "locl", "mark", "mkmk", "pnum", "tnum"];
/** Inter's `calt` (raised hyphens between capitals, arrows from "->") is a quarter of a core's bytes. */
const CORE_FEATURES = ["kern", "pnum", "tnum"];

const span = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");
const codePoint = (character: string) => character.codePointAt(0) ?? 0;

/**
 * The core: Basic Latin without the signs prose never sets (1.3 KB of Inter), the no-break space,
 * English copy's punctuation and signs, and Spanish's lower-case letters and marks (ADR 084). An
 * accented capital, rare in Spanish copy, comes from the extended file.
 */
const RARE_SIGNS = "\\^_`{|}~<>";
export const CORE_TEXT = `${[...span(0x20, 0x7e)].filter((character) => !RARE_SIGNS.includes(character)).join("")}\u00a0£©°·×–—‘’“”…•→áéíóúüñ¿¡«»`;
const EXTENDED_SPAN = { from: 0x20, to: 0x24ff };

/** A CSS `unicode-range` value for a set of code points, runs folded into ranges. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const runs: string[] = [];
  const hex = (value: number) => value.toString(16).toUpperCase();
  for (let index = 0; index < sorted.length; index++) {
    const start = sorted[index]!;
    let end = start;
    while (sorted[index + 1] === end + 1) end = sorted[++index]!;
    runs.push(end === start ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return runs.join(", ");
}

const coreCodePoints = new Set([...CORE_TEXT].map(codePoint));
const inExtended = (point: number) =>
  point >= EXTENDED_SPAN.from && point <= EXTENDED_SPAN.to && !coreCodePoints.has(point);
export const CORE_RANGE = unicodeRange(coreCodePoints);
export const EXTENDED_RANGE = unicodeRange(
  [...span(EXTENDED_SPAN.from, EXTENDED_SPAN.to)].map(codePoint).filter(inExtended),
);

export const extendedFile = (file: string) => file.replace(/\.woff2$/, "-ext.woff2");

/** Always kept: Basic Latin, Latin-1, General Punctuation, and the signs fontsource's latin subset carries. */
export const SAFETY_SET = `${span(0x20, 0x7e)}${span(0xa0, 0xff)}${span(0x2000, 0x206f)}€™−←↑→↓↗`;

/** Every character in the text files of these folders (the app's copy and the content an editor may change). */
export async function charactersIn(...dirs: string[]): Promise<Set<string>> {
  const characters = new Set<string>();
  for (const dir of dirs)
    for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
      if (!entry.isFile() || !/\.(ts|tsx|md|mdx|mdoc|json|yaml)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name))
        continue;
      if (relative.split(path.sep).some((part) => part === "generated" || part === "node_modules")) continue;
      for (const character of await readFile(path.join(entry.parentPath, entry.name), "utf8"))
        characters.add(character);
    }
  return characters;
}

/** The characters every face keeps: the safety set and everything the copy uses, in code point order. */
export function subsetText(used: Iterable<string>): string {
  return [...new Set([...SAFETY_SET, ...used])]
    .filter((character) => codePoint(character) >= 0x20)
    .sort((a, b) => codePoint(a) - codePoint(b))
    .join("");
}

export type FontBuildResult = { reused: boolean; files: { file: string; bytes: number }[] };

/**
 * Local faces whose metrics match a web face (size-adjust matched to the widths Chromium lays out at
 * the weights in use, ascent and descent from the font files), so swapping the web font in moves no text.
 */
const FALLBACKS = [
  { family: "Bricolage Fallback", sizeAdjust: "107.43%", ascent: "86.57%", descent: "25.13%" },
  { family: "Inter Fallback", sizeAdjust: "106.9%", ascent: "90.62%", descent: "22.56%" },
  { family: "Inter Fallback", weight: 500, sizeAdjust: "107.41%", ascent: "91.47%", descent: "22.78%" },
];

export const FACES_STYLESHEET = "faces.css";

/** Every @font-face: each web face's core and extended file with its range, then the local fallbacks. */
export function fontFaceCss(): string {
  const web = FACES.flatMap(({ file, family, weight }) =>
    [
      { file, range: CORE_RANGE },
      { file: extendedFile(file), range: EXTENDED_RANGE },
    ].map(
      ({ file, range }) =>
        `@font-face {\n  font-family: "${family}";\n  font-style: normal;\n  font-display: swap;\n` +
        `  font-weight: ${typeof weight === "number" ? weight : `${weight.min} ${weight.max}`};\n  src: url("./${file}") format("woff2");\n  unicode-range: ${range};\n}\n`,
    ),
  );
  const local = FALLBACKS.map(
    (face) =>
      `@font-face {\n  font-family: "${face.family}";\n${face.weight ? `  font-weight: ${face.weight};\n` : ""}` +
      `  src: local("Arial"), local("Liberation Sans"), local("Helvetica");\n  size-adjust: ${face.sizeAdjust};\n` +
      `  ascent-override: ${face.ascent};\n  descent-override: ${face.descent};\n  line-gap-override: 0%;\n}\n`,
  );
  return `/* Written by scripts/fonts (npm run fonts) from FACES and FALLBACKS in build.ts: do not edit. */\n${[...web, ...local].join("")}`;
}

/** Writes every face into `outDir`, or reuses them all when no input (sources, text, this code) has changed. */
export async function buildFonts(options: {
  outDir: string;
  modulesDir: string;
  text: string;
}): Promise<FontBuildResult> {
  const { outDir, modulesDir, text } = options;
  const sources = new Map<string, Buffer>();
  for (const { source } of FACES)
    if (!sources.has(source)) sources.set(source, await readFile(path.join(modulesDir, source)));
  const hash = createHash("sha256")
    .update(await readFile(new URL(import.meta.url)))
    .update(JSON.stringify({ faces: FACES, text }));
  for (const bytes of sources.values()) hash.update(bytes);
  const inputs = hash.digest("hex");

  const stampPath = path.join(outDir, "fonts.json");
  const stamp = existsSync(stampPath) ? JSON.parse(await readFile(stampPath, "utf8")) : null;
  const expected = FACES.flatMap((face) => [face.file, extendedFile(face.file)]);
  if (stamp?.inputs === inputs && expected.every((file) => existsSync(path.join(outDir, file))))
    return { reused: true, files: stamp.files };

  await mkdir(outDir, { recursive: true });
  const files: FontBuildResult["files"] = [];
  const extendedText = [...text].filter((character) => inExtended(codePoint(character))).join("");
  for (const face of FACES) {
    const cuts = [
      { file: face.file, text: CORE_TEXT, features: CORE_FEATURES },
      { file: extendedFile(face.file), text: extendedText, features: FEATURES },
    ];
    for (const cut of cuts) {
      const output = await subsetFont(sources.get(face.source)!, cut.text, {
        targetFormat: "woff2",
        variationAxes: { wght: face.weight },
        keepFeatures: cut.features,
      });
      await writeFile(path.join(outDir, cut.file), output);
      files.push({ file: cut.file, bytes: output.length });
    }
  }
  await writeFile(stampPath, `${JSON.stringify({ inputs, files }, null, 2)}\n`);
  return { reused: false, files };
}
