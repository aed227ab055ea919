import type { Locale } from "~/config/locales";
import es from "/content/es/home.yaml";
import en from "/content/home.yaml";
import { parseContent } from "./collection";
import { type HomeContent, homeSchema } from "./home.schema";

/** The home page's copy in each language: content/home.yaml and content/es/home.yaml, checked at build (ADR 050). */
export const homes: Record<Locale, HomeContent> = {
  en: parseContent(homeSchema, en, "The home page (content/home.yaml)"),
  es: parseContent(homeSchema, es, "The Spanish home page (content/es/home.yaml)"),
};

export const home = homes.en;
