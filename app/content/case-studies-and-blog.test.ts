import { describe, expect, it } from "vitest";
import { clientTheme, themePairs } from "./case-studies/palette";
import { blogPosts, caseStudies } from "./collections.server";
import { contrastRatio } from "./cover.schema";
import { readText } from "./rich-text";

/** The only figures the spec gives for case studies (plus the digits in a brand's name). */
const SPEC_FIGURES = new Set(["200K+", "5+", "2023", "8", "4", "3", "2", "1917"]);

function studyText(study: (typeof caseStudies)[number]) {
  return [
    study.summary,
    study.description,
    study.teaser,
    study.cover.alt,
    ...study.disciplines.flatMap((d) => [d.title, d.description]),
    ...study.challenge,
    ...study.approach,
    ...study.results.flatMap((r) => [r.headline, r.caption]),
    study.art.pullQuote,
    ...(study.art.routeMap ? [study.art.routeMap.alt, study.art.routeMap.caption] : []),
    ...(study.gallery ?? []).flatMap((photo) => [photo.alt, photo.caption]),
  ].join(" ");
}

describe("case study content", () => {
  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    "%s shows only the spec's figures, never an invented number",
    (_, study) => {
      const figures = studyText(study).match(/\d[\d,.]*[KkMm%+]*/g) ?? [];
      expect(figures.filter((figure) => !SPEC_FIGURES.has(figure.replace(/[.,]$/, "")))).toEqual([]);
    },
  );

  // Every pair of the client's colours the page draws, derived from the study's own palette.
  it.each(
    caseStudies.flatMap((study) =>
      themePairs(clientTheme(study.cover.palette)).map((pair) => [study.slug, pair.name, pair] as const),
    ),
  )("%s: %s reads (WCAG AA)", (_, __, { fg, bg, minimum }) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(minimum);
  });
});

describe("blog content", () => {
  it.each(blogPosts.map((post) => [post.slug, post] as const))("%s runs to 800–1,200 words", (_, post) => {
    const count = readText(post.body).split(/\s+/).filter(Boolean).length;
    expect(count).toBeGreaterThanOrEqual(800);
    expect(count).toBeLessThanOrEqual(1200);
  });
});
