import { CaseStudyIndexCard } from "~/components/sections/case-study/case-study-index-card";
import { IndexPage } from "~/components/sections/index-page";
import { fixedPaths, localeOf } from "~/config/locales";
import { listCaseStudyCards } from "~/content/case-studies.server";
import { caseStudiesCopyIn, useCaseStudyIndexCopy } from "~/content/pages/case-studies";
import { siteCopies } from "~/content/site-copy.server";
import { previewContext } from "~/lib/load-context";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMetaWithData } from "~/lib/structured-data";
import type { Route } from "./+types/case-studies";

export function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const meta = pageMetaWithData(
    { ...caseStudiesCopyIn(locale).index.meta, path: fixedPaths.caseStudies[locale] },
    { type: "default", breadcrumbName: siteCopies[locale].layout.breadcrumbs.caseStudies },
  );
  return { studies: listCaseStudyCards(context.get(previewContext), locale), meta };
}

export const meta = metaFromLoader;

/** The index's document needs a second round trip, so it carries its stylesheet there (ADR 049). */
export const handle = { inlineStylesheet: true };

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const caseStudyIndexCopy = useCaseStudyIndexCopy();
  return (
    <IndexPage
      id="case-studies-heading"
      copy={caseStudyIndexCopy}
      listClassName="mt-12 grid gap-6 sm:grid-cols-2 md:mt-16 lg:grid-cols-3 lg:gap-7"
    >
      {loaderData.studies.map((study, index) => (
        <li key={study.slug} data-slot="case-study-card">
          <CaseStudyIndexCard study={study} priority={index === 0} />
        </li>
      ))}
    </IndexPage>
  );
}
