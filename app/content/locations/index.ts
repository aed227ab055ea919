import type { Locale } from "~/config/locales";
import { checkCaseRefs } from "../case-refs";
import { loadEditions, type Translated } from "../shared";
import { type LocationPage, locationSchema } from "./schema";

/**
 * Every location and market page: one file each in content/locations, named after its address (ADR 050), and its
 * Spanish translation in content/es/locations, named after its Spanish address (ADR 084).
 */
/** The files as read, for the editor's view of what is translated (ADR 086). */
export const sourceFiles: Record<Locale, Record<string, unknown>> = {
  en: import.meta.glob("/content/locations/*.yaml", { eager: true, import: "default" }),
  es: import.meta.glob("/content/es/locations/*.yaml", { eager: true, import: "default" }),
};

const editions = loadEditions(sourceFiles, locationSchema, "locations");

/** Each language's location and market pages, in their positions. */
export const locationPagesIn: Record<Locale, readonly Translated<LocationPage>[]> = {
  en: checkCaseRefs(editions.en, "locations"),
  es: checkCaseRefs(editions.es, "es/locations"),
};

/** The English location and market pages, in their positions. */
export const locationPages = locationPagesIn.en;

export function getLocationPage(slug: string, locale: Locale = "en"): Translated<LocationPage> | undefined {
  return locationPagesIn[locale].find((page) => page.slug === slug);
}

export type { LocationPage, LocationSectionName, Place, ServiceLinkCard, TeamModel } from "./schema";
