import { z } from "zod";
import type { Cover } from "./cover.schema";
import { seoSchema } from "./seo.schema";

/**
 * A headline figure exactly as the spec states it, captioned with the spec's own label for it
 * ("average brand awareness increase"); `note` may say whose or where, never add a claim.
 */
export const figureSchema = z.object({
  value: z.string().min(1).max(12),
  label: z.string({ error: "label is required: the spec's words for the figure" }).trim().min(3).max(60),
  note: z.string().trim().min(3).max(90).optional(),
});

export const cardSchema = z.object({
  title: z.string().min(2).max(60),
  description: z.string().min(40).max(320),
});

export const heroSchema = z.object({
  eyebrow: z.string().min(2).max(60),
  heading: z.string().min(8).max(90),
  lead: z.string().min(60).max(320),
});

export const themeSchema = z.object({
  accent: z.enum(["ember", "cobalt"]),
  heroTone: z.enum(["paper", "deep"]),
});

export const sectionIntroSchema = z.object({
  eyebrow: z.string().min(2).max(40),
  heading: z.string().min(8).max(90),
  lead: z.string().min(40).max(320).optional(),
});

/** A draft stays out of the public build: no page, card, sitemap entry or feed item until it is published. */
export const draftSchema = z.boolean({ error: "draft is true or false" }).default(false);

export const positionSchema = z
  .number({ error: "position is required" })
  .int()
  .positive("position is a whole number from 1");

export const slugSchema = z
  .string({ error: "slug is required" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lower-case words joined by hyphens");

/**
 * A case study proving a page's claim, by slug: the page may frame it in its own words, add the spec's
 * figures, and show it without a link (as the spec has the social page do).
 */
export const caseSchema = z.object({
  study: slugSchema,
  title: z.string().min(8).max(90).optional(),
  summary: z.string().min(40).max(260).optional(),
  link: z.boolean().default(true),
  figures: z.array(figureSchema).max(3).default([]),
});

export const casesSchema = sectionIntroSchema.extend({ items: z.array(caseSchema).min(1).max(3) });

export const figuresSchema = z.object({
  heading: z.string().min(8).max(90),
  figures: z.array(figureSchema).length(3),
});

export type Figure = z.infer<typeof figureSchema>;
export type Card = z.infer<typeof cardSchema>;
export type CaseRef = z.output<typeof caseSchema>;
export type CaseItem = {
  brand: string;
  sector: string;
  title: string;
  summary: string;
  href?: string;
  figures: readonly Figure[];
  cover?: Cover;
};
export type Theme = z.infer<typeof themeSchema>;
export type Hero = z.infer<typeof heroSchema>;
export type SectionIntro = z.infer<typeof sectionIntroSchema>;

/** A service or location page: `order` lists each of the template's sections the page has, once. */
export function templatePageSchema<
  const Names extends readonly [string, ...string[]],
  Fields extends Record<Names[number] | "name", z.ZodType>,
>(sectionNames: Names, fields: Fields) {
  return z
    .object({
      slug: slugSchema,
      position: positionSchema,
      meta: seoSchema,
      theme: themeSchema,
      hero: heroSchema,
      ...fields,
      order: z.array(z.enum(sectionNames)),
    })
    .refine(
      (page) => {
        const { order, ...fields } = page as Record<string, unknown> & { order: readonly string[] };
        const present = sectionNames.filter((name) => fields[name] !== undefined);
        return order.length === present.length && present.every((section) => order.includes(section));
      },
      { message: "order must list each section the page has exactly once", path: ["order"] },
    );
}
