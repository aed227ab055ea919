import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { dynamicPaths } from "~/routes.prerender";
import { blogPosts } from "./blog";
import { caseStudies } from "./case-studies";
import { clientTheme, themePairs } from "./case-studies/palette";
import { caseStudyLayouts, repeatedRun } from "./case-studies/schema";
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

const words = (post: (typeof blogPosts)[number]) => readText(post.body).split(/\s+/).filter(Boolean).length;

describe("case study content", () => {
  it("holds one study per file in content/case-studies, named after the file", () => {
    const files = readdirSync("content/case-studies").filter((file) => file.endsWith(".yaml"));
    expect(files.length).toBeGreaterThan(0);
    expect(caseStudies.map((study) => `${study.slug}.yaml`).sort()).toEqual(files.sort());
  });

  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    "%s shows only the spec's figures, never an invented number",
    (_, study) => {
      const figures = studyText(study).match(/\d[\d,.]*[KkMm%+]*/g) ?? [];
      expect(figures.filter((figure) => !SPEC_FIGURES.has(figure.replace(/[.,]$/, "")))).toEqual([]);
    },
  );

  it("uses a plain link back to the index only on the airline's page", () => {
    expect(caseStudies.filter((study) => study.backLink === "index").map((study) => study.slug)).toEqual([
      "atlantic-airways",
    ]);
  });

  it("prerenders every case study page", () => {
    expect(dynamicPaths.filter((path) => path.startsWith("/case-studies/"))).toEqual(
      caseStudies.map((study) => `/case-studies/${study.slug}`),
    );
  });
});

describe("blog content", () => {
  it("holds one post per file in content/blog, each at /blog/<file name>, newest first", () => {
    const files = readdirSync("content/blog").filter((file) => file.endsWith(".mdoc"));
    expect(blogPosts.map((post) => `${post.slug}.mdoc`).sort()).toEqual(files.sort());
    expect(blogPosts.map((post) => post.path)).toEqual(blogPosts.map((post) => `/blog/${post.slug}`));
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual(dates.toSorted().reverse());
  });

  it("routes and prerenders every post", () => {
    expect(routes.map((route) => route.path)).toContain("blog/:slug");
    expect(dynamicPaths.filter((path) => path.startsWith("/blog/"))).toEqual(blogPosts.map((post) => post.path));
  });

  it.each(blogPosts.map((post) => [post.slug, post] as const))("%s runs to 800–1,200 words", (_, post) => {
    const count = words(post);
    expect(count).toBeGreaterThanOrEqual(800);
    expect(count).toBeLessThanOrEqual(1200);
  });
});

describe("case study art direction", () => {
  it("uses every layout", () => {
    expect(new Set(caseStudies.map((study) => study.art.layout))).toEqual(new Set(caseStudyLayouts));
  });

  // Every pair of the client's colours the page draws, derived from the study's own palette.
  it.each(
    caseStudies.flatMap((study) =>
      themePairs(clientTheme(study.cover.palette)).map((pair) => [study.slug, pair.name, pair] as const),
    ),
  )("%s: %s reads (WCAG AA)", (_, __, { fg, bg, minimum }) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(minimum);
  });

  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    "%s: the pull quote is a line of its own, sharing no long run of words with the story",
    (_, study) => {
      for (const text of [...study.challenge, ...study.approach, ...study.results.map((r) => r.caption)]) {
        expect(repeatedRun(study.art.pullQuote, text)).toBeNull();
      }
    },
  );
});
