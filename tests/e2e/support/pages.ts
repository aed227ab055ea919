/** The pages that exist, for checks that run on every page. */
export const pagePaths = ["/", "/thank-you"] as const;
