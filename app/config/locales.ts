/*
 * The site's languages (ADR 084, 093): English at the root, each other under its prefix, its content in
 * content/<key>/. No visitor is redirected by browser language or country. A language that leaves out
 * one of `paths` has no such page: its links lead to the English one.
 */
export const locales = {
  en: {
    lang: "en-GB",
    ogLocale: "en_GB",
    prefix: "",
    name: "English",
    paths: { thankYou: "/thank-you", caseStudies: "/case-studies", blog: "/blog" },
  },
  es: {
    lang: "es-ES",
    ogLocale: "es_ES",
    prefix: "/es",
    name: "Español",
    paths: { thankYou: "/es/gracias", caseStudies: "/es/casos", blog: "/es/blog" },
  },
} as const satisfies Record<string, Language>;

type Language = {
  lang: string;
  ogLocale: string;
  prefix: string;
  name: string;
  paths: Partial<Record<"thankYou" | "caseStudies" | "blog", string>>;
};

export type Locale = keyof typeof locales;

export const defaultLocale: Locale = "en";

export const localeNames = Object.keys(locales) as Locale[];

const byPrefix = localeNames.filter((locale) => locales[locale].prefix !== "");

export function localeOf(pathname: string): Locale {
  const first = /^\/([^/#?]*)/.exec(pathname)?.[1]?.toLowerCase();
  return byPrefix.find((locale) => locales[locale].prefix === `/${first}`) ?? defaultLocale;
}

type FixedPage = keyof Language["paths"] | "home";

export function ownPath(page: FixedPage, locale: Locale): string | undefined {
  if (page === "home") return locales[locale].prefix || "/";
  return (locales[locale].paths as Language["paths"])[page];
}

export const fixedPaths = Object.fromEntries(
  (["home", "thankYou", "caseStudies", "blog"] as const).map((page) => [
    page,
    Object.fromEntries(localeNames.map((locale) => [locale, ownPath(page, locale) ?? ownPath(page, defaultLocale)])),
  ]),
) as Record<FixedPage, Record<Locale, string>>;

export const perLocale = <Value>(valueIn: (locale: Locale) => Value) =>
  Object.fromEntries(localeNames.map((locale) => [locale, valueIn(locale)])) as Record<Locale, Value>;

export function fileLocale(path: string): { locale: Locale; name: string } {
  const rest = path.replace(/^\/?content\//, "");
  const first = rest.slice(0, rest.indexOf("/"));
  return first in locales && first !== defaultLocale
    ? { locale: first as Locale, name: rest.slice(first.length + 1) }
    : { locale: defaultLocale, name: rest };
}

export const contentFolder = (locale: Locale) => (locale === defaultLocale ? "content" : `content/${locale}`);

export const filesByLocale = <Data>(files: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(files).map(([path, data]) => [fileLocale(path).locale, data])) as Partial<
    Record<Locale, Data>
  >;
