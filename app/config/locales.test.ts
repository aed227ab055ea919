import { describe, expect, it } from "vitest";
import { fixedPaths, localeNames, localeOf, locales } from "./locales";

describe("the site's languages", () => {
  it("reads Spanish from /es and below, in any case, and English everywhere else", () => {
    for (const path of ["/es", "/es/", "/ES/casos/tinder", "/es#contact", "/es?x=1", "/es/gracias"])
      expect(localeOf(path), path).toBe("es");
    for (const path of ["/", "/espana", "/case-studies/es", "/estrategia", "/blog"])
      expect(localeOf(path), path).toBe("en");
  });

  it("gives every fixed page an address in each language, each in its own language's part of the site", () => {
    for (const [page, paths] of Object.entries(fixedPaths))
      for (const locale of localeNames) expect(localeOf(paths[locale]), `${page} in ${locale}`).toBe(locale);
  });

  it("names each language's edition by its prefix", () => {
    for (const locale of localeNames) expect(localeOf(locales[locale].prefix || "/"), locale).toBe(locale);
  });
});
