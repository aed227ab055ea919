/*
 * Every content collection and singleton, in every language (ADR 050, 084, 093), from one glob: a
 * file's language is its first folder when that names one. A translation names its English item in
 * `translationOf` (a case study shares its file's name instead) and the version it follows in
 * `englishVersion` (ADR 086); a translation of an item no longer there is kept unpublished.
 */
import type { z } from "zod";
import {
  contentFolder,
  defaultLocale,
  fileLocale,
  fixedPaths,
  type Locale,
  locales,
  ownPath,
  perLocale,
} from "~/config/locales";
import { isoDate } from "~/lib/dates";
import { type BlogPost, checkBlogPosts, defineBlogPost } from "./blog/schema";
import { type CaseStudy, checkCaseStudies, defineCaseStudy } from "./case-studies/schema";
import { byPosition, ContentError, contentFiles, parseContent, SLUG } from "./collection";
import { type HomeContent, homeSchema } from "./home.schema";
import { legalDocumentFiles } from "./legal/facts";
import { type LegalDocument, legalDocumentSchema } from "./legal/schema";
import { type LocationPage, locationSchema } from "./locations/schema";
import { thankYouFacts } from "./pages/facts";
import { type ThankYouPage, thankYouPageSchema } from "./pages/schema";
import { type Service, serviceSchema } from "./services/schema";
import type { CaseRef } from "./shared";

const files: Record<string, unknown> = import.meta.glob(
  ["/content/**/*.yaml", "/content/**/*.mdoc", "!/content/published-paths.yaml"],
  { eager: true, import: "default" },
);

export function sourceFiles(folder: string): Record<Locale, Record<string, unknown>> {
  const inFolder = Object.entries(files).map(([path, data]) => ({ path, data, ...fileLocale(path) }));
  return perLocale((locale) =>
    Object.fromEntries(
      inFolder
        .filter((file) => file.locale === locale && file.name.replace(/\/[^/]+$/, "") === folder)
        .map(({ path, data }) => [path, data]),
    ),
  );
}

export function singleton<Schema extends z.ZodType>(
  name: string,
  schema: Schema,
  languages: (locale: Locale) => boolean = () => true,
): Record<Locale, z.output<Schema>> {
  const parsed = perLocale((locale) => {
    if (!languages(locale)) return undefined;
    const file = `${contentFolder(locale)}/${name}`;
    if (!(`/${file}` in files)) throw new ContentError(`${file} is missing: every language has its own`);
    return parseContent(schema, files[`/${file}`], file);
  });
  // A language without the page uses the English copy, as its links lead to the English page.
  return perLocale((locale) => (parsed[locale] ?? parsed[defaultLocale]) as z.output<Schema>);
}

export type Translated<Item> = Item & { original: string };

type Collection<Item extends { slug: string }> = {
  folder: string;
  parse: (fields: Record<string, unknown>, file: string) => Item;
  arrange: (items: Translated<Item>[], english: readonly string[], locale: Locale) => Translated<Item>[];
  /** A translation keeps its English file's name (case studies), rather than naming it in `translationOf`. */
  sameName?: boolean;
};

export function loadCollection<Item extends { slug: string }>(
  { folder, parse, arrange, sameName }: Collection<Item>,
  source: Partial<Record<Locale, Record<string, unknown>>> = sourceFiles(folder),
): Record<Locale, readonly Translated<Item>[]> {
  const read = (locale: Locale) =>
    contentFiles(source[locale] ?? {}).map(({ slug, file, data: { translationOf, englishVersion: _, ...data } }) => ({
      item: parse({ ...data, slug }, file),
      file,
      translationOf: sameName || locale === defaultLocale ? slug : translationOf,
    }));
  const english = read(defaultLocale).map(({ item }) => ({ ...item, original: item.slug }));
  const slugs = english.map((item) => item.slug);
  return perLocale((locale) => {
    if (locale === defaultLocale) return arrange(english, slugs, locale);
    const problems: string[] = [];
    const items = read(locale).flatMap(({ item, file, translationOf }) => {
      if (typeof translationOf !== "string" || !SLUG.test(translationOf)) {
        problems.push(`  - ${file}: translationOf must name a file of content/${folder} (${slugs.join(", ")})`);
        return [];
      }
      if (!slugs.includes(translationOf)) {
        if (sameName) problems.push(`  - ${file}: translates only the English ${folder}, under the same file name`);
        return [];
      }
      return [{ ...item, original: translationOf }];
    });
    for (const original of new Set(items.map((item) => item.original)))
      if (items.filter((item) => item.original === original).length > 1)
        problems.push(`  - ${contentFolder(locale)}/${folder}: more than one file translates "${original}"`);
    if (problems.length) throw new ContentError(`The ${locale} ${folder} are invalid:\n${problems.join("\n")}`);
    return arrange(items, slugs, locale);
  });
}

