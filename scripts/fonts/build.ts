/**
 * The self-hosted fonts, narrowed to what the site draws: each face is cut from the fontsource file
 * to the weights the design uses and to the characters the copy needs (plus a margin of whole
 * blocks, so an edited article never falls back), then written as WOFF2 for Vite to fingerprint.
 * Each face is cut in two by `unicode-range`: a core of the characters English copy draws, small
 * enough to arrive in one round trip, and an extended file the browser fetches only for a page
 * that draws one of the rest (ADR 047).
 * A stamp holds the hash of every input, so an unchanged build reuses the files untouched.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

export type FontFace = {
  /** The core file's name (Vite adds the content hash); the extended file adds `-ext`. */
  file: string;
  family: string;
  /** The fontsource file it is cut from, relative to node_modules. */
  source: string;
  /** One weight pins the axis (a static instance); a range keeps it variable over that span. */
  weight: number | { min: number; max: number };
};

const INTER = "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
const BRICOLAGE = "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2";

/**
 * Body copy sets 400, 500 and 600 in Inter, so it stays variable over that span (one 26 KB file
 * against three statics of 16 KB each). Headings set Bricolage at 600; the brand names and the
 * ampersand motif set it at 200. Each is a static instance, so a page loads the extralight only
 * where it draws it.
 */
export const FACES: FontFace[] = [
  { file: "inter.woff2", family: "Inter", source: INTER, weight: { min: 400, max: 600 } },
  { file: "bricolage-grotesque-600.woff2", family: "Bricolage Grotesque", source: BRICOLAGE, weight: 600 },
  { file: "bricolage-grotesque-200.woff2", family: "Bricolage Grotesque", source: BRICOLAGE, weight: 200 },
];

/**
 * The layout features the extended files keep: the ones browsers apply by default (composed and
 * marked letters among them) and tabular figures for ordinals and tables.
 */
export const FEATURES = ["kern", "calt", "ccmp", "locl", "mark", "mkmk", "pnum", "tnum"];
/**
 * The core keeps kerning and the figure styles. Inter's contextual alternates (`calt`: raised
 * hyphens between capitals, arrows from "->") cost 3.7 KB, a quarter of the file, for details the
 * copy barely meets, and would push the core past one round trip.
 */
export const CORE_FEATURES = ["kern", "pnum", "tnum"];

const span = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");
const codePoint = (character: string) => character.codePointAt(0) ?? 0;

/**
 * The core: Basic Latin, the no-break space that keeps a heading's last words together, the
 * punctuation, signs and arrow English copy sets, and Spanish's lower-case letters and
 * its marks (¿ ¡ « », ADR 084), so a page in either language draws its prose in the core; an accented
 * capital, rare in Spanish copy, comes from the extended file. The ASCII signs
 * prose never sets (\ ^ _ ` { | } ~ < >) go to the extended file: they cost 1.3 KB of Inter.
 */
const RARE_SIGNS = "\\^_`{|}~<>";
export const CORE_TEXT = `${[...span(0x20, 0x7e)].filter((character) => !RARE_SIGNS.includes(character)).join("")}\u00a0£©°·×–—‘’“”…•→áéíóúüñ¿¡«»`;
/** The extended files answer for the rest of this span: the rare signs, then Latin-1 through the arrows and operators. */
const EXTENDED_SPAN = { from: 0x20, to: 0x24ff };

/** A CSS `unicode-range` value for a set of code points, runs folded into ranges. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const runs: string[] = [];
  const hex = (value: number) => value.toString(16).toUpperCase();
  for (let index = 0; index < sorted.length; ) {
    const start = sorted[index]!;
    let end = start;
    while (sorted[index + 1] === end + 1) end = sorted[++index]!;
    index += 1;
    runs.push(end === start ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return runs.join(", ");
}

const coreCodePoints = new Set([...CORE_TEXT].map(codePoint));
const extendedCodePoints = Array.from(
  { length: EXTENDED_SPAN.to - EXTENDED_SPAN.from + 1 },
  (_, index) => EXTENDED_SPAN.from + index,
).filter((point) => !coreCodePoints.has(point));
/** The ranges the stylesheet declares for the core and the extended files. */
export const CORE_RANGE = unicodeRange(coreCodePoints);
export const EXTENDED_RANGE = unicodeRange(extendedCodePoints);

/** The extended file's name beside its core. */
export const extendedFile = (file: string) => file.replace(/\.woff2$/, "-ext.woff2");

/**
 * Always kept, whatever the copy holds today: Basic Latin, the Latin-1 Supplement, General
 * Punctuation (curly quotes, dashes, ellipsis, bullets, primes), and the euro, trade mark, minus
 * and arrow signs that fontsource's latin subset carries.
 */
export const SAFETY_SET = `${span(0x20, 0x7e)}${span(0xa0, 0xff)}${span(0x2000, 0x206f)}€™−←↑→↓↗`;

const TEXT_FILE = /\.(ts|tsx|md|mdx|mdoc|json|yaml)$/;
const SKIPPED = new Set(["generated", "node_modules"]);

/**
 * Every character written in these folders: the app's source (its components and copy) and the content
 * files (case studies, articles and pages, which an editor may change without touching the code).
 */
export async function charactersIn(...dirs: string[]): Promise<Set<string>> {
  const characters = new Set<string>();
  for (const dir of dirs) await addCharacters(dir, characters);
  return characters;
}

async function addCharacters(dir: string, characters: Set<string>) {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (!entry.isFile() || !TEXT_FILE.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    if (relative.split(path.sep).some((part) => SKIPPED.has(part))) continue;
    for (const character of await readFile(path.join(entry.parentPath, entry.name), "utf8")) characters.add(character);
  }
}

