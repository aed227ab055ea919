import data from "/content/parts/sections.yaml";
import type { SectionsCopy } from "./schema";

/** The fixed words of the sections the templates share: content/parts/sections.yaml (checked by copy.server.ts). */
export const sectionsCopy = data as SectionsCopy;
