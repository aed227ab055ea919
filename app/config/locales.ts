/*
 * The site's languages (ADR 084): English at the root, as it has always been, and Spanish under /es,
 * at addresses chosen for Spanish searches. A visitor is never sent from one to the other by their
 * browser's language or their country: each edition is a link away, on every page.
 */

export const locales = {
  en: { lang: "en-GB", ogLocale: "en_GB", prefix: "", name: "English" },
  es: { lang: "es-ES", ogLocale: "es_ES", prefix: "/es", name: "Español" },
} as const;

export type Locale = keyof typeof locales;

export const localeNames = Object.keys(locales) as Locale[];

/** The language a path is in: under /es, Spanish; anywhere else, English. Case does not matter. */
export function localeOf(pathname: string): Locale {
  return /^\/es(?:[/#?]|$)/i.test(pathname) ? "es" : "en";
}

/** The addresses of the pages that are not a content file's, in each language. */
export const fixedPaths = {
  home: { en: "/", es: "/es" },
  thankYou: { en: "/thank-you", es: "/es/gracias" },
  caseStudies: { en: "/case-studies", es: "/es/casos" },
  blog: { en: "/blog", es: "/es/blog" },
} as const satisfies Record<string, Record<Locale, string>>;
