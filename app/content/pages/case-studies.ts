import { filesByLocale, type Locale } from "~/config/locales";
import { useLocale } from "~/lib/locale";
import type { CaseStudiesPageCopy } from "./schema";

const copies = filesByLocale<CaseStudiesPageCopy>(
  import.meta.glob(["/content/pages/case-studies.yaml", "/content/*/pages/case-studies.yaml"], {
    eager: true,
    import: "default",
  }),
);

export const caseStudiesCopyIn = (locale: Locale) => copies[locale] ?? copies.en!;

export const useCaseStudyIndexCopy = () => caseStudiesCopyIn(useLocale()).index;

export const useCaseStudyPageCopy = () => caseStudiesCopyIn(useLocale()).study;
