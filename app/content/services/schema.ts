import { z } from "zod";
import { cardSchema, caseSchema, figureSchema, sectionIntroSchema, templatePageSchema } from "../shared";

export const serviceSectionNames = ["results", "offerings", "badges", "process", "cases"] as const;
export type ServiceSectionName = (typeof serviceSectionNames)[number];

const badgeSchema = z.object({
  label: z.string().min(2).max(32),
  /** One line, shown in the badge's tooltip. */
  explanation: z.string().min(20).max(110),
});

export const serviceSchema = templatePageSchema(serviceSectionNames, {
  /** The service's name as navigation and breadcrumbs show it. */
  name: z.string().min(4).max(40),
  results: sectionIntroSchema.extend({ figures: z.array(figureSchema).length(3) }),
  offerings: sectionIntroSchema.extend({ cards: z.array(cardSchema).min(3).max(6) }),
  badges: sectionIntroSchema.extend({
    kind: z.enum(["sectors", "platforms"]),
    items: z.array(badgeSchema).min(4).max(10),
  }),
  process: sectionIntroSchema.extend({ steps: z.array(cardSchema).length(4) }).optional(),
  cases: sectionIntroSchema.extend({ items: z.array(caseSchema).min(1).max(3) }).optional(),
});

export type Service = z.output<typeof serviceSchema>;
export type ServiceBadge = z.output<typeof badgeSchema>;
