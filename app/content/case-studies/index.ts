import { contentFiles } from "../collection";
import { type CaseStudy, type CaseStudySlug, checkCaseStudies, defineCaseStudy } from "../schema";

/** Every case study: one file each in content/case-studies, named after its slug (ADR 050). */
const files = import.meta.glob("/content/case-studies/*.yaml", { eager: true, import: "default" });

/** Every case study, in the order the index page shows them. */
export const caseStudies: readonly CaseStudy[] = checkCaseStudies(
  contentFiles(files).map(({ slug, file, data }) => defineCaseStudy({ ...data, slug } as never, file)),
);

/** Every case study's slug, in the order of the index page. */
export const caseStudySlugs: readonly CaseStudySlug[] = caseStudies.map((study) => study.slug);

const bySlug = new Map(caseStudies.map((study) => [study.slug, study]));

export function isCaseStudySlug(value: string): value is CaseStudySlug {
  return bySlug.has(value);
}

export function getCaseStudy(slug: CaseStudySlug): CaseStudy {
  const study = bySlug.get(slug);
  if (!study) throw new Error(`There is no case study "${slug}" in content/case-studies.`);
  return study;
}
