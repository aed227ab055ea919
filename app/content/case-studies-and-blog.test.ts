import { describe, expect, it } from "vitest";
import { clientTheme, themePairs } from "./case-studies/palette";
import { caseStudies } from "./collections.server";
import { contrastRatio } from "./cover.schema";

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
