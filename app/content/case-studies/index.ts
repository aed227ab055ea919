import { contentFiles } from "../collection";
import { type CaseStudy, type CaseStudySlug, checkCaseStudies, defineCaseStudy } from "./schema";

/** Every case study: one file each in content/case-studies, named after its slug (ADR 050). */
const files = import.meta.glob("/content/case-studies/*.yaml", { eager: true, import: "default" });

/** Every case study, drafts included (the preview shows them, and their covers are drawn), in order. */
export const allCaseStudies: readonly CaseStudy[] = checkCaseStudies(
  contentFiles(files).map(({ slug, file, data }) => defineCaseStudy({ ...data, slug } as never, file)),
);

/** Every published case study, in the order the index page shows them. */
export const caseStudies: readonly CaseStudy[] = allCaseStudies.filter((study) => !study.draft);

/** Every published case study's slug, in the order of the index page. */
export const caseStudySlugs: readonly CaseStudySlug[] = caseStudies.map((study) => study.slug);

const bySlug = new Map(caseStudies.map((study) => [study.slug, study]));
const draftsIncluded = new Map(allCaseStudies.map((study) => [study.slug, study]));

/** Whether a case study of this slug is published (or, in preview, exists as a draft). */
export function isCaseStudySlug(value: string, preview = false): value is CaseStudySlug {
  return (preview ? draftsIncluded : bySlug).has(value);
}

export function getCaseStudy(slug: CaseStudySlug, preview = false): CaseStudy {
  const study = (preview ? draftsIncluded : bySlug).get(slug);
  if (!study) throw new Error(`There is no case study "${slug}" in content/case-studies.`);
  return study;
}
