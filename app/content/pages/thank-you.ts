import type { Locale } from "~/config/locales";
import es from "/content/es/pages/thank-you.yaml";
import en from "/content/pages/thank-you.yaml";
import { parseContent } from "../collection";
import { thankYouFacts } from "./facts";
import { type ThankYouPage, thankYouPageSchema } from "./schema";

const read = (data: unknown, file: string) => parseContent(thankYouPageSchema(thankYouFacts), data, file);

/** The thank-you page's copy in each language, its facts filled in from site config. */
export const thankYouPages: Record<Locale, ThankYouPage> = {
  en: read(en, "content/pages/thank-you.yaml"),
  es: read(es, "content/es/pages/thank-you.yaml"),
};

export const thankYou = thankYouPages.en;