/**
 * The characters every face keeps: the safety set and everything the copy uses, in code point order.
 * The build splits them between the core and the extended file.
 */
export function subsetText(used: Iterable<string>): string {
  const all = new Set([...SAFETY_SET, ...used]);
  return [...all]
    .filter((character) => (character.codePointAt(0) ?? 0) >= 0x20)
    .sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0))
    .join("");
}

export type FontBuildOptions = {
  /** Where the WOFF2 files and the stamp go (a folder only this writes to). */
  outDir: string;
  /** The node_modules folder the sources are read from. */
  modulesDir: string;
  /** The characters to keep. */
  text: string;
  faces?: FontFace[];
};

export type FontBuildResult = { reused: boolean; files: { file: string; bytes: number }[] };

/**
 * A local face whose metrics are matched to a web face (size-adjust matched to the widths Chromium
 * lays out at the weights in use, ascent and descent overrides from the font files), so swapping
 * the web font in moves no text.
 */
export type FallbackFace = { family: string; weight?: number; sizeAdjust: string; ascent: string; descent: string };

export const FALLBACKS: FallbackFace[] = [
  { family: "Bricolage Fallback", sizeAdjust: "107.43%", ascent: "86.57%", descent: "25.13%" },
  { family: "Inter Fallback", sizeAdjust: "106.9%", ascent: "90.62%", descent: "22.56%" },
  { family: "Inter Fallback", weight: 500, sizeAdjust: "107.41%", ascent: "91.47%", descent: "22.78%" },
];

/** The name of the stylesheet of @font-face rules written beside the fonts, which app.css imports. */
export const FACES_STYLESHEET = "faces.css";

const cssWeight = ({ weight }: FontFace) => (typeof weight === "number" ? `${weight}` : `${weight.min} ${weight.max}`);

/**
 * Every @font-face the site declares: each web face twice, its core and its extended file, each
 * with its unicode-range, then the metric-matched local fallbacks. URLs are relative to the folder
 * the fonts are written to.
 */
export function fontFaceCss(faces: FontFace[] = FACES, fallbacks: FallbackFace[] = FALLBACKS): string {
  const web = faces.flatMap((face) =>
    [
      { file: face.file, range: CORE_RANGE },
      { file: extendedFile(face.file), range: EXTENDED_RANGE },
    ].map(
      ({ file, range }) =>
        `@font-face {\n  font-family: "${face.family}";\n  font-style: normal;\n  font-display: swap;\n` +
        `  font-weight: ${cssWeight(face)};\n  src: url("./${file}") format("woff2");\n  unicode-range: ${range};\n}\n`,
    ),
  );
  const local = fallbacks.map(
    (face) =>
      `@font-face {\n  font-family: "${face.family}";\n${face.weight ? `  font-weight: ${face.weight};\n` : ""}` +
      `  src: local("Arial"), local("Liberation Sans"), local("Helvetica");\n  size-adjust: ${face.sizeAdjust};\n` +
      `  ascent-override: ${face.ascent};\n  descent-override: ${face.descent};\n  line-gap-override: 0%;\n}\n`,
  );
  return `/* Written by scripts/fonts (npm run fonts) from FACES and FALLBACKS in build.ts: do not edit. */\n${[...web, ...local].join("")}`;
}

const STAMP = "fonts.json";

const axesOf = (face: FontFace) => ({ wght: face.weight });

/** Writes every face, or reuses them all when no input (sources, text, settings, this code) has changed. */
export async function buildFonts(options: FontBuildOptions): Promise<FontBuildResult> {
  const faces = options.faces ?? FACES;
  const sources = new Map<string, Buffer>();
  for (const face of faces) {
    if (!sources.has(face.source)) sources.set(face.source, await readFile(path.join(options.modulesDir, face.source)));
  }
  const hash = createHash("sha256")
    .update(await readFile(new URL(import.meta.url)))
    .update(JSON.stringify({ faces, text: options.text }));
  for (const bytes of sources.values()) hash.update(bytes);
  const inputs = hash.digest("hex");

  const stampPath = path.join(options.outDir, STAMP);
  const stamp = existsSync(stampPath) ? JSON.parse(await readFile(stampPath, "utf8")) : null;
  const expected = faces.flatMap((face) => [face.file, extendedFile(face.file)]);
  if (stamp?.inputs === inputs && expected.every((file) => existsSync(path.join(options.outDir, file)))) {
    return { reused: true, files: stamp.files };
  }

  await mkdir(options.outDir, { recursive: true });
  const files: FontBuildResult["files"] = [];
  const extendedText = [...options.text]
    .filter((character) => !coreCodePoints.has(codePoint(character)))
    .filter((character) => codePoint(character) >= EXTENDED_SPAN.from && codePoint(character) <= EXTENDED_SPAN.to)
    .join("");
  for (const face of faces) {
    const cuts = [
      { file: face.file, text: CORE_TEXT, features: CORE_FEATURES },
      { file: extendedFile(face.file), text: extendedText, features: FEATURES },
    ];
    for (const cut of cuts) {
      const output = await subsetFont(sources.get(face.source)!, cut.text, {
        targetFormat: "woff2",
        variationAxes: axesOf(face),
        keepFeatures: cut.features,
      });
      await writeFile(path.join(options.outDir, cut.file), output);
      files.push({ file: cut.file, bytes: output.length });
    }
  }
  await writeFile(stampPath, `${JSON.stringify({ inputs, files }, null, 2)}\n`);
  return { reused: false, files };
}
