import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { contentSlugs } from "./content-folder.ts";
import { readFrontMatter } from "./markdoc.ts";

// The site's pages, grouped by page type: the list the crawl and the browser tests check the site
// against. The fixed routes of the spec's table are written out here, so a page that goes missing is
// caught; the case studies, services and locations are their files in content/, one page each
// (ADR 050), and so are the articles (ADR 053): adding a file adds its page to every check.
/** The fields of a content file: a YAML file's data, or a Markdoc file's front matter. */
function fieldsOf(file: string): { position?: unknown; draft?: unknown } {
  const source = readFileSync(file, "utf8");
  return file.endsWith(".mdoc") ? readFrontMatter(source, file) : (parse(source) ?? {});
}

/** The published pages of a collection, one per file in content/<collection>, in their positions. */
function contentPaths(collection: string, prefix: string, extension = ".yaml"): readonly string[] {
  return contentSlugs(collection, extension)
    .map((slug) => ({ slug, fields: fieldsOf(`content/${collection}/${slug}${extension}`) }))
    .filter(({ fields }) => fields.draft !== true)
    .map(({ slug, fields }) => ({
      path: `${prefix}${slug}`,
      position: Number(fields.position) || 0,
    }))
    .sort((a, b) => a.position - b.position || a.path.localeCompare(b.path))
    .map(({ path }) => path);
}

/** Every case study page, in the order of the index page. */
export const caseStudyPaths = contentPaths("case-studies", "/case-studies/");

/** Every article: one Markdoc file each in content/blog, at /blog/<file name> (ADR 053). */
export const articlePaths = contentPaths("blog", "/blog/", ".mdoc");

export const servicePaths = contentPaths("services", "/");

export const locationPaths = contentPaths("locations", "/");

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
