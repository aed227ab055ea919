/** The parts of subset-font (HarfBuzz's subsetter) and fontkit that the font build and its tests use. */
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
  export type Font = {
    numGlyphs: number;
    characterSet: number[];
    availableFeatures: string[];
    variationAxes: Record<string, { name: string; min: number; default: number; max: number }>;
    "OS/2": { usWeightClass: number };
    hasGlyphForCodePoint(codePoint: number): boolean;
  };
  export function create(buffer: Buffer): Font;
}
