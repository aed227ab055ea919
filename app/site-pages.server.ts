/**
 * Every public page of the site, with what the site files need from it: the sitemap, robots.txt,
 * the blog feed and the social cards (scripts/build-site-files.mjs reads this through
 * `importAppModule`). Pages come from the route table (routes.ts) and the content collections, and
 * each page's title and description from the same content and copy its route's loader hands to
 * `pageMeta`, so the site files cannot disagree with the pages. Build and test only (ADR 055).
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { fixedPaths, type Locale, localeOf, locales } from "~/config/locales";
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
import { type Addresses, addressesOf } from "~/content/translations.server";
import { fill } from "~/lib/placeholders";
import routes from "~/routes";
import { serverRenderedPaths } from "~/routes.prerender";
import { plainSpaces, socialCardFor } from "~/seo.server";

export { serverRenderedPaths };

/** A page's 1200×630 social card, drawn at build (scripts/og-images.mjs). */
export type SocialCardSpec = {
  /** Where the card is served, e.g. "/og/case-studies/tinder.png". */
  image: string;
  /** The card's headline: the page title without the site name. */
  title: string;
  /** The small label above it: what kind of page this is. */
  eyebrow: string;
  /** The page's own cover crop (a path under build/client), drawn behind the title when it has one. */
  cover?: string;
};

export type SitePage = {
  /** The canonical path, e.g. "/case-studies/tinder". */
  path: string;
  locale: Locale;
  /** Its address in each language it is published in (its own included): the sitemap's alternates. */
  alternates: Addresses;
  /** The page's template: its route module's name, e.g. "case-study" for routes/case-study.tsx. */
  template: string;
  /** The page's <title>, as its loader sets it. */
  title: string;
  description: string;
  /** False for pages search engines are told not to list (`noindex`): left out of the sitemap. */
  indexable: boolean;
  /** False for pages rendered per request (see `serverRenderedPaths`). */
  prerendered: boolean;
  /** YYYY-MM-DD, when the content knows when the page last changed. */
  lastmod?: string;
  /** The card drawn for this page, or undefined when it shares the site's default card. */
  card?: SocialCardSpec;
  /** Set on blog articles: what the feed lists. */
  article?: { headline: string; datePublished: string };
};

type PageInput = Omit<SitePage, "prerendered" | "card" | "indexable" | "template" | "locale" | "alternates"> & {
  eyebrow: string;
  noindex?: boolean;
  cover?: string;
};

/** A route path (without its leading slash) as a page path. */
const pagePath = (routePath: string | undefined) => `/${routePath ?? ""}`;
const slugOf = (routePath: string | undefined, locale: Locale) =>
  pagePath(routePath).slice(locales[locale].prefix.length).replace(/^\/+/, "");

const found = <T>(value: T | null | undefined, what: string): T => {
  if (value == null) throw new Error(`site pages: routes.ts has a page for ${what}, but its content is missing.`);
  return value;
};

/** The label above each page type's social card, in each language. */
const cardEyebrows = singleton("parts/social-cards.yaml", socialCardsCopySchema);

/** The item of a collection a route is registered for, in the route's language. */
const itemOf = <Item extends { slug: string }>(items: Record<Locale, readonly Item[]>, route: RouteConfigEntry) => {
  const locale = localeOfRoute(route);
  return found(
    items[locale].find((item) => item.slug === slugOf(route.path, locale)),
    pagePath(route.path),
  );
};

/** The language of a route's pages, from its path. */
const localeOfRoute = (route: RouteConfigEntry) => localeOf(pagePath(route.path));

/**
 * Each page template's pages, keyed by its route module: the same content the template's loader
 * reads, in the route's language. A route module missing here (and from `notPages`) fails the build,
 * so a new page type cannot silently drop out of the sitemap.
 */
