import { describe, expect, it } from "vitest";
import { clientTheme, themePairs } from "./case-studies/palette";
import { blogPosts, caseStudies } from "./collections.server";
import { contrastRatio } from "./cover.schema";
import { readText } from "./rich-text";

describe("case study content", () => {
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
