import { checkCaseRefs } from "../case-refs";
import { loadCollection } from "../shared";
import { type Service, serviceSchema } from "./schema";

/** Every service page: one file each in content/services, named after its address (ADR 050). */
const files = import.meta.glob("/content/services/*.yaml", { eager: true, import: "default" });

/** The service pages, in their positions. */
export const services: readonly Service[] = checkCaseRefs(loadCollection(files, serviceSchema, "services"), "services");

export function getService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

export type { Service, ServiceBadge, ServiceSectionName } from "./schema";
