// The spec's route table (section 2), grouped by page type: the list the crawl and the browser tests
// check the site against. It is written out here, not read from the app, so it catches a missing page.
/** Every case study page, in the spec's order. */
export const caseStudyPaths = [
  "/case-studies/tinder",
  "/case-studies/leuchtturm1917",
  "/case-studies/guardian-glass",
  "/case-studies/ruinart",
  "/case-studies/sato-europe",
  "/case-studies/uber-eats",
  "/case-studies/peroni",
  "/case-studies/atlantic-airways",
  "/case-studies/bumble",
  "/case-studies/ria-money-transfer",
  "/case-studies/smk-pure-hemp",
  "/case-studies/ikibana",
] as const;

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
