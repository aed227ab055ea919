/**
 * Each published page's address in every language it is published in (ADR 084): what the hreflang
 * alternates, the language switch and the sitemap read. A page without a translation has its own
 * language alone.
 */
import { fixedPaths, type Locale, localeNames, localeOf, locales } from "~/config/locales";
import { postsFor } from "./blog";
import { caseStudiesFor } from "./case-studies";
import { legalDocumentsIn } from "./legal";
import { locationPagesIn } from "./locations";
import { servicesIn } from "./services";

export type Addresses = Partial<Record<Locale, string>>;

type Item = { slug: string; original: string };

/** A collection's pages, paired by the English item each is or translates. */
function pairsOf(items: Record<Locale, readonly Item[]>, pathOf: (item: Item, locale: Locale) => string): Addresses[] {
  return items.en.map((english) =>
    Object.fromEntries(
      localeNames.flatMap((locale) => {
        const item = items[locale].find((candidate) => candidate.original === english.slug);
        return item ? [[locale, pathOf(item, locale)]] : [];
      }),
    ),
  );
}

const atRoot = (item: Item, locale: Locale) => `${locales[locale].prefix}/${item.slug}`;
const studies = (locale: Locale) => caseStudiesFor(locale).map((study) => ({ slug: study.slug, original: study.slug }));
const posts = (locale: Locale) => postsFor(false, locale);

const pairs: Addresses[] = [
  ...Object.values(fixedPaths),
  ...pairsOf(
    { en: studies("en"), es: studies("es") },
    (item, locale) => `${fixedPaths.caseStudies[locale]}/${item.slug}`,
  ),
  ...pairsOf(servicesIn, atRoot),
  ...pairsOf(locationPagesIn, atRoot),
  ...pairsOf({ en: posts("en"), es: posts("es") }, (item, locale) => `${fixedPaths.blog[locale]}/${item.slug}`),
  ...pairsOf(legalDocumentsIn, atRoot),
];

const byPath = new Map(pairs.flatMap((addresses) => Object.values(addresses).map((path) => [path, addresses])));

/** The addresses of the page at this path in each language it has; its own alone for a page not listed. */
export function addressesOf(path: string): Addresses {
  return byPath.get(path) ?? { [localeOf(path)]: path };
}

/** Every published page's addresses, English first. */
export const translationPairs: readonly Addresses[] = pairs;
