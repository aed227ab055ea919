import { isCaseStudySlug } from "./case-studies";
import { ContentError } from "./collection";
import type { CaseRef } from "./shared";

/**
 * Checks that every case study a service or location page names is a published case study, and
 * returns the pages: a page can only show work the site can prove.
 */
export function checkCaseRefs<Page extends { slug: string; cases: { items: readonly CaseRef[] } }>(
  pages: Page[],
  collection: string,
): Page[] {
  const problems = pages.flatMap((page) =>
    page.cases.items
      .filter((item) => !isCaseStudySlug(item.study))
      .map(
        (item) =>
          `  - content/${collection}/${page.slug}.yaml names "${item.study}", which is not a published case study`,
      ),
  );
  if (problems.length)
    throw new ContentError(`The ${collection} name case studies that do not exist:\n${problems.join("\n")}`);
  return pages;
}
