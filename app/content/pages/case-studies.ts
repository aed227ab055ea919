import type { Locale } from "~/config/locales";
import { useLocale } from "~/lib/locale";
import es from "/content/es/pages/case-studies.yaml";
import en from "/content/pages/case-studies.yaml";
import type { CaseStudiesPageCopy } from "./schema";

/** content/pages/case-studies.yaml and its Spanish, as the browser bundles them: checked against their schema by copy.server.ts. */
const copies = { en, es } as Record<Locale, CaseStudiesPageCopy>;

/** The case studies' words in a language: `index` for the index page, `study` around each study. */
export const caseStudiesCopyIn = (locale: Locale) => copies[locale];

/** Copy for the case study index, in the page's language. */
export const useCaseStudyIndexCopy = () => copies[useLocale()].index;

/** The words the case study template sets around each study, in the page's language; `metaTitle` is filled where it is used. */
export const useCaseStudyPageCopy = () => copies[useLocale()].study;
