/** Each published page's address in every language it has (ADR 084): hreflang, the language switch, the sitemap. */
import { fixedPaths, type Locale, localeNames, localeOf, locales, ownPath, perLocale } from "~/config/locales";
import { caseStudiesFor, legalDocumentsIn, locationPagesIn, postsFor, servicesIn } from "./collections.server";

export type Addresses = Partial<Record<Locale, string>>;

type Item = { slug: string; original?: string };

function pairsOf(items: Record<Locale, readonly Item[]>, pathOf: (item: Item, locale: Locale) => string): Addresses[] {
  return items.en.map((english) =>
    Object.fromEntries(
      localeNames.flatMap((locale) => {
        const item = items[locale].find((candidate) => (candidate.original ?? candidate.slug) === english.slug);
        return item ? [[locale, pathOf(item, locale)]] : [];
      }),
    ),
  );
}

const atRoot = (item: Item, locale: Locale) => `${locales[locale].prefix}/${item.slug}`;
const under = (page: "caseStudies" | "blog") => (item: Item, locale: Locale) =>
  `${fixedPaths[page][locale]}/${item.slug}`;

const pairs: Addresses[] = [
  ...(["home", "thankYou", "caseStudies", "blog"] as const).map((page) =>
    Object.fromEntries(
      localeNames.flatMap((locale) => (ownPath(page, locale) ? [[locale, ownPath(page, locale)]] : [])),
    ),
  ),
  ...pairsOf(
    perLocale((locale) => caseStudiesFor(locale)),
    under("caseStudies"),
  ),
  ...pairsOf(servicesIn, atRoot),
  ...pairsOf(locationPagesIn, atRoot),
  ...pairsOf(
    perLocale((locale) => postsFor(false, locale)),
    under("blog"),
  ),
  ...pairsOf(legalDocumentsIn, atRoot),
];

const byPath = new Map(pairs.flatMap((addresses) => Object.values(addresses).map((path) => [path, addresses])));

export function addressesOf(path: string): Addresses {
  return byPath.get(path) ?? { [localeOf(path)]: path };
}
