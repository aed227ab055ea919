import { describe, expect, it } from "vitest";
import { findPostPage, getPostCard, listPostCards } from "./blog.server";
import { caseStudies } from "./case-studies";
import { findCaseStudyPage, getCaseStudyCard, listCaseStudyCards } from "./case-studies.server";

describe("case study cards and pages", () => {
  it("gives a card by slug with what the home page shows", () => {
    const card = getCaseStudyCard("leuchtturm1917");
    expect(card).toMatchObject({
      slug: "leuchtturm1917",
      href: "/case-studies/leuchtturm1917",
      title: "Leuchtturm1917",
      sector: "Stationery",
    });
    expect(card.summary).toMatch(/200K\+/);
    expect(card.alt).toBe(card.cover.alt);
    expect(card.cover.alt.length).toBeGreaterThan(20);
    expect(card.disciplines).toHaveLength(4);
  });

  it("lists a card for every study, in the positions the content gives", () => {
    const cards = listCaseStudyCards();
    expect(cards.map((card) => card.slug)).toEqual(caseStudies.map((study) => study.slug));
    const positions = cards.map((card) => caseStudies.find((study) => study.slug === card.slug)!.position);
    expect(positions).toEqual(positions.toSorted((a, b) => a - b));
  });

  it("builds a page with 4 disciplines, 3 results and 3 related cards", () => {
    const page = findCaseStudyPage("tinder")!;
    expect(page.disciplines).toHaveLength(4);
    expect(page.results).toHaveLength(3);
    expect(page.related.map((card) => card.href)).toEqual([
      "/case-studies/bumble",
      "/case-studies/uber-eats",
      "/case-studies/ikibana",
    ]);
  });

  it("matches slugs case-insensitively and knows nothing of other slugs", () => {
    expect(findCaseStudyPage("Ruinart")?.slug).toBe("ruinart");
    expect(findCaseStudyPage("nike")).toBeNull();
    expect(findCaseStudyPage("")).toBeNull();
  });
});

describe("post cards and pages", () => {
  it("dates and times each post", () => {
    expect(listPostCards().map(({ href, dateLabel }) => ({ href, dateLabel }))).toEqual([
      { href: "/blog/anthropic-keep-thinking-campaign", dateLabel: "8 October 2025" },
      { href: "/blog/openai-shopify-collaboration", dateLabel: "2 October 2025" },
    ]);
    for (const card of listPostCards()) expect(card.readMinutes).toBeGreaterThanOrEqual(4);
  });

  it("finds a post by its slug and by its canonical path", () => {
    expect(getPostCard("anthropic-keep-thinking-campaign")?.href).toBe("/blog/anthropic-keep-thinking-campaign");
    expect(findPostPage("/blog/anthropic-keep-thinking-campaign")?.slug).toBe("anthropic-keep-thinking-campaign");
    expect(findPostPage("/blog/anthropic-keep-thinking")).toBeNull();
    expect(getPostCard("nope")).toBeNull();
  });
});
