import type { MetaDescriptor } from "react-router";
import type { Graph } from "schema-dts";
import { fixedPaths, type Locale, localeOf, locales } from "~/config/locales";
import { site } from "~/config/site";
import { blogCopyIn } from "~/content/pages/blog";
import { addressesOf } from "~/content/translations.server";
import { serverRenderedPaths } from "~/routes.prerender";
import { SITE_URL_PLACEHOLDER } from "./site-url";

/** An absolute URL on this site, as rendered: the server gives it the runtime SITE_URL's origin. */
export function absoluteUrl(path: string) {
  return new URL(path, `${SITE_URL_PLACEHOLDER}/`).toString();
}

export type PageSeo = {
  title: string;
  description: string;
  /** The canonical path, e.g. "/case-studies/tinder". */
  path: string;
  /** A 1200×630 social card for this page. */
  image?: { path: string; alt: string };
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: Graph;
};

const defaultImage = { path: "/og/default.png", alt: `${site.name}: ${site.tagline}` };

/** The social card drawn at build for a prerendered page (see scripts/og-images.mjs). */
export function socialCardFor(path: string, title: string) {
  if (serverRenderedPaths.has(path)) return defaultImage;
  return { path: `/og${path === "/" ? "/home" : path}.png`, alt: title.replace(/\s*\|\s*Lumen & Lark$/, "") };
}

/** Every page's head tags, from site defaults and the page's own values. */
export function pageMeta({
  title,
  description,
  path,
  image = socialCardFor(path, title),
  type = "website",
  noindex,
  jsonLd,
}: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image.path);
  const locale = localeOf(path);
  const addresses = Object.entries(addressesOf(path)) as [Locale, string][];
  // Alternates only where the page has another language's version, each naming every version and
  // English as the default (ADR 084).
  const alternates: MetaDescriptor[] =
    addresses.length > 1
      ? [
          ...addresses.map(([language, href]) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: language,
            href: absoluteUrl(href),
          })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(addressesOf(path).en ?? path) },
        ]
      : [];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates,
    { name: "robots", content: noindex ? "noindex, follow" : "index, follow, max-image-preview:large" },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:locale", content: locales[locale].ogLocale },
    ...addresses
      .filter(([language]) => language !== locale)
      .map(([language]) => ({ property: "og:locale:alternate", content: locales[language].ogLocale })),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
    ...(jsonLd ? [{ "script:ld+json": jsonLd }] : []),
  ];
}

/** The blog's RSS feed in a language (written at build by scripts/build-site-files.mjs), linked from its blog's pages. */
export const blogFeedLink = (locale: Locale): MetaDescriptor => ({
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: blogCopyIn(locale).index.meta.title,
  href: blogFeedPath(locale),
});

export const blogFeedPath = (locale: Locale) => `${fixedPaths.blog[locale]}/feed.xml`;
