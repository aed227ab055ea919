import { z } from "zod";
import type { Locale } from "~/config/locales";
import { boundedText, leftOut } from "./bounded-text";

/** Words stacked on ruled lines, a figure on a grid, or one letter to a cell (ADR 101). */
export const coverCompositions = ["stack", "figure", "grid"] as const;
export type CoverComposition = (typeof coverCompositions)[number];
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, "must be a six-digit hex colour, such as #1f2a44");

/** Field, type, accent, shade: the cover's ground, its letters, one graphic accent and the second field tone. */
const paletteSchema = z.tuple([hexColour, hexColour, hexColour, hexColour], {
  error: "palette needs four colours: field, type, accent and shade",
});
export type Palette = z.infer<typeof paletteSchema>;

function luminance(hex: string) {
  const channel = (i: number) => {
    const value = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

export function contrastRatio(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Letters in the art are large, so they need the large-text minimum against both fields they sit on. */
export const COVER_TEXT_CONTRAST = 3;
const GRID_MAX_LETTERS = 6;

export const coverArtSchema = z
  .object({
    palette: paletteSchema,
    composition: z.enum(coverCompositions, {
      error: (issue) => `composition "${String(issue.input)}" is not one of: ${coverCompositions.join(", ")}`,
    }),
    /** The words set in the art, one entry a line; the item's title when left out (or empty, as the editor writes it). */
    lines: leftOut(
      z
        .array(boundedText("cover line", 1, 24))
        .min(1)
        .max(4),
    ),
    /** For the "figure" composition: a number that appears in the item's own text. */
    figure: leftOut(
      z
        .string()
        .trim()
        .regex(/^\d[\d,.]*[KM]?\+?$/, "figure must be a number, such as 4 or 200K+"),
    ),
    face: z.enum(["display", "serif"]).default("display"),
    emoji: z.string({ error: "emoji is required (it stands in when there is no image)" }).min(1),
    alt: boundedText("alt text", 20, 220),
  })
  .superRefine((cover, ctx) => {
    const [field, type, , shade] = cover.palette;
    for (const [name, ground] of Object.entries({ field, shade })) {
      const ratio = contrastRatio(type, ground);
      if (ratio < COVER_TEXT_CONTRAST) {
        ctx.addIssue({
          code: "custom",
          path: ["palette"],
          message: `the type colour ${type} on the ${name} ${ground} has a contrast of ${ratio.toFixed(2)}:1; letters in the art need at least ${COVER_TEXT_CONTRAST}:1`,
        });
      }
    }
    const gridLetters = (cover.lines ?? []).join("").replaceAll(" ", "").length;
    if (cover.composition === "grid" && (gridLetters < 2 || gridLetters > GRID_MAX_LETTERS)) {
      ctx.addIssue({
        code: "custom",
        path: ["lines"],
        message: `the "grid" composition sets one letter to a cell: give it lines of 2 to ${GRID_MAX_LETTERS} letters`,
      });
    }
    if (cover.composition === "figure" && !cover.figure) {
      ctx.addIssue({ code: "custom", path: ["figure"], message: 'the "figure" composition needs a figure to set' });
    }
  });
export type CoverArt = z.infer<typeof coverArtSchema>;

const squash = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** The art never says anything the page does not: its words come from the title, its figure from the text. */
export function checkCoverWords(cover: CoverArt, title: string, sources: string[], ctx: z.RefinementCtx) {
  if (cover.lines && !squash(title).includes(squash(cover.lines.join("")))) {
    ctx.addIssue({
      code: "custom",
      path: ["cover", "lines"],
      message: `the cover's words "${cover.lines.join(" ")}" must come from the title "${title}"`,
    });
  }
  const figure = cover.figure;
  if (
    figure &&
    !sources.some((source) => new RegExp(`(^|[^\\d])${figure.replace(/[.+]/g, "\\$&")}([^\\d]|$)`).test(source))
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["cover", "figure"],
      message: `the cover's figure "${figure}" does not appear in the item's own text`,
    });
  }
}

export const imageAssetSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  placeholder: hexColour,
  stem: z.string().min(1),
  widths: z.array(z.number().int().positive()).min(1),
});
export type ImageAsset = z.infer<typeof imageAssetSchema>;

export const coverAssetSchema = imageAssetSchema.extend({ og: z.string().min(1) });
export type CoverAsset = z.infer<typeof coverAssetSchema>;

export const coverManifestSchema = z.object({
  version: z.literal(3),
  covers: z.record(z.string(), coverAssetSchema),
  posters: z.record(z.string(), imageAssetSchema),
  figures: z.record(z.string(), imageAssetSchema).default({}),
  maps: z.record(z.string(), z.object({ wide: z.string().min(1), narrow: z.string().min(1) })).default({}),
});
export type CoverManifest = z.infer<typeof coverManifestSchema>;

/** What a card or hero needs to show a cover; without an image, the emoji on a gradient of two palette colours. */
export type Cover = { alt: string; emoji: string; gradient: [string, string]; image: CoverAsset | null };

export type ContentCollection = "case-studies" | "blog" | `${Exclude<Locale, "en">}/blog`;

export const coverKey = (collection: ContentCollection, slug: string) => `${collection}/${slug}`;
export const figureKey = (collection: ContentCollection, slug: string, src: string) => `${collection}/${slug}/${src}`;
export const mapKey = (slug: string, locale: Locale = "en") =>
  `${locale === "en" ? "" : `${locale}/`}case-studies/${slug}`;
export const posterKey = (format: "mobile" | "desktop") => `showreel/${format}`;

/** A route map's or artefact's frame, in both its cuts: 3:2, the shape of a picture in the text. */
export const MAP_SIZE = { width: 1200, height: 800 } as const;
