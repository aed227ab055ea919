import { route } from "@react-router/dev/routes";
import { type MetaDescriptor, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { localeNames, ownPath } from "~/config/locales";
import { blogPosts, home, postsFor } from "~/content/collections.server";
import { blogCopyIn } from "~/content/pages/blog";
import { fill } from "~/lib/placeholders";
import routes from "~/routes";
import { prerenderPaths, serverRenderedPaths } from "~/routes.prerender";
import { plainSpaces } from "~/seo.server";
import { feedArticlesIn, type SitePage, sitemapPages, sitePages, sitePagesOf, socialCards } from "./site-pages.server";

const byPath = new Map(sitePages.map((page) => [page.path, page]));
const page = (path: string): SitePage => {
  const found = byPath.get(path);
  if (!found) throw new Error(`${path} is not in sitePages`);
  return found;
};

/** The paths the route table gives the build, before dynamic pages are added (as `getStaticPaths` does). */
const staticPaths = routes
  .filter((r) => r.path && !r.path.includes(":") && !r.path.includes("*"))
  .map((r) => `/${r.path}`);
const routedPaths = new Set([...prerenderPaths(["/", ...staticPaths]), ...serverRenderedPaths]);

const loaders = import.meta.glob<{ loader: (args: unknown) => { meta: MetaDescriptor[] } }>("./routes/*.tsx");

/** The <title> a route's own loader gives the page at `path`. */
async function loaderTitle(path: string) {
  const entry =
    routes.find((r) => `/${r.path ?? ""}` === path) ??
    routes.find((r) => r.path?.includes(":") && path.startsWith(`/${r.path.split(":")[0]}`));
  if (!entry) throw new Error(`no route for ${path}`);
  const load = loaders[`./${entry.file}`];
  if (!load) throw new Error(`no module ${entry.file}`);
  const { loader } = await load();
  const { meta } = loader({
    url: new URL(path, "http://localhost"),
    request: new Request(new URL(path, "http://localhost")),
    params: { slug: path.split("/").at(-1) },
    pattern: entry.path ?? "/",
    // A public render's context: no preview, as at build.
    context: new RouterContextProvider(),
  });
  return meta.find((tag): tag is { title: string } => "title" in tag)?.title;
}

describe("the site's page list", () => {
  it("lists every routed page once, and nothing the routes do not serve", () => {
    expect(sitePages.map((p) => p.path).toSorted()).toEqual([...routedPaths].toSorted());
    expect(new Set(sitePages.map((p) => p.path)).size).toBe(sitePages.length);
  });

  it("leaves noindex pages out of the sitemap, and keeps every other page in it", () => {
    const thankYouPaths = localeNames.flatMap((locale) => ownPath("thankYou", locale) ?? []);
    for (const path of thankYouPaths) {
      expect(page(path).indexable).toBe(false);
      expect(sitemapPages.map((p) => p.path)).not.toContain(path);
    }
    expect(sitemapPages).toHaveLength(sitePages.length - thankYouPaths.length);
    const indexable = [...serverRenderedPaths].filter((path) => !thankYouPaths.includes(path));
    expect(sitemapPages.map((p) => p.path)).toEqual(expect.arrayContaining(indexable));
  });

  it("takes titles and descriptions from the content", () => {
    // With plain spaces where the content keeps a place name whole, as the head tags give them.
    expect(page("/")).toMatchObject(plainSpaces({ title: home.seo.title, description: home.seo.description }));
    for (const post of blogPosts) {
      expect(page(post.path)).toMatchObject({
        title: fill(blogCopyIn("en").article.metaTitle, { title: post.title }),
        description: post.excerpt,
        lastmod: post.date,
      });
    }
  });

  it("gives every page the title its route's loader gives it", async () => {
    for (const { path, title } of sitePages) expect(await loaderTitle(path), path).toBe(title);
  });

  it("lists each language's articles, newest first, for its feed", () => {
    for (const locale of localeNames.filter((each) => ownPath("blog", each))) {
      const posts = postsFor(false, locale);
      expect(posts.length, locale).toBeGreaterThan(0);
      expect(feedArticlesIn(locale).map((a) => a.path)).toEqual(posts.map((post) => post.path));
      expect(feedArticlesIn(locale)[0]).toMatchObject({ headline: posts[0]?.title, datePublished: posts[0]?.date });
    }
  });

  it("pairs each page with its translation both ways, and names only pages that exist", () => {
    for (const { path, locale, alternates } of sitePages) {
      expect(alternates[locale], path).toBe(path);
      // Every page in another language translates an English one.
      expect(alternates.en, path).toBeDefined();
      for (const other of Object.values(alternates))
        expect(page(other).alternates, `${path} → ${other}`).toEqual(alternates);
    }
  });

  it("draws a card for every prerendered page, titled without the site name", () => {
    expect(socialCards).toHaveLength(sitePages.filter((p) => p.prerendered).length);
    for (const card of socialCards) {
      expect(card.image).toMatch(/^\/og\/.+\.png$/);
      expect(card.title).not.toMatch(/Lumen & Lark$/);
    }
    expect(page("/").card?.image).toBe("/og/home.png");
    expect(page("/privacy-policy").card).toBeUndefined();
  });

  it("refuses a route module it has no page list for", () => {
    expect(() => sitePagesOf([route("pricing", "routes/pricing.tsx")])).toThrow(/routes\/pricing\.tsx/);
  });
});
