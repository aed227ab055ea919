import { filesByLocale, type Locale } from "~/config/locales";
import { useLocale } from "~/lib/locale";
import type { CaseStudiesPageCopy } from "./schema";

/** content/pages/case-studies.yaml in each language, as the browser bundles them: checked by copy.server.ts. */
const copies = filesByLocale<CaseStudiesPageCopy>(
  import.meta.glob(["/content/pages/case-studies.yaml", "/content/*/pages/case-studies.yaml"], {
    eager: true,
    import: "default",
  }),
);

/** The case studies' words in a language (English where it has none of its own): `index`, and `study` around each. */
export const caseStudiesCopyIn = (locale: Locale) => copies[locale] ?? copies.en!;

/** Copy for the case study index, in the page's language. */
export const useCaseStudyIndexCopy = () => caseStudiesCopyIn(useLocale()).index;

/** The words the case study template sets around each study, in the page's language; `metaTitle` is filled where it is used. */
export const useCaseStudyPageCopy = () => caseStudiesCopyIn(useLocale()).study;
