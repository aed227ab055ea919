import brandStrategyPositioning from "./brand-strategy-positioning";
import contentCreationStrategy from "./content-creation-strategy";
import luxuryBrandMarketing from "./luxury-brand-marketing";
import paidMediaPpcManagement from "./paid-media-ppc-management";
import type { Service } from "./schema";
import socialMediaMarketing from "./social-media-marketing";
import technologySaasMarketing from "./technology-saas-marketing";

/** The service pages, in the spec's order. */
export const services: readonly Service[] = [
  brandStrategyPositioning,
  paidMediaPpcManagement,
  socialMediaMarketing,
  contentCreationStrategy,
  technologySaasMarketing,
  luxuryBrandMarketing,
];

export function getService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

export type { Service, ServiceBadge, ServiceSectionName } from "./schema";
