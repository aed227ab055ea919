import type { CSSProperties } from "react";
import { data } from "react-router";
import { CaseStudyHero } from "~/components/sections/case-study/case-study-hero";
import { ChallengeApproach } from "~/components/sections/case-study/challenge-approach";
import { DisciplinesApplied } from "~/components/sections/case-study/disciplines-applied";
import { RelatedCaseStudies } from "~/components/sections/case-study/related-case-studies";
import { ResultsImpact } from "~/components/sections/case-study/results-impact";
import { findCaseStudyPage } from "~/content/case-studies.server";
import { caseStudyPageCopy } from "~/content/pages/case-studies";
import { previewContext } from "~/lib/load-context";
import { fill } from "~/lib/placeholders";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMetaWithData } from "~/lib/structured-data";
import type { Route } from "./+types/case-study";

export function loader({ params, context }: Route.LoaderArgs) {
  const study = findCaseStudyPage(params.slug, context.get(previewContext));
  if (!study) throw data(null, { status: 404, statusText: "Not Found" });
  const path = `/case-studies/${study.slug}`;
  const title = fill(caseStudyPageCopy.metaTitle, { title: study.title });
  // The cover's 1200×630 crop: the article image in structured data, and the background of the social card.
  const image = study.cover.image ? { path: study.cover.image.og, alt: study.cover.alt } : undefined;
  const meta = pageMetaWithData(
    { title, description: study.summary, path, type: "article" },
    {
      type: "case-study",
      breadcrumbName: study.title,
      caseStudy: {
        title,
        description: study.summary,
        brandName: study.title,
        results: study.results.map((result) => `${result.headline}: ${result.caption}`),
        datePublished: study.published,
        industry: study.sector,
        image: image?.path,
      },
    },
  );
  return { study, meta };
}

export const meta = metaFromLoader;

/** The one template for every case study. */
export default function CaseStudy({ loaderData: { study } }: Route.ComponentProps) {
  const [ground, light] = study.palette;
  // The client's own colours, for the parts of the page art-directed in them.
  const clientColours = { "--client-ground": ground, "--client-light": light } as CSSProperties;
  return (
    <div style={clientColours} className="contents">
      <CaseStudyHero
        title={study.title}
        sector={study.sector}
        summary={study.summary}
        cover={study.cover}
        disciplines={study.disciplines}
        backLink={study.backLink}
        art={study.art}
      />
      <DisciplinesApplied disciplines={study.disciplines} />
      <ChallengeApproach challenge={study.challenge} approach={study.approach} art={study.art} />
      <ResultsImpact results={study.results} />
      <RelatedCaseStudies related={study.related} />
    </div>
  );
}
