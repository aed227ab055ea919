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

/** The pages that exist, for checks that run on every page. */
export const pagePaths = ["/", "/case-studies", ...caseStudyPaths, "/blog", ...articlePaths] as const;
