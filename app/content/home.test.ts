import { describe, expect, it } from "vitest";
import { caseStudies } from "./case-studies";
import { home } from "./home";
import { homeSchema } from "./home.schema";

describe("home content", () => {
  it("matches its schema", () => {
    expect(() => homeSchema.parse(home)).not.toThrow();
  });

  it("takes one item fewer or more in a list an editor may change, and refuses an empty one", () => {
    const services = home.services.items;
    const faq = home.faq.items;
    const fewer = { ...home, services: { ...home.services, items: services.slice(0, -1) } };
    const more = { ...home, faq: { ...home.faq, items: [...faq, { question: "One more?", answer: "Yes." }] } };
    expect(homeSchema.safeParse(fewer).success).toBe(true);
    expect(homeSchema.safeParse(more).success).toBe(true);
    expect(homeSchema.safeParse({ ...home, faq: { ...home.faq, items: [] } }).success).toBe(false);
  });

  it("backs every figure it states: the phases it counts are the steps it lists, and the days are in the heading", () => {
    expect(home.process.phases).toBe(home.process.steps.length);
    expect(home.process.heading).toContain(`${home.process.resultsWithinDays} days`);
  });

  it("shows only case studies that exist, in the hero's rail and in the work section", () => {
    const known = new Set(caseStudies.map((study) => study.slug));
    expect([...home.hero.rail, ...home.work.slugs].filter((slug) => !known.has(slug))).toEqual([]);
  });
});
