import type { MetaDescriptor } from "react-router";
import type { BreadcrumbList, Graph, Organization, Place, ProfessionalService, Thing, WebPage } from "schema-dts";
import { fixedPaths, type Locale, localeOf, locales } from "~/config/locales";
import { site } from "~/config/site";
import { blogCopyIn } from "~/content/pages/blog";
import { siteCopies } from "~/content/site-copy.server";
import { addressesOf } from "~/content/translations.server";
import { serverRenderedPaths } from "~/routes.prerender";
import { SITE_URL_PLACEHOLDER } from "./lib/site-url";

export const absoluteUrl = (path: string) => new URL(path, `${SITE_URL_PLACEHOLDER}/`).toString();

type PageSeo = {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  noindex?: boolean;
  breadcrumbName: string;
  /** The page's own WebPage node, with what this page adds to it. */
  webPage?: Record<string, unknown>;
  /** The page's graph around its WebPage node; the node alone when left out. */
  graph?: (webPage: WebPage) => Thing[];
};

const defaultImage = { path: "/og/default.png", alt: `${site.name}: ${site.tagline}` };

function socialCardFor(path: string, title: string) {
  if (serverRenderedPaths.has(path)) return defaultImage;
  return { path: `/og${path === "/" ? "/home" : path}.png`, alt: title.replace(/\s*\|\s*Lumen & Lark$/, "") };
}

function pageMetaWithData(page: PageSeo): MetaDescriptor[] {
  const { title, description, path, type = "website", noindex, graph = (node) => [node] } = page;
  const jsonLd = { "@context": "https://schema.org", "@graph": [...graph(webPage(page)), breadcrumbs(page)] };
  const image = socialCardFor(path, title);
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image.path);
  const locale = localeOf(path);
  const addresses = Object.entries(addressesOf(path)) as [Locale, string][];
  // Alternates only where the page has another language's version, English the default (ADR 085).
  const alternates = (addresses.length > 1 ? [...addresses, ["x-default", addressesOf(path).en ?? path]] : []).map(
    ([hrefLang, href]) => ({ tagName: "link", rel: "alternate", hrefLang, href: absoluteUrl(href!) }),
  );
  return plainSpaces([
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
    { "script:ld+json": jsonLd as Graph },
  ]);
}

/**
 * Head tags and structured data with plain spaces: the no-break spaces the build keeps inside place
 * names are for the page's line breaks, not for search engines' and social cards' text.
 */
export const plainSpaces = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll("\u00a0", " "));

const blogFeedLink = (locale: Locale): MetaDescriptor => ({
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: blogCopyIn(locale).index.meta.title,
  href: blogFeedPath(locale),
});

const blogFeedPath = (locale: Locale) => `${fixedPaths.blog[locale]}/feed.xml`;

const ORGANIZATION_ID = absoluteUrl("/#organization");
export const organizationRef = { "@id": ORGANIZATION_ID } as Organization;
export const geo = ({ lat, lng }: { lat: number; lng: number }) =>
  ({ "@type": "GeoCoordinates", latitude: lat, longitude: lng }) as const;

export function organization(): ProfessionalService {
  const { offers } = site;
  return {
    "@type": "ProfessionalService",
    "@id": ORGANIZATION_ID,
    additionalType: "https://en.wikipedia.org/wiki/Marketing_agency",
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl("/og/default.png"),
    email: site.email,
    foundingDate: String(site.foundingYear),
    numberOfEmployees: { "@type": "QuantitativeValue", value: site.employees },
    priceRange: "£££",
    address: { "@type": "PostalAddress", ...site.postalAddress },
    location: site.offices.map(
      (office): Place => ({
        "@type": "Place",
        name: `${site.name} ${office.city}`,
        address: { "@type": "PostalAddress", addressLocality: office.city, addressCountry: office.countryCode },
        geo: geo(office),
      }),
    ),
    areaServed: site.offices.map((office) => ({
      "@type": "GeoCircle",
      geoMidpoint: geo(office),
      geoRadius: String(site.areaServedRadiusMetres),
    })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: site.rating.value,
      reviewCount: site.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Services",
      itemListElement: [
        // The spec gives the session a length but no price, and an Offer without one is invalid
        // structured data: the session is listed as the service it is, not offered at a price.
        {
          "@type": "Service",
          name: "Strategy session",
          serviceType: "Marketing strategy consultation",
          description: `A ${offers.strategySessionMinutes}-minute strategy session with a senior strategist.`,
        },
        {
          "@type": "Offer",
          name: "Brand strategy",
          // "From £X": the price it starts at, which is also its minimum.
          price: offers.brandStrategyFromGbp,
          priceCurrency: "GBP",
          priceSpecification: {
            "@type": "PriceSpecification",
            price: offers.brandStrategyFromGbp,
            minPrice: offers.brandStrategyFromGbp,
            priceCurrency: "GBP",
          },
          itemOffered: {
            "@type": "Service",
            name: "Brand strategy and positioning",
            url: absoluteUrl("/brand-strategy-positioning"),
          },
        },
        {
          "@type": "Offer",
          name: "Paid media management",
          price: offers.paidMediaMonthlyGbp.min,
          priceCurrency: "GBP",
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: offers.paidMediaMonthlyGbp.min,
            minPrice: offers.paidMediaMonthlyGbp.min,
            maxPrice: offers.paidMediaMonthlyGbp.max,
            priceCurrency: "GBP",
            unitText: "MONTH",
          },
          itemOffered: {
            "@type": "Service",
            name: "Paid media and PPC management",
            url: absoluteUrl("/paid-media-ppc-management"),
          },
        },
      ],
    },
    ...(site.sameAs.length ? { sameAs: site.sameAs } : {}),
  };
}

function breadcrumbs({ path, breadcrumbName }: PageSeo): BreadcrumbList {
  const locale = localeOf(path);
  const names = siteCopies[locale].layout.breadcrumbs;
  const trail = [{ name: names.home, path: fixedPaths.home[locale] }];
  for (const section of ["caseStudies", "blog"] as const)
    if (path.startsWith(`${fixedPaths[section][locale]}/`))
      trail.push({ name: names[section], path: fixedPaths[section][locale] });
  if (path !== fixedPaths.home[locale]) trail.push({ name: breadcrumbName, path });
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

function webPage({ path, title, description, webPage: extra }: PageSeo): WebPage {
  return {
    "@type": "WebPage",
    "@id": absoluteUrl(path),
    url: absoluteUrl(path),
    name: title,
    description,
    inLanguage: locales[localeOf(path)].lang,
    isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl(fixedPaths.home[localeOf(path)]) },
    publisher: organizationRef,
    ...extra,
  } as WebPage;
}

export { blogFeedLink, blogFeedPath, pageMetaWithData, socialCardFor };
