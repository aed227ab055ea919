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
    unitsPerEm: number;
    capHeight: number;
    ascent: number;
    descent: number;
    layout(text: string, features?: string[]): GlyphRun;
  };
  export function create(buffer: Buffer): Font;
}

declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: { targetFormat?: "truetype" | "woff" | "woff2" | "sfnt"; variationAxes?: Record<string, number> },
  ): Promise<Buffer>;
}