export const allCaseStudiesIn = loadCollection<CaseStudy>({
  folder: "case-studies",
  sameName: true,
  parse: (fields, file) => defineCaseStudy(fields as never, file),
  // A translation's related studies are English ones, shown where translated. A language without a
  // case studies page of its own shows none.
  arrange: (studies, english, locale) =>
    ownPath("caseStudies", locale) ? (checkCaseStudies(studies, english) as Translated<CaseStudy>[]) : [],
});

export const allCaseStudies = allCaseStudiesIn.en;

export const caseStudies: readonly CaseStudy[] = allCaseStudies.filter((study) => !study.draft);

export const caseStudySlugs: readonly string[] = caseStudies.map((study) => study.slug);

/** A render's studies: in preview the drafts too; else a translation shows where it and its English are published. */
export function caseStudiesFor(locale: Locale, preview = false): readonly CaseStudy[] {
  if (preview) return allCaseStudiesIn[locale];
  return allCaseStudiesIn[locale].filter((study) => !study.draft && caseStudySlugs.includes(study.slug));
}

export const findCaseStudy = (slug: string, preview = false, locale: Locale = defaultLocale) =>
  caseStudiesFor(locale, preview).find((study) => study.slug === slug);

/** A service or location page may only name published case studies: it can only show work the site can prove. */
export function withCases<Page extends { slug: string; position: number; cases: { items: readonly CaseRef[] } }>(
  folder: string,
) {
  return (pages: Page[], _english: readonly string[], locale: Locale) => {
    const problems = pages.flatMap((page) =>
      page.cases.items
        .filter((item) => !caseStudySlugs.includes(item.study))
        .map(
          (item) =>
            `  - ${contentFolder(locale)}/${folder}/${page.slug}.yaml names "${item.study}", which is not a published case study`,
        ),
    );
    if (problems.length)
      throw new ContentError(`The ${folder} name case studies that do not exist:\n${problems.join("\n")}`);
    return byPosition(pages, `${locale} ${folder}`);
  };
}

const templatePages = <Page extends { slug: string; position: number; cases: { items: readonly CaseRef[] } }>(
  folder: string,
  schema: z.ZodType,
) =>
  loadCollection<Page>({
    folder,
    parse: (fields, file) => parseContent(schema, fields, file) as Page,
    arrange: withCases(folder),
  });

export const servicesIn = templatePages<Service>("services", serviceSchema);

export const locationPagesIn = templatePages<LocationPage>("locations", locationSchema);

export const allBlogPostsIn = loadCollection<BlogPost>({
  folder: "blog",
  parse: (fields, file) => ({ ...defineBlogPost(fields as never, file), path: "", original: "" }),
  // A language without a blog of its own shows no posts.
  arrange: (posts, _english, locale) =>
    checkBlogPosts(ownPath("blog", locale) ? posts : [])
      .map((post) => ({ ...post, path: `${fixedPaths.blog[locale]}/${post.slug}` }))
      .toSorted((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
});

export const allBlogPosts = allBlogPostsIn.en;

export const blogPosts: readonly BlogPost[] = allBlogPosts.filter((post) => !post.draft);

/** A render's posts: in preview every one; else a translation shows where it and its English are published. */
export const postsFor = (preview: boolean, locale: Locale = defaultLocale) =>
  preview
    ? allBlogPostsIn[locale]
    : allBlogPostsIn[locale].filter(
        (post) => !post.draft && blogPosts.some((english) => english.slug === post.original),
      );

export const legalDocumentsIn = perLocale((locale) =>
  legalDocumentFiles.flatMap(({ facts, files: names }): Translated<LegalDocument>[] => {
    const slug = (names as Partial<Record<Locale, string>>)[locale];
    const file = `${contentFolder(locale)}/legal/${slug}.yaml`;
    if (!slug || !(`/${file}` in files)) return [];
    const doc = parseContent(legalDocumentSchema(facts[locale]), { slug, ...(files[`/${file}`] as object) }, file);
    return [{ ...doc, original: names.en }];
  }),
);

export const legalDocuments = legalDocumentsIn.en;

export function legalPageMetadata(doc: LegalDocument, now: Date, locale: Locale = defaultLocale) {
  const { title, description, keywords } = doc.meta;
  const url = `${locales[locale].prefix}/${doc.slug}`;
  return { title, description, datePublished: doc.datePublished, dateModified: isoDate(now), url, keywords };
}

export const homes: Record<Locale, HomeContent> = singleton("home.yaml", homeSchema);

export const home = homes.en;

export const thankYouPages: Record<Locale, ThankYouPage> = singleton(
  "pages/thank-you.yaml",
  thankYouPageSchema(thankYouFacts),
  (locale) => ownPath("thankYou", locale) !== undefined,
);
