import { data } from "react-router";
import { CaseStudyHero } from "~/components/sections/case-study/case-study-hero";
import { ChallengeApproach } from "~/components/sections/case-study/challenge-approach";
import { DisciplinesApplied } from "~/components/sections/case-study/disciplines-applied";
import { RelatedCaseStudies } from "~/components/sections/case-study/related-case-studies";
import { ResultsImpact } from "~/components/sections/case-study/results-impact";
import { findCaseStudyPage } from "~/content/case-studies.server";
import { caseStudyPageCopy } from "~/content/pages/case-studies";
import type { Route } from "./+types/case-study";

export function loader({ params }: Route.LoaderArgs) {
  const page = findCaseStudyPage(params.slug);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found | Lumen & Lark" }, { name: "robots", content: "noindex" }];
  return [
    { title: caseStudyPageCopy.metaTitle(loaderData.title) },
    { name: "description", content: loaderData.summary },
  ];
}

/** The one template for every case study. */
export default function CaseStudy({ loaderData: study }: Route.ComponentProps) {
  return (
    <>
      <CaseStudyHero
        title={study.title}
        sector={study.sector}
        summary={study.summary}
        cover={study.cover}
        disciplines={study.disciplines}
        backLink={study.backLink}
      />
      <DisciplinesApplied disciplines={study.disciplines} />
      <ChallengeApproach challenge={study.challenge} approach={study.approach} />
      <ResultsImpact results={study.results} />
      <RelatedCaseStudies related={study.related} />
    </>
  );
}
