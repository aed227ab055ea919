import { type Locale, localeNames } from "~/config/locales";

export { contentFolder } from "~/config/locales";

/** The languages whose pages translate the English ones: each has the same forms as English (ADR 084). */
export const translationLocales = localeNames.filter((locale) => locale !== "en");

export const formName = (name: string, locale: Locale) =>
  locale === "en" ? name : `${name}${locale.charAt(0).toUpperCase()}${locale.slice(1)}`;

export const languageName = (locale: Locale) =>
  new Intl.DisplayNames(["en-GB"], { type: "language" }).of(locale) ?? locale;

export const translatedCollections = [
  { name: "services", label: "Service pages", folder: "services", extension: "yaml" },
  { name: "locations", label: "Location pages", folder: "locations", extension: "yaml" },
  { name: "caseStudies", label: "Case studies", folder: "case-studies", extension: "yaml" },
  { name: "posts", label: "Articles", folder: "blog", extension: "mdoc" },
] as const;
