import { describe, expect, it } from "vitest";
import { siteCopies, siteCopyFor } from "./site-copy.server";

describe("the furniture's words", () => {
  it("are the language of the page's address", () => {
    expect(siteCopyFor("/case-studies/tinder")).toBe(siteCopies.en);
    expect(siteCopyFor("/es/casos/tinder")).toBe(siteCopies.es);
    expect(siteCopyFor("/ES")).toBe(siteCopies.es);
  });

  it("differ between the languages wherever a reader sees them", () => {
    const { en, es } = siteCopies;
    expect(es.layout.skipLink).not.toBe(en.layout.skipLink);
    expect(es.contact.submit).not.toBe(en.contact.submit);
    expect(es.cookieBanner.accept).not.toBe(en.cookieBanner.accept);
    expect(es.navigation.primary.map((link) => link.label)).not.toEqual(
      en.navigation.primary.map((link) => link.label),
    );
  });

  it("lead from a Spanish page only into the Spanish edition", () => {
    const { primary, footer } = siteCopies.es.navigation;
    const links = [...primary, ...footer.flatMap((column) => column.links)];
    expect(links.length).toBeGreaterThan(primary.length);
    expect(links.filter((link) => !/^\/es(?=[/#]|$)/.test(link.href))).toEqual([]);
  });

  it("fill the site's facts in each language", () => {
    for (const copy of Object.values(siteCopies)) {
      expect(copy.layout.logoLabel).not.toMatch(/[{}]/);
      expect(copy.contact.lead).not.toMatch(/[{}]/);
    }
  });
});
