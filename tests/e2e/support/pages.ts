/** The pages that exist, for checks that run on every page. */
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

export const pagePaths = ["/", "/thank-you", ...servicePaths, ...locationPaths, ...legalPaths] as const;
