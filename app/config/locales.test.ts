import { describe, expect, it } from "vitest";
import { defaultLocale, fileLocale, fixedPaths, localeNames, localeOf, locales, ownPath } from "./locales";

describe("the site's languages", () => {
  it("reads Spanish from /es and below, in any case, and English everywhere else", () => {
    for (const path of ["/es", "/es/", "/ES/casos/tinder", "/es#contact", "/es?x=1", "/es/gracias"])
      expect(localeOf(path), path).toBe("es");
    for (const path of ["/", "/espana", "/case-studies/es", "/estrategia", "/blog"])
      expect(localeOf(path), path).toBe("en");
  });

  it("gives each fixed page a language has an address in its own part of the site, and the English one otherwise", () => {
    for (const [page, paths] of Object.entries(fixedPaths))
      for (const locale of localeNames) {
        const own = ownPath(page as keyof typeof fixedPaths, locale);
        expect(localeOf(paths[locale]), `${page} in ${locale}`).toBe(own ? locale : defaultLocale);
      }
  });

  it("reads a content file's language from its first folder, and English from any other", () => {
    for (const locale of localeNames) {
      expect(localeOf(locales[locale].prefix || "/"), locale).toBe(locale);
      const folder = locale === defaultLocale ? "content" : `content/${locale}`;
      expect(fileLocale(`/${folder}/services/a.yaml`)).toEqual({ locale, name: "services/a.yaml" });
    }
    expect(fileLocale("content/case-studies/es.yaml")).toEqual({ locale: "en", name: "case-studies/es.yaml" });
  });
});
