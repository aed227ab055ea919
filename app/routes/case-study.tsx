import type { CSSProperties } from "react";
import { data } from "react-router";
import {
  CaseStudyHero,
  ChallengeApproach,
  DisciplinesApplied,
  RelatedCaseStudies,
  ResultsImpact,
  Standfirst,
} from "~/components/sections/case-study";
import { localeOf, locales } from "~/config/locales";
import { caseStudyHref, findCaseStudyPage } from "~/content/case-studies.server";
import { caseStudiesCopyIn } from "~/content/pages/case-studies";
import { previewContext } from "~/lib/load-context";
import { fill } from "~/lib/placeholders";
import { metaFromLoader } from "~/lib/route-meta";
import { absoluteUrl, organizationRef, pageMetaWithData } from "~/seo.server";
import type { Route } from "./+types/case-study";

export function loader({ params, context, url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const study = findCaseStudyPage(params.slug, context.get(previewContext), locale);
  if (!study) throw data(null, { status: 404, statusText: "Not Found" });
  const path = caseStudyHref(study.slug, locale);
  const title = fill(caseStudiesCopyIn(locale).study.metaTitle, { title: study.title });
  const results = study.results.map((result) => `${result.headline}: ${result.caption}`);
  const meta = pageMetaWithData({
    title,
    description: study.summary,
    path,
    type: "article",
    breadcrumbName: study.title,
    graph: (webPage) => [
      webPage,
      {
        "@type": "CreativeWork",
        additionalType: "https://schema.org/Article",
        headline: title,
        name: title,
        description: study.summary,
        about: { "@type": "Brand", name: study.title },
        genre: "Case study",
        inLanguage: locales[locale].lang,
        keywords: [study.sector, ...results].join(", "),
        abstract: results.join(" · "),
        datePublished: study.published,
        author: organizationRef,
        publisher: organizationRef,
        url: absoluteUrl(path),
        // The cover's 1200×630 crop, which also grounds the social card.
        image: study.cover.image?.og && absoluteUrl(study.cover.image.og),
      },
    ],
  });
  return { study, meta };
}

export const meta = metaFromLoader;

/** The longest Spanish studies' documents need a second round trip, so every study carries its stylesheet (ADR 049). */
export const handle = { inlineStylesheet: true };

/** The client's colours, each chosen for its contrast on the ground it is drawn on (palette.ts). */
function clientColours({ theme }: Route.ComponentProps["loaderData"]["study"]) {
  const band = theme.band === "field";
  return {
    "--client-band": band ? theme.field : theme.deep,
    "--client-on-band": band ? theme.onField : theme.onDeep,
    "--client-band-rule": band ? theme.fieldRule : theme.deepRule,
    "--client-field": theme.field,
    "--client-on-field": theme.onField,
    "--client-field-rule": theme.fieldRule,
    "--client-deep": theme.deep,
    "--client-on-deep": theme.onDeep,
    "--client-deep-rule": theme.deepRule,
    "--client-figure": theme.deepFigure,
    "--client-rule": theme.paperRule,
    "--client-text": theme.paperText,
  } as CSSProperties;
}

/** In the layout its content chooses (ADR 073), each leading with its results and its artefact (ADR 101). */
export default function CaseStudy({ loaderData: { study } }: Route.ComponentProps) {
  const { layout } = study.art;
  return (
    <div style={clientColours(study)} className="contents" data-layout={layout}>
      <CaseStudyHero {...study} />
      {/* The results and the study's artefact lead; a reveal's standfirst opens, an essay's closes. */}
      {layout === "reveal" ? <Standfirst quote={study.art.pullQuote} tone="paper" /> : null}
      <ResultsImpact {...study} />
      <ChallengeApproach {...study} />
      <DisciplinesApplied {...study} />
      {layout === "essay" ? <Standfirst quote={study.art.pullQuote} tone="field" /> : null}
      <RelatedCaseStudies related={study.related} />
    </div>
  );
}
