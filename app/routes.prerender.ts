import { fixedPaths, localeNames, locales, ownPath } from "./config/locales";
import { caseStudiesFor, legalDocumentsIn, postsFor } from "./content/collections.server";

/** Paths the server renders once a London day: the legal pages show today's date, the thank-you page BOOKING_URL. */
export const serverRenderedPaths = new Set([
  ...localeNames.flatMap((locale) => legalDocumentsIn[locale].map((doc) => `${locales[locale].prefix}/${doc.slug}`)),
  ...localeNames.flatMap((locale) => ownPath("thankYou", locale) ?? []),
]);

export const dynamicPaths = localeNames.flatMap((locale) => [
  ...caseStudiesFor(locale).map((study) => `${fixedPaths.caseStudies[locale]}/${study.slug}`),
  ...postsFor(false, locale).map((post) => post.path),
]);

export function prerenderPaths(staticPaths: string[]): string[] {
  return [...staticPaths, ...dynamicPaths].filter(
    (path) => !/(^|\/)api\//.test(path) && !serverRenderedPaths.has(path),
  );
}
