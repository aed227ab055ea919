/** An image's files, `{stem}-{width}.{extension}` (scripts/covers/pipeline.ts), from which it spells its sources. */
const extensions = { avif: "avif", webp: "webp", jpeg: "jpg" } as const;
export type ImageFormat = keyof typeof extensions;
export const imageFormats = Object.keys(extensions) as ImageFormat[];
type ImageFiles = { stem: string; widths: readonly number[]; width: number };

export function imageFileName(stem: string, format: ImageFormat, width: number) {
  return `${stem}-${width}.${extensions[format]}`;
}

export function imageFile(image: ImageFiles, format: ImageFormat, width: number) {
  return imageFileName(image.stem, format, width);
}

export function imageSrcSet(image: ImageFiles, format: ImageFormat) {
  return image.widths.map((width) => `${imageFile(image, format, width)} ${width}w`).join(", ");
}

/** The JPEG for a browser that ignores `srcset`: the first at least 800 wide, or the largest. */
export function imageFallback(image: ImageFiles) {
  return imageFile(image, "jpeg", image.widths.find((width) => width >= 800) ?? image.width);
}
