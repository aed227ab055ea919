import { z } from "zod";
import { seoSchema } from "../seo.schema";
import {
  cardSchema,
  caseSchema,
  figureSchema,
  heroSchema,
  orderMatches,
  positionSchema,
  sectionIntroSchema,
  slugSchema,
  themeSchema,
} from "../shared";

export const serviceSectionNames = ["results", "offerings", "badges", "process", "cases"] as const;
export type ServiceSectionName = (typeof serviceSectionNames)[number];

const badgeSchema = z.object({
  label: z.string().min(2).max(32),
  /** One line, shown in the badge's tooltip. */
  explanation: z.string().min(20).max(110),
});

export const serviceSchema = z
  .object({
    slug: slugSchema,
    position: positionSchema,
    /** The service's name as navigation and breadcrumbs show it. */
    name: z.string().min(4).max(40),
    meta: seoSchema,
    theme: themeSchema,
    hero: heroSchema,
    results: sectionIntroSchema.extend({ figures: z.array(figureSchema).length(3) }),
    offerings: sectionIntroSchema.extend({ cards: z.array(cardSchema).min(3).max(6) }),
    badges: sectionIntroSchema.extend({
      kind: z.enum(["sectors", "platforms"]),
      items: z.array(badgeSchema).min(4).max(10),
    }),
    process: sectionIntroSchema.extend({ steps: z.array(cardSchema).length(4) }).optional(),
    cases: sectionIntroSchema.extend({ items: z.array(caseSchema).min(1).max(3) }).optional(),
    /** The order of the sections after the hero. */
    order: z.array(z.enum(serviceSectionNames)),
  })
  .refine(
    (service) =>
      orderMatches(
        service.order,
        serviceSectionNames.filter((name) => service[name] !== undefined),
      ),
    { message: "order must list each section the page has exactly once", path: ["order"] },
  );

export type Service = z.output<typeof serviceSchema>;
export type ServiceBadge = z.output<typeof badgeSchema>;
