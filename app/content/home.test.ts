import { describe, expect, it } from "vitest";
import { caseStudies } from "./case-studies";
import { home } from "./home";
import { homeSchema } from "./home.schema";

describe("home content", () => {
  it("matches its schema", () => {
    expect(() => homeSchema.parse(home)).not.toThrow();
  });

  it("rejects a section with the wrong number of items", () => {
    const broken = { ...home, services: { ...home.services, items: home.services.items.slice(0, 5) } };
    expect(homeSchema.safeParse(broken).success).toBe(false);
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
