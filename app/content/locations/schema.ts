import { z } from "zod";
import { cardSchema, casesSchema, figuresSchema, sectionIntroSchema, templatePageSchema } from "../shared";

export const locationSectionNames = ["services", "perspective", "models"] as const;
export type LocationSectionName = (typeof locationSectionNames)[number];

const placeSchema = z.object({
  city: z.string().min(2),
  country: z.string().min(2),
  countryCode: z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code"),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

const serviceCardSchema = cardSchema.extend({
  href: z
    .string()
    .regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, "must be a path on this site")
    .optional(),
});

const modelSchema = z.object({
  name: z.string().min(3).max(40),
  scale: z.string().min(3).max(40),
  description: z.string().min(40).max(320),
  bestFor: z.string().min(10).max(120),
});

export const locationSchema = templatePageSchema(locationSectionNames, {
  name: z.string().min(4).max(40),
  kind: z.enum(["location", "market"]),
  place: placeSchema,
  /**
   * Beside the hero. Figures only where the spec gives this page its own; otherwise spec facts
   * that truly apply to it, or headline words ("highlights"). Each is captioned with its label.
   */
  stats: figuresSchema.extend({ kind: z.enum(["figures", "highlights"]) }),
  cases: casesSchema,
  services: sectionIntroSchema.extend({ cards: z.array(serviceCardSchema).min(3).max(6) }),
  perspective: sectionIntroSchema.extend({ points: z.array(cardSchema).min(2).max(4) }).optional(),
  models: sectionIntroSchema.extend({ items: z.array(modelSchema).min(2).max(4) }).optional(),
});

export type LocationPage = z.output<typeof locationSchema>;
