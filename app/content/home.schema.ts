import { z } from "zod";
import { templateText } from "./copy.schema";
import { seoSchema } from "./seo.schema";
import { slugSchema } from "./shared";

const numberedItem = z.object({ title: z.string().min(1), description: z.string().min(1) });
const intro = { eyebrow: z.string(), heading: z.string(), lead: z.string() };

export const homeSchema = z.object({
  seo: seoSchema,
  hero: z.object({
    ...intro,
    primaryCta: z.string(),
    secondaryCta: z.string(),
    /** The work under the headline, by name and result; the first study also leads the first screen, with its cover. */
    railLabel: z.string(),
    /** The agency's rating (app/config/site.ts), shown where its structured data claims it. */
    rating: templateText(["value", "count"]),
    rail: z.array(slugSchema).min(4),
  }),
  needs: z.object({
    ...intro,
    items: z.array(numberedItem).min(1),
    cta: z.string(),
  }),
  services: z.object({
    ...intro,
    items: z.array(numberedItem.extend({ href: z.string().startsWith("/").optional() })).min(1),
  }),
  sectors: z.object({
    ...intro,
    items: z.array(numberedItem.extend({ href: z.string().startsWith("/"), linkLabel: z.string() })).min(1),
  }),
  process: z.object({
    ...intro,
    phases: z.number().int(),
    resultsWithinDays: z.number().int(),
    steps: z.array(numberedItem).min(1),
    showreelLink: z.string(),
  }),
  work: z.object({
    ...intro,
    slugs: z.array(slugSchema).min(1),
    cta: z.string(),
  }),
  showreel: z.object({
    ...intro,
    year: z.number().int(),
    tiles: z
      .array(z.object({ format: z.enum(["mobile", "desktop"]), label: z.string(), caption: z.string() }))
      .length(2),
  }),
  blog: z.object({
    ...intro,
    cta: z.string(),
    count: z.number().int().min(1).max(6).default(2),
  }),
  faq: z.object({
    heading: z.string(),
    subtitle: z.string(),
    items: z.array(z.object({ question: z.string(), answer: z.string() })).min(1),
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;
