import data from "/content/home.yaml";
import { parseContent } from "./collection";
import { type HomeContent, homeSchema } from "./home.schema";

/** The home page's copy: content/home.yaml, checked against its schema at build (ADR 050). */
export const home: HomeContent = parseContent(homeSchema, data, "The home page (content/home.yaml)");
