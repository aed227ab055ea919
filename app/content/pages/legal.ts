import type { Locale } from "~/config/locales";
import { useLocale } from "~/lib/locale";
import es from "/content/es/pages/legal.yaml";
import en from "/content/pages/legal.yaml";
import type { LegalPageCopy } from "./schema";

/** The words the legal pages' template sets around a document, in each language (checked by copy.server.ts). */
const copies = { en, es } as Record<Locale, LegalPageCopy>;

/** Those words in the page's language. */
export const useLegalPageCopy = () => copies[useLocale()];
