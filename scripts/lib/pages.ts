// The site's pages for the scripts and the browser tests, from the app's page registry as the build reads it
// (ADR 050): adding a content file adds its page to every check that uses these lists.
import { importAppModule } from "./app-modules.mjs";

const { sitePages } = (await importAppModule(
  "app/site-pages.server.ts",
)) as typeof import("../../app/site-pages.server.ts");

const pathsOf = (template: string) => sitePages.filter((page) => page.template === template).map((page) => page.path);

/** Every public page, in the route table's order. */
export const pagePaths: readonly string[] = sitePages.map((page) => page.path);
/** Each page's template: its route module's name, e.g. "case-study". */
export const templateOfPage: ReadonlyMap<string, string> = new Map(sitePages.map((page) => [page.path, page.template]));
export const caseStudyPaths = pathsOf("case-study");
export const articlePaths = pathsOf("blog-post");
export const servicePaths = pathsOf("service");
export const locationPaths = pathsOf("location");
/** Rendered per request: they show today's date. */
export const legalPaths = pathsOf("legal");
/** Pages that exist but are kept out of search: marked noindex and left out of the sitemap. */
export const noindexPaths: readonly string[] = sitePages.filter((page) => !page.indexable).map((page) => page.path);
