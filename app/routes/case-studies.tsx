import { CaseStudyIndexCard } from "~/components/sections/case-study/case-study-index-card";
import { IndexPage } from "~/components/sections/index-page";
import { listCaseStudyCards } from "~/content/case-studies.server";
import { caseStudyIndexCopy } from "~/content/pages/case-studies";
import { siteCopy } from "~/content/site-copy.server";
import { previewContext } from "~/lib/load-context";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMetaWithData } from "~/lib/structured-data";
import type { Route } from "./+types/case-studies";

const path = "/case-studies";

export function loader({ context }: Route.LoaderArgs) {
  const meta = pageMetaWithData(
    { ...caseStudyIndexCopy.meta, path },
    { type: "default", breadcrumbName: siteCopy.layout.breadcrumbs.caseStudies },
  );
  return { studies: listCaseStudyCards(context.get(previewContext)), meta };
}

export const meta = metaFromLoader;

/** The index's document needs a second round trip, so it carries its stylesheet there (ADR 049). */
export const handle = { inlineStylesheet: true };

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
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
