import type { Locale } from "~/config/locales";
import { ContentError, contentFiles } from "../collection";
import { type CaseStudy, type CaseStudySlug, checkCaseStudies, defineCaseStudy } from "./schema";

/**
 * Every case study: one file each in content/case-studies, named after its slug (ADR 050); a Spanish
 * translation in content/es/case-studies under the same name, so at the same slug (ADR 084).
 */
/** The files as read, for the editor's view of what is translated (ADR 086). */
export const sourceFiles: Record<Locale, Record<string, unknown>> = {
  en: import.meta.glob("/content/case-studies/*.yaml", { eager: true, import: "default" }),
  es: import.meta.glob("/content/es/case-studies/*.yaml", { eager: true, import: "default" }),
};

// A Spanish study's `englishVersion` is the English version it follows (ADR 086), not a field of the study.
const load = (locale: Locale, known?: readonly CaseStudy[]) =>
  checkCaseStudies(
    contentFiles(sourceFiles[locale]).map(({ slug, file, data: { englishVersion: _, ...data } }) =>
      defineCaseStudy({ ...data, slug } as never, file),
    ),
    known?.map((study) => study.slug),
  );

const english = load("en");

/** Each language's case studies, drafts included (the preview shows them, and their covers are drawn), in order. */
export const allCaseStudiesIn: Record<Locale, readonly CaseStudy[]> = { en: english, es: load("es", english) };

const untranslatable = allCaseStudiesIn.es.filter(
  (study) => !allCaseStudiesIn.en.some((english) => english.slug === study.slug),
);
if (untranslatable.length > 0)
  throw new ContentError(
    `content/es/case-studies translates only the English case studies, under the same file name: ${untranslatable.map((study) => study.slug).join(", ")} has none`,
  );

/** Every English case study, drafts included. */
export const allCaseStudies = allCaseStudiesIn.en;

/** Every published case study, in the order the index page shows them. */
export const caseStudies: readonly CaseStudy[] = allCaseStudies.filter((study) => !study.draft);

/** Every published case study's slug, in the order of the index page. */
export const caseStudySlugs: readonly CaseStudySlug[] = caseStudies.map((study) => study.slug);

/**
 * The studies a render may show in a language: the published ones (a translation is published when
 * it and its English original both are), or in preview the drafts too.
 */
export function caseStudiesFor(locale: Locale, preview = false): readonly CaseStudy[] {
  if (preview) return allCaseStudiesIn[locale];
  return allCaseStudiesIn[locale].filter((study) => !study.draft && caseStudySlugs.includes(study.slug));
}

const bySlug = (locale: Locale, preview: boolean) =>
  new Map(caseStudiesFor(locale, preview).map((study) => [study.slug, study]));
const lookups = {
  en: { published: bySlug("en", false), preview: bySlug("en", true) },
  es: { published: bySlug("es", false), preview: bySlug("es", true) },
} satisfies Record<Locale, unknown>;

/** Whether a case study of this slug is published in this language (or, in preview, exists as a draft). */
export function isCaseStudySlug(value: string, preview = false, locale: Locale = "en"): value is CaseStudySlug {
  return lookups[locale][preview ? "preview" : "published"].has(value);
}

export function getCaseStudy(slug: CaseStudySlug, preview = false, locale: Locale = "en"): CaseStudy {
  const study = lookups[locale][preview ? "preview" : "published"].get(slug);
  if (!study)
    throw new Error(`There is no case study "${slug}" in ${locale === "en" ? "" : `${locale}/`}content/case-studies.`);
  return study;
}
