import { describe, expect, it } from "vitest";
import { blogPosts } from "./blog";
import { findPostPage, getPostCard, listPostCards } from "./blog.server";
import { caseStudies } from "./case-studies";
import {
  findCaseStudyPage,
  findCaseStudyWorkCard,
  getCaseStudyCard,
  getCaseStudyMention,
  listCaseStudyCards,
} from "./case-studies.server";

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
    expect(card.cover.alt.length).toBeGreaterThan(20);
    expect(card.disciplines).toHaveLength(4);
  });

  it("gives the home page's work section a card without the index's text and tags or the related teaser", () => {
    const { slug } = caseStudies[0]!;
    const { href, title, sector, summary, cover } = getCaseStudyCard(slug);
    // The home page's route data carries only what its cards draw.
    expect(findCaseStudyWorkCard(slug)).toEqual({ slug, href, title, sector, summary, cover });
  });

  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    "mentions %s by its headline result: a figure where its results give one, with that result's caption",
    (slug, study) => {
      const { evidence } = getCaseStudyMention(slug);
      const result = study.results.find((item) => item.headline === evidence.headline)!;
      expect(result).toBeDefined();
      if (study.results.some((item) => /\d/.test(item.headline))) expect(evidence.headline).toMatch(/\d/);
      expect(result.caption.startsWith(evidence.caption)).toBe(true);
      expect(evidence.caption.split(/\s+/).length).toBeGreaterThanOrEqual(2);
    },
  );

  it("lists a card for every study, in the positions the content gives", () => {
    const cards = listCaseStudyCards();
    expect(cards.map((card) => card.slug)).toEqual(caseStudies.map((study) => study.slug));
    const positions = cards.map((card) => caseStudies.find((study) => study.slug === card.slug)!.position);
    expect(positions).toEqual(positions.toSorted((a, b) => a - b));
  });

  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    "builds the %s page with the disciplines, results and related studies of its file",
    (slug, study) => {
      const page = findCaseStudyPage(slug)!;
      expect(page.disciplines.map((discipline) => discipline.title)).toEqual(study.disciplines.map((d) => d.title));
      expect(page.results.map((result) => result.headline)).toEqual(study.results.map((result) => result.headline));
      expect(page.related.map((card) => card.href)).toEqual(study.related.map((related) => `/case-studies/${related}`));
    },
  );

  it("matches slugs case-insensitively and knows nothing of other slugs", () => {
    expect(findCaseStudyPage("Ruinart")?.slug).toBe("ruinart");
    expect(findCaseStudyPage("nike")).toBeNull();
    expect(findCaseStudyPage("")).toBeNull();
  });
});

describe("post cards and pages", () => {
  it("dates each post in words, as a British reader writes the date, and times it", () => {
    const inWords = (date: string) =>
      new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
    const cards = listPostCards();
    expect(cards.map((card) => card.href)).toEqual(blogPosts.map((post) => post.path));
    expect(cards.map((card) => card.dateLabel)).toEqual(blogPosts.map((post) => inWords(post.date)));
    for (const card of cards) expect(card.readMinutes).toBeGreaterThanOrEqual(4);
  });

  it("finds a post by its slug and by its canonical path", () => {
    expect(getPostCard("anthropic-keep-thinking-campaign")?.href).toBe("/blog/anthropic-keep-thinking-campaign");
    expect(findPostPage("/blog/anthropic-keep-thinking-campaign")?.slug).toBe("anthropic-keep-thinking-campaign");
    expect(findPostPage("/blog/anthropic-keep-thinking")).toBeNull();
    expect(getPostCard("nope")).toBeNull();
  });
});
