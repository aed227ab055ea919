import { checkCaseRefs } from "../case-refs";
import { loadCollection } from "../shared";
import { type LocationPage, locationSchema } from "./schema";

/** Every location and market page: one file each in content/locations, named after its address (ADR 050). */
const files = import.meta.glob("/content/locations/*.yaml", { eager: true, import: "default" });

/** The location and market pages, in their positions. */
export const locationPages: readonly LocationPage[] = checkCaseRefs(
  loadCollection(files, locationSchema, "locations"),
  "locations",
);

export function getLocationPage(slug: string): LocationPage | undefined {
  return locationPages.find((page) => page.slug === slug);
}

export type { LocationPage, LocationSectionName, Place, ServiceLinkCard, TeamModel } from "./schema";
