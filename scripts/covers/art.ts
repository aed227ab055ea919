// Typographic cover art: the client's name (or a phrase of a post's title) as outlines on fields of its
// palette, with rules, a grid or a figure, as its composition says. Every word stands whole inside the
// frame: a name cut by the edge reads as a mistake. Choices left open come from a PRNG seeded by the key.
import type { CoverComposition, Palette } from "~/content/cover.schema";
import { displayFont, type Face, setLine, sizeToCapHeight, sizeToWidth } from "./type";

export const ART_WIDTH = 1600;
export const ART_HEIGHT = 1000;
/** Room left clear at the sides, and above and below: the hero crops covers to 2:1, social cards to 1.9:1. */
const MX = 104;
const MY = 150;

type Random = () => number;

/** FNV-1a. */
function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (value: number) => Math.round(value * 10) / 10;
const pick = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)]!;

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
export const hairline = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, opacity = 1) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ""}/>`;
export const letters = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;

export function svgDocument(width: number, height: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** What a cover is drawn from. `lines` are the words set in it, one entry a line. */
export type ArtInput = {
  key: string;
  palette: Palette;
  composition: CoverComposition;
  lines: readonly string[];
  figure?: string | undefined;
  face?: Face | undefined;
};

/** A drawing, and every (type, ground) colour pair it sets letters in, so their contrast can be checked. */
type Drawing = { svg: string; textOn: Array<[string, string]> };

type Draw = ArtInput & { random: Random; field: string; type: string; accent: string; shade: string };
/** What a composition draws over the field, and whether any of its letters cross the shade. */
type Composed = { layers: string[]; typeOnShade: boolean };

/** The lines stacked flush left, each as wide as the column allows, on ruled baselines. */
async function stack(draw: Draw): Promise<Composed> {
  const { lines, type, accent, shade, random, face } = draw;
  const font = await displayFont({ wght: pick(random, [640, 700]), wdth: 75 }, face);
  const tracking = -0.01;
  const column = ART_WIDTH - 2 * MX;
  const gap = 0.16;
  const fitted = lines.map((line) => {
    const size = sizeToWidth(font, line, column, tracking);
    return { line, size, cap: (size * font.capHeight) / font.unitsPerEm, descent: setLine(font, line, size).bottom };
  });
  const available = ART_HEIGHT - 2 * MY;
  // The last line's descenders count, so a "g" stays clear of the frame's edge as the capitals do.
  const natural =
    fitted.reduce((sum, { cap }) => sum + cap, 0) * (1 + gap) - fitted.at(-1)!.cap * gap + fitted.at(-1)!.descent;
  const k = Math.min(1, available / natural);
  const blockHeight = natural * k;
  let baseline = (ART_HEIGHT - blockHeight) / 2;
  const out: string[] = [];
  // The band the block leaves free on the right, or a strip along the top when the block is full width.
  const blockWidth = column * k;
  const freeWidth = ART_WIDTH - MX - blockWidth - MX;
  if (freeWidth > 200) {
    const x = MX + blockWidth + MX * 0.75 + random() * (freeWidth - 160 - MX * 0.75);
    out.push(rect(x, 0, ART_WIDTH - x, ART_HEIGHT, shade));
    out.push(rect(x, 0, 28, (ART_HEIGHT - blockHeight) / 2 + fitted[0]!.cap * k, accent));
  } else {
    out.push(rect(0, 0, ART_WIDTH, MY * 0.55, shade), rect(MX, MY * 0.55 - 14, 220, 14, accent));
  }
  const paths: string[] = [];
  const rules: string[] = [];
  for (const { line, size, cap } of fitted) {
    const set = setLine(font, line, size * k, tracking);
    baseline += cap * k;
    paths.push(set.at(MX - set.left, baseline));
    rules.push(hairline(0, baseline + (cap * k * gap) / 2, ART_WIDTH, baseline + (cap * k * gap) / 2, type, 2, 0.35));
    baseline += cap * k * gap;
  }
  out.push(...rules, letters(paths.join(""), type));
  return { layers: out, typeOnShade: false };
}

/** A figure from the item's results set the full height of a twelve-column grid, the name at the top. */
async function figure(draw: Draw): Promise<Composed> {
  const { lines, figure: numeral = "", type, accent, shade, random, face } = draw;
  const big = await displayFont({ wght: 780, wdth: 75 }, face);
  // As tall as the frame allows, and never wider than ten of its twelve columns.
  const size = Math.min(
    sizeToCapHeight(big, ART_HEIGHT - MY * 0.9),
    sizeToWidth(big, numeral, (ART_WIDTH - 2 * MX) * 0.8),
  );
  const set = setLine(big, numeral, size, -0.02);
  const column = (ART_WIDTH - 2 * MX) / 12;
  const baseline = ART_HEIGHT - MY * 0.45;
  const span = Math.ceil((set.right - set.left + column * 0.5) / column);
  const startColumn = 12 - span - Math.floor(random() * 2);
  const x = MX + startColumn * column + (span * column - (set.right - set.left)) / 2 - set.left;
  const grid: string[] = [];
  for (let i = 0; i <= 12; i++) grid.push(hairline(MX + i * column, 0, MX + i * column, ART_HEIGHT, type, 2, 0.22));
  const small = await displayFont({ wght: 600, wdth: 100 }, face);
  const label = setLine(small, lines.join(" "), sizeToCapHeight(small, 64), -0.02);
  return {
    typeOnShade: true,
    layers: [
      rect(MX + startColumn * column, 0, span * column, ART_HEIGHT, shade),
      ...grid,
      hairline(0, baseline, ART_WIDTH, baseline, type, 2, 0.5),
      rect(MX, baseline, column, ART_HEIGHT - baseline, accent),
      letters(set.at(x, baseline), type),
      letters(label.at(MX - label.left, MY + 64), type),
    ],
  };
}

/** One letter to a cell of a ruled grid, set on the baseline, with one corner of one cell cut out. */
async function grid(draw: Draw): Promise<Composed> {
  const { lines, type, accent, shade, random, face } = draw;
  const glyphs = [...lines.join("").replaceAll(" ", "")];
  const cells = glyphs.length;
  const cellWidth = (ART_WIDTH - 2 * MX) / cells;
  const font = await displayFont({ wght: 720, wdth: 75 }, face);
  const fits = Math.min(...glyphs.map((glyph) => sizeToWidth(font, glyph, cellWidth - 72)));
  const size = Math.min(fits, sizeToCapHeight(font, ART_HEIGHT - 2 * MY - 120));
  const baseline = ART_HEIGHT - MY;
  const out: string[] = [];
  const cut = Math.floor(random() * cells);
  for (let i = 0; i < cells; i++) {
    const x = MX + i * cellWidth;
    if (i % 2 === 1) out.push(rect(x, 0, cellWidth, ART_HEIGHT, shade));
    if (i === cut) out.push(rect(x + cellWidth - 110, MY - 40, 110, 110, accent));
  }
  const rules: string[] = [];
  for (let i = 0; i <= cells; i++)
    rules.push(hairline(MX + i * cellWidth, 0, MX + i * cellWidth, ART_HEIGHT, type, 2, 0.5));
  rules.push(
    hairline(0, MY - 40, ART_WIDTH, MY - 40, type, 2, 0.5),
    hairline(0, baseline + 36, ART_WIDTH, baseline + 36, type, 2, 0.5),
  );
  const paths = glyphs.map((glyph, i) => {
    const set = setLine(font, glyph, size);
    return set.at(MX + (i + 0.5) * cellWidth - (set.left + set.right) / 2, baseline);
  });
  out.push(...rules, letters(paths.join(""), type));
  return { layers: out, typeOnShade: true };
}

const compositions: Record<CoverComposition, (draw: Draw) => Promise<Composed>> = { stack, figure, grid };

/** Art the pipeline can rasterise; `inputs` is all the drawing depends on besides the renderer's code. */
export type GeneratedArt = {
  width: number;
  height: number;
  ground: string;
  inputs: unknown;
  svg: () => Promise<string>;
};

export function coverArt(input: ArtInput): GeneratedArt {
  return { width: ART_WIDTH, height: ART_HEIGHT, ground: input.palette[0], inputs: input, svg: () => coverSvg(input) };
}

export async function drawCover(input: ArtInput): Promise<Drawing> {
  const [field, type, accent, shade] = input.palette;
  const draw: Draw = { ...input, random: seededRandom(hashString(input.key)), field, type, accent, shade };
  const { layers, typeOnShade } = await compositions[input.composition](draw);
  const body = [rect(0, 0, ART_WIDTH, ART_HEIGHT, field), ...layers].join("");
  const textOn: Drawing["textOn"] = [[type, field]];
  if (typeOnShade) textOn.push([type, shade]);
  return { svg: svgDocument(ART_WIDTH, ART_HEIGHT, body), textOn };
}

export async function coverSvg(input: ArtInput): Promise<string> {
  return (await drawCover(input)).svg;
}
