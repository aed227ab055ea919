/** Paths rendered per request rather than at build time (they show today's date). */
export const serverRenderedPaths = new Set(["/privacy-policy", "/terms-of-service"]);

/** Every content page is prerendered; API routes and per-request pages are not. */
export function prerenderPaths(staticPaths: string[]): string[] {
  return staticPaths.filter((path) => !path.startsWith("/api/") && !serverRenderedPaths.has(path));
}
