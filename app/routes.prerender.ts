import { blogPosts } from "./content/blog";
import { caseStudySlugs } from "./content/case-studies";

/**
 * Paths the server renders (once a London day) rather than the build: the legal pages show today's date,
 * and /thank-you offers the booking page the server is configured with (BOOKING_URL, ADR 074).
 */
export const serverRenderedPaths = new Set(["/privacy-policy", "/terms-of-service", "/thank-you"]);

/** Pages behind dynamic routes, which the route table alone cannot list. */
export const dynamicPaths = [
  ...caseStudySlugs.map((slug) => `/case-studies/${slug}`),
  ...blogPosts.map((post) => post.path),
];

/** Every content page is prerendered; API routes and per-request pages are not. */
export function prerenderPaths(staticPaths: string[]): string[] {
  return [...staticPaths, ...dynamicPaths].filter(
    (path) => !path.startsWith("/api/") && !serverRenderedPaths.has(path),
  );
}
