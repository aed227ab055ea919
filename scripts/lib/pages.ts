import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";

// The site's pages, grouped by page type: the list the crawl and the browser tests check the site
// against. The fixed routes of the spec's table are written out here, so a page that goes missing is
// caught; the case studies are the files in content/case-studies, one page each (ADR 050), so adding a
// file adds its page to every check.
/** Every case study page, one per content file, in the order of the index page (each file's `order`). */
export const caseStudyPaths: readonly string[] = readdirSync("content/case-studies")
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => ({
    path: `/case-studies/${file.slice(0, -".yaml".length)}`,
    order: Number(parse(readFileSync(`content/case-studies/${file}`, "utf8"))?.order),
  }))
  .sort((a, b) => a.order - b.order)
  .map(({ path }) => path);

export const articlePaths = ["/blog/openai-shopify-collaboration", "/blog/anthropic-keep-thinking-campaign"] as const;

export const servicePaths = [
  "/brand-strategy-positioning",
  "/paid-media-ppc-management",
  "/social-media-marketing",
  "/content-creation-strategy",
  "/technology-saas-marketing",
  "/luxury-brand-marketing",
] as const;

export const locationPaths = [
  "/marketing-agency-london",
  "/uk-marketing-consultancy",
  "/us-digital-marketing",
  "/european-expansion",
  "/spain-marketing-agency",
  "/global-brand-strategy",
  "/remote-marketing-teams",
] as const;

/** Rendered per request: they show today's date. */
export const legalPaths = ["/privacy-policy", "/terms-of-service"] as const;

/** The pages that exist, for checks that run on every page. */
export const pagePaths = [
  "/",
  "/thank-you",
  "/case-studies",
  ...caseStudyPaths,
  ...servicePaths,
  ...locationPaths,
  "/blog",
  ...articlePaths,
  ...legalPaths,
] as const;

/** Pages that exist but are kept out of search: marked noindex and left out of the sitemap. */
export const noindexPaths: readonly string[] = ["/thank-you"];
