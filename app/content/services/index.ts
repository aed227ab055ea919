import type { Locale } from "~/config/locales";
import { checkCaseRefs } from "../case-refs";
import { loadEditions, type Translated } from "../shared";
import { type Service, serviceSchema } from "./schema";

/**
 * Every service page: one file each in content/services, named after its address (ADR 050), and its
 * Spanish translation in content/es/services, named after its Spanish address (ADR 084).
 */
/** The files as read, for the editor's view of what is translated (ADR 086). */
export const sourceFiles: Record<Locale, Record<string, unknown>> = {
  en: import.meta.glob("/content/services/*.yaml", { eager: true, import: "default" }),
  es: import.meta.glob("/content/es/services/*.yaml", { eager: true, import: "default" }),
};

const editions = loadEditions(sourceFiles, serviceSchema, "services");

/** Each language's service pages, in their positions. */
export const servicesIn: Record<Locale, readonly Translated<Service>[]> = {
  en: checkCaseRefs(editions.en, "services"),
  es: checkCaseRefs(editions.es, "es/services"),
};

/** The English service pages, in their positions. */
export const services = servicesIn.en;

export function getService(slug: string, locale: Locale = "en"): Translated<Service> | undefined {
  return servicesIn[locale].find((page) => page.slug === slug);
}

export type { Service, ServiceBadge, ServiceSectionName } from "./schema";
