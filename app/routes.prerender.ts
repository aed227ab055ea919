import { blogPosts } from "./content/blog";
import { caseStudySlugs } from "./content/case-studies";

/** Paths rendered per request rather than at build time (they show today's date). */
export const serverRenderedPaths = new Set(["/privacy-policy", "/terms-of-service"]);

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
