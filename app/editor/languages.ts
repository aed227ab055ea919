import { type Locale, localeNames } from "~/config/locales";

/*
 * The editor's languages are the site's (app/config/locales.ts): each has the same forms, English at
 * content/ and every other language at content/<code>/ (ADR 084), so a language added there has its
 * forms here.
 */

/** The languages whose pages translate the English ones. */
export const translationLocales = localeNames.filter((locale) => locale !== "en");

/** A language's content folder: content for English, content/<code> for any other. */
export const contentFolder = (locale: Locale) => (locale === "en" ? "content" : `content/${locale}`);

/** A form's name in a language: the English form's, followed by the language's code ("caseStudiesEs"). */
export const formName = (name: string, locale: Locale) =>
  locale === "en" ? name : `${name}${locale.charAt(0).toUpperCase()}${locale.slice(1)}`;

/** A language's name in English ("Spanish"), as the editor's labels say it. */
export const languageName = (locale: Locale) =>
  new Intl.DisplayNames(["en-GB"], { type: "language" }).of(locale) ?? locale;

/**
 * The collections kept in every language, one file a page in <content folder>/<folder>. A translation
 * names the English page it translates in `translationOf`, but a case study, which keeps its English
 * file's name (ADR 084), and says which version of it it follows in `englishVersion` (ADR 086).
 */
export const translatedCollections = [
  { name: "services", label: "Service pages", folder: "services", extension: "yaml" },
  { name: "locations", label: "Location pages", folder: "locations", extension: "yaml" },
  { name: "caseStudies", label: "Case studies", folder: "case-studies", extension: "yaml" },
  { name: "posts", label: "Articles", folder: "blog", extension: "mdoc" },
] as const;
export type TranslatedCollection = (typeof translatedCollections)[number];
