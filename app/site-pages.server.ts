/**
 * Every public page for the site files (scripts/build-site-files.mjs), from the route table and the content
 * its loaders read, so they cannot disagree with the pages. Build and test only (ADR 055).
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type Locale, localeOf, locales } from "~/config/locales";
import { findPostPage } from "~/content/blog.server";
import { findCaseStudyPage, listCaseStudyCards } from "~/content/case-studies.server";
import {
  homes,
  legalDocumentsIn,
  legalPageMetadata,
  locationPagesIn,
  postsFor,
  servicesIn,
  singleton,
  thankYouPages,
} from "~/content/collections.server";
import { blogCopyIn } from "~/content/pages/blog";
import { caseStudiesCopyIn } from "~/content/pages/case-studies";
import { socialCardsCopySchema } from "~/content/parts/schema";
import { addressesOf } from "~/content/translations.server";
import { fill } from "~/lib/placeholders";
import routes from "~/routes";
import { serverRenderedPaths } from "~/routes.prerender";
import { plainSpaces, socialCardFor } from "~/seo.server";

export { serverRenderedPaths };

export type SocialCardSpec = { image: string; title: string; eyebrow: string; cover?: string };

export type SitePage = ReturnType<typeof toSitePage>;

type PageInput = {
  path: string;
  title: string;
  description: string;
  lastmod?: string;
  article?: { headline: string; datePublished: string };
  eyebrow: string;
  noindex?: boolean;
  cover?: string;
};

const pagePath = (routePath: string | undefined) => `/${routePath ?? ""}`;
const slugOf = (routePath: string | undefined, locale: Locale) =>
  pagePath(routePath).slice(locales[locale].prefix.length).replace(/^\/+/, "");

const found = <T>(value: T | null | undefined, what: string): T => {
  if (value == null) throw new Error(`site pages: routes.ts has a page for ${what}, but its content is missing.`);
  return value;
};

const cardEyebrows = singleton("parts/social-cards.yaml", socialCardsCopySchema);

const itemOf = <Item extends { slug: string }>(items: Record<Locale, readonly Item[]>, route: RouteConfigEntry) => {
  const locale = localeOfRoute(route);
  return found(
    items[locale].find((item) => item.slug === slugOf(route.path, locale)),
    pagePath(route.path),
  );
};

const localeOfRoute = (route: RouteConfigEntry) => localeOf(pagePath(route.path));

type Eyebrow = keyof (typeof cardEyebrows)[Locale];

type Seo = (route: RouteConfigEntry, locale: Locale) => { title: string; description: string };

/** A template with one page per route: its address, the head words `seo` reads, and its social card's eyebrow. */
const onePage =
  (eyebrow: Eyebrow, seo: Seo, extra: Partial<PageInput> = {}) =>
  (route: RouteConfigEntry, locale: Locale): PageInput[] => [
    { path: pagePath(route.path), ...seo(route, locale), eyebrow: cardEyebrows[locale][eyebrow], ...extra },
  ];

/**
 * Each template's pages, keyed by route module. A module missing here and from `notPages` fails the
 * build, so a new page type cannot silently drop out of the sitemap.
 */
const templates: Record<string, (route: RouteConfigEntry, locale: Locale) => PageInput[]> = {
  "routes/home.tsx": onePage("home", (_route, locale) => homes[locale].seo),
  "routes/thank-you.tsx": onePage("agency", (_route, locale) => thankYouPages[locale].seo, { noindex: true }),
  "routes/case-studies.tsx": onePage("caseStudies", (_route, locale) => caseStudiesCopyIn(locale).index.meta),
  "routes/case-study.tsx": (_route, locale) =>
    listCaseStudyCards(false, locale).map(({ href: path, slug }) => {
      const study = found(findCaseStudyPage(slug, false, locale), path);
      return {
        path,
        title: fill(caseStudiesCopyIn(locale).study.metaTitle, { title: study.title }),
        description: study.summary,
        eyebrow: cardEyebrows[locale].caseStudies,
        cover: study.cover.image?.og,
      };
    }),
  "routes/service.tsx": onePage("services", (route) => itemOf(servicesIn, route).meta),
  "routes/location.tsx": onePage("locations", (route) => itemOf(locationPagesIn, route).meta),
  "routes/blog.tsx": onePage("blog", (_route, locale) => blogCopyIn(locale).index.meta),
  "routes/blog-post.tsx": (_route, locale) =>
    postsFor(false, locale).map(({ path }) => {
      const post = found(findPostPage(path), path);
      return {
        path,
        title: fill(blogCopyIn(locale).article.metaTitle, { title: post.title }),
        description: post.excerpt,
        lastmod: post.date,
        eyebrow: cardEyebrows[locale].blog,
        cover: post.cover.image?.og,
        article: { headline: post.title, datePublished: post.date },
      };
    }),
  "routes/legal.tsx": (route, locale) => {
    const doc = itemOf(legalDocumentsIn, route);
    const { title, description, url } = legalPageMetadata(doc, new Date(), locale);
    return [{ path: url, title, description, eyebrow: cardEyebrows[locale].agency }];
  },
};

const notPages = new Set([
  "routes/answered.tsx",
  "routes/contact-form.tsx",
  "routes/editor.tsx",
  "routes/not-found.tsx",
]);

function toSitePage(template: string, locale: Locale, { eyebrow, noindex, cover, ...page }: PageInput) {
  const image = socialCardFor(page.path, page.title);
  const card: SocialCardSpec | undefined =
    image.path.startsWith("/og/") && image.path !== "/og/default.png"
      ? { image: image.path, title: image.alt, eyebrow, ...(cover ? { cover } : {}) }
      : undefined;
  return {
    ...page,
    ...plainSpaces({ title: page.title, description: page.description }),
    locale,
    alternates: addressesOf(page.path),
    template,
    indexable: !noindex,
    prerendered: !serverRenderedPaths.has(page.path),
    ...(card ? { card } : {}),
  };
}

export function sitePagesOf(routeTable: readonly RouteConfigEntry[]): SitePage[] {
  const pages: SitePage[] = [];
  for (const route of routeTable) {
    if (notPages.has(route.file) || route.file.startsWith("routes/api/")) continue;
    const template = templates[route.file];
    if (!template)
      throw new Error(`site pages: no page list for the route module ${route.file} (app/site-pages.server.ts).`);
    const name = route.file.replace(/^routes\/|\.tsx$/g, "");
    const locale = localeOfRoute(route);
    pages.push(...template(route, locale).map((page) => toSitePage(name, locale, page)));
  }
  const twice = pages.find((page, index) => pages.findIndex((other) => other.path === page.path) !== index);
  if (twice) throw new Error(`site pages: ${twice.path} is listed twice.`);
  return pages;
}

export const sitePages: readonly SitePage[] = sitePagesOf(routes);

export const sitemapPages: readonly SitePage[] = sitePages.filter((page) => page.indexable);

export const feedArticlesIn = (locale: Locale) =>
  sitePages
    .flatMap((page) =>
      page.article && page.locale === locale
        ? [{ ...page.article, path: page.path, description: page.description }]
        : [],
    )
    .toSorted((a, b) => b.datePublished.localeCompare(a.datePublished));

export const socialCards: readonly SocialCardSpec[] = sitePages.flatMap((page) => (page.card ? [page.card] : []));
