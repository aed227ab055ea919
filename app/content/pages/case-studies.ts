import { filesByLocale, type Locale } from "~/config/locales";
import { useLocale } from "~/lib/locale";
import type { CaseStudiesPageCopy } from "./schema";

const copies = filesByLocale<CaseStudiesPageCopy>(
  import.meta.glob(["/content/pages/case-studies.yaml", "/content/*/pages/case-studies.yaml"], {
    eager: true,
    import: "default",
  }),
);

/** The case studies' words in a language (English where it has none of its own): `index`, and `study` around each. */
export const caseStudiesCopyIn = (locale: Locale) => copies[locale] ?? copies.en!;

export const useCaseStudyIndexCopy = () => caseStudiesCopyIn(useLocale()).index;

export const useCaseStudyPageCopy = () => caseStudiesCopyIn(useLocale()).study;
