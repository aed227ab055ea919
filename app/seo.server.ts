import type { MetaDescriptor } from "react-router";
import type {
  Article,
  BreadcrumbList,
  CreativeWork,
  Graph,
  Organization,
  Place,
  ProfessionalService,
  Thing,
  WebPage,
} from "schema-dts";
import { fixedPaths, type Locale, localeOf, locales } from "~/config/locales";
import { site } from "~/config/site";
import { blogCopyIn } from "~/content/pages/blog";
import { siteCopies } from "~/content/site-copy.server";
import { addressesOf } from "~/content/translations.server";
import { serverRenderedPaths } from "~/routes.prerender";
import { SITE_URL_PLACEHOLDER } from "./lib/site-url";

const absoluteUrl = (path: string) => new URL(path, `${SITE_URL_PLACEHOLDER}/`).toString();

type PageSeo = { title: string; description: string; path: string; type?: "website" | "article"; noindex?: boolean };

const defaultImage = { path: "/og/default.png", alt: `${site.name}: ${site.tagline}` };

function socialCardFor(path: string, title: string) {
  if (serverRenderedPaths.has(path)) return defaultImage;
  return { path: `/og${path === "/" ? "/home" : path}.png`, alt: title.replace(/\s*\|\s*Lumen & Lark$/, "") };
}

function pageMetaWithData(
  { title, description, path, type = "website", noindex }: PageSeo,
  data: PageData,
): MetaDescriptor[] {
  const options = { url: path, name: title, description, ...data } as StructuredDataOptions;
  const jsonLd = { "@context": "https://schema.org", "@graph": [...mainEntity(options), breadcrumbs(options)] };
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

type StructuredDataOptions = { breadcrumbName: string; url: string; name: string; description: string } & (
  | { type: "homepage" }
  | { type: "default"; datePublished?: string; dateModified?: string }
  | { type: "services"; serviceType: string }
  | { type: "case-study"; caseStudy: { title: string; description: string; brandName: string } & CaseStudyFacts }
  | { type: "geo-page"; location: { city: string; country: string; countryCode: string; lat: number; lng: number } }
  | { type: "blog"; article?: { title: string; description: string; url: string; image: string } & ArticleFacts }
);
type CaseStudyFacts = { results: string[]; datePublished: string; industry: string; image?: string };
type ArticleFacts = { datePublished: string; dateModified: string; keywords: string[] };

const ORGANIZATION_ID = absoluteUrl("/#organization");
const organizationRef = { "@id": ORGANIZATION_ID } as Organization;
const geo = ({ lat, lng }: { lat: number; lng: number }) =>
  ({ "@type": "GeoCoordinates", latitude: lat, longitude: lng }) as const;

function organization(): ProfessionalService {
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

function breadcrumbs(options: StructuredDataOptions): BreadcrumbList {
  const locale = localeOf(options.url);
  const names = siteCopies[locale].layout.breadcrumbs;
  const trail = [{ name: names.home, path: fixedPaths.home[locale] }];
  for (const section of ["caseStudies", "blog"] as const)
    if (options.url.startsWith(`${fixedPaths[section][locale]}/`))
      trail.push({ name: names[section], path: fixedPaths[section][locale] });
  if (options.url !== fixedPaths.home[locale]) trail.push({ name: options.breadcrumbName, path: options.url });
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

function webPage(options: StructuredDataOptions, extra: Partial<WebPage> = {}): WebPage {
  return {
    "@type": "WebPage",
    "@id": absoluteUrl(options.url),
    url: absoluteUrl(options.url),
    name: options.name,
    description: options.description,
    inLanguage: locales[localeOf(options.url)].lang,
    isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl(fixedPaths.home[localeOf(options.url)]) },
    publisher: organizationRef,
    ...extra,
  } as WebPage;
}

function mainEntity(options: StructuredDataOptions): Thing[] {
  switch (options.type) {
    case "homepage":
      return [organization(), webPage(options, { about: organizationRef })];
    case "default":
      // Undefined dates fall out as the tags are serialised (plainSpaces).
      return [webPage(options, { datePublished: options.datePublished, dateModified: options.dateModified })];
    case "services":
      return [
        webPage(options),
        {
          "@type": "Service",
          name: options.name,
          description: options.description,
          serviceType: options.serviceType,
          provider: organizationRef,
          areaServed: site.offices.map((office) => ({ "@type": "Country", name: office.country })),
          url: absoluteUrl(options.url),
        },
      ];
    case "case-study": {
      const study = options.caseStudy;
      const work: CreativeWork = {
        "@type": "CreativeWork",
        additionalType: "https://schema.org/Article",
        headline: study.title,
        name: study.title,
        description: study.description,
        about: { "@type": "Brand", name: study.brandName },
        genre: "Case study",
        inLanguage: locales[localeOf(options.url)].lang,
        keywords: [study.industry, ...study.results].join(", "),
        abstract: study.results.join(" · "),
        datePublished: study.datePublished,
        author: organizationRef,
        publisher: organizationRef,
        url: absoluteUrl(options.url),
        image: study.image && absoluteUrl(study.image),
      };
      return [webPage(options), work];
    }
    case "geo-page": {
      const { location } = options;
      return [
        webPage(options),
        {
          "@type": "ProfessionalService",
          name: `${site.name}: ${options.name}`,
          description: options.description,
          parentOrganization: organizationRef,
          url: absoluteUrl(options.url),
          address: { "@type": "PostalAddress", addressLocality: location.city, addressCountry: location.countryCode },
          geo: geo(location),
          areaServed: { "@type": "Country", name: location.country },
          image: absoluteUrl("/og/default.png"),
        },
      ];
    }
    case "blog": {
      if (!options.article) return [webPage(options, { "@type": "CollectionPage" } as Partial<WebPage>)];
      const article = options.article;
      const posting: Article = {
        "@type": "BlogPosting",
        headline: article.title,
        description: article.description,
        datePublished: article.datePublished,
        dateModified: article.dateModified,
        url: absoluteUrl(article.url),
        mainEntityOfPage: absoluteUrl(article.url),
        image: absoluteUrl(article.image),
        keywords: article.keywords.join(", "),
        inLanguage: locales[localeOf(article.url)].lang,
        author: organizationRef,
        publisher: organizationRef,
      };
      return [webPage(options), posting];
    }
  }
}

type PageData = StructuredDataOptions extends infer Options
  ? Options extends StructuredDataOptions
    ? Omit<Options, "url" | "name" | "description"> & { name?: string }
    : never
  : never;

export { blogFeedLink, blogFeedPath, pageMetaWithData, socialCardFor };
