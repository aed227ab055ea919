/**
 * The self-hosted fonts, narrowed to what the site draws: each face is cut from the fontsource file
 * to the weights the design uses and to the characters the copy needs (plus a margin of whole
 * blocks, so an edited article never falls back), then written as WOFF2 for Vite to fingerprint.
 * A stamp holds the hash of every input, so an unchanged build reuses the files untouched.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

export type FontFace = {
  /** The output's file name (Vite adds the content hash). */
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
 * The layout features kept: the ones browsers apply by default, tabular figures for ordinals and
 * tables, and Inter's alternates that the body asks for (cv11, ss01) whenever the source has them.
 */
export const FEATURES = ["kern", "calt", "ccmp", "locl", "mark", "mkmk", "pnum", "tnum", "cv11", "ss01"];

const span = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");

/**
 * Always kept, whatever the copy holds today: Basic Latin, the Latin-1 Supplement, General
 * Punctuation (curly quotes, dashes, ellipsis, bullets, primes), and the euro, trade mark, minus
 * and arrow signs that fontsource's latin subset carries.
 */
export const SAFETY_SET = `${span(0x20, 0x7e)}${span(0xa0, 0xff)}${span(0x2000, 0x206f)}€™−←↑→↓↗`;

const TEXT_FILE = /\.(ts|tsx|md|mdx|json)$/;
const SKIPPED = new Set(["generated", "node_modules"]);

/** Every character written in the app's source (its content, components and copy). */
export async function charactersIn(dir: string): Promise<Set<string>> {
  const characters = new Set<string>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (!entry.isFile() || !TEXT_FILE.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    if (relative.split(path.sep).some((part) => SKIPPED.has(part))) continue;
    for (const character of await readFile(path.join(entry.parentPath, entry.name), "utf8")) characters.add(character);
  }
  return characters;
}

/** The characters every face keeps: the safety set and everything the copy uses, in code point order. */
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
    .update(JSON.stringify({ faces, features: FEATURES, text: options.text }));
  for (const bytes of sources.values()) hash.update(bytes);
  const inputs = hash.digest("hex");

  const stampPath = path.join(options.outDir, STAMP);
  const stamp = existsSync(stampPath) ? JSON.parse(await readFile(stampPath, "utf8")) : null;
  if (stamp?.inputs === inputs && faces.every((face) => existsSync(path.join(options.outDir, face.file)))) {
    return { reused: true, files: stamp.files };
  }

  await mkdir(options.outDir, { recursive: true });
  const files: FontBuildResult["files"] = [];
  for (const face of faces) {
    const output = await subsetFont(sources.get(face.source)!, options.text, {
      targetFormat: "woff2",
      variationAxes: axesOf(face),
      keepFeatures: FEATURES,
    });
    await writeFile(path.join(options.outDir, face.file), output);
    files.push({ file: face.file, bytes: output.length });
  }
  await writeFile(stampPath, `${JSON.stringify({ inputs, files }, null, 2)}\n`);
  return { reused: false, files };
}
