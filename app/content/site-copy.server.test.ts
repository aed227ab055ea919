import { describe, expect, it } from "vitest";
import { defaultLocale, localeNames, localeOf, locales } from "~/config/locales";
import { siteCopies, siteCopyFor } from "./site-copy.server";

describe.each(localeNames)("the %s furniture", (locale) => {
  const copy = siteCopies[locale];

  it("is the language of the page's address, in any case", () => {
    expect(siteCopyFor(`${locales[locale].prefix.toUpperCase()}/x`)).toBe(copy);
  });

  it("leads only into its own edition", () => {
    const { primary, footer } = copy.navigation;
    const links = [...primary, ...footer.flatMap((column) => column.links)].map((link) => link.href);
    expect(links.filter((href) => localeOf(href) !== locale && locale !== defaultLocale)).toEqual([]);
  });

  it("offers every other language by its own name, and fills in the site's facts", () => {
    expect(copy.layout.languageSwitch.map((other) => other.label)).toEqual(
      localeNames.filter((other) => other !== locale).map((other) => locales[other].name),
    );
    const filled = [copy.layout.logoLabel, copy.contact.lead, ...copy.layout.languageSwitch.map((o) => o.description)];
    expect(filled.filter((text) => /[{}]/.test(text))).toEqual([]);
  });
});
