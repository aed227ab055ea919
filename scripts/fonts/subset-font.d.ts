/** subset-font (HarfBuzz's subsetter) as the font build and the covers call it: @types/subset-font lacks `keepFeatures`. */
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
