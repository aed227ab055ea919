import { describe, expect, it } from "vitest";
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

  it("keeps the spec's claims", () => {
    expect(home.process.phases).toBe(5);
    expect(home.process.resultsWithinDays).toBe(90);
    expect(home.showreel.year).toBe(2025);
    expect(home.faq.items).toHaveLength(6);
    expect(home.work.slugs).toEqual([
      "tinder",
      "leuchtturm1917",
      "guardian-glass",
      "ruinart",
      "sato-europe",
      "uber-eats",
    ]);
  });
});
