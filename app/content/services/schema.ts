import { z } from "zod";
import { cardSchema, casesSchema, figuresSchema, sectionIntroSchema, templatePageSchema } from "../shared";

export const serviceSectionNames = ["offerings", "badges", "process"] as const;
export type ServiceSectionName = (typeof serviceSectionNames)[number];

const badgeSchema = z.object({
  label: z.string().min(2).max(32),
  explanation: z.string().min(20).max(110),
});

export const serviceSchema = templatePageSchema(serviceSectionNames, {
  name: z.string().min(4).max(40),
  results: figuresSchema,
  cases: casesSchema,
  offerings: sectionIntroSchema.extend({ cards: z.array(cardSchema).min(3).max(6) }),
  badges: sectionIntroSchema.extend({
    kind: z.enum(["sectors", "platforms"]),
    items: z.array(badgeSchema).min(4).max(10),
  }),
  process: sectionIntroSchema.extend({ steps: z.array(cardSchema).length(4) }).optional(),
});

export type Service = z.output<typeof serviceSchema>;