const templates: Record<string, (route: RouteConfigEntry, locale: Locale) => PageInput[]> = {
  "routes/home.tsx": (_route, locale) => [
    { path: fixedPaths.home[locale], ...homes[locale].seo, eyebrow: cardEyebrows[locale].home },
  ],
  "routes/thank-you.tsx": (route, locale) => [
    // A page reached only by sending the form: its loader marks it `noindex`.
    { path: pagePath(route.path), ...thankYouPages[locale].seo, eyebrow: cardEyebrows[locale].agency, noindex: true },
  ],
  "routes/case-studies.tsx": (route, locale) => [
    { path: pagePath(route.path), ...caseStudiesCopyIn(locale).index.meta, eyebrow: cardEyebrows[locale].caseStudies },
  ],
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
  "routes/service.tsx": (route, locale) => [
    { path: pagePath(route.path), ...itemOf(servicesIn, route).meta, eyebrow: cardEyebrows[locale].services },
  ],
  "routes/location.tsx": (route, locale) => [
    { path: pagePath(route.path), ...itemOf(locationPagesIn, route).meta, eyebrow: cardEyebrows[locale].locations },
  ],
  "routes/blog.tsx": (route, locale) => [
    { path: pagePath(route.path), ...blogCopyIn(locale).index.meta, eyebrow: cardEyebrows[locale].blog },
  ],
  "routes/blog-post.tsx": (_route, locale) =>
    postsFor(false, locale).map(({ path }) => {
      const post = found(findPostPage(path), path);
      return {
        path,
        title: fill(blogCopyIn(locale).article.metaTitle, { title: post.title }),
        description: post.excerpt,
        // The article's structured data gives the post's date as its last change.
        lastmod: post.date,
        eyebrow: cardEyebrows[locale].blog,
        cover: post.cover.image?.og,
        article: { headline: post.title, datePublished: post.date },
      };
    }),
  "routes/legal.tsx": (route, locale) => {
    const doc = itemOf(legalDocumentsIn, route);
    // Rendered per request: the page says it changed today, and so does the sitemap (left to the caller).
    const { title, description, url } = legalPageMetadata(doc, new Date(), locale);
    return [{ path: url, title, description, eyebrow: cardEyebrows[locale].agency }];
  },
};

/** Route modules that are not pages of the site map. */
const notPages = new Set([
  "routes/answered.tsx",
  "routes/contact-form.tsx",
  "routes/editor.tsx",
  "routes/not-found.tsx",
]);
/** The server's APIs, under routes/api/. */
const isApi = (file: string) => file.startsWith("routes/api/");

function* routeEntries(entries: readonly RouteConfigEntry[]): Generator<RouteConfigEntry> {
  for (const entry of entries) {
    yield entry;
    if (entry.children) yield* routeEntries(entry.children);
  }
}

function toSitePage(template: string, locale: Locale, { eyebrow, noindex, cover, ...page }: PageInput): SitePage {
  const prerendered = !serverRenderedPaths.has(page.path);
  const image = socialCardFor(page.path, page.title);
  const card =
    image.path.startsWith("/og/") && image.path !== "/og/default.png"
      ? { image: image.path, title: image.alt, eyebrow, ...(cover ? { cover } : {}) }
      : undefined;
  return {
    ...page,
    // As the page's head tags give them (seo.server.ts).
    ...plainSpaces({ title: page.title, description: page.description }),
    locale,
    alternates: addressesOf(page.path),
    template,
    indexable: !noindex,
    prerendered,
    ...(card ? { card } : {}),
  };
}

/** Builds the page list from a route table (exported for tests). */
export function sitePagesOf(routeTable: readonly RouteConfigEntry[]): SitePage[] {
  const pages: SitePage[] = [];
  for (const route of routeEntries(routeTable)) {
    if (notPages.has(route.file) || isApi(route.file)) continue;
    const template = templates[route.file];
    if (!template)
      throw new Error(`site pages: no page list for the route module ${route.file} (app/site-pages.server.ts).`);
    const name = route.file.replace(/^routes\/|\.tsx$/g, "");
    const locale = localeOfRoute(route);
    pages.push(...template(route, locale).map((page) => toSitePage(name, locale, page)));
  }
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.path)) throw new Error(`site pages: ${page.path} is listed twice.`);
    seen.add(page.path);
  }
  return pages;
}

/** Every public page, in the route table's order. */
export const sitePages: readonly SitePage[] = sitePagesOf(routes);

/** The pages the sitemap lists: every indexable page. */
export const sitemapPages: readonly SitePage[] = sitePages.filter((page) => page.indexable);

/** Each language's blog feed: its articles, newest first. */
export const feedArticlesIn = (locale: Locale) =>
  sitePages
    .flatMap((page) =>
      page.article && page.locale === locale
        ? [{ ...page.article, path: page.path, description: page.description }]
        : [],
    )
    .toSorted((a, b) => b.datePublished.localeCompare(a.datePublished));

/** The social cards to draw, besides the site's default one. */
export const socialCards: readonly SocialCardSpec[] = sitePages.flatMap((page) => (page.card ? [page.card] : []));
