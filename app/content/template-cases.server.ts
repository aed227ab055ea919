/** The studies a service or location page names, as its cards show them: the loader resolves them server-side. */
import type { Locale } from "~/config/locales";
import { findCaseStudyCard } from "./case-studies.server";
import type { CaseItem, CaseRef } from "./shared";

export function caseItems(refs: readonly CaseRef[], locale: Locale = "en"): CaseItem[] {
  return refs.flatMap((ref) => {
    const study = findCaseStudyCard(ref.study, locale);
    if (!study) return [];
    return {
      brand: study.title,
      sector: study.sector,
      title: ref.title ?? study.teaser,
      summary: ref.summary ?? study.description,
      ...(ref.link ? { href: study.href } : {}),
      figures: ref.figures,
      cover: study.cover,
    };
  });
}
