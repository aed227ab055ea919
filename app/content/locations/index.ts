import europeanExpansion from "./european-expansion";
import globalBrandStrategy from "./global-brand-strategy";
import marketingAgencyLondon from "./marketing-agency-london";
import remoteMarketingTeams from "./remote-marketing-teams";
import type { LocationPage } from "./schema";
import spainMarketingAgency from "./spain-marketing-agency";
import ukMarketingConsultancy from "./uk-marketing-consultancy";
import usDigitalMarketing from "./us-digital-marketing";

/** The location and market pages, in the spec's order. */
export const locationPages: readonly LocationPage[] = [
  marketingAgencyLondon,
  ukMarketingConsultancy,
  usDigitalMarketing,
  europeanExpansion,
  spainMarketingAgency,
  globalBrandStrategy,
  remoteMarketingTeams,
];

export function getLocationPage(slug: string): LocationPage | undefined {
  return locationPages.find((page) => page.slug === slug);
}

export type { LocationPage, LocationSectionName, Place, ServiceLinkCard, TeamModel } from "./schema";
