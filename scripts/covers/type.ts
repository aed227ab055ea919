// Type for the generated art: the display font instanced at a weight and width, and lines of text
// as SVG outlines, so the rasteriser needs no installed fonts and every machine draws the same letters.
import { readFile } from "node:fs/promises";
import path from "node:path";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";

export const DISPLAY_FONT_FILE = path.resolve(
  "node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-standard-normal.woff2",
);

/** A serif, for a client whose own lettering is one (the champagne house): drawn into art only, never loaded. */
export const SERIF_FONT_FILE = path.resolve(
  "node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
);

/** Weight 200–800 (the serif's 400–900), width 75 (condensed) to 100 (the serif has one). */
type Axes = { wght: number; wdth: number };
export type Face = "display" | "serif";

const CHARACTERS = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("")}‘’“”–—·×°áéíóúñüçÁÉÍÓÚÑÜ¿¡`;

const instances = new Map<string, Promise<fontkit.Font>>();

/** fontkit cannot instance a WOFF2 file: HarfBuzz (subset-font) pins the axes into a static TrueType font. */
export function displayFont({ wght, wdth }: Axes, face: Face = "display"): Promise<fontkit.Font> {
  const id = `${face}/${wght}/${wdth}`;
  let instance = instances.get(id);
  if (!instance) {
    const serif = face === "serif";
    const variationAxes: Record<string, number> = serif ? { wght: Math.max(400, wght) } : { wght, wdth, opsz: 96 };
    instance = readFile(serif ? SERIF_FONT_FILE : DISPLAY_FONT_FILE)
      .then((woff2) => subsetFont(woff2, CHARACTERS, { targetFormat: "truetype", variationAxes }))
      .then((ttf) => fontkit.create(ttf) as fontkit.Font);
    instances.set(id, instance);
  }
  return instance;
}

const round = (d: string) => d.replace(/-?\d+\.\d+/g, (value) => String(Math.round(Number(value) * 10) / 10));

/** One line at a size in pixels, tracking in ems: its ink box (from the pen and the baseline, y down), so lines
 * align by their letters, not their side bearings, and its outlines `at` a pen position and baseline. */
export function setLine(font: fontkit.Font, text: string, size: number, tracking = 0) {
  const scale = size / font.unitsPerEm;
  // The no-break spaces content keeps inside place names are for the page's line breaks; a drawn line is set whole.
  const run = font.layout(text.replaceAll("\u00a0", " "));
  const placed: Array<{ glyph: fontkit.Glyph; x: number; y: number }> = [];
  let cursor = 0;
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!;
    placed.push({ glyph, x: cursor + position.xOffset * scale, y: -position.yOffset * scale });
    cursor += position.xAdvance * scale + tracking * size;
  });
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let top = 0;
  let bottom = 0;
  for (const { glyph, x } of placed) {
    const box = glyph.path.bbox;
    if (!Number.isFinite(box.minX) || box.maxX <= box.minX) continue;
    left = Math.min(left, x + box.minX * scale);
    right = Math.max(right, x + box.maxX * scale);
    top = Math.min(top, -box.maxY * scale);
    bottom = Math.max(bottom, -box.minY * scale);
  }
  if (!Number.isFinite(left)) left = right = 0;
  return {
    left,
    right,
    top,
    bottom,
    at: (x: number, y: number) =>
      placed
        .map(({ glyph, x: gx, y: gy }) =>
          round(
            glyph.path
              .scale(scale, -scale)
              .translate(x + gx, y + gy)
              .toSVG(),
          ),
        )
        .filter(Boolean)
        .join(""),
  };
}

/** The size at which a line's ink is exactly `width` wide. */
export function sizeToWidth(font: fontkit.Font, text: string, width: number, tracking = 0): number {
  const probe = setLine(font, text, 100, tracking);
  return (100 * width) / (probe.right - probe.left);
}

/** The size at which capitals are `height` tall. */
export function sizeToCapHeight(font: fontkit.Font, height: number): number {
  return (height * font.unitsPerEm) / font.capHeight;
}
