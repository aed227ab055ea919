import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { dynamicPaths } from "~/routes.prerender";
import { blogPosts } from "./blog";
import { caseStudies } from "./case-studies";
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

/** WCAG 2 contrast ratio of two six-digit hex colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

describe("case study art direction", () => {
  it("uses both layouts", () => {
    expect(new Set(caseStudies.map((study) => study.art.layout))).toEqual(new Set(["statement", "editorial"]));
  });

  it.each(caseStudies.filter((study) => study.art.layout === "statement").map((study) => [study.slug, study] as const))(
    "%s: the statement's text reads on the client's colour (AA)",
    (_, study) => {
      const [field, type] = study.cover.palette;
      expect(contrast(type, field)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
