/**
 * The case studies a service or location page names, as its cards show them. Server-only: the
 * loader resolves them, so a page receives its own few studies' covers, never the collection.
 */
import type { Locale } from "~/config/locales";
import { findCaseStudyCard } from "./case-studies.server";
import type { CaseItem, CaseRef } from "./shared";

/**
 * Each named study with the page's framing: its own title and summary, or the study's teaser and
 * description. A study without a version in the page's language is left out.
 */
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
