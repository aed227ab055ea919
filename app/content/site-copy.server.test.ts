import { describe, expect, it } from "vitest";
import { localeNames, localeOf, locales } from "~/config/locales";
import { siteCopies, siteCopyFor } from "./site-copy.server";
import { addressesOf } from "./translations.server";

describe.each(localeNames)("the %s site chrome", (locale) => {
  const copy = siteCopies[locale];

  it("is the language of the page's address, in any case", () => {
    expect(siteCopyFor(`${locales[locale].prefix.toUpperCase()}/x`)).toBe(copy);
  });

  it("leads into its own edition, and elsewhere only to a page it has no version of", () => {
    const { primary, footer } = copy.navigation;
    const links = [...primary, ...footer.flatMap((column) => column.links)].map((link) => link.href);
    const pageOf = (href: string) => href.replace(/#.*$/, "") || "/";
    expect(links.filter((href) => localeOf(href) !== locale && addressesOf(pageOf(href))[locale])).toEqual([]);
  });

  it("offers every other language by its own name, and fills in the site's facts", () => {
    expect(copy.layout.languageSwitch.map((other) => other.label)).toEqual(
      localeNames.filter((other) => other !== locale).map((other) => locales[other].name),
    );
    const filled = [copy.layout.logoLabel, copy.contact.lead, ...copy.layout.languageSwitch.map((o) => o.description)];
    expect(filled.filter((text) => /[{}]/.test(text))).toEqual([]);
  });
});
