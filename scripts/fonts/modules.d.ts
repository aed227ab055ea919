/** The parts of subset-font (HarfBuzz's subsetter) and fontkit that the font build, the covers and their tests use. */
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      variationAxes?: Record<string, Axis>;
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}

declare module "fontkit" {
  export type Path = {
    scale(x: number, y: number): Path;
    translate(x: number, y: number): Path;
    toSVG(): string;
    bbox: { minX: number; minY: number; maxX: number; maxY: number };
  };
  export type Glyph = { path: Path; advanceWidth: number };
  export type GlyphRun = { glyphs: Glyph[]; positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }> };
  export type Font = {
    numGlyphs: number;
    unitsPerEm: number;
    capHeight: number;
    ascent: number;
    descent: number;
    characterSet: number[];
    availableFeatures: string[];
    variationAxes: Record<string, { name: string; min: number; default: number; max: number }>;
    "OS/2": { usWeightClass: number };
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: string[]): GlyphRun;
  };
  export function create(buffer: Buffer): Font;
}
